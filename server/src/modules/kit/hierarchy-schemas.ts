/** JSON schemas of a level's bodies and rows: validation (400, never 500), response shape, OpenAPI. */
import { idSchema, type JsonSchema } from '../../lib/search/search-schemas';
import type { HierarchyLevel } from './hierarchy-levels';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** The longest name and code an area's levels take. */
export interface TextLimits {
  nameMax: number;
  codeMax: number;
}

const ownProperties = (level: HierarchyLevel) => ({
  id: integer,
  name: text,
  ...(level.table.code ? { code: nullableText } : {}),
});

/** A summary row: its own fields, each ancestor's id and name (nearest first), its counts, its version. */
export function levelRowProperties(level: HierarchyLevel): Record<string, JsonSchema> {
  return {
    ...ownProperties(level),
    ...Object.fromEntries(
      level.ancestors.flatMap((ancestor) => [
        [`${ancestor.key}Id`, integer],
        [`${ancestor.key}Name`, text],
      ]),
    ),
    ...Object.fromEntries((level.declaration.counts ?? []).map((c) => [c.field, integer])),
    version: integer,
  };
}

/** A detail: its own fields and each ancestor's id, the parent's editable, the ones above read only. */
export function levelDetailProperties(level: HierarchyLevel): Record<string, JsonSchema> {
  return {
    ...ownProperties(level),
    ...Object.fromEntries(level.ancestors.map((ancestor) => [`${ancestor.key}Id`, integer])),
    version: integer,
  };
}

/**
 * Create and update bodies: a name that is not blank, a code, the parent's id; the ids above the parent
 * are accepted and ignored (the edit form sends the pickers that narrowed the parent).
 */
export function levelBodies(level: HierarchyLevel, limits: TextLimits) {
  const parentKey = level.parent?.key;
  const properties = {
    name: { type: 'string', minLength: 1, maxLength: limits.nameMax, pattern: '\\S' },
    code: { type: ['string', 'null'], maxLength: limits.codeMax },
    ...(parentKey ? { [parentKey]: idSchema } : {}),
    ...Object.fromEntries(level.ancestors.slice(1).map((ancestor) => [`${ancestor.key}Id`, nullableId])),
  };
  const required = parentKey ? ['name', parentKey] : ['name'];
  const create = {
    type: 'object',
    additionalProperties: false,
    required,
    properties: { ...properties, id: nullableId, version: { ...versionSchema, type: ['integer', 'null'] } },
  } as const;
  const update = {
    type: 'object',
    additionalProperties: false,
    required: [...required, 'id', 'version'],
    properties: { ...properties, id: idSchema, version: versionSchema },
  } as const;
  return { create, update };
}
