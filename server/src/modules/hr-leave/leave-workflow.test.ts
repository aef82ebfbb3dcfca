/** @databases postgres */
import {
  createLeaveTestApp,
  dates,
  leaveCalls,
  leaveType,
  notified,
  staffIdOf,
  taskHolders,
  type HrTestApp,
} from './leave.test-support';
import { eq } from 'drizzle-orm';
import { LeaveStatus, NotificationType as N } from '@portal/domain';
import { staff, users } from '../../db/schema';

const { Approved, Cancelled } = LeaveStatus;

let t: HrTestApp;
const { save, status, reject, get, call } = leaveCalls(() => t);
let annual: number;
/** Each request on its own Monday of 2033, so none overlaps another. */
let week = 0;

beforeAll(async () => {
  t = await createLeaveTestApp();
  annual = await leaveType(t, { code: 'TWF', yearlyDays: 60 });
});
afterAll(() => t.close());

async function request(login: string, staffNo?: string): Promise<number> {
  const monday = new Date(Date.UTC(2033, 0, 3 + 7 * week++)).toISOString().slice(0, 10);
  const staffId = staffNo ? await staffIdOf(t, staffNo) : undefined;
  const response = await save(login, { ...dates(annual, monday, monday), staffId });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

describe('approve: GET leave/status/{id}/2', () => {
  it('the manager approves: the task closes and the requester hears LeaveApproved', async () => {
    const id = await request('cs');
    const response = await status('manager', id, Approved);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: Approved,
      actedByName: 'Catherine Dubois',
      canApprove: false,
      canCancel: false,
    });
    expect(response.json().data.history.map((entry: { action: string }) => entry.action)).toEqual([
      'Submitted',
      'Approved',
    ]);
    expect(await taskHolders(t, id, false)).toEqual([]);
    expect(await taskHolders(t, id, true)).toEqual(['manager']);
    expect(await notified(t, id)).toEqual([`cs:${N.LeaveApproved}`]);
  });

  it('refuses the requester, a colleague, and HR who is not the routed approver', async () => {
    const id = await request('cs');
    for (const login of ['cs', 'inspector', 'hr', 'admin'])
      expect((await status(login, id, Approved)).statusCode).toBe(403);
    expect(await taskHolders(t, id, false)).toEqual(['manager']);
    expect(await notified(t, id)).toEqual([]);
  });

  it('routes the leave of staff without a manager to every HR approver, never to themselves', async () => {
    // manager (E0001) has no manager: hr and admin hold LeaveSummary.HrApprove.
    const id = await request('manager');
    expect(await taskHolders(t, id, false)).toEqual(['admin', 'hr']);
    expect((await get('manager', id)).json().data).toMatchObject({
      hrApproval: true,
      approverNames: ['Daniel Okafor', 'Priya Nair'],
    });
    expect((await status('manager', id, Approved)).statusCode).toBe(403);
    const approved = await status('hr', id, Approved);
    expect(approved.statusCode).toBe(200);
    // Both HR tasks close; the requester hears the HR approval.
    expect(await taskHolders(t, id, false)).toEqual([]);
    expect(await taskHolders(t, id, true)).toEqual(['admin', 'hr']);
    expect(await notified(t, id)).toEqual([`manager:${N.LeaveApprovedHrLeave}`]);
  });

  it('an HR approver without a manager cannot approve their own leave; another HR approver can', async () => {
    const hrStaff = await staffIdOf(t, 'E0002');
    await t.database.db.update(staff).set({ managerStaffId: null }).where(eq(staff.id, hrStaff));
    try {
      const id = await request('hr');
      expect(await taskHolders(t, id)).toEqual(['admin']);
      expect((await status('hr', id, Approved)).statusCode).toBe(403);
      expect((await reject('hr', id, 'No')).statusCode).toBe(403);
      expect((await status('admin', id, Approved)).statusCode).toBe(200);
      expect(await notified(t, id)).toEqual([`hr:${N.LeaveApprovedHrLeave}`]);
    } finally {
      const manager = await staffIdOf(t, 'E0001');
      await t.database.db.update(staff).set({ managerStaffId: manager }).where(eq(staff.id, hrStaff));
    }
  });

  it('a manager without an active account leaves the approval to HR', async () => {
    // newuser reports to cs; with cs's account switched off, HR approves newuser's leave.
    const id = await request('newuser');
    expect(await taskHolders(t, id)).toEqual(['cs']);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.loginName, 'cs'));
    try {
      expect((await get('newuser', id)).json().data).toMatchObject({ hrApproval: true });
      expect((await status('admin', id, Approved)).statusCode).toBe(200);
      expect(await notified(t, id)).toEqual([`newuser:${N.LeaveApprovedHrLeave}`]);
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.loginName, 'cs'));
    }
  });

  it('tells whoever entered it when the staff has no account', async () => {
    // Claire Martin (E0019, no account) reports to manager; HR enters her leave.
    const id = await request('hr', 'E0019');
    expect(await taskHolders(t, id)).toEqual(['manager']);
    expect((await status('manager', id, Approved)).statusCode).toBe(200);
    expect(await notified(t, id)).toEqual([`hr:${N.LeaveApproved}`]);
  });
});

