export * from './search-types';
