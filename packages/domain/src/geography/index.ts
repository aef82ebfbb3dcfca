export * from './geography-types';
export * from './geography-paths';
