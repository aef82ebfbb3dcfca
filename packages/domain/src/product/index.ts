export * from './product-paths';
export * from './product-types';
