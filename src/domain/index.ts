export * from './constants';
export * from './media';
export * from './schemas';
export type * from './types';
export * from './landing';
export * from './enquiryForm';
export * from './capabilities';
export * from './review';
export * from './callDesk';
