export * from './customer-records-types';
export * from './customer-records-paths';
