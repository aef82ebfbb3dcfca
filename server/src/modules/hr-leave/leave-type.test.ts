/** @databases postgres */
// First: the HR test app sets up the module shims the app needs.
import { createHrTestApp, hrCaller, staffIdOf, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { and, eq } from 'drizzle-orm';
import type {
  ActiveLeaveType,
  LeaveAllocationSearchResponse,
  LeaveTypeDetail,
  LeaveTypeSave,
} from '@portal/domain';
import { leaveAllocations, leaveRequests, leaveTypes } from '../../db/schema';

const API = '/api/HumanResource';
const YEAR = 2035;

let t: HrTestApp;
const { call } = hrCaller(() => t);

beforeAll(async () => {
  t = await createHrTestApp();
});
afterAll(() => t.close());

const typeBody = (overrides: Partial<LeaveTypeSave> = {}): LeaveTypeSave => ({
  id: 0,
  version: 0,
  name: 'Maternity leave',
  code: 'ML',
  yearlyDays: 90,
  isPaid: true,
  isActive: true,
  ...overrides,
});

const saveType = (body: object, login = 'hr', entityId = 1, lang = 'en') =>
  call(login, 'POST', `${API}/leave-types/save?lang=${lang}`, body, entityId);

const errorsOf = (response: { json(): { errors: { field: string; message: string; text?: string }[] } }) =>
  response.json().errors.map((error) => ({ field: error.field, message: error.text ?? error.message }));

async function typeId(code: string, entityId = 1): Promise<number> {
  const [row] = await t.database.db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.code, code), eq(leaveTypes.entityId, entityId)));
  return row!.id;
}

