/** JSON schemas of a report's draft save and action bodies: every field bounded, so bad input is a 400. */
import {
  CheckResult,
  DefectClass,
  REPORT_DEFECTS_MAX,
  REPORT_NOTE_MAX,
  REPORT_PHOTOS_MAX,
  REPORT_TEXT_MAX,
} from '@portal/domain';
import { idSchema } from '../../lib/search/search-schemas';

/** A browser-made id (RFC 4122 text form). */
export const clientIdSchema = {
  type: 'string',
  minLength: 36,
  maxLength: 36,
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;
export const checkKeySchema = {
  type: 'string',
  minLength: 1,
  maxLength: 60,
  pattern: '^[a-z0-9-]+$',
} as const;

const count = { type: ['integer', 'null'], minimum: 0, maximum: 2_147_483_647 } as const;
const measure = { type: 'number', minimum: -1_000_000, maximum: 1_000_000 } as const;
/** Products of one booking, measurements of one product, values measured on one sample. */
const PRODUCTS_MAX = 500;
const MEASUREMENTS_MAX = 200;
const VALUES_MAX = 500;

const measurementSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'point', 'specValue', 'tolerance', 'unit', 'values'],
  properties: {
    id: clientIdSchema,
    point: { type: 'string', minLength: 1, maxLength: REPORT_TEXT_MAX },
    specValue: measure,
    tolerance: { type: 'number', minimum: 0, maximum: 1_000_000 },
    unit: { type: 'string', maxLength: 20 },
    values: { type: 'array', maxItems: VALUES_MAX, items: measure },
  },
} as const;

const checkAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'result'],
  properties: {
    key: checkKeySchema,
    result: {
      type: ['integer', 'null'],
      enum: [CheckResult.Pass, CheckResult.Fail, CheckResult.NotApplicable, CheckResult.Pending, null],
    },
    comment: { type: ['string', 'null'], maxLength: REPORT_NOTE_MAX },
  },
} as const;

const defectSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'productId', 'description', 'defectClass', 'count'],
  properties: {
    id: clientIdSchema,
    productId: idSchema,
    defectListId: { ...idSchema, type: ['integer', 'null'] },
    description: { type: 'string', minLength: 1, maxLength: REPORT_TEXT_MAX },
    defectClass: { type: 'integer', enum: [DefectClass.Critical, DefectClass.Major, DefectClass.Minor] },
    count: { type: 'integer', minimum: 1, maximum: 100_000 },
    checkKey: { ...checkKeySchema, type: ['string', 'null'] },
  },
} as const;

export const draftSaveSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    products: {
      type: 'array',
      maxItems: PRODUCTS_MAX,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['productId'],
        properties: {
          productId: idSchema,
          quantities: {
            type: 'object',
            additionalProperties: false,
            required: ['presentedQuantity', 'packedQuantity', 'cartonCount'],
            properties: { presentedQuantity: count, packedQuantity: count, cartonCount: count },
          },
          measurements: { type: 'array', maxItems: MEASUREMENTS_MAX, items: measurementSchema },
        },
      },
    },
    checks: { type: 'array', maxItems: 1000, items: checkAnswerSchema },
    defects: { type: 'array', maxItems: REPORT_DEFECTS_MAX, items: defectSchema },
    deletedDefectIds: { type: 'array', maxItems: REPORT_DEFECTS_MAX, items: clientIdSchema },
    deletedPhotoIds: { type: 'array', maxItems: REPORT_PHOTOS_MAX, items: clientIdSchema },
    remarks: { type: ['string', 'null'], maxLength: REPORT_NOTE_MAX },
  },
} as const;

export const actionBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { comment: { type: ['string', 'null'], maxLength: REPORT_NOTE_MAX } },
} as const;
