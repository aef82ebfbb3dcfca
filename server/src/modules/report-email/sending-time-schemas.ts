/** JSON schemas of the report sending time dashboard's query and answer (its body is packages/domain's). */
import { reportRowProperties } from '../report-summary/report-summary.schemas';

export const sendingTimeQuery = {
  type: 'object',
  properties: {
    /** IANA zone whose days dateFrom and dateTo are (UTC when absent). */
    timeZone: { type: 'string', maxLength: 64 },
    lang: { type: 'string', maxLength: 10 },
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
