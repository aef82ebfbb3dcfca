import { isoDateToLocal, localToIsoDate } from './form-values';

describe('form values', () => {
  it("converts the API's dates to the date input's local days and back", () => {
    const day = isoDateToLocal('2026-03-02') as Date;
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 2]);
    expect(localToIsoDate(new Date(2026, 11, 31))).toBe('2026-12-31');
    expect(localToIsoDate('12/2026')).toBe('12/2026');
    expect(localToIsoDate(null)).toBeNull();
    expect(isoDateToLocal(null)).toBeNull();
  });
});
