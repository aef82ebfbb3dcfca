import { formatDate } from './format-date';
import { isCompleteDate, parseDateInput } from './parse-date';
import { runInZone } from './run-in-zone.test-support';
import { fromUtcIso, toUtcIso } from './utc';

// Tests in this process build dates with local constructors, so they hold in any zone; the
// zone-specific behaviour runs in child processes with TZ set (see run-in-zone.test-support.ts).

describe('formatDate', () => {
  it('shows dd/MM/yyyy, and dd/MM/yyyy HH:mm:ss on a 24-hour clock with withTime', () => {
    const date = new Date(2025, 6, 4, 15, 5, 9);
    expect(formatDate(date)).toBe('04/07/2025');
    expect(formatDate(date, { withTime: true })).toBe('04/07/2025 15:05:09');
    expect(formatDate(new Date(2025, 0, 2), { withTime: true })).toBe('02/01/2025 00:00:00');
  });

  it('gives an empty string for empty and invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows the local day and time of a UTC instant', () => {
    const shown = runInZone('Europe/Paris', (d) => [
      d.formatDate(new Date('2024-12-31T23:30:00Z')),
      d.formatDate('2025-07-04T13:05:09Z', { withTime: true }),
    ]);
    // 23:30 UTC on 31 Dec is already 1 Jan in Paris; summer time is UTC+2.
    expect(shown).toEqual(['01/01/2025', '04/07/2025 15:05:09']);
  });
});

describe('parseDateInput', () => {
  it('reads a year alone as an incomplete date', () => {
    const parsed = parseDateInput('2025');
    expect(parsed).toMatchObject({ precision: 'year', complete: false });
    expect(parsed?.date).toEqual(new Date(2025, 0, 1));
  });

  it('reads month/year as an incomplete date', () => {
    const parsed = parseDateInput('3/2025');
    expect(parsed).toMatchObject({ precision: 'month', complete: false });
    expect(parsed?.date).toEqual(new Date(2025, 2, 1));
    expect(parseDateInput('13/2025')).toBeNull();
    expect(parseDateInput('00/2025')).toBeNull();
  });

  it('reads day/month/year as a complete local date at midnight', () => {
    const parsed = parseDateInput(' 05/02/2025 ');
    expect(parsed).toMatchObject({ precision: 'day', complete: true });
    expect(parsed?.date).toEqual(new Date(2025, 1, 5));
  });

  it('reads a time with or without seconds', () => {
    expect(parseDateInput('05/02/2025 14:07:33')).toEqual({
      date: new Date(2025, 1, 5, 14, 7, 33),
      precision: 'datetime',
      complete: true,
    });
    expect(parseDateInput('5/2/2025 9:07')?.date).toEqual(new Date(2025, 1, 5, 9, 7, 0));
  });

  it('rejects days that do not exist and out-of-range times', () => {
    expect(parseDateInput('31/02/2025')).toBeNull();
    expect(parseDateInput('29/02/2025')).toBeNull();
    expect(parseDateInput('29/02/2024')).not.toBeNull();
    expect(parseDateInput('31/04/2025')).toBeNull();
    expect(parseDateInput('00/01/2025')).toBeNull();
    expect(parseDateInput('01/00/2025')).toBeNull();
    expect(parseDateInput('01/13/2025')).toBeNull();
    expect(parseDateInput('01/01/2025 24:00')).toBeNull();
    expect(parseDateInput('01/01/2025 10:60')).toBeNull();
    expect(parseDateInput('01/01/2025 10:00:60')).toBeNull();
  });

  it('rejects garbage, other separators and a time after an incomplete date', () => {
    const garbage = ['', '   ', 'abc', '2025-02-05', '05.02.2025', '5/2/2025/1', '202', '20251'];
    for (const text of [...garbage, '02/2025 10:00', '2025 10:00', '01/01/2025 10', '01/01/202']) {
      expect(parseDateInput(text)).toBeNull();
    }
    expect(parseDateInput(null)).toBeNull();
    expect(parseDateInput(undefined)).toBeNull();
  });

  it('pivots two-digit years at 50, and only in the full day form', () => {
    expect(parseDateInput('01/02/49')?.date).toEqual(new Date(2049, 1, 1));
    expect(parseDateInput('01/02/50')?.date).toEqual(new Date(1950, 1, 1));
    expect(parseDateInput('01/02/00')?.date.getFullYear()).toBe(2000);
    expect(parseDateInput('25')).toBeNull();
    expect(parseDateInput('03/25')).toBeNull();
  });

  it('keeps four-digit years below 100 as written', () => {
    expect(parseDateInput('01/01/0050')?.date.getFullYear()).toBe(50);
  });
});

