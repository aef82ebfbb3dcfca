import { LeaveDayType } from './hr-enums';
import { isWeekend, leaveDays, parseIsoDate } from './leave-days';

const { FullDay: F, FirstHalf: H1, SecondHalf: H2 } = LeaveDayType;
// 2026-12-25 (Fri) and 2027-01-01 (Fri) are holidays; 2026-12-21 is a Monday.
const HOLIDAYS = new Set(['2026-12-25', '2027-01-01']);
const nonWorking = (date: string) => isWeekend(date) || HOLIDAYS.has(date);

describe('leaveDays', () => {
  it.each<[string, string, string, LeaveDayType, LeaveDayType, number]>([
    ['one full working day', '2026-12-21', '2026-12-21', F, F, 1],
    ['one morning', '2026-12-21', '2026-12-21', H1, H1, 0.5],
    ['one afternoon', '2026-12-21', '2026-12-21', H2, H2, 0.5],
    ['both halves of one day', '2026-12-21', '2026-12-21', H1, H2, 1],
    ['Mon-Fri week with a Friday holiday', '2026-12-21', '2026-12-25', F, F, 4],
    ['half days at both ends', '2026-12-21', '2026-12-24', H2, H1, 3],
    ['weekend inside the range', '2026-12-17', '2026-12-22', F, F, 4],
    ['a half day on a holiday counts nothing', '2026-12-22', '2026-12-25', F, H1, 3],
    ['a half day on a weekend counts nothing', '2026-12-19', '2026-12-22', H2, F, 2],
    ['only a weekend', '2026-12-19', '2026-12-20', F, F, 0],
    ['a half day alone on a holiday', '2026-12-25', '2026-12-25', H1, H1, 0],
    ['across the year end', '2026-12-28', '2027-01-05', F, F, 6],
  ])('%s', (_name, startDate, endDate, startDayType, endDayType, expected) => {
    const result = leaveDays({ startDate, endDate, startDayType, endDayType }, nonWorking);
    expect(result).toMatchObject({ valid: true, days: expected });
  });

  it('splits a range across the year end by year, for each year balance', () => {
    const result = leaveDays(
      { startDate: '2026-12-30', endDate: '2027-01-04', startDayType: H2, endDayType: F },
      nonWorking,
    );
    expect(result).toEqual({ valid: true, days: 2.5, daysByYear: { 2026: 1.5, 2027: 1 } });
  });

  it.each([
    ['2026-02-30', '2026-03-02', 'InvalidDate'],
    ['2026-12-2', '2026-12-21', 'InvalidDate'],
    ['2026-12-22', '2026-12-21', 'EndBeforeStart'],
    ['2026-01-01', '2027-01-03', 'TooLong'],
  ])('refuses %s to %s (%s)', (startDate, endDate, reason) => {
    expect(leaveDays({ startDate, endDate, startDayType: F, endDayType: F }, nonWorking)).toEqual({
      valid: false,
      reason,
    });
  });

  it('refuses an unknown day type', () => {
    expect(
      leaveDays(
        { startDate: '2026-12-21', endDate: '2026-12-21', startDayType: 9 as LeaveDayType, endDayType: F },
        nonWorking,
      ),
    ).toEqual({ valid: false, reason: 'InvalidDayType' });
  });

  it('does not shift days in a time zone with DST', () => {
    expect(parseIsoDate('2026-03-29')).toBe(Date.UTC(2026, 2, 29));
    const result = leaveDays(
      { startDate: '2026-03-23', endDate: '2026-04-03', startDayType: F, endDayType: F },
      isWeekend,
    );
    expect(result).toMatchObject({ days: 10 });
  });
});
