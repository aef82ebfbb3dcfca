/** @databases postgres */
// First: the HR test app sets up the module shims the app needs.
import { createHrTestApp, hrCaller, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { and, eq } from 'drizzle-orm';
import type { HolidayDetail, HolidayMasterLookups, HolidayRow, HolidaySave } from '@portal/domain';
import { holidayMasters, holidays, offices } from '../../db/schema';

const CHINA = 156;
const INDIA = 356;
const FRANCE = 250;
const TURKEY = 792;
const API = '/api/HumanResource';

let t: HrTestApp;
const { call } = hrCaller(() => t);
const office = { paris: 0, shanghai: 0, istanbul: 0 };

beforeAll(async () => {
  t = await createHrTestApp();
  const officeId = async (code: string, entityId: number) =>
    (
      await t.database.db
        .select({ id: offices.id })
        .from(offices)
        .where(and(eq(offices.code, code), eq(offices.entityId, entityId)))
    )[0]!.id;
  office.paris = await officeId('PAR', 1);
  office.shanghai = await officeId('SHA', 1);
  office.istanbul = await officeId('IST', 2);
});
afterAll(() => t.close());

const thisYear = new Date().getUTCFullYear();

const holiday = (overrides: Partial<HolidaySave> = {}): HolidaySave => ({
  id: 0,
  version: 0,
  name: 'Test holiday',
  countryId: INDIA,
  officeId: null,
  recurring: false,
  startDate: '2031-03-12',
  endDate: '2031-03-12',
  ...overrides,
});

const save = (body: object, login = 'hr', entityId = 1, lang = 'en') =>
  call(login, 'POST', `${API}/holiday/edit?lang=${lang}`, body, entityId);

async function created(body: Partial<HolidaySave>, entityId = 1): Promise<HolidayDetail> {
  const response = await save(holiday(body), 'hr', entityId);
  expect(response.statusCode).toBe(200);
  expect(response.json().result).toBe(1);
  return response.json().data as HolidayDetail;
}

async function search(filter: object, login = 'hr', entityId = 1) {
  const response = await call(login, 'POST', `${API}/holidays/search`, { take: 200, ...filter }, entityId);
  expect(response.statusCode).toBe(200);
  return response.json() as { result: number; data: HolidayRow[]; total: number };
}

/** Field errors with their text in the request's language (rule-file errors carry it in `text`). */
const errorsOf = (response: { json(): { errors: { field: string; message: string; text?: string }[] } }) =>
  response.json().errors.map((error) => ({ field: error.field, message: error.text ?? error.message }));

const remove = (body: object, login = 'hr', entityId = 1) =>
  call(login, 'POST', `${API}/holiday/delete`, body, entityId);

/** Working days of a one-day leave for the inspector (New Delhi office, India). */
const inspectorDays = async (date: string) =>
  (
    await call('inspector', 'POST', `${API}/leave/days`, {
      startDate: date,
      endDate: date,
      startDayType: 1,
      endDayType: 1,
    })
  ).json().days as number;

describe('who may call', () => {
  it('answers 401 without a sign-in on every holiday call', async () => {
    for (const [method, url] of [
      ['GET', `${API}/holiday-master`],
      ['POST', `${API}/holidays/search`],
      ['GET', `${API}/holiday/1`],
      ['POST', `${API}/holiday/edit`],
      ['POST', `${API}/holiday/delete`],
    ] as const)
      expect((await call(null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
  });

  it('lets every employee read the holidays, but only HR change them', async () => {
    expect((await call('cs', 'GET', `${API}/holiday-master`)).statusCode).toBe(200);
    expect((await call('inspector', 'POST', `${API}/holidays/search`, {})).statusCode).toBe(200);
    expect((await call('customer', 'GET', `${API}/holiday-master`)).statusCode).toBe(403);
    expect((await call('customer', 'POST', `${API}/holidays/search`, {})).statusCode).toBe(403);
    expect((await save(holiday(), 'cs')).statusCode).toBe(403);
    expect((await remove({ id: 1, forAllIterations: true }, 'manager')).statusCode).toBe(403);
  });

  it('refuses the screen export rows to someone without the export right', async () => {
    const response = await call('cs', 'POST', `${API}/holidays/search`, { takeAll: true });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET holiday-master', () => {
  it("offers the entity's offices, their countries and the years around this one", async () => {
    const lookups = (await call('hr', 'GET', `${API}/holiday-master`)).json() as HolidayMasterLookups;
    expect(lookups.offices.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Paris Office', 'Shanghai Office', 'New Delhi Office']),
    );
    expect(lookups.offices.map((item) => item.name)).not.toContain('Istanbul Office');
    expect(lookups.countries.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      [50, CHINA, FRANCE, INDIA, 704].sort((a, b) => a - b),
    );
    expect(lookups.currentYear).toBe(thisYear);
    expect(lookups.years).toEqual(expect.arrayContaining([thisYear - 1, thisYear, thisYear + 1]));
    const other = (
      await call('hr', 'GET', `${API}/holiday-master`, undefined, 2)
    ).json() as HolidayMasterLookups;
    expect(other.offices.map((item) => item.name)).toEqual(['Istanbul Office']);
    expect(other.countries).toEqual([{ id: TURKEY, name: expect.any(String) }]);
  });
});

describe('POST holidays/search', () => {
  it("lists this year's demo occurrences by default, with days, place and recurrence", async () => {
    const answer = await search({ countryId: FRANCE });
    expect(answer.data.every((row) => row.year === thisYear)).toBe(true);
    const christmas = answer.data.find((row) => row.name === 'Christmas Day')!;
    expect(christmas).toMatchObject({
      startDate: `${thisYear}-12-25`,
      endDate: `${thisYear}-12-25`,
      days: 1,
      placeName: 'France',
      scope: 'country',
      recurring: true,
      projected: false,
    });
    // Next year it is projected from this year's dates.
    const next = await search({ countryId: FRANCE, year: thisYear + 1, searchText: 'christmas' });
    expect(next.data).toEqual([
      expect.objectContaining({ year: thisYear + 1, startDate: `${thisYear + 1}-12-25`, projected: true }),
    ]);
  });

  it("filters by office (its own and its country's) and by country (its own and its offices')", async () => {
    const shanghai = await search({ officeId: office.shanghai });
    const names = shanghai.data.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Shanghai Office anniversary', 'National Day']));
    expect(names).not.toContain('Christmas Day');
    const paris = await search({ officeId: office.paris });
    expect(paris.data.map((row) => row.name)).not.toContain('Shanghai Office anniversary');
    const china = await search({ countryId: CHINA });
    expect(china.data.map((row) => row.name)).toContain('Shanghai Office anniversary');
    expect(china.data.every((row) => row.placeName === 'China' || row.placeName === 'Shanghai Office')).toBe(
      true,
    );
  });

  it('pages and sorts, and never shows another entity', async () => {
    const all = await search({ sort: { field: 'name', direction: 'desc' } });
    const page = await search({ sort: { field: 'name', direction: 'desc' }, skip: 2, take: 3 });
    expect(page.total).toBe(all.total);
    expect(page.data.map((row) => `${row.id}`)).toEqual(all.data.slice(2, 5).map((row) => `${row.id}`));
    const names = all.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect(all.data.map((row) => row.placeName)).not.toContain('Türkiye');
    const istanbul = await search({ officeId: office.istanbul });
    expect(istanbul.total).toBe(0);
    expect(istanbul.result).toBe(4);
    const turkey = await search({}, 'hr', 2);
    expect(new Set(turkey.data.map((row) => row.placeName))).toEqual(new Set(['Türkiye']));
  });

  it('repeats a recurring holiday in later years, never before its first, 29 February on the 28th', async () => {
    const leap = await created({
      name: 'Leap day',
      recurring: true,
      startDate: '2028-02-29',
      endDate: '2028-02-29',
    });
    const years = async (year: number) =>
      (await search({ year, searchText: 'Leap day' })).data.map((row) => [row.startDate, row.projected]);
    expect(await years(2027)).toEqual([]);
    expect(await years(2028)).toEqual([['2028-02-29', false]]);
    expect(await years(2029)).toEqual([['2029-02-28', true]]);
    expect(await years(2032)).toEqual([['2032-02-29', true]]);
    // Every year at once: from the first year to the last one offered.
    const everyYear = await search({ year: null, searchText: 'Leap day' });
    expect(everyYear.data.map((row) => row.year)).toEqual([2028]);
    expect((await remove({ id: leap.id, forAllIterations: true })).json()).toEqual({ result: 1 });
  });
});

describe('POST holiday/edit', () => {
  it.each<[string, Partial<HolidaySave>, string, string]>([
    [
      'end before start',
      { endDate: '2031-03-11' },
      'endDate',
      'End date must be greater than or equal to Start date.',
    ],
    [
      'a range over the year end',
      { startDate: '2031-12-31', endDate: '2032-01-01' },
      'endDate',
      'A holiday ends in the year it starts: enter the days after 31 December as a holiday of the next year.',
    ],
    [
      'an impossible date',
      { startDate: '2031-02-30', endDate: '2031-03-01' },
      'startDate',
      'Start date must be a complete date (dd/MM/yyyy).',
    ],
    [
      'a year out of range',
      { startDate: '2150-01-01', endDate: '2150-01-01' },
      'startDate',
      'Enter a date between 2000 and 2100.',
    ],
    [
      'no place',
      { countryId: null, officeId: null },
      'countryId',
      'Choose the country or the office the holiday applies to.',
    ],
    [
      'a country and an office',
      { countryId: INDIA, officeId: 1 },
      'officeId',
      'A holiday applies to a whole country or to one office, not both.',
    ],
    ['an unknown country', { countryId: 9999 }, 'countryId', 'This country does not exist.'],
  ])('answers 400 on the field for %s', async (_name, overrides, field, message) => {
    const response = await save(holiday(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toContainEqual({ field, message });
  });

  it("refuses another entity's office, an empty name, and answers in French", async () => {
    const foreign = await save(holiday({ countryId: null, officeId: office.istanbul }));
    expect(errorsOf(foreign)).toContainEqual({
      field: 'officeId',
      message: 'This office does not exist in this entity.',
    });
    const unnamed = await save(holiday({ name: '  ' }));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors[0].field).toBe('name');
    const french = await save(holiday({ endDate: '2031-03-01' }), 'hr', 1, 'fr');
    expect(errorsOf(french)).toContainEqual({
      field: 'endDate',
      message: 'Date de fin doit être supérieur ou égal à Date de début.',
    });
  });

  it('creates, reads, updates at the version and answers 409 with the current holiday when stale', async () => {
    const first = await created({ name: 'Office picnic', countryId: null, officeId: office.paris });
    expect(first).toMatchObject({
      officeName: 'Paris Office',
      countryName: 'France',
      firstYear: 2031,
      version: 1,
    });
    const read = await call('hr', 'GET', `${API}/holiday/${first.id}`);
    expect(read.json()).toEqual({ result: 1, data: first });
    const updated = await save({
      ...first,
      name: 'Office picnic day',
      startDate: '2031-06-04',
      endDate: '2031-06-04',
    });
    expect(updated.json().data).toMatchObject({
      name: 'Office picnic day',
      version: 2,
      startDate: '2031-06-04',
    });
    const stale = await save({ ...first, name: 'Too late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'Office picnic day', version: 2 });
    // Another entity neither sees nor changes it.
    expect((await call('hr', 'GET', `${API}/holiday/${first.id}`, undefined, 2)).json()).toEqual({
      result: 3,
    });
    const foreign = await save({ ...updated.json().data, countryId: TURKEY, officeId: null }, 'hr', 2);
    expect(foreign.json()).toEqual({ result: 3 });
  });

  it('refuses the same holiday twice in one place and year (DuplicateName)', async () => {
    await created({ name: 'Founders day', startDate: '2033-04-04', endDate: '2033-04-04' });
    const again = await save(
      holiday({ name: 'FOUNDERS DAY', startDate: '2033-05-05', endDate: '2033-05-05' }),
    );
    expect(again.json()).toEqual({ result: 5 });
    // Another year, or another country, is another holiday.
    await created({ name: 'Founders day', startDate: '2034-04-04', endDate: '2034-04-04' });
    await created({
      name: 'Founders day',
      countryId: FRANCE,
      startDate: '2033-04-04',
      endDate: '2033-04-04',
    });
  });

  it('moves a recurring holiday to a later first year, and a one-off keeps only its year', async () => {
    const moving = await created({
      name: 'Moving day',
      recurring: true,
      startDate: '2030-06-04',
      endDate: '2030-06-04',
    });
    const moved = await save({ ...moving, startDate: '2031-06-05', endDate: '2031-06-05' });
    expect(moved.json().data).toMatchObject({ firstYear: 2031, startDate: '2031-06-05' });
    expect((await search({ year: 2030, searchText: 'Moving day' })).total).toBe(0);
    expect((await search({ year: 2035, searchText: 'Moving day' })).data[0]).toMatchObject({
      startDate: '2035-06-05',
      projected: true,
    });
    const oneOff = await save({ ...moved.json().data, recurring: false });
    expect(oneOff.json().data.recurring).toBe(false);
    expect((await search({ year: 2035, searchText: 'Moving day' })).total).toBe(0);
    expect((await search({ year: 2031, searchText: 'Moving day' })).total).toBe(1);
  });
});

describe('POST holiday/delete', () => {
  it('deletes one year of a recurring holiday (the leave count counts that day again), then every year', async () => {
    const day = await created({ name: 'Delhi test day', recurring: true });
    expect(await inspectorDays('2031-03-12')).toBe(0);
    expect(await inspectorDays('2032-03-12')).toBe(0);

    expect((await remove({ id: day.id, forAllIterations: false, year: 2031 })).json()).toEqual({ result: 1 });
    expect(await inspectorDays('2031-03-12')).toBe(1);
    expect(await inspectorDays('2032-03-12')).toBe(0);
    expect((await search({ year: 2031, searchText: 'Delhi test day' })).total).toBe(0);
    expect((await search({ year: 2032, searchText: 'Delhi test day' })).total).toBe(1);
    const detail = (await call('hr', 'GET', `${API}/holiday/${day.id}`)).json().data as HolidayDetail;
    // The first year removed still gives the later years their dates; the edit screen sees a new version.
    expect(detail).toMatchObject({ removedYears: [2031], startDate: '2031-03-12', version: 2 });
    expect((await save({ ...day, name: 'Stale' })).statusCode).toBe(409);

    // A year it does not occur in (before its first, or already removed) is NotFound.
    expect((await remove({ id: day.id, forAllIterations: false, year: 2030 })).json()).toEqual({ result: 3 });
    expect((await remove({ id: day.id, forAllIterations: false, year: 2031 })).json()).toEqual({ result: 3 });
    // Once without a year: 400 on year, translated.
    const noYear = await remove({ id: day.id, forAllIterations: false });
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json().errors).toEqual([
      { field: 'year', message: 'Say which year to delete this holiday for.' },
    ]);

    expect((await remove({ id: day.id, forAllIterations: true })).json()).toEqual({ result: 1 });
    expect(await inspectorDays('2032-03-12')).toBe(1);
    expect((await call('hr', 'GET', `${API}/holiday/${day.id}`)).json()).toEqual({ result: 3 });
    const left = await t.database.db.select().from(holidays).where(eq(holidays.masterId, day.id));
    expect(left).toEqual([]);
  });

  it('deletes a projected year by storing it as removed, leaving the others', async () => {
    const day = await created({ name: 'Projected test day', recurring: true });
    expect((await remove({ id: day.id, forAllIterations: false, year: 2032 })).json()).toEqual({ result: 1 });
    expect(await inspectorDays('2031-03-12')).toBe(0);
    expect(await inspectorDays('2032-03-12')).toBe(1);
    expect(await inspectorDays('2036-03-12')).toBe(0); // a Wednesday: still a holiday that year
    const stored = await t.database.db
      .select({ year: holidays.year, removed: holidays.removed, startDate: holidays.startDate })
      .from(holidays)
      .where(eq(holidays.masterId, day.id))
      .orderBy(holidays.year);
    expect(stored).toEqual([
      { year: 2031, removed: false, startDate: '2031-03-12' },
      { year: 2032, removed: true, startDate: '2032-03-12' },
    ]);
    await remove({ id: day.id, forAllIterations: true });
  });

  it('deletes a one-off holiday whatever forAllIterations says; another entity gets NotFound', async () => {
    const day = await created({ name: 'One-off test day' });
    expect((await remove({ id: day.id, forAllIterations: true }, 'hr', 2)).json()).toEqual({ result: 3 });
    expect((await remove({ id: day.id, forAllIterations: false, year: 2031 })).json()).toEqual({ result: 1 });
    expect(await inspectorDays('2031-03-12')).toBe(1);
    const masters = await t.database.db.select().from(holidayMasters).where(eq(holidayMasters.id, day.id));
    expect(masters).toEqual([]);
  });
});
