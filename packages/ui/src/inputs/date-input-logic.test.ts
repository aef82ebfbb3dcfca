import { allowDateKey, commitDateText, displayDateValue } from './date-input-logic';

// Expected instants are built with the local-time constructor, so these hold in any zone the tests run
// in; the zone arithmetic itself is covered by the domain's date tests, run in several zones.
const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe('displayDateValue', () => {
  it('shows a Date as dd/MM/yyyy, or dd/MM/yyyy HH:mm:ss with time', () => {
    expect(displayDateValue(local(2024, 3, 5, 14, 7, 9))).toBe('05/03/2024');
    expect(displayDateValue(local(2024, 3, 5, 14, 7, 9), true)).toBe('05/03/2024 14:07:09');
  });

  it('shows a UTC ISO string from the server in local time', () => {
    const instant = local(2024, 12, 31, 23, 30, 0);
    expect(displayDateValue(instant.toISOString(), true)).toBe('31/12/2024 23:30:00');
  });

  it('shows typed text as typed and nothing for empty values', () => {
    expect(displayDateValue('2024')).toBe('2024');
    expect(displayDateValue('03/20')).toBe('03/20');
    expect(displayDateValue(null)).toBe('');
    expect(displayDateValue(undefined)).toBe('');
  });
});

describe('commitDateText', () => {
  it('reads day/month/year as a local date', () => {
    expect(commitDateText('5/3/2024')).toEqual(local(2024, 3, 5));
    expect(commitDateText(' 05/03/2024 ')).toEqual(local(2024, 3, 5));
  });

  it('keeps a year or a month/year as typed text, an incomplete date for the date rule', () => {
    expect(commitDateText('2024')).toBe('2024');
    expect(commitDateText('03/2024')).toBe('03/2024');
  });

  it('keeps unreadable text and impossible days as typed text', () => {
    expect(commitDateText('31/02/2024')).toBe('31/02/2024');
    expect(commitDateText('tomorrow')).toBe('tomorrow');
  });

  it('gives null for an emptied input', () => {
    expect(commitDateText('   ')).toBeNull();
  });

  it('reads a date-time with the time, and drops a time typed into a date-only input', () => {
    expect(commitDateText('05/03/2024 14:07:09', { withTime: true })).toEqual(local(2024, 3, 5, 14, 7, 9));
    expect(commitDateText('05/03/2024 14:07', { withTime: true })).toEqual(local(2024, 3, 5, 14, 7));
    expect(commitDateText('05/03/2024 14:07:09')).toEqual(local(2024, 3, 5));
  });

  it('converts a local date-time to UTC with output "iso"', () => {
    const iso = commitDateText('05/03/2024 14:07:09', { withTime: true, output: 'iso' });
    expect(iso).toBe(local(2024, 3, 5, 14, 7, 9).toISOString());
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
  });

  it('sends a Date as the same UTC instant through JSON', () => {
    const value = commitDateText('05/03/2024 14:07:09', { withTime: true });
    expect(JSON.parse(JSON.stringify({ value }))).toEqual({
      value: local(2024, 3, 5, 14, 7, 9).toISOString(),
    });
  });

  it('round-trips what it displays', () => {
    const value = commitDateText('29/02/2024 08:00:00', { withTime: true }) as Date;
    expect(commitDateText(displayDateValue(value, true), { withTime: true })).toEqual(value);
  });
});

describe('allowDateKey', () => {
  it('takes digits and slashes, plus space and colon for a date-time', () => {
    expect(allowDateKey('7')).toBe(true);
    expect(allowDateKey('/')).toBe(true);
    expect(allowDateKey('a')).toBe(false);
    expect(allowDateKey('-')).toBe(false);
    expect(allowDateKey(':')).toBe(false);
    expect(allowDateKey(':', true)).toBe(true);
    expect(allowDateKey(' ', true)).toBe(true);
  });

  it('lets control keys and shortcuts through', () => {
    expect(allowDateKey('Backspace')).toBe(true);
    expect(allowDateKey('v', false, true)).toBe(true);
  });
});
