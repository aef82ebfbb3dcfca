export * from './supplier-types';
export * from './supplier-paths';
