export * from './account-api';
export * from './account-enums';
export * from './account-types';
