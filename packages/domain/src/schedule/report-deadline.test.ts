import { assignmentReportDue, dayStartIn, reportDeadline, todayIn, wallClockIn } from './report-deadline';

// Asia/Shanghai is UTC+8 all year: local 17:59 on 10 March is 09:59Z.
const SHANGHAI = 'Asia/Shanghai';
const due = (day: string, finishedAtUtc: string, zone = SHANGHAI) =>
  reportDeadline(day, new Date(finishedAtUtc), zone).toISOString();

describe('reportDeadline', () => {
  it('finished on the inspection day before 6 PM: due at the midnight ending that day', () => {
    expect(due('2031-03-10', '2031-03-10T09:59:00Z')).toBe('2031-03-10T16:00:00.000Z'); // 17:59 -> 24:00
    expect(due('2031-03-10', '2031-03-10T01:00:00Z')).toBe('2031-03-10T16:00:00.000Z'); // 09:00 -> 24:00
  });

  it('finished on the inspection day from 6 PM: due the next day at 5 PM', () => {
    expect(due('2031-03-10', '2031-03-10T10:00:00Z')).toBe('2031-03-11T09:00:00.000Z'); // 18:00
    expect(due('2031-03-10', '2031-03-10T15:59:00Z')).toBe('2031-03-11T09:00:00.000Z'); // 23:59
  });

  it('finished at midnight or the next morning before 11 AM: due that day at 5 PM', () => {
    expect(due('2031-03-10', '2031-03-10T16:00:00Z')).toBe('2031-03-11T09:00:00.000Z'); // 11 Mar 00:00
    expect(due('2031-03-10', '2031-03-11T02:59:00Z')).toBe('2031-03-11T09:00:00.000Z'); // 11 Mar 10:59
  });

  it('finished the next day from 11 AM: the same-day rule on the day it finished', () => {
    expect(due('2031-03-10', '2031-03-11T03:00:00Z')).toBe('2031-03-11T16:00:00.000Z'); // 11:00 -> 24:00
    expect(due('2031-03-10', '2031-03-11T10:00:00Z')).toBe('2031-03-12T09:00:00.000Z'); // 18:00 -> next 17:00
  });

  it('finished two days later: the morning, afternoon and evening rules on that day', () => {
    expect(due('2031-03-10', '2031-03-12T01:00:00Z')).toBe('2031-03-12T09:00:00.000Z'); // 09:00
    expect(due('2031-03-10', '2031-03-12T06:00:00Z')).toBe('2031-03-12T16:00:00.000Z'); // 14:00
    expect(due('2031-03-10', '2031-03-12T11:00:00Z')).toBe('2031-03-13T09:00:00.000Z'); // 19:00
  });

  it('keeps the wall clock across a DST change (Paris moves to UTC+2 on 30 March 2031)', () => {
    const paris = 'Europe/Paris';
    // 29 March 18:30 (UTC+1): due 30 March 17:00, which is UTC+2 by then.
    expect(due('2031-03-29', '2031-03-29T17:30:00Z', paris)).toBe('2031-03-30T15:00:00.000Z');
    // 29 March 17:59 (UTC+1): due at midnight, still UTC+1.
    expect(due('2031-03-29', '2031-03-29T16:59:00Z', paris)).toBe('2031-03-29T23:00:00.000Z');
    // 30 March 10:59 local is 08:59Z (UTC+2): still the morning rule.
    expect(due('2031-03-29', '2031-03-30T08:59:00Z', paris)).toBe('2031-03-30T15:00:00.000Z');
    expect(due('2031-03-29', '2031-03-30T09:00:00Z', paris)).toBe('2031-03-30T22:00:00.000Z');
  });

  it('a midnight the zone skips falls on the first minute of the day (Santiago, 8 September 2024)', () => {
    expect(due('2024-09-07', '2024-09-07T20:00:00Z', 'America/Santiago')).toBe('2024-09-08T04:00:00.000Z');
  });
});

describe('assignmentReportDue', () => {
  it('an unfinished past day counts as finished at its end; today’s unfinished has no deadline', () => {
    expect(assignmentReportDue('2031-03-10', null, '2031-03-12', SHANGHAI)?.toISOString()).toBe(
      '2031-03-11T09:00:00.000Z',
    );
    expect(assignmentReportDue('2031-03-12', null, '2031-03-12', SHANGHAI)).toBeNull();
    expect(assignmentReportDue('2031-03-13', null, '2031-03-12', SHANGHAI)).toBeNull();
    expect(
      assignmentReportDue(
        '2031-03-12',
        new Date('2031-03-12T02:00:00Z'),
        '2031-03-12',
        SHANGHAI,
      )?.toISOString(),
    ).toBe('2031-03-12T16:00:00.000Z');
  });
});

describe('zone helpers', () => {
  it('read the local day and time, and the day’s first instant', () => {
    expect(wallClockIn(new Date('2031-03-10T16:30:00Z'), SHANGHAI)).toEqual({
      date: '2031-03-11',
      minutes: 30,
    });
    expect(todayIn(SHANGHAI, new Date('2031-03-10T16:30:00Z'))).toBe('2031-03-11');
    expect(dayStartIn('2031-03-11', SHANGHAI).toISOString()).toBe('2031-03-10T16:00:00.000Z');
    expect(dayStartIn('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });
});
