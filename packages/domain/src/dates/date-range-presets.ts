/**
 * Date range presets of the search forms (spec section 9: last 30 days, 7 days, year to date and others),
 * as calendar days 'yyyy-MM-dd' counted from `today` (the browser's day).
 */
export enum DateRangePreset {
  Today = 'today',
  Tomorrow = 'tomorrow',
  Next7Days = 'next7Days',
  Last7Days = 'last7Days',
  Last30Days = 'last30Days',
  ThisMonth = 'thisMonth',
  LastMonth = 'lastMonth',
  YearToDate = 'yearToDate',
}

export const DATE_RANGE_PRESETS = Object.values(DateRangePreset);

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const shifted = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Both ends inclusive. "Last 7 days" is today and the six days before it. */
export function presetRange(preset: DateRangePreset, today: Date = new Date()): { from: string; to: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case DateRangePreset.Today:
      return { from: day(today), to: day(today) };
    case DateRangePreset.Tomorrow:
      return { from: day(shifted(today, 1)), to: day(shifted(today, 1)) };
    case DateRangePreset.Next7Days:
      return { from: day(today), to: day(shifted(today, 6)) };
    case DateRangePreset.Last7Days:
      return { from: day(shifted(today, -6)), to: day(today) };
    case DateRangePreset.Last30Days:
      return { from: day(shifted(today, -29)), to: day(today) };
    case DateRangePreset.ThisMonth:
      return { from: day(new Date(y, m, 1)), to: day(new Date(y, m + 1, 0)) };
    case DateRangePreset.LastMonth:
      return { from: day(new Date(y, m - 1, 1)), to: day(new Date(y, m, 0)) };
    case DateRangePreset.YearToDate:
      return { from: day(new Date(y, 0, 1)), to: day(today) };
  }
}
