import type { BodyOf, RequestOf } from '../schema/body-types';
import { idSchema, isoDateSchema, nullableIdSchema, searchBodySchema } from '../schema/common-schemas';
import { HOLIDAY_NAME_MAX, HOLIDAY_SORT_FIELDS, HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from './holiday-types';

/**
 * The holiday bodies, declared once: the server validates and documents its routes with these schemas
 * (server/src/modules/hr-leave), and the types below are read from them.
 */

const holidayYearSchema = {
  type: ['integer', 'null'],
  minimum: HOLIDAY_YEAR_MIN,
  maximum: HOLIDAY_YEAR_MAX,
} as const;

/**
 * Summary filters. `year` null: every offered year. `countryId`: the holidays of that country, its own
 * and those of its offices. `officeId`: the holidays that apply to that office, its own and its country's.
 */
export const holidaySearchBody = searchBodySchema(
  { year: holidayYearSchema, countryId: nullableIdSchema, officeId: nullableIdSchema },
  HOLIDAY_SORT_FIELDS,
);

/**
 * What an edit sends: the dates of the holiday's first year (a recurring one repeats them every year).
 * The shape only: impossible dates and the year range are answered by the handler, translated.
 */
export const holidaySaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'name', 'startDate', 'endDate'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name: { type: 'string', minLength: 1, maxLength: HOLIDAY_NAME_MAX },
    countryId: nullableIdSchema,
    officeId: nullableIdSchema,
    recurring: { type: 'boolean', default: false },
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    // Read-only fields the screen may send back with the record; ignored.
    countryName: {},
    officeName: {},
    firstYear: {},
    removedYears: {},
  },
} as const;

/**
 * POST holiday/delete. `id` is the holiday (master). A recurring holiday with `forAllIterations` false
 * loses the occurrence of `year` only; anything else deletes the holiday with every occurrence.
 */
export const holidayDeleteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'forAllIterations'],
  properties: { id: idSchema, forAllIterations: { type: 'boolean' }, year: holidayYearSchema },
} as const;

export type HolidaySearchRequest = RequestOf<typeof holidaySearchBody>;
export type HolidayFilter = Pick<BodyOf<typeof holidaySearchBody>, 'year' | 'countryId' | 'officeId'>;
export type HolidaySave = BodyOf<typeof holidaySaveBody>;
export type HolidayDelete = BodyOf<typeof holidayDeleteBody>;
