/** The HR area's request body schemas (server side: '@portal/domain/src/schemas'). */
export * from './leave-type-schemas';
