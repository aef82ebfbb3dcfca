/**
 * JSON schemas of the workload matrix and other man-day rows (OpenAPI); their bodies and filters are
 * packages/domain's scheduling-config-schemas.ts.
 */
import type { JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

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
