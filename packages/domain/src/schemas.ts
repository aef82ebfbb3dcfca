/**
 * The request bodies' JSON schemas, for the server (import from '@portal/domain/src/schemas'). The
 * package's index gives the browser the types read from them, never the schemas themselves.
 */
export * from './schema/common-schemas';
export * from './auth/auth-schemas';
export * from './hr/hr-schemas';
export * from './inspection-schemas';
export * from './masterdata-schemas';
