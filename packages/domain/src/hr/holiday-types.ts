import type { VersionedRecord } from '../resource/resource-types';
import type { HolidaySave } from './holiday-schemas';

/** Paths of the holiday calls (spec section 7, base /api/HumanResource); GET holiday/{id} is ours. */
export const HR_HOLIDAY_API = {
  /** GET: the offices, countries and years the holiday screens choose from. */
  master: 'api/HumanResource/holiday-master',
  search: 'api/HumanResource/holidays/search',
  /** GET {id}: one holiday with its first dates (the edit screen). */
  holiday: 'api/HumanResource/holiday',
  /** POST: create (id 0) or update at the loaded version. */
  edit: 'api/HumanResource/holiday/edit',
  /** POST { id, forAllIterations, year }. */
  delete: 'api/HumanResource/holiday/delete',
} as const;

export const HOLIDAY_NAME_MAX = 100;
/** Years a holiday, a filter or a deletion may name (as leave requests). */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;

export interface HolidayOfficeOption {
  id: number;
  name: string;
  countryId: number;
  countryName: string;
}

export interface HolidayCountryOption {
  id: number;
  name: string;
}

/** GET holiday-master. */
export interface HolidayMasterLookups {
  result: number;
  /** The entity's offices (a holiday may be entered for one office). */
  offices: HolidayOfficeOption[];
  /** The countries of those offices (a holiday may be entered for a whole country). */
  countries: HolidayCountryOption[];
  /** The years the year filter offers, ascending: every year holding a holiday, last year to next year. */
  years: number[];
  /** The server's year, the filter's default. */
  currentYear: number;
}

export const HOLIDAY_SORT_FIELDS = [
  'name',
  'year',
  'startDate',
  'endDate',
  'days',
  'placeName',
  'recurring',
] as const;

/** One occurrence of a holiday in one year (a recurring holiday has one row per year). */
export interface HolidayRow {
  /** The holiday (master): what GET holiday/{id}, edit and delete take. */
  id: number;
  year: number;
  name: string;
  startDate: string;
  endDate: string;
  /** Calendar days from start to end (weekends included; the leave count skips those itself). */
  days: number;
  /** Exactly one of the two is set. */
  countryId: number | null;
  officeId: number | null;
  /** The country's or the office's name. */
  placeName: string;
  scope: 'country' | 'office';
  recurring: boolean;
  /** Repeated from the first year: this year has no dates of its own. */
  projected: boolean;
}

/** The edit screen's record: every saved field present (a place not set is null). */
export interface HolidayDetail extends Required<HolidaySave>, VersionedRecord {
  countryName: string | null;
  officeName: string | null;
  /** Year of the first dates (the year startDate falls in). */
  firstYear: number;
  /** Years a recurring holiday was deleted for only, ascending. */
  removedYears: number[];
}
