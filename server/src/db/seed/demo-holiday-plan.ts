import type { DemoHoliday } from './demo-calendar';
import { Country } from './demo-data';

/** 'MM-dd' start and end within one year. */
type Days = [start: string, end: string];

interface CalendarHoliday {
  name: string;
  /** Fixed dates every year (a recurring holiday entered for the seeding year). */
  every?: Days;
  /** Dates that move (lunar and Easter calendars): one holiday per year that has dates here. */
  byYear?: Record<number, Days>;
}

interface DemoCalendar {
  entityId: number;
  /** A whole country's holidays, or one office's (by its code). */
  countryId?: number;
  officeCode?: string;
  holidays: CalendarHoliday[];
}

/** Public holidays of the demo offices' countries (official dates where announced, else the usual ones). */
const CALENDARS: DemoCalendar[] = [
  {
    entityId: 1,
    countryId: Country.China,
    holidays: [
      { name: "New Year's Day", every: ['01-01', '01-01'] },
      { name: 'Labour Day', every: ['05-01', '05-05'] },
      { name: 'National Day', every: ['10-01', '10-07'] },
      {
        name: 'Spring Festival',
        byYear: {
          2025: ['01-28', '02-04'],
          2026: ['02-15', '02-23'],
          2027: ['02-05', '02-11'],
          2028: ['01-25', '01-31'],
        },
      },
      {
        name: 'Qingming Festival',
        byYear: { 2025: ['04-04', '04-06'], 2026: ['04-04', '04-06'], 2027: ['04-03', '04-05'] },
      },
      {
        name: 'Dragon Boat Festival',
        byYear: { 2025: ['05-31', '06-02'], 2026: ['06-19', '06-21'], 2027: ['06-09', '06-11'] },
      },
      {
        name: 'Mid-Autumn Festival',
        byYear: { 2025: ['10-06', '10-06'], 2026: ['09-25', '09-27'], 2027: ['09-15', '09-17'] },
      },
    ],
  },
  {
    entityId: 1,
    countryId: Country.India,
    holidays: [
      { name: 'Republic Day', every: ['01-26', '01-26'] },
      { name: 'Independence Day', every: ['08-15', '08-15'] },
      { name: 'Gandhi Jayanti', every: ['10-02', '10-02'] },
      {
        name: 'Holi',
        byYear: { 2025: ['03-14', '03-14'], 2026: ['03-04', '03-04'], 2027: ['03-22', '03-22'] },
      },
      {
        name: 'Diwali',
        byYear: { 2025: ['10-20', '10-20'], 2026: ['11-08', '11-08'], 2027: ['10-29', '10-29'] },
      },
    ],
  },
  {
    entityId: 1,
    countryId: Country.Vietnam,
    holidays: [
      { name: "New Year's Day", every: ['01-01', '01-01'] },
      { name: 'Reunification Day and Labour Day', every: ['04-30', '05-01'] },
      { name: 'National Day', every: ['09-01', '09-02'] },
      {
        name: 'Tết (Lunar New Year)',
        byYear: { 2025: ['01-25', '02-02'], 2026: ['02-14', '02-22'], 2027: ['02-04', '02-10'] },
      },
      {
        name: 'Hùng Kings Commemoration',
        byYear: { 2025: ['04-07', '04-07'], 2026: ['04-26', '04-26'], 2027: ['04-16', '04-16'] },
      },
    ],
  },
  {
    entityId: 1,
    countryId: Country.Bangladesh,
    holidays: [
      { name: "Language Martyrs' Day", every: ['02-21', '02-21'] },
      { name: 'Independence Day', every: ['03-26', '03-26'] },
      { name: 'May Day', every: ['05-01', '05-01'] },
      { name: 'Victory Day', every: ['12-16', '12-16'] },
      {
        name: 'Eid al-Fitr',
        byYear: { 2025: ['03-30', '04-01'], 2026: ['03-20', '03-22'], 2027: ['03-10', '03-12'] },
      },
      {
        name: 'Eid al-Adha',
        byYear: { 2025: ['06-06', '06-08'], 2026: ['05-27', '05-29'], 2027: ['05-16', '05-18'] },
      },
    ],
  },
  {
    entityId: 1,
    countryId: Country.France,
    holidays: [
      { name: "New Year's Day", every: ['01-01', '01-01'] },
      { name: 'Labour Day', every: ['05-01', '05-01'] },
      { name: 'Victory in Europe Day', every: ['05-08', '05-08'] },
      { name: 'Bastille Day', every: ['07-14', '07-14'] },
      { name: 'Assumption Day', every: ['08-15', '08-15'] },
      { name: "All Saints' Day", every: ['11-01', '11-01'] },
      { name: 'Armistice Day', every: ['11-11', '11-11'] },
      { name: 'Christmas Day', every: ['12-25', '12-25'] },
      {
        name: 'Easter Monday',
        byYear: { 2025: ['04-21', '04-21'], 2026: ['04-06', '04-06'], 2027: ['03-29', '03-29'] },
      },
      {
        name: 'Ascension Day',
        byYear: { 2025: ['05-29', '05-29'], 2026: ['05-14', '05-14'], 2027: ['05-06', '05-06'] },
      },
      {
        name: 'Whit Monday',
        byYear: { 2025: ['06-09', '06-09'], 2026: ['05-25', '05-25'], 2027: ['05-17', '05-17'] },
      },
    ],
  },
  {
    // One office's own day: the Shanghai office closes on its founding anniversary.
    entityId: 1,
    officeCode: 'SHA',
    holidays: [{ name: 'Shanghai Office anniversary', every: ['06-12', '06-12'] }],
  },
  {
    entityId: 2,
    countryId: Country.Turkey,
    holidays: [
      { name: "New Year's Day", every: ['01-01', '01-01'] },
      { name: "National Sovereignty and Children's Day", every: ['04-23', '04-23'] },
      { name: 'Labour and Solidarity Day', every: ['05-01', '05-01'] },
      { name: 'Youth and Sports Day', every: ['05-19', '05-19'] },
      { name: 'Democracy and National Unity Day', every: ['07-15', '07-15'] },
      { name: 'Victory Day', every: ['08-30', '08-30'] },
      { name: 'Republic Day', every: ['10-29', '10-29'] },
      {
        name: 'Ramadan Feast',
        byYear: { 2025: ['03-30', '04-01'], 2026: ['03-20', '03-22'], 2027: ['03-09', '03-11'] },
      },
      {
        name: 'Sacrifice Feast',
        byYear: { 2025: ['06-06', '06-09'], 2026: ['05-27', '05-30'], 2027: ['05-16', '05-19'] },
      },
    ],
  },
];

