export type * from './body-types';