describe('reject: POST leave/reject/{id}', () => {
  it('the manager rejects with a comment: the task closes and the requester hears LeaveRejected', async () => {
    const id = await request('cs');
    const response = await reject('manager', id, '  Peak season, please move it.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: LeaveStatus.Rejected,
      comment: 'Peak season, please move it.',
      canCancel: false,
    });
    expect(response.json().data.history[1]).toMatchObject({
      action: 'Rejected',
      byName: 'Catherine Dubois',
      comment: 'Peak season, please move it.',
    });
    expect(await taskHolders(t, id, false)).toEqual([]);
    expect(await notified(t, id)).toEqual([`cs:${N.LeaveRejected}`]);
  });

  it.each([
    ['no comment', undefined, 'Say why the request is rejected.'],
    ['a blank comment', '   ', 'Say why the request is rejected.'],
    ['a comment over 500 characters', 'x'.repeat(501), 'The comment is limited to 500 characters.'],
  ])('refuses %s with a translated message', async (_name, comment, message) => {
    const id = await request('cs');
    const response = await reject('manager', id, comment);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'comment', message }]);
    expect((await get('cs', id)).json().data.status).toBe(LeaveStatus.Pending);
  });

  it('refuses the requester and colleagues', async () => {
    const id = await request('cs');
    expect((await reject('cs', id, 'Mine')).statusCode).toBe(403);
    expect((await reject('inspector', id, 'Not mine')).statusCode).toBe(403);
  });
});

describe('cancel: GET leave/status/{id}/4', () => {
  it('the requester cancels a pending request: the approval task closes, nobody is notified', async () => {
    const id = await request('cs');
    const response = await status('cs', id, Cancelled);
    expect(response.json().data).toMatchObject({ status: Cancelled, actedByName: 'Mei Lin Chen' });
    expect(await taskHolders(t, id, false)).toEqual([]);
    expect(await notified(t, id)).toEqual([]);
  });

  it('HR cancels an approved leave: the requester and the approver hear LeaveCanceled', async () => {
    const id = await request('cs');
    await status('manager', id, Approved);
    expect((await status('hr', id, Cancelled)).statusCode).toBe(200);
    expect(await notified(t, id)).toEqual([
      `cs:${N.LeaveApproved}`,
      `cs:${N.LeaveCanceled}`,
      `manager:${N.LeaveCanceled}`,
    ]);
  });

  it('the requester cancelling an approved leave tells the approver only', async () => {
    const id = await request('cs');
    await status('manager', id, Approved);
    expect((await status('cs', id, Cancelled)).statusCode).toBe(200);
    expect(await notified(t, id)).toEqual([`cs:${N.LeaveApproved}`, `manager:${N.LeaveCanceled}`]);
  });

  it('refuses the approver and colleagues (only the requester and HR cancel)', async () => {
    const id = await request('cs');
    expect((await status('manager', id, Cancelled)).statusCode).toBe(403);
    expect((await status('inspector', id, Cancelled)).statusCode).toBe(403);
  });
});

describe('wrong state, wrong status, wrong entity', () => {
  it('refuses to approve or reject a cancelled request and to cancel a rejected one (409, translated)', async () => {
    const cancelled = await request('cs');
    await status('cs', cancelled, Cancelled);
    const approve = await status('manager', cancelled, Approved);
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({
      result: 8,
      message: 'This request is cancelled: only a pending request can be changed, approved or rejected.',
      current: { status: Cancelled },
    });
    expect((await reject('manager', cancelled, 'Too late')).statusCode).toBe(409);

    const rejected = await request('cs');
    await reject('manager', rejected, 'No');
    const cancel = await call('cs', 'GET', `/api/HumanResource/leave/status/${rejected}/4?lang=fr`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      'Cette demande est refusée : seule une demande en attente ou approuvée peut être annulée.',
    );
    // Approving twice: the second answer says it is already approved.
    const approved = await request('cs');
    await status('manager', approved, Approved);
    expect((await status('manager', approved, Approved)).json().message).toContain(
      'This request is approved',
    );
    expect(await notified(t, approved)).toEqual([`cs:${N.LeaveApproved}`]);
  });

  it.each([0, 1, 3, 5])('answers 400 for status %i', async (value) => {
    const id = await request('cs');
    const response = await status('manager', id, value);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'status', message: 'Only approve (2) or cancel (4) can be asked here.' },
    ]);
  });

  it("answers NotFound for another entity's request and an unknown one; 401 and 403 without the right", async () => {
    const id = await request('cs');
    expect((await status('hr', id, Cancelled, 2)).json()).toEqual({ result: 3 });
    expect((await reject('hr', id, 'No', 2)).json()).toEqual({ result: 3 });
    expect((await status('manager', 999999, Approved)).json()).toEqual({ result: 3 });
    expect((await status('customer', id, Approved)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/HumanResource/leave/status/${id}/2`)).statusCode).toBe(401);
    expect((await get('cs', id)).json().data.status).toBe(LeaveStatus.Pending);
  });
});
