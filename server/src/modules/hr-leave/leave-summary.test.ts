/** @databases postgres */
import {
  createLeaveTestApp,
  dates,
  leaveCalls,
  leaveType,
  staffIdOf,
  type HrTestApp,
} from './leave.test-support';
import { LeaveDayType, LeaveStatus } from '@portal/domain';
import { leaveAllocations } from '../../db/schema';

const { FirstHalf: H1 } = LeaveDayType;

let t: HrTestApp;
const { save, status, reject, search, call } = leaveCalls(() => t);
let annual: number;
let sick: number;
const ids: Record<string, number> = {};

/** Requests of 2034 of the tests' own types, in every status, for cs, newuser (reports to cs) and inspector. */
beforeAll(async () => {
  t = await createLeaveTestApp();
  annual = await leaveType(t, { code: 'TSA', yearlyDays: 20 });
  sick = await leaveType(t, { code: 'TSS', yearlyDays: 5, isPaid: false });
  const make = async (name: string, login: string, body: ReturnType<typeof dates>) => {
    const response = await save(login, body);
    expect(response.statusCode).toBe(200);
    ids[name] = response.json().data.id;
  };
  await make('csPending', 'cs', dates(annual, '2034-02-06', '2034-02-08'));
  await make('csApproved', 'cs', dates(annual, '2034-03-06', '2034-03-10'));
  await make('csSick', 'cs', dates(sick, '2034-04-03', '2034-04-03', H1, H1));
  await make('csNextYear', 'cs', dates(annual, '2034-12-29', '2035-01-03'));
  await make('newuserPending', 'newuser', dates(annual, '2034-05-08', '2034-05-09'));
  await make('newuserRejected', 'newuser', dates(annual, '2034-06-05', '2034-06-05'));
  await make('inspectorPending', 'inspector', dates(annual, '2034-02-06', '2034-02-07'));
  await status('manager', ids.csApproved!, LeaveStatus.Approved);
  await reject('cs', ids.newuserRejected!, 'Team off-site');
});
afterAll(() => t.close());

const found = async (login: string, body: Record<string, unknown> = {}, entityId = 1) => {
  const response = await search(login, { leaveTypeIds: [annual, sick], ...body }, entityId);
  expect(response.statusCode).toBe(200);
  return (response.json().data as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
};
const idsOf = (...names: string[]) => names.map((name) => ids[name]!).sort((a, b) => a - b);

describe('POST leave-summary', () => {
  it('shows everyone their own requests, managers their reports\u2019 and HR the whole entity', async () => {
    expect(await found('cs')).toEqual(
      idsOf('csPending', 'csApproved', 'csSick', 'csNextYear', 'newuserPending', 'newuserRejected'),
    );
    expect(await found('newuser')).toEqual(idsOf('newuserPending', 'newuserRejected'));
    expect(await found('inspector')).toEqual(idsOf('inspectorPending'));
    expect(await found('manager')).toEqual(
      idsOf('csPending', 'csApproved', 'csSick', 'csNextYear', 'inspectorPending'),
    );
    expect(await found('hr')).toEqual(Object.values(ids).sort((a, b) => a - b));
    expect(await found('hr', {}, 2)).toEqual([]);
  });

  it('filters by status, type, staff, date range and year', async () => {
    const cs = await staffIdOf(t, 'E0003');
    expect(await found('hr', { statuses: [LeaveStatus.Approved, LeaveStatus.Rejected] })).toEqual(
      idsOf('csApproved', 'newuserRejected'),
    );
    expect(await found('hr', { leaveTypeIds: [sick] })).toEqual(idsOf('csSick'));
    expect(await found('hr', { staffIds: [cs], fromDate: '2034-03-01', toDate: '2034-04-30' })).toEqual(
      idsOf('csApproved', 'csSick'),
    );
    expect(await found('hr', { fromDate: '2034-02-08', toDate: '2034-02-08' })).toEqual(idsOf('csPending'));
    expect(await found('hr', { year: 2035 })).toEqual(idsOf('csNextYear'));
    expect(await found('cs', { searchText: 'Lucas' })).toEqual(idsOf('newuserPending', 'newuserRejected'));
  });

  it('lists what waits for the caller with toApprove', async () => {
    const pending = { toApprove: true, statuses: [LeaveStatus.Pending] };
    expect(await found('manager', pending)).toEqual(
      idsOf('csPending', 'csSick', 'csNextYear', 'inspectorPending'),
    );
    expect(await found('cs', pending)).toEqual(idsOf('newuserPending'));
    // HR approves only for staff without a reachable manager: none of these.
    expect(await found('hr', pending)).toEqual([]);
    expect(await found('inspector', pending)).toEqual([]);
  });

  it('pages and sorts, with the row fields the summary shows', async () => {
    const response = await search('hr', {
      leaveTypeIds: [annual],
      sort: { field: 'startDate', direction: 'asc' },
      take: 2,
    });
    expect(response.json().total).toBe(6);
    expect(response.json().data[0]).toMatchObject({
      staffName: expect.any(String),
      leaveTypeName: 'Test TSA',
      startDate: '2034-02-06',
      status: LeaveStatus.Pending,
    });
    const rejected = (await search('cs', { statuses: [LeaveStatus.Rejected] })).json().data[0];
    expect(rejected).toMatchObject({ actedByName: 'Mei Lin Chen', comment: 'Team off-site' });
  });

  it('refuses takeAll without the export right and a sort field it does not know', async () => {
    expect((await search('cs', { takeAll: true })).statusCode).toBe(403);
    expect((await search('hr', { sort: { field: 'password', direction: 'asc' } })).statusCode).toBe(400);
    expect((await search('customer')).statusCode).toBe(403);
  });
});

describe('POST leave/export', () => {
  it('streams an xlsx of what the caller may see, for HR', async () => {
    const response = await call('hr', 'POST', '/api/HumanResource/leave/export?lang=fr', {
      leaveTypeIds: [annual],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('cs', 'POST', '/api/HumanResource/leave/export', {})).statusCode).toBe(403);
  });
});

describe('GET leave-summary/', () => {
  it('answers the types and what the caller is', async () => {
    const cs = (await call('cs', 'GET', '/api/HumanResource/leave-summary/')).json();
    expect(cs).toMatchObject({ result: 1, ownStaffName: 'Mei Lin Chen', viewAll: false, isManager: true });
    expect(cs.leaveTypes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sick, code: 'TSS', isPaid: false, isActive: true }),
      ]),
    );
    expect((await call('tcfuser', 'GET', '/api/HumanResource/leave-summary/')).json()).toMatchObject({
      viewAll: false,
      isManager: false,
    });
    const hr2 = (await call('hr', 'GET', '/api/HumanResource/leave-summary/', undefined, 2)).json();
    expect(hr2).toMatchObject({ ownStaffId: null, viewAll: true });
    expect(hr2.leaveTypes.map((type: { id: number }) => type.id)).not.toContain(annual);
  });
});

