import { parseIsoDate, type Lang } from '@portal/domain';
import type { FieldError } from '../../lib/http-error';
import { idSchema } from '../../lib/search/search-schemas';
import { scheduleMessage } from './schedule-server-messages';

/** The longest range a block, the occupancy and its export take: two months and a bit. */
export const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export const allocationIdParams = {
  type: 'object',
  required: ['allocationId'],
  properties: { allocationId: idSchema },
} as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

/** The calendar's answer: a schema lets the server write its thousands of days without a generic walk. */
export const availabilityResponse = {
  type: 'object',
  properties: {
    result: { type: 'integer' },
    data: {
      type: 'object',
      properties: {
        month: { type: 'string' },
        days: { type: 'array', items: { type: 'string' } },
        qcs: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              staffId: { type: 'integer' },
              staffName: { type: 'string' },
              officeId: nullableInteger,
              officeName: nullableString,
              outsource: { type: 'boolean' },
              days: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    date: { type: 'string' },
                    state: { type: 'string' },
                    manDays: { type: 'number' },
                    bookings: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: { id: { type: 'integer' }, bookingNo: { type: 'string' } },
                      },
                    },
                    label: nullableString,
                    blockId: nullableInteger,
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

export const timeZoneQuery = {
  type: 'object',
  properties: {
    timeZone: { type: 'string', maxLength: 64 },
    lang: { type: 'string', maxLength: 10 },
  },
} as const;

/**
 * Translated field errors of a yyyy-MM-dd range: real days, in order, and (unless `maxDays` is null) at
 * most MAX_RANGE_DAYS long. Optional ranges may leave either end empty.
 */
export function rangeErrors(
  range: { dateFrom?: string | null; dateTo?: string | null },
  lang: Lang,
  options: { required?: boolean; maxDays?: number | null } = {},
): FieldError[] {
  const required = options.required ?? true;
  const maxDays = options.maxDays === undefined ? MAX_RANGE_DAYS : options.maxDays;
  const errors: FieldError[] = [];
  const from = range.dateFrom ? parseIsoDate(range.dateFrom) : null;
  const to = range.dateTo ? parseIsoDate(range.dateTo) : null;
  for (const [field, value, time] of [
    ['dateFrom', range.dateFrom, from],
    ['dateTo', range.dateTo, to],
  ] as const)
    if ((value || required) && time == null)
      errors.push({ field, message: scheduleMessage('DateInvalid', lang) });
  if (errors.length || from == null || to == null) return errors;
  if (to < from) return [{ field: 'dateTo', message: scheduleMessage('RangeOrder', lang) }];
  if (maxDays != null && (to - from) / DAY_MS + 1 > maxDays)
    return [{ field: 'dateTo', message: scheduleMessage('RangeTooLong', lang, { max: maxDays }) }];
  return [];
}
