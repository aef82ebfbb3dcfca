export * from './rights-types';
export type * from './rights-schemas';
