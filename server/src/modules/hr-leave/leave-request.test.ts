/** @databases postgres */
import {
  createLeaveTestApp,
  dates,
  leaveCalls,
  leaveType,
  staffIdOf,
  taskHolders,
  type HrTestApp,
} from './leave.test-support';
import { eq } from 'drizzle-orm';
import { LeaveDayType, LeaveStatus } from '@portal/domain';
import { leaveAllocations } from '../../db/schema';

const { FirstHalf: H1, SecondHalf: H2 } = LeaveDayType;

let t: HrTestApp;
const { save, get, call } = leaveCalls(() => t);
let annual: number;
let short: number;
let retired: number;
let otherEntityType: number;

beforeAll(async () => {
  t = await createLeaveTestApp();
  annual = await leaveType(t, { code: 'TAL', yearlyDays: 15 });
  short = await leaveType(t, { code: 'TSH', yearlyDays: 3 });
  retired = await leaveType(t, { code: 'TOLD', yearlyDays: 10, isActive: false });
  otherEntityType = await leaveType(t, { code: 'TE2', yearlyDays: 10, entityId: 2 });
});
afterAll(() => t.close());

const fieldOf = (response: { json(): { errors?: { field: string; message: string }[] } }) =>
  response.json().errors?.map((error) => error.field);

