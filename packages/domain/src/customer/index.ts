export * from './customer-types';
