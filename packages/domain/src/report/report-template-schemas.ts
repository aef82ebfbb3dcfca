import { INSPECTION_SERVICE_TYPES } from '../booking/booking-types';
import type { BodyOf, RequestOf } from '../schema/body-types';
import { idListSchema, idSchema, searchBodySchema, versionSchema } from '../schema/common-schemas';
import { CheckSamplingKind } from './report-enums';
import { REPORT_NOTE_MAX, REPORT_TEMPLATE_SORT_FIELDS, REPORT_TEXT_MAX } from './report-types';

/**
 * The report template bodies and filters, declared once: the server validates and documents the kit
 * resource with these schemas (server/src/modules/report), and the types below are read from them. Every
 * field is bounded (400, never 500); the keys' pattern and uniqueness and the section kinds are judged by
 * the handler, in the request's language.
 */

const serviceTypeSchema = { type: 'integer', enum: [...INSPECTION_SERVICE_TYPES] } as const;
/** Sections of a template and checks of a section, at most. */
const TEMPLATE_SECTIONS_MAX = 20;
const TEMPLATE_CHECKS_MAX = 100;

const checkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'label', 'sampling', 'mandatory'],
  properties: {
    // The pattern and uniqueness are judged by the handler, in the request's language.
    key: { type: 'string', minLength: 1, maxLength: 60 },
    label: { type: 'string', minLength: 1, maxLength: REPORT_TEXT_MAX },
    /** How many pieces the check looks at: the AQL sample, pieces or a percentage of the lot. */
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
  /** null: the entity's default for every customer. */
  customerId: { ...idSchema, type: ['integer', 'null'] },
  serviceType: serviceTypeSchema,
  name: { type: 'string', minLength: 1, maxLength: REPORT_TEXT_MAX },
  sections: { type: 'array', maxItems: TEMPLATE_SECTIONS_MAX, items: sectionSchema },
  active: { type: 'boolean', default: true },
} as const;
const required = ['serviceType', 'name', 'sections'] as const;

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

/** The template summary's own filters (the search body adds text, paging and sorting). */
export const REPORT_TEMPLATE_FILTERS = {
  customerIds: idListSchema,
  serviceTypes: { type: ['array', 'null'], items: serviceTypeSchema, maxItems: 10 },
} as const;

/** The template summary's search body (the server's resource kit builds the same from the filters). */
export const reportTemplateSearchBody = searchBodySchema(
  REPORT_TEMPLATE_FILTERS,
  REPORT_TEMPLATE_SORT_FIELDS,
);

export type ReportTemplateCreate = BodyOf<typeof reportTemplateBodies.create>;
export type ReportTemplateSearchRequest = RequestOf<typeof reportTemplateSearchBody>;
export type ReportTemplateFilter = Pick<ReportTemplateSearchRequest, keyof typeof REPORT_TEMPLATE_FILTERS>;
