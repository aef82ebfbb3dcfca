/** JSON schemas of the report template resource: bodies bounded (400, never 500), rows, filters. */
import {
  CheckSamplingKind,
  INSPECTION_SERVICE_TYPES,
  REPORT_NOTE_MAX,
  REPORT_TEXT_MAX,
  ReportSectionKind,
} from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const serviceTypeSchema = { type: 'integer', enum: [...INSPECTION_SERVICE_TYPES] } as const;
/** Sections of a template and checks of a section, at most. */
export const TEMPLATE_SECTIONS_MAX = 20;
export const TEMPLATE_CHECKS_MAX = 100;

const checkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'label', 'sampling', 'mandatory'],
  properties: {
    // The pattern and uniqueness are judged by the handler, in the request's language.
    key: { type: 'string', minLength: 1, maxLength: 60 },
    label: { type: 'string', minLength: 1, maxLength: REPORT_TEXT_MAX },
    sampling: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'value'],
      properties: {
        kind: {
          type: 'integer',
          enum: [CheckSamplingKind.Aql, CheckSamplingKind.Pieces, CheckSamplingKind.Percent],
        },
        value: { type: ['integer', 'null'], minimum: 0, maximum: 1000 },
      },
    },
    mandatory: { type: 'boolean' },
    instructions: { type: ['string', 'null'], maxLength: REPORT_NOTE_MAX },
  },
} as const;

const sectionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'checks'],
  properties: {
    kind: { type: 'integer', minimum: 1, maximum: 100 },
    checks: { type: 'array', maxItems: TEMPLATE_CHECKS_MAX, items: checkSchema },
  },
} as const;

const fields = {
  customerId: { ...idSchema, type: ['integer', 'null'] },
  serviceType: serviceTypeSchema,
  name: { type: 'string', minLength: 1, maxLength: REPORT_TEXT_MAX },
  sections: { type: 'array', maxItems: TEMPLATE_SECTIONS_MAX, items: sectionSchema },
  active: { type: 'boolean', default: true },
};
const required = ['serviceType', 'name', 'sections'];

export const reportTemplateBodies = {
  create: {
    type: 'object',
    additionalProperties: false,
    required,
    properties: {
      ...fields,
      id: { ...idSchema, type: ['integer', 'null'], minimum: 0 },
      version: { ...versionSchema, type: ['integer', 'null'], minimum: 0 },
    },
  },
  update: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'version', ...required],
    properties: { ...fields, id: idSchema, version: versionSchema },
  },
} as const;

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

export const REPORT_TEMPLATE_FILTERS: Record<string, JsonSchema> = {
  customerIds: idListSchema,
  serviceTypes: { type: ['array', 'null'], items: serviceTypeSchema, maxItems: 10 },
};

/** Known section kinds (the schema only bounds the number; the handler names an unknown one). */
export const SECTION_KINDS: readonly number[] = Object.values(ReportSectionKind).filter(
  (value): value is number => typeof value === 'number',
);
