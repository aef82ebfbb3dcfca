export * from './booking-paths';
export * from './booking-types';
export * from './booking-workflow';
export * from './booking-messages';
export * from './hours-to-inspection';
