/** The HR area's request body schemas (server side: '@portal/domain/src/schemas'). */
export * from './leave-type-schemas';
export * from './leave-request-schemas';
export * from './holiday-schemas';
export * from './staff-schemas';
export * from './expense-schemas';