describe('isCompleteDate', () => {
  it('is true only for a full day, with or without time', () => {
    expect(isCompleteDate('01/01/2025')).toBe(true);
    expect(isCompleteDate('01/01/2025 10:00')).toBe(true);
    expect(isCompleteDate('2025')).toBe(false);
    expect(isCompleteDate('01/2025')).toBe(false);
    expect(isCompleteDate('31/04/2025')).toBe(false);
    expect(isCompleteDate('')).toBe(false);
  });
});

describe('toUtcIso and fromUtcIso', () => {
  it('sends local date-times as UTC east of UTC, and reads the same local day back', () => {
    const result = runInZone('Asia/Kolkata', (d) => {
      const midnight = d.toUtcIso('05/02/2025');
      return {
        typed: d.toUtcIso('05/02/2025 10:00'),
        date: d.toUtcIso(new Date(2025, 1, 5, 10, 0, 0)),
        midnight,
        back: d.formatDate(d.fromUtcIso(midnight)),
      };
    });
    expect(result).toEqual({
      typed: '2025-02-05T04:30:00.000Z',
      date: '2025-02-05T04:30:00.000Z',
      // Local midnight is the previous UTC day in zones east of UTC: the same instant.
      midnight: '2025-02-04T18:30:00.000Z',
      back: '05/02/2025',
    });
  });

  it('uses the offset in force on the day west of UTC (standard and daylight time)', () => {
    const result = runInZone('America/New_York', (d) => {
      const iso = d.toUtcIso('31/12/2025 22:15:30');
      return [
        d.toUtcIso('15/01/2025 12:00'),
        d.toUtcIso('15/07/2025 12:00'),
        iso,
        d.formatDate(d.fromUtcIso(iso), { withTime: true }),
      ];
    });
    expect(result).toEqual([
      '2025-01-15T17:00:00.000Z',
      '2025-07-15T16:00:00.000Z',
      '2026-01-01T03:15:30.000Z',
      '31/12/2025 22:15:30',
    ]);
  });

  it('reads server date-times without an offset as UTC, and a bare day as that local day', () => {
    const result = runInZone('Europe/Paris', (d) => [
      d.formatDate(d.fromUtcIso('2025-02-05T10:00:00'), { withTime: true }),
      d.formatDate(d.fromUtcIso('2025-02-05T10:00:00.123Z'), { withTime: true }),
      d.formatDate(d.fromUtcIso('2025-02-05'), { withTime: true }),
    ]);
    expect(result).toEqual(['05/02/2025 11:00:00', '05/02/2025 11:00:00', '05/02/2025 00:00:00']);
  });

  it('keeps ISO strings that carry an offset, normalised to Z', () => {
    expect(toUtcIso('2025-02-05T10:00:00+02:00')).toBe('2025-02-05T08:00:00.000Z');
    expect(toUtcIso('2025-02-05T10:00:00Z')).toBe('2025-02-05T10:00:00.000Z');
  });

  it('rejects incomplete and garbage input', () => {
    for (const text of ['2025', '02/2025', '31/02/2025', 'tomorrow', '', null, undefined]) {
      expect(toUtcIso(text)).toBeNull();
    }
    expect(toUtcIso(new Date('x'))).toBeNull();
    expect(fromUtcIso('')).toBeNull();
    expect(fromUtcIso(undefined)).toBeNull();
    expect(fromUtcIso('05/02/2025')).toBeNull();
    expect(fromUtcIso('2025-02-30')).toBeNull();
  });
});
