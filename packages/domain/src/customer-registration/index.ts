export * from './registration-types';
export type * from './registration-schemas';
export * from './registration-paths';