const allocations = async (body: object = {}, login = 'hr', entityId = 1) => {
  const response = await call(
    login,
    'POST',
    `${API}/leave-allocations/search`,
    { year: YEAR, take: 200, ...body },
    entityId,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as LeaveAllocationSearchResponse;
};

const saveAllocations = (changes: object[], login = 'hr', entityId = 1, year: number = YEAR) =>
  call(login, 'POST', `${API}/leave-allocations/save`, { year, changes }, entityId);

/** The days a staff row shows for a type. */
const cell = (answer: LeaveAllocationSearchResponse, staffId: number, leaveTypeId: number) =>
  answer.data
    .find((row) => row.staffId === staffId)
    ?.allocations.find((item) => item.leaveTypeId === leaveTypeId);

describe('leave types', () => {
  it('answers 401 without a sign-in and 403 without the right to manage types', async () => {
    expect((await call(null, 'GET', `${API}/leave-types`)).statusCode).toBe(401);
    expect((await call(null, 'GET', `${API}/leave-types/active`)).statusCode).toBe(401);
    expect((await call('cs', 'GET', `${API}/leave-types`)).statusCode).toBe(403);
    expect((await call('cs', 'GET', `${API}/leave-types/1`)).statusCode).toBe(403);
    expect((await saveType(typeBody(), 'cs')).statusCode).toBe(403);
    expect((await call('customer', 'GET', `${API}/leave-types/active`)).statusCode).toBe(403);
  });

  it('lists the demo types of each entity; everyone who requests leave reads the active ones', async () => {
    const list = (await call('hr', 'GET', `${API}/leave-types`)).json().data as LeaveTypeDetail[];
    expect(list.map((type) => [type.code, type.yearlyDays, type.isPaid])).toEqual([
      ['AL', 15, true],
      ['CL', 3, true],
      ['SL', 10, true],
      ['UL', 30, false],
    ]);
    // Each type counts its own requests (the demo's annual leave has several).
    const annual = list.find((type) => type.code === 'AL')!;
    const requests = await t.database.db
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(eq(leaveRequests.leaveTypeId, annual.id));
    expect(requests.length).toBeGreaterThan(1);
    expect(annual.requestCount).toBe(requests.length);
    const other = (await call('hr', 'GET', `${API}/leave-types`, undefined, 2)).json()
      .data as LeaveTypeDetail[];
    expect(other.map((type) => type.code).sort()).toEqual(['AL', 'CL', 'SL', 'UL']);
    expect(other.map((type) => type.id)).not.toContain(list[0]!.id);
    const active = await call('inspector', 'GET', `${API}/leave-types/active`);
    expect(active.statusCode).toBe(200);
    expect((active.json().data as ActiveLeaveType[]).map((type) => type.code)).toEqual([
      'AL',
      'CL',
      'SL',
      'UL',
    ]);
  });

  it('creates, updates at the version, answers 409 when stale, hides a deactivated type from the active list', async () => {
    const created = await saveType(typeBody({ code: 'ml' }));
    expect(created.json()).toMatchObject({ result: 1, data: { code: 'ML', version: 1, requestCount: 0 } });
    const detail = created.json().data as LeaveTypeDetail;
    expect((await call('hr', 'GET', `${API}/leave-types/${detail.id}`)).json()).toEqual({
      result: 1,
      data: detail,
    });
    const updated = await saveType({ ...detail, yearlyDays: 97.5, isActive: false });
    expect(updated.json().data).toMatchObject({ yearlyDays: 97.5, isActive: false, version: 2 });
    const stale = await saveType({ ...detail, name: 'Too late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: 2, isActive: false });
    const active = (await call('cs', 'GET', `${API}/leave-types/active`)).json().data as ActiveLeaveType[];
    expect(active.map((type) => type.code)).not.toContain('ML');
  });

  it('keeps codes and names unique per entity (any case), not across entities', async () => {
    const taken = await saveType(typeBody({ code: 'al', name: 'ANNUAL LEAVE' }));
    expect(taken.statusCode).toBe(400);
    expect(errorsOf(taken)).toEqual([
      { field: 'code', message: 'Another leave type of this entity already has this code.' },
      { field: 'name', message: 'Another leave type of this entity already has this name.' },
    ]);
    // Its own code is not "taken" when it is saved again.
    const annual = (await call('hr', 'GET', `${API}/leave-types/${await typeId('AL')}`)).json().data;
    expect((await saveType({ ...annual, code: 'Al' })).json()).toMatchObject({
      result: 1,
      data: { code: 'AL' },
    });
    expect((await saveType(typeBody({ code: 'PL', name: 'Paternity leave' }), 'hr', 2)).json().result).toBe(
      1,
    );
    expect((await saveType(typeBody({ code: 'PL', name: 'Paternity leave' }))).json().result).toBe(1);
  });

  it.each([
    ['more than a year', 366.5],
    ['below zero', -1],
    ['a quarter day', 1.25],
  ])('answers 400 on yearlyDays for %s, translated', async (_name, yearlyDays) => {
    const response = await saveType(typeBody({ code: 'XX', name: 'X', yearlyDays }), 'hr', 1, 'fr');
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      {
        field: 'yearlyDays',
        message: 'Saisissez un nombre de jours de 0 à 366, en jours entiers ou demi-journées.',
      },
    ]);
  });

  it('checks the rule file first (required name and code, code pattern)', async () => {
    const response = await saveType(typeBody({ name: ' ', code: 'A L' }));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).map((error) => error.field)).toEqual(['name', 'code']);
  });

  it("never reads or changes another entity's type", async () => {
    const foreign = await typeId('SL', 2);
    expect((await call('hr', 'GET', `${API}/leave-types/${foreign}`)).json()).toEqual({ result: 3 });
    const body = typeBody({ id: foreign, version: 1, code: 'ZZ', name: 'Renamed elsewhere' });
    expect((await saveType(body)).json()).toEqual({ result: 3 });
  });
});

