/** What ./florist.ts imports as './types' where it is copied to (src/domain/vendorKinds/). */
export * from '../../src/domain/vendorKinds/types';
