export * from './customer-config-enums';
export * from './customer-config-paths';
export * from './customer-config-types';
export * from './customer-config-labels';
