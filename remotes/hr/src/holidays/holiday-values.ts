import { formatDate, type HolidayDetail, type HolidaySave } from '@portal/domain';
import { isoDateToLocal } from '../shared/forms/form-values';

export type AppliesTo = 'country' | 'office';

/** The edit form: where the holiday applies is chosen first, then the country or the office. */
export interface HolidayValues {
  name: string;
  appliesTo: AppliesTo;
  countryId: number | null;
  officeId: number | null;
  recurring: boolean;
  startDate: string | null;
  endDate: string | null;
}

export const emptyHolidayValues: HolidayValues = {
  name: '',
  appliesTo: 'country',
  countryId: null,
  officeId: null,
  recurring: false,
  startDate: null,
  endDate: null,
};

export const holidayToValues = (record: HolidayDetail): HolidayValues => ({
  name: record.name,
  appliesTo: record.officeId != null ? 'office' : 'country',
  countryId: record.officeId != null ? null : record.countryId,
  officeId: record.officeId,
  recurring: record.recurring,
  startDate: record.startDate,
  endDate: record.endDate,
});

/** Only the chosen place is sent: the server wants exactly one of country and office. */
export const holidayToBody = (values: HolidayValues): HolidaySave => ({
  id: 0,
  version: 0,
  name: values.name.trim(),
  countryId: values.appliesTo === 'country' ? values.countryId : null,
  officeId: values.appliesTo === 'office' ? values.officeId : null,
  recurring: values.recurring,
  startDate: values.startDate ?? '',
  endDate: values.endDate ?? '',
});

/** 'yyyy-MM-dd' as the portal shows dates (dd/MM/yyyy). */
export const shownDate = (isoDate: string) => formatDate(isoDateToLocal(isoDate) as Date);

export type DeleteQuestion =
  | { kind: 'oneOff' }
  /** A recurring holiday: `year` is the occurrence offered for "only this year", null when it has none. */
  | { kind: 'recurring'; year: number; once: boolean };

/**
 * What deleting asks. A recurring holiday offers its occurrence of the year the summary row was opened
 * from (else this year), when it has one there: not before its first year, not already deleted.
 */
export function deleteQuestion(
  record: HolidayDetail,
  askedYear: number | null,
  thisYear: number,
): DeleteQuestion {
  if (!record.recurring) return { kind: 'oneOff' };
  const year = askedYear ?? thisYear;
  return { kind: 'recurring', year, once: year >= record.firstYear && !record.removedYears.includes(year) };
}