/**
 * The demo holidays for the seeding day's year and the next (the holiday seed writes them): fixed-date
 * ones entered once as recurring, in the seeding year; moving ones once per year that has dates here.
 * `officeIdOf` finds an office's id by its code; a calendar whose office is missing has no holidays.
 */
export function demoHolidayPlan(
  now: Date,
  officeIdOf: (entityId: number, code: string) => number | null,
): DemoHoliday[] {
  const year = now.getUTCFullYear();
  const planned: DemoHoliday[] = [];
  for (const calendar of CALENDARS) {
    const officeId = calendar.officeCode ? officeIdOf(calendar.entityId, calendar.officeCode) : null;
    if (calendar.officeCode && officeId == null) continue;
    const place = { countryId: calendar.officeCode ? null : calendar.countryId!, officeId };
    for (const holiday of calendar.holidays) {
      const add = (atYear: number, [start, end]: Days, recurring: boolean) =>
        planned.push({
          entityId: calendar.entityId,
          ...place,
          name: holiday.name,
          recurring,
          rows: [
            { year: atYear, startDate: `${atYear}-${start}`, endDate: `${atYear}-${end}`, removed: false },
          ],
        });
      if (holiday.every) add(year, holiday.every, true);
      for (const atYear of [year, year + 1]) {
        const days = holiday.byYear?.[atYear];
        if (days) add(atYear, days, false);
      }
    }
  }
  return planned;
}
