import type { HolidayDetail } from '@portal/domain';
import { deleteQuestion, holidayToBody, holidayToValues } from './holiday-values';

const record: HolidayDetail = {
  id: 7,
  version: 3,
  name: 'Christmas Day',
  countryId: 250,
  officeId: null,
  countryName: 'France',
  officeName: null,
  recurring: true,
  startDate: '2026-12-25',
  endDate: '2026-12-25',
  firstYear: 2026,
  removedYears: [2027],
};

describe('holiday values', () => {
  it('sends only the place chosen', () => {
    const values = holidayToValues(record);
    expect(values.appliesTo).toBe('country');
    expect(holidayToBody({ ...values, appliesTo: 'office', officeId: 4 })).toMatchObject({
      countryId: null,
      officeId: 4,
    });
    expect(holidayToBody({ ...values, name: '  Noël ', officeId: 4 })).toMatchObject({
      name: 'Noël',
      countryId: 250,
      officeId: null,
    });
  });

  it('asks "only this year" for a recurring holiday that occurs in the year it was opened from', () => {
    expect(deleteQuestion(record, 2028, 2026)).toEqual({ kind: 'recurring', year: 2028, once: true });
    expect(deleteQuestion(record, null, 2026)).toEqual({ kind: 'recurring', year: 2026, once: true });
    // Already deleted that year, or before its first year: only "every year" is left.
    expect(deleteQuestion(record, 2027, 2026)).toMatchObject({ once: false });
    expect(deleteQuestion(record, 2025, 2026)).toMatchObject({ once: false });
    expect(deleteQuestion({ ...record, recurring: false }, 2026, 2026)).toEqual({ kind: 'oneOff' });
  });
});
