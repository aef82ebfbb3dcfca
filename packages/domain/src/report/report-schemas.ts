import { CheckResult } from './report-enums';
import { DefectClass } from '../enums';
import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  idListSchema,
  idSchema,
  isoDateSchema,
  nullableIsoDateSchema,
  searchBodySchema,
} from '../schema/common-schemas';
import {
  REPORT_DEFECTS_MAX,
  REPORT_NOTE_MAX,
  REPORT_PHOTOS_MAX,
  REPORT_SORT_FIELDS,
  REPORT_TEXT_MAX,
} from './report-types';

/**
 * The report's bodies (the draft save, the review steps, the customer's decision, the report summary's
 * search, the sending time dashboard), declared once: the server validates and documents its routes with
 * these schemas (server/src/modules/report, report-decision, report-summary, report-email), and the types
 * below are read from them. Every field is bounded, so bad input is a 400.
 */

/** A browser-made id (RFC 4122 text form). */
export const clientIdSchema = {
  type: 'string',
  minLength: 36,
  maxLength: 36,
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;
/** A template check's key (letters, digits, '-'). */
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
    /** Client-made id (uuid): a retried save never duplicates a line. */
    id: clientIdSchema,
    point: { type: 'string', minLength: 1, maxLength: REPORT_TEXT_MAX },
    /** The specification and the tolerance either side, in `unit`. */
    specValue: measure,
    tolerance: { type: 'number', minimum: 0, maximum: 1_000_000 },
    unit: { type: 'string', maxLength: 20 },
    /** What the inspector measured on each sample piece. */
    values: { type: 'array', maxItems: VALUES_MAX, items: measure },
  },
} as const;

/** One checkpoint's answer; keyed by the template check's key. */
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
    /** Client-made id (uuid): saves are upserts by id, so a replayed offline save adds nothing twice. */
    id: clientIdSchema,
    productId: idSchema,
    /** The defect list item the description came from, or null when typed. */
    defectListId: { ...idSchema, type: ['integer', 'null'] },
    description: { type: 'string', minLength: 1, maxLength: REPORT_TEXT_MAX },
    defectClass: { type: 'integer', enum: [DefectClass.Critical, DefectClass.Major, DefectClass.Minor] },
    count: { type: 'integer', minimum: 1, maximum: 100_000 },
    /** The template check it was found under (workmanship by default). */
    checkKey: { ...checkKeySchema, type: ['string', 'null'] },
  },
} as const;

/**
 * PUT api/InspectionReport/{bookingId}: a draft save. Every part is optional and merged (products and checks
 * by key, defects by id): the same body sent twice gives the same report, and two inspectors of one booking
 * do not erase each other's work.
 */
export const reportDraftSaveBody = {
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

/** POST api/InspectionReport/{bookingId}/{action}: the comment is required to send back. */
export const reportActionBody = {
  type: 'object',
  additionalProperties: false,
  properties: { comment: { type: ['string', 'null'], maxLength: REPORT_NOTE_MAX } },
} as const;

/**
 * POST api/InspectionReport/{bookingId}/decision (a customer user): one of its customer's active decisions
 * of the report's result type, answered with the ReportDetail. `reinspection` asks for a re-inspection on
 * those days (yyyy-MM-dd, checked like a booking's): only with a decision that does not release the
 * shipment (docs/reports.md "Customer decision").
 */
export const customerDecisionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['decisionId'],
  properties: {
    decisionId: idSchema,
    comment: { type: ['string', 'null'], maxLength: REPORT_NOTE_MAX },
    reinspection: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['inspectionDateFrom', 'inspectionDateTo'],
      properties: { inspectionDateFrom: isoDateSchema, inspectionDateTo: isoDateSchema },
    },
  },
} as const;

/** The report lists (results, review states, report states) are small enumerations. */
const smallIntList = {
  type: ['array', 'null'],
  items: { type: 'integer', minimum: 0, maximum: 100 },
  maxItems: 20,
} as const;

/** The report summary's own filters. */
export const REPORT_FILTERS = {
  customerIds: idListSchema,
  supplierIds: idListSchema,
  factoryIds: idListSchema,
  inspectorIds: idListSchema,
  results: smallIntList,
  reviewStatuses: smallIntList,
  statuses: smallIntList,
  /** Inspection dates overlapping [dateFrom, dateTo] (yyyy-MM-dd). */
  dateFrom: nullableIsoDateSchema,
  dateTo: nullableIsoDateSchema,
} as const;

/** POST api/InspectionReport/search and /export. */
export const reportSearchBody = searchBodySchema(REPORT_FILTERS, REPORT_SORT_FIELDS);

/** POST the sending time dashboard: reports due in [dateFrom, dateTo] (yyyy-MM-dd, the entity's days). */
export const sendingTimeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dateFrom', 'dateTo'],
  properties: {
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    officeIds: idListSchema,
    customerIds: idListSchema,
    inspectorIds: idListSchema,
  },
} as const;

export type ReportDraftSave = BodyOf<typeof reportDraftSaveBody>;
export type ReportActionBody = BodyOf<typeof reportActionBody>;
export type CustomerDecisionBody = BodyOf<typeof customerDecisionBody>;
/** The days of the re-inspection the customer asks for. */
export type ReinspectionRequest = NonNullable<CustomerDecisionBody['reinspection']>;
export type ReportSearchRequest = RequestOf<typeof reportSearchBody>;
export type ReportFilter = Pick<ReportSearchRequest, keyof typeof REPORT_FILTERS>;
export type SendingTimeRequest = BodyOf<typeof sendingTimeBody>;
