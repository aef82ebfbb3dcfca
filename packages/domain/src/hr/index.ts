export * from './hr-enums';
export * from './hr-routes';
export * from './staff-types';
export * from './leave-days';
export * from './leave-request-types';
export * from './leave-overlap';
export * from './holiday-types';
export * from './leave-type-types';
