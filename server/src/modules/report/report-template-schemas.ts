/**
 * JSON schemas of the report template resource's rows and detail (OpenAPI); its bodies and filters are
 * packages/domain's report/report-template-schemas.ts.
 */
import { ReportSectionKind } from '@portal/domain';
import type { JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const text = { type: 'string' } as const;

export const reportTemplateDetailProperties: Record<string, JsonSchema> = {
  id: integer,
  version: integer,
  customerId: nullableInteger,
  serviceType: integer,
  name: text,
  active: { type: 'boolean' },
  sections: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        kind: integer,
        checks: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              key: text,
              label: text,
              sampling: { type: 'object', properties: { kind: integer, value: nullableInteger } },
              mandatory: { type: 'boolean' },
              instructions: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
  },
};

export const reportTemplateRowProperties: Record<string, JsonSchema> = {
  id: integer,
  version: integer,
  customerId: nullableInteger,
  customerName: { type: ['string', 'null'] },
  serviceType: integer,
  name: text,
  active: { type: 'boolean' },
  checkCount: integer,
};

/** Known section kinds (the schema only bounds the number; the handler names an unknown one). */
export const SECTION_KINDS: readonly number[] = Object.values(ReportSectionKind).filter(
  (value): value is number => typeof value === 'number',
);