describe('POST leave/save: create', () => {
  it('creates a pending request of the computed days and gives the manager the task', async () => {
    // Mon 3 – Fri 7 March 2031, afternoon of the first day to noon of the last: 4 days.
    const response = await save('cs', {
      ...dates(annual, '2031-03-03', '2031-03-07', H2, H1),
      reason: ' Trip ',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      status: LeaveStatus.Pending,
      days: 4,
      staffName: 'Mei Lin Chen',
      reason: 'Trip',
      version: 1,
      approverNames: ['Catherine Dubois'],
      hrApproval: false,
      canEdit: true,
      canCancel: true,
      canApprove: false,
    });
    expect(await taskHolders(t, data.id, false)).toEqual(['manager']);
  });

  it('ignores any day count the browser sends', async () => {
    const response = await save('cs', { ...dates(annual, '2031-03-10', '2031-03-11'), days: 0.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.days).toBe(2);
  });

  it('refuses a range of weekend days only', async () => {
    const response = await save('cs', dates(annual, '2031-03-08', '2031-03-09'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'startDate', message: 'These dates hold no working day (only weekends or holidays).' },
    ]);
  });

  it('refuses an overlap with a pending request, but not the other half of a day', async () => {
    const overlap = await save('cs', dates(annual, '2031-03-07', '2031-03-10'));
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors[0]).toEqual({
      field: 'startDate',
      message: 'These dates overlap another pending or approved request (03/03/2031 – 07/03/2031).',
    });
    // The first request ends at noon on Friday 7: the afternoon is free.
    const afternoon = await save('cs', dates(annual, '2031-03-07', '2031-03-07', H2, H2));
    expect(afternoon.statusCode).toBe(200);
    expect(afternoon.json().data.days).toBe(0.5);
  });

  it('refuses more days than the balance, naming what is left', async () => {
    const response = await save('cs', dates(short, '2031-04-07', '2031-04-10'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'leaveTypeId',
        message: 'Not enough Test TSH left for 2031: 3 day(s) remaining, this request takes 4.',
      },
    ]);
    expect((await save('cs', dates(short, '2031-04-07', '2031-04-09'))).statusCode).toBe(200);
    // Pending days count: nothing is left of the three.
    const more = await save('cs', dates(short, '2031-04-14', '2031-04-14', H1, H1));
    expect(more.json().errors[0].message).toContain('0 day(s) remaining');
  });

  it('charges each year its own days across the year end (allocations override the yearly days)', async () => {
    const staffId = await staffIdOf(t, 'E0003');
    await t.database.db.insert(leaveAllocations).values([
      { staffId, leaveTypeId: short, year: 2031, days: 3 },
      { staffId, leaveTypeId: short, year: 2032, days: 2 },
    ]);
    // Wed 31 Dec 2031 – Fri 2 Jan 2032: 1 day in 2031 (all 3 allocated there are pending), 2 in 2032.
    const refused = await save('cs', dates(short, '2031-12-31', '2032-01-02'));
    expect(refused.json().errors[0].message).toBe(
      'Not enough Test TSH left for 2031: 0 day(s) remaining, this request takes 1.',
    );
    await t.database.db.update(leaveAllocations).set({ days: 4 }).where(eq(leaveAllocations.year, 2031));
    const accepted = await save('cs', dates(short, '2031-12-31', '2032-01-02'));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.days).toBe(3);
    // 2032 is now spent: one more day there is refused, in 2032's terms.
    const next = await save('cs', dates(short, '2032-01-05', '2032-01-05'));
    expect(next.json().errors[0].message).toBe(
      'Not enough Test TSH left for 2032: 0 day(s) remaining, this request takes 1.',
    );
  });

  it.each([
    ['an inactive type', () => retired, 'This leave type is no longer in use.'],
    ["another entity's type", () => otherEntityType, 'This leave type does not exist in this entity.'],
  ])('refuses %s', async (_name, typeId, message) => {
    const response = await save('cs', dates(typeId(), '2031-05-05', '2031-05-05'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'leaveTypeId', message }]);
  });

  it.each([
    ['end before start', dates(1, '2031-05-06', '2031-05-05'), 'endDate'],
    ['an impossible date', dates(1, '2031-02-30', '2031-03-02'), 'startDate'],
    ['a malformed date', dates(1, '06/05/2031', '2031-05-07'), 'startDate'],
    ['more than a year', dates(1, '2031-01-01', '2032-01-05'), 'endDate'],
    ['no leave type', { ...dates(1, '2031-05-05', '2031-05-05'), leaveTypeId: null }, 'leaveTypeId'],
    ['an unknown day type', dates(1, '2031-05-05', '2031-05-05', 7 as LeaveDayType), 'startDayType'],
    [
      'a reason over 500 characters',
      { ...dates(1, '2031-05-05', '2031-05-05'), reason: 'x'.repeat(501) },
      'reason',
    ],
  ])('answers 400 on the field for %s', async (_name, body, field) => {
    const typed = { ...body, leaveTypeId: body.leaveTypeId === 1 ? annual : body.leaveTypeId };
    const response = await save('cs', typed);
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response)?.join()).toContain(field);
  });

  it('answers in French when asked', async () => {
    const response = await call('cs', 'POST', '/api/HumanResource/leave/save?lang=fr', {
      id: 0,
      version: 0,
      reason: null,
      ...dates(annual, '2031-03-08', '2031-03-09'),
    });
    expect(response.json().errors[0].message).toBe(
      'Ces dates ne comptent aucun jour ouvré (seulement des week-ends ou des jours fériés).',
    );
  });
});

