/** @databases postgres */
import { createHrTestApp, hrCaller, staffIdOf, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { and, eq } from 'drizzle-orm';
import { LeaveDayType } from '@portal/domain';
import { holidayMasters, holidays, offices } from '../../db/schema';

const { FullDay: F, FirstHalf: H1, SecondHalf: H2 } = LeaveDayType;
const CHINA = 156;

let t: HrTestApp;
const { call } = hrCaller(() => t);

/** A holiday master with its occurrences ([year, start, end, removed?]). */
async function holiday(
  scope: { countryId?: number; officeId?: number },
  recurring: boolean,
  occurrences: [number, string, string, boolean?][],
): Promise<void> {
  const [master] = await t.database.db
    .insert(holidayMasters)
    .values({ entityId: 1, name: 'Test holiday', recurring, ...scope })
    .returning();
  await t.database.db.insert(holidays).values(
    occurrences.map(([year, startDate, endDate, removed]) => ({
      masterId: master!.id,
      year,
      startDate,
      endDate,
      removed: removed ?? false,
    })),
  );
}

beforeAll(async () => {
  t = await createHrTestApp();
  // The demo calendar aside: the counts below are on this file's holidays only.
  await t.database.db.delete(holidayMasters);
  const [shanghai] = await t.database.db
    .select()
    .from(offices)
    .where(and(eq(offices.entityId, 1), eq(offices.code, 'SHA')));
  // Christmas for China, every year since 2025 (2026 is projected from 2025).
  await holiday({ countryId: CHINA }, true, [[2025, '2025-12-25', '2025-12-25']]);
  // New Year every year, but taken out for 2027 only.
  await holiday({ countryId: CHINA }, true, [
    [2025, '2025-01-01', '2025-01-01'],
    [2027, '2027-01-01', '2027-01-01', true],
  ]);
  // Christmas Eve for the Shanghai office only, this year only.
  await holiday({ officeId: shanghai!.id }, false, [[2026, '2026-12-24', '2026-12-24']]);
});
afterAll(() => t.close());

const days = (login: string, body: Record<string, unknown>, entityId = 1) =>
  call(login, 'POST', '/api/HumanResource/leave/days', body, entityId);
const range = (startDate: string, endDate: string, startDayType = F, endDayType = F) => ({
  startDate,
  endDate,
  startDayType,
  endDayType,
});

describe('POST /api/HumanResource/leave/days', () => {
  it.each<[string, string, ReturnType<typeof range>, number]>([
    ['cs (Shanghai): office and projected country holidays', 'cs', range('2026-12-21', '2026-12-25'), 3],
    ['inspector (New Delhi): none of them', 'inspector', range('2026-12-21', '2026-12-25'), 5],
    ['a half day on the office holiday counts 0', 'cs', range('2026-12-24', '2026-12-24', H1, H1), 0],
    ['half days at both ends around the holidays', 'cs', range('2026-12-23', '2026-12-28', H2, H1), 1],
    ['New Year 2027 taken out for that year only', 'cs', range('2026-12-31', '2027-01-01'), 2],
    ['New Year 2029 (a Monday) still a holiday', 'cs', range('2028-12-29', '2029-01-02'), 2],
    ['only a weekend', 'cs', range('2026-12-26', '2026-12-27'), 0],
  ])('%s', async (_name, login, body, expected) => {
    const response = await days(login, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 1, days: expected });
  });

  it('splits the days by year', async () => {
    const response = await days('inspector', range('2026-12-30', '2027-01-04', H2, F));
    expect(response.json()).toEqual({ result: 1, days: 3.5, daysByYear: { 2026: 1.5, 2027: 2 } });
  });

  it("computes for a report (manager) or anyone (HR), never for someone else's staff", async () => {
    const csStaff = await staffIdOf(t, 'E0003');
    const inspectorStaff = await staffIdOf(t, 'E0004');
    const body = { ...range('2026-12-21', '2026-12-25'), staffId: csStaff };
    expect((await days('manager', body)).json()).toMatchObject({ days: 3 });
    expect((await days('hr', body)).json()).toMatchObject({ days: 3 });
    expect((await days('cs', { ...body, staffId: inspectorStaff })).statusCode).toBe(403);
    expect((await days('newuser', body)).statusCode).toBe(403);
  });

  it('refuses callers without the right, without a sign-in, or without a staff record in the entity', async () => {
    const body = range('2026-12-21', '2026-12-25');
    expect((await days('customer', body)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/HumanResource/leave/days', body)).statusCode).toBe(401);
    const noStaff = await days('hr', body, 2);
    expect(noStaff.statusCode).toBe(400);
    expect(noStaff.json().errors[0].field).toBe('staffId');
  });

  it.each([
    ['an impossible date', range('2026-02-30', '2026-03-02'), 'startDate'],
    ['end before start', range('2026-12-22', '2026-12-21'), 'endDate'],
    ['a malformed date', range('22/12/2026', '2026-12-23'), 'startDate'],
    ['an unknown day type', { ...range('2026-12-21', '2026-12-21'), startDayType: 7 }, 'startDayType'],
    ['a missing field', { startDate: '2026-12-21', endDate: '2026-12-21', startDayType: F }, 'endDayType'],
    ['more than a year', range('2026-01-01', '2027-01-05'), 'endDate'],
  ])('answers 400 with the field for %s', async (_name, body, field) => {
    const response = await days('cs', body as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain(field);
  });

  it('answers in French when asked', async () => {
    const response = await call(
      'cs',
      'POST',
      '/api/HumanResource/leave/days?lang=fr',
      range('2026-12-22', '2026-12-21'),
    );
    expect(response.json().errors[0].message).toBe('La date de fin ne peut pas précéder la date de début.');
  });
});
