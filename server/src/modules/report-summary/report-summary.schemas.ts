/** JSON schemas of the report summary's search body and rows (400 before a handler on anything malformed). */
import { REPORT_SORT_FIELDS } from '@portal/domain';
import {
  idListSchema,
  nullableIsoDateSchema,
  searchBodySchema,
  searchResponseSchema,
  type JsonSchema,
} from '../../lib/search/search-schemas';

/** The report lists (results, review states, report states) are small enumerations. */
const smallIntList = {
  type: ['array', 'null'],
  items: { type: 'integer', minimum: 0, maximum: 100 },
  maxItems: 20,
} as const;

export const REPORT_FILTERS: Record<string, JsonSchema> = {
  customerIds: idListSchema,
  supplierIds: idListSchema,
  factoryIds: idListSchema,
  inspectorIds: idListSchema,
  results: smallIntList,
  reviewStatuses: smallIntList,
  statuses: smallIntList,
  dateFrom: nullableIsoDateSchema,
  dateTo: nullableIsoDateSchema,
};

export const reportSearchBody = searchBodySchema(REPORT_FILTERS, REPORT_SORT_FIELDS);

const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const reportRowProperties = {
  id: integer,
  bookingId: integer,
  bookingNo: text,
  customerName: text,
  supplierName: text,
  factoryName: text,
  inspectorNames: { type: 'array', items: text },
  serviceType: integer,
  inspectionDateFrom: text,
  inspectionDateTo: text,
  result: nullableInteger,
  missionStatus: integer,
  reviewStatus: nullableInteger,
  status: integer,
  submittedAt: nullableText,
  validatedAt: nullableText,
  sentAt: nullableText,
  dueAt: nullableText,
  late: { type: 'boolean' },
  decisionName: nullableText,
};

export const reportSearchResponse = searchResponseSchema({ type: 'object', properties: reportRowProperties });