describe('leave balance', () => {
  const balance = (login: string, year: number) =>
    call(login, 'GET', `/api/HumanResource/leave-balance/${year}`);
  const balanceOf = (login: string, staffId: number, year: number, entityId = 1) =>
    call(login, 'POST', '/api/HumanResource/leave-balance', { staffId, year }, entityId);
  const row = (response: { json(): { data: { leaveTypeId: number }[] } }, typeId: number) =>
    response.json().data.find((item) => item.leaveTypeId === typeId);

  it('gives each type its entitlement, taken, pending and remaining days, split by year', async () => {
    const response = await balance('cs', 2034);
    expect(response.json()).toMatchObject({ result: 1, year: 2034, staffName: 'Mei Lin Chen' });
    // 3 pending in February, 5 approved in March, and Friday 29 December of the year-end request.
    expect(row(response, annual)).toEqual({
      leaveTypeId: annual,
      name: 'Test TSA',
      code: 'TSA',
      isPaid: true,
      entitlement: 20,
      taken: 5,
      pending: 4,
      remaining: 11,
    });
    expect(row(response, sick)).toMatchObject({
      entitlement: 5,
      pending: 0.5,
      remaining: 4.5,
      isPaid: false,
    });
    expect(row(await balance('cs', 2035), annual)).toMatchObject({ pending: 3, taken: 0, remaining: 17 });
  });

  it('follows an allocation of that staff and year', async () => {
    const cs = await staffIdOf(t, 'E0003');
    await t.database.db
      .insert(leaveAllocations)
      .values({ staffId: cs, leaveTypeId: annual, year: 2034, days: 25.5 });
    expect(row(await balance('cs', 2034), annual)).toMatchObject({ entitlement: 25.5, remaining: 16.5 });
  });

  it('shows a report\u2019s balance to the manager and anyone\u2019s to HR, nobody else\u2019s', async () => {
    const newuser = await staffIdOf(t, 'E0010');
    const inspector = await staffIdOf(t, 'E0004');
    expect(row(await balanceOf('cs', newuser, 2034), annual)).toMatchObject({ pending: 2, taken: 0 });
    expect((await balanceOf('hr', inspector, 2034)).statusCode).toBe(200);
    expect((await balanceOf('cs', inspector, 2034)).statusCode).toBe(403);
    expect((await balanceOf('newuser', await staffIdOf(t, 'E0003'), 2034)).statusCode).toBe(403);
    expect((await balanceOf('hr', await staffIdOf(t, 'T0001', 2), 2034)).statusCode).toBe(403);
    expect((await balance('cs', 1999)).statusCode).toBe(400);
    expect((await call('hr', 'GET', '/api/HumanResource/leave-balance/2034', undefined, 2)).statusCode).toBe(
      400,
    );
  });
});
