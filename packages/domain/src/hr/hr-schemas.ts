/**
 * The HR area's request body schemas, the user accounts' with them (server side:
 * '@portal/domain/src/schemas').
 */
export * from './leave-type-schemas';
export * from './leave-request-schemas';
export * from './holiday-schemas';
export * from './staff-schemas';
export * from './expense-schemas';
export * from '../accounts/account-schemas';
