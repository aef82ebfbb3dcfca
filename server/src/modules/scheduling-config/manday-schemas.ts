/**
 * JSON schemas of the workload matrix and other man-day bodies and rows (400 before a handler, OpenAPI).
 * Bounds are the storage's: the business limits (inspection service types, the man-day maximum and step)
 * are checked after, with translated messages (manday-checks.ts).
 */
import { OTHER_MANDAY_NAME_MAX, WORKLOAD_BOUND_MAX } from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
/** numeric(5, 2) holds up to 999.99. */
const manDays = { type: 'number', minimum: 0, maximum: 999 } as const;
const serviceType = { type: 'integer', minimum: 1, maximum: 99 } as const;
const count = { type: 'integer', minimum: 1, maximum: WORKLOAD_BOUND_MAX } as const;
const upperBound = { ...count, type: ['integer', 'null'] } as const;

/** Create (id and version optional, ignored) and update (both required) bodies of the given fields. */
function bodies(fields: Record<string, JsonSchema>, required: string[]) {
  const create = {
    type: 'object',
    additionalProperties: false,
    required,
    properties: { ...fields, id: nullableId, version: { ...versionSchema, type: ['integer', 'null'] } },
  } as const;
  const update = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'version', ...required],
    properties: { ...fields, id: idSchema, version: versionSchema },
  } as const;
  return { create, update };
}

export const workloadMatrixBodies = bodies(
  {
    serviceType,
    sampleSizeFrom: count,
    sampleSizeTo: upperBound,
    productCountFrom: count,
    productCountTo: upperBound,
    manDays,
  },
  ['serviceType', 'sampleSizeFrom', 'productCountFrom', 'manDays'],
);

export const workloadMatrixProperties: Record<string, JsonSchema> = {
  id: integer,
  serviceType: integer,
  sampleSizeFrom: integer,
  sampleSizeTo: nullableInteger,
  productCountFrom: integer,
  productCountTo: nullableInteger,
  manDays: { type: 'number' },
  version: integer,
};

export const WORKLOAD_MATRIX_FILTERS: Record<string, JsonSchema> = { serviceTypes: idListSchema };

export const otherMandayBodies = bodies(
  {
    name: { type: 'string', maxLength: OTHER_MANDAY_NAME_MAX },
    customerId: nullableId,
    serviceType: { ...serviceType, type: ['integer', 'null'] },
    manDays,
    isActive: { type: 'boolean' },
  },
  ['name', 'manDays'],
);

export const otherMandayDetailProperties: Record<string, JsonSchema> = {
  id: integer,
  name: { type: 'string' },
  customerId: nullableInteger,
  serviceType: nullableInteger,
  manDays: { type: 'number' },
  isActive: { type: 'boolean' },
  version: integer,
};

export const otherMandayRowProperties: Record<string, JsonSchema> = {
  ...otherMandayDetailProperties,
  customerName: { type: ['string', 'null'] },
};

export const OTHER_MANDAY_FILTERS: Record<string, JsonSchema> = {
  customerIds: idListSchema,
  serviceTypes: idListSchema,
};