describe('leave allocations', () => {
  it('answers 401 without a sign-in and 403 without the right to manage types', async () => {
    expect((await call(null, 'POST', `${API}/leave-allocations/search`, { year: YEAR })).statusCode).toBe(
      401,
    );
    expect((await call('cs', 'POST', `${API}/leave-allocations/search`, { year: YEAR })).statusCode).toBe(
      403,
    );
    expect((await saveAllocations([], 'cs')).statusCode).toBe(403);
    expect((await call('hr', 'POST', `${API}/leave-allocations/search`, {})).statusCode).toBe(400);
  });

  it("shows each staff's days per active type: the type's yearly days until an allocation is set", async () => {
    const answer = await allocations({ searchText: 'E0003' });
    const cs = await staffIdOf(t, 'E0003');
    const annual = await typeId('AL');
    expect(answer).toMatchObject({ result: 1, year: YEAR, total: 1 });
    expect(answer.types.every((type) => type.isActive)).toBe(true);
    expect(answer.data[0]).toMatchObject({ staffId: cs, employeeNo: 'E0003', fullName: 'Mei Lin Chen' });
    expect(cell(answer, cs, annual)).toEqual({ leaveTypeId: annual, days: 15, allocated: false });
    const other = await allocations({}, 'hr', 2);
    expect(other.data.map((row) => row.employeeNo).every((no) => no.startsWith('T'))).toBe(true);
  });

  it('sets and removes allocations, which the balance follows (allocation, else yearly days)', async () => {
    const cs = await staffIdOf(t, 'E0003');
    const inspector = await staffIdOf(t, 'E0004');
    const annual = await typeId('AL');
    const sick = await typeId('SL');
    const saved = await saveAllocations([
      { staffId: cs, leaveTypeId: annual, days: 12.5 },
      { staffId: inspector, leaveTypeId: sick, days: 0 },
    ]);
    expect(saved.json()).toEqual({ result: 1, saved: 2 });
    const answer = await allocations();
    expect(cell(answer, cs, annual)).toEqual({ leaveTypeId: annual, days: 12.5, allocated: true });
    expect(cell(answer, inspector, sick)).toEqual({ leaveTypeId: sick, days: 0, allocated: true });
    const balance = async () =>
      (
        (await call('cs', 'GET', `${API}/leave-balance/${YEAR}`)).json().data as {
          leaveTypeId: number;
          entitlement: number;
        }[]
      ).find((row) => row.leaveTypeId === annual)!.entitlement;
    expect(await balance()).toBe(12.5);
    // Setting it again replaces it; null removes it: back to the type's 15 days.
    await saveAllocations([{ staffId: cs, leaveTypeId: annual, days: 20 }]);
    expect(await balance()).toBe(20);
    await saveAllocations([{ staffId: cs, leaveTypeId: annual, days: null }]);
    expect(await balance()).toBe(15);
    expect(cell(await allocations(), cs, annual)).toMatchObject({ days: 15, allocated: false });
  });

  it('refuses bad cells with their index, saving none of the batch', async () => {
    const cs = await staffIdOf(t, 'E0003');
    const annual = await typeId('AL');
    const foreignStaff = await staffIdOf(t, 'T0001', 2);
    const foreignType = await typeId('AL', 2);
    const response = await saveAllocations([
      { staffId: cs, leaveTypeId: annual, days: 7 },
      { staffId: cs, leaveTypeId: annual, days: 367 },
      { staffId: foreignStaff, leaveTypeId: foreignType, days: 0.25 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      { field: 'changes.1.days', message: 'Enter a number of days from 0 to 366, in whole or half days.' },
      { field: 'changes.2.staffId', message: 'This staff member does not exist in this entity.' },
      { field: 'changes.2.leaveTypeId', message: 'This leave type does not exist in this entity.' },
      { field: 'changes.2.days', message: 'Enter a number of days from 0 to 366, in whole or half days.' },
    ]);
    const stored = await t.database.db
      .select()
      .from(leaveAllocations)
      .where(and(eq(leaveAllocations.staffId, cs), eq(leaveAllocations.year, YEAR)));
    expect(stored).toEqual([]);
  });

  it('keeps an inactive type as a column of a year it still holds allocations in', async () => {
    const cs = await staffIdOf(t, 'E0003');
    const created = (await saveType(typeBody({ code: 'ST', name: 'Study leave', yearlyDays: 5 }))).json()
      .data;
    await saveAllocations([{ staffId: cs, leaveTypeId: created.id, days: 2 }], 'hr', 1, 2036);
    await saveType({ ...created, isActive: false });
    const withIt = await allocations({ year: 2036 });
    expect(withIt.types.map((type) => type.code)).toContain('ST');
    expect(withIt.types.at(-1)).toMatchObject({ code: 'ST', isActive: false });
    expect((await allocations({ year: 2037 })).types.map((type) => type.code)).not.toContain('ST');
  });

  it('pages and sorts the staff, and filters by office', async () => {
    const all = await allocations({ sort: { field: 'employeeNo', direction: 'desc' } });
    const numbers = all.data.map((row) => row.employeeNo);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const page = await allocations({ sort: { field: 'employeeNo', direction: 'desc' }, skip: 3, take: 2 });
    expect(page.total).toBe(all.total);
    expect(page.data.map((row) => row.employeeNo)).toEqual(numbers.slice(3, 5));
    const paris = await allocations({
      officeIds: [
        (await call('hr', 'GET', `${API}/holiday-master`))
          .json()
          .offices.find((o: { name: string }) => o.name === 'Paris Office').id,
      ],
    });
    expect(paris.data.length).toBeGreaterThan(0);
    expect(paris.data.every((row) => row.officeName === 'Paris Office')).toBe(true);
  });
});
