/** @databases postgres */
import { dateTypeOf, dayBoundaries, isKnownTimeZone } from './work-item-dates';

const iso = (date: Date) => date.toISOString();

describe('dayBoundaries', () => {
  it('starts days at UTC midnight in UTC', () => {
    const b = dayBoundaries('UTC', new Date('2026-03-15T10:00:00Z'));
    expect(iso(b.todayStart)).toBe('2026-03-15T00:00:00.000Z');
    expect(iso(b.yesterdayStart)).toBe('2026-03-14T00:00:00.000Z');
  });

  it('uses the calendar date of the zone, which may differ from the UTC date', () => {
    // 20:00 UTC on the 15th is already the 16th in Shanghai (UTC+8).
    const b = dayBoundaries('Asia/Shanghai', new Date('2026-03-15T20:00:00Z'));
    expect(iso(b.todayStart)).toBe('2026-03-15T16:00:00.000Z');
    expect(iso(b.yesterdayStart)).toBe('2026-03-14T16:00:00.000Z');
    const ny = dayBoundaries('America/New_York', new Date('2026-01-15T03:00:00Z')); // 22:00 on the 14th
    expect(iso(ny.todayStart)).toBe('2026-01-14T05:00:00.000Z');
  });

  it('crosses a year end', () => {
    const b = dayBoundaries('Europe/Paris', new Date('2026-01-01T08:00:00Z'));
    expect(iso(b.todayStart)).toBe('2025-12-31T23:00:00.000Z');
    expect(iso(b.yesterdayStart)).toBe('2025-12-30T23:00:00.000Z');
  });

  it('gives a 23-hour yesterday after a spring-forward change', () => {
    // New York moved to UTC-4 at 02:00 on 8 March 2026.
    const b = dayBoundaries('America/New_York', new Date('2026-03-09T12:00:00Z'));
    expect(iso(b.todayStart)).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(b.yesterdayStart)).toBe('2026-03-08T05:00:00.000Z');
  });

  it('starts a day at 01:00 where the clocks jump at midnight', () => {
    // Santiago: on 8 September 2024 local midnight did not exist (00:00 -> 01:00, UTC-4 -> UTC-3).
    const b = dayBoundaries('America/Santiago', new Date('2024-09-08T15:00:00Z'));
    expect(iso(b.todayStart)).toBe('2024-09-08T04:00:00.000Z');
    expect(iso(b.yesterdayStart)).toBe('2024-09-07T04:00:00.000Z');
  });
});

describe('dateTypeOf', () => {
  const b = dayBoundaries('Asia/Shanghai', new Date('2026-03-15T20:00:00Z'));
  it.each([
    ['2026-03-15T16:00:00.000Z', 'Today'],
    ['2026-03-16T01:00:00.000Z', 'Today'], // after now: still today
    ['2026-03-15T15:59:59.999Z', 'Yesterday'],
    ['2026-03-14T16:00:00.000Z', 'Yesterday'],
    ['2026-03-14T15:59:59.999Z', 'Older'],
  ])('puts %s in %s', (createdAt, expected) => {
    expect(dateTypeOf(new Date(createdAt), b)).toBe(expected);
  });
});

describe('isKnownTimeZone', () => {
  it.each(['UTC', 'Europe/Paris', 'Asia/Ho_Chi_Minh', 'America/Argentina/Buenos_Aires'])('knows %s', (zone) =>
    expect(isKnownTimeZone(zone)).toBe(true),
  );
  it.each(['Mars/Olympus', 'Europe/Pariss', '', 'DROP TABLE'])('refuses %p', (zone) =>
    expect(isKnownTimeZone(zone)).toBe(false),
  );
});
