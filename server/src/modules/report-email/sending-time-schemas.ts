/** JSON schemas of the report sending time dashboard (400 before a handler, OpenAPI). */
import { idListSchema, isoDateSchema } from '../../lib/search/search-schemas';
import { reportRowProperties } from '../report-summary/report-summary.schemas';

export const sendingTimeQuery = {
  type: 'object',
  properties: {
    /** IANA zone whose days dateFrom and dateTo are (UTC when absent). */
    timeZone: { type: 'string', maxLength: 64 },
    lang: { type: 'string', maxLength: 10 },
  },
} as const;

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

const counts = {
  onTime: { type: 'integer' },
  late: { type: 'integer' },
  overdue: { type: 'integer' },
} as const;
const groups = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: { type: 'integer' }, name: { type: 'string' }, ...counts },
  },
} as const;

export const sendingTimeResponse = {
  type: 'object',
  properties: {
    totals: { type: 'object', properties: counts },
    byOffice: groups,
    byCustomer: groups,
    byInspector: groups,
    lateReports: { type: 'array', items: { type: 'object', properties: reportRowProperties } },
  },
} as const;
