export * from './product-paths';
export * from './product-types';
export type * from './customer-product-schemas';
