export * from './customer-records-types';
export type * from './customer-records-schemas';
export * from './customer-records-paths';
