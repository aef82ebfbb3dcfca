export * from './schedule-enums';
export * from './schedule-paths';
export * from './schedule-types';
export * from './scheduling-config-types';
