export * from './customer-config-enums';
export * from './customer-config-paths';
export * from './customer-config-types';
export type * from './customer-config-schemas';
export * from './customer-config-labels';
