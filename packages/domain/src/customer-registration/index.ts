export * from './registration-types';
export * from './registration-paths';
