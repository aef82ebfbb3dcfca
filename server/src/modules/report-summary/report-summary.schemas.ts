/** JSON schemas of the report summary's rows and answer (its search body is packages/domain's report-schemas.ts). */
import { searchResponseSchema } from '../../lib/search/search-schemas';

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
