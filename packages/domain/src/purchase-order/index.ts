export * from './purchase-order-paths';
export * from './purchase-order-types';
export * from './po-import';
