export * from './customer-types';
export type * from './customer-schemas';
