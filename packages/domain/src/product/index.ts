export * from './product-paths';
export * from './product-types';
export type * from './customer-product-schemas';
export type * from './customer-style-schemas';
