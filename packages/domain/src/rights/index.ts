export * from './rights-types';
