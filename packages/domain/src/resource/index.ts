export * from './resource-types';
export * from './screen-settings';
