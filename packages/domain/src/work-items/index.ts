export * from './work-item-types';
export * from './work-item-categories';
