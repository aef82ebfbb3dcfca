import type { FastifyInstance } from 'fastify';
import { sample } from 'openapi-sampler';
import type { RouteAccess } from '../plugins/route-access';

/**
 * Every endpoint of the OpenAPI document, as the generated suites (access matrix, bad input) walk it: a
 * route added tomorrow is in this list the day it is registered, with its access declaration.
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI form: /api/customer/edit/{id} */
  path: string;
  access: RouteAccess;
  pathParams: { name: string; schema: JsonSchema }[];
  body: { kind: 'json'; schema: JsonSchema } | { kind: 'multipart' } | null;
}

export type JsonSchema = Record<string, unknown>;

interface OpenApiOperation {
  'x-access'?: RouteAccess;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** An id no demo record has: writes aimed at it change nothing, reads find nothing. */
export const UNKNOWN_ID = 900_000_001;

export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const access = operation['x-access'];
      if (!access) throw new Error(`${method.toUpperCase()} ${path} is documented without x-access`);
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        access,
        pathParams: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? { type: 'string' } })),
        body: json
          ? { kind: 'json', schema: json }
          : content['multipart/form-data']
            ? { kind: 'multipart' }
            : null,
      });
    }
  }
  return operations;
}

/** A value for a path parameter: ids point at no record, everything else follows its schema. */
function pathValue(name: string, schema: JsonSchema, ids: Record<string, number>): string {
  if (name in ids) return String(ids[name]);
  if (schema.type === 'integer' && /id$/i.test(name)) return String(UNKNOWN_ID);
  if (name === 'lang') return 'en';
  return String(sample(schema as never));
}

/** The URL of an operation with sample path values (`ids` names real records where a test wants them). */
export function urlOf(operation: Operation, ids: Record<string, number> = {}): string {
  return operation.pathParams.reduce(
    (url, parameter) =>
      url.replace(
        `{${parameter.name}}`,
        encodeURIComponent(pathValue(parameter.name, parameter.schema, ids)),
      ),
    operation.path,
  );
}

/** Replaces every `id` and `...Id` number of a body by UNKNOWN_ID, so a sample update touches no record. */
function pointAtNothing(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointAtNothing);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      typeof inner === 'number' && /^id$|Id$/.test(key) && inner > 0 ? UNKNOWN_ID : pointAtNothing(inner),
    ]),
  );
}

/** The schema with `false` as the sample of every boolean without a default (no takeAll, no flags). */
function quietBooleans(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(quietBooleans);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, inner]) => [key, key === 'enum' ? inner : quietBooleans(inner)]),
  ) as JsonSchema;
  const types = Array.isArray(copy.type) ? copy.type : [copy.type];
  if (types.includes('boolean') && !('default' in copy)) copy.default = false;
  return copy;
}

/**
 * A body its schema accepts (openapi-sampler: defaults, enums' first values, minimal strings and numbers),
 * with record ids pointing at nothing. Route checks beyond the schema may still refuse it: the access
 * matrix only needs it to get past the access layer.
 */
export function sampleBody(operation: Operation): unknown {
  if (operation.body?.kind !== 'json') return undefined;
  return pointAtNothing(sample(quietBooleans(operation.body.schema) as never, { skipReadOnly: true }));
}

export const describeOperation = (operation: Operation) => `${operation.method} ${operation.path}`;
