import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * The one declaration of a request body is its JSON schema, written `as const` in this package: the
 * server validates and documents the route with it, and these types are read from it, so a field
 * added, renamed or bounded in one place is so everywhere (docs/decisions.md, "One source per shape").
 */

/** What a handler reads: the schema's defaults filled in (the server's ajv applies them). */
export type BodyOf<Schema extends JSONSchema> = FromSchema<Schema>;

/** What a caller may send: properties with a default may be left out. */
export type RequestOf<Schema extends JSONSchema> = FromSchema<
  Schema,
  { keepDefaultedPropertiesOptional: true }
>;

export type { JSONSchema };
