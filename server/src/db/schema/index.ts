export * from './reference';
export * from './access';
export * from './parties';
export * from './users';
export * from './work-items';
export * from './geography';
export * from './screen-settings';
