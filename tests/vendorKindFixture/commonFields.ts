/** What ./florist.ts imports as './commonFields' where it is copied to (src/domain/vendorKinds/). */
export * from '../../src/domain/vendorKinds/commonFields';
