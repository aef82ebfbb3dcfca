export * from './purchase-order-paths';
export * from './purchase-order-types';
export type * from './purchase-order-schemas';
export * from './po-import';
