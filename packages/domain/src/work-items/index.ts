export * from './work-item-types';
export * from './work-item-categories';
export * from './work-item-links';
export * from './work-item-display';
export * from './work-item-list';
