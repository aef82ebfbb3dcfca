export * from './supplier-types';
export type * from './supplier-schemas';
export * from './supplier-paths';
