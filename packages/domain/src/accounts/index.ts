export * from './account-api';
export * from './account-enums';
export * from './account-types';
export type * from './account-schemas';