describe('who may request', () => {
  it('lets HR enter a request for anyone of the entity; the staff\u2019s manager gets the task', async () => {
    const inspector = await staffIdOf(t, 'E0004');
    const response = await save('hr', { ...dates(annual, '2031-06-02', '2031-06-03'), staffId: inspector });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ staffName: 'Rahul Sharma', createdByName: 'Priya Nair' });
    expect(await taskHolders(t, response.json().data.id)).toEqual(['manager']);
  });

  it('refuses a request for someone else to anyone but HR, managers included', async () => {
    const inspector = await staffIdOf(t, 'E0004');
    const cs = await staffIdOf(t, 'E0003');
    expect(
      (await save('cs', { ...dates(annual, '2031-06-09', '2031-06-09'), staffId: inspector })).statusCode,
    ).toBe(403);
    expect(
      (await save('manager', { ...dates(annual, '2031-06-09', '2031-06-09'), staffId: cs })).statusCode,
    ).toBe(403);
  });

  it("refuses another entity's staff, a caller without a staff record, and callers without the right", async () => {
    const entity2Staff = await staffIdOf(t, 'T0001', 2);
    const response = await save('hr', {
      ...dates(annual, '2031-06-09', '2031-06-09'),
      staffId: entity2Staff,
    });
    expect(response.json().errors).toEqual([
      { field: 'staffId', message: 'This staff member does not exist in this entity.' },
    ]);
    const noStaff = await save('hr', dates(otherEntityType, '2031-06-09', '2031-06-09'), 2);
    expect(noStaff.statusCode).toBe(400);
    expect(fieldOf(noStaff)).toEqual(['staffId']);
    expect((await save('customer', dates(annual, '2031-06-09', '2031-06-09'))).statusCode).toBe(403);
    expect(
      (await call(null, 'POST', '/api/HumanResource/leave/save', dates(annual, '2031-06-09', '2031-06-09')))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST leave/save: edit', () => {
  it('changes a pending request at its version and gives the approver a fresh task', async () => {
    const created = (await save('cs', dates(annual, '2031-07-07', '2031-07-08'))).json().data;
    const edited = await save('cs', {
      ...dates(annual, '2031-07-07', '2031-07-09'),
      id: created.id,
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ days: 3, version: 2 });
    expect(await taskHolders(t, created.id, true)).toEqual(['manager']);
    expect(await taskHolders(t, created.id, false)).toEqual(['manager']);

    const stale = await save('cs', {
      ...dates(annual, '2031-07-07', '2031-07-10'),
      id: created.id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      result: 8,
      messageKey: 'kit.conflict',
      current: { version: 2, days: 3 },
    });
  });

  it('lets neither a colleague nor the approver change it, and nothing once decided', async () => {
    const created = (await save('cs', dates(annual, '2031-07-14', '2031-07-14'))).json().data;
    const body = { ...dates(annual, '2031-07-14', '2031-07-15'), id: created.id, version: 1 };
    expect((await save('inspector', body)).statusCode).toBe(403);
    expect((await save('manager', body)).statusCode).toBe(403);
    await leaveCalls(() => t).status('manager', created.id, LeaveStatus.Approved);
    const decided = await save('cs', { ...body, version: 2 });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toBe(
      'This request is approved: only a pending request can be changed, approved or rejected.',
    );
    expect((await save('cs', { ...body, id: 999999 })).json()).toEqual({ result: 3 });
  });
});

describe('GET leave-request/{id}', () => {
  it('shows the request to the requester, the approver and HR, with the steps each may take', async () => {
    const { id } = (await save('cs', dates(annual, '2031-08-04', '2031-08-04'))).json().data;
    const mine = (await get('cs', id)).json().data;
    expect(mine).toMatchObject({ canEdit: true, canCancel: true, canApprove: false, canReject: false });
    expect(mine.history).toEqual([expect.objectContaining({ action: 'Submitted', byName: 'Mei Lin Chen' })]);
    expect((await get('manager', id)).json().data).toMatchObject({
      canApprove: true,
      canReject: true,
      canEdit: false,
    });
    // HR sees every request and may cancel it, but only the routed approver decides.
    expect((await get('hr', id)).json().data).toMatchObject({
      canApprove: false,
      canCancel: true,
      canEdit: true,
    });
  });

  it("answers 403 to a colleague and NotFound for another entity's or an unknown id", async () => {
    const { id } = (await save('cs', dates(annual, '2031-08-11', '2031-08-11'))).json().data;
    expect((await get('inspector', id)).statusCode).toBe(403);
    expect((await get('hr', id, 2)).json()).toEqual({ result: 3 });
    expect((await get('cs', 999999)).json()).toEqual({ result: 3 });
    expect((await get('customer', id)).statusCode).toBe(403);
  });
});
