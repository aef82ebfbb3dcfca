/** @databases postgres */
import {
  addTestTypes,
  createHrTestApp,
  expenseCalls,
  line,
  notified,
  staffIdOf,
  taskHolders,
  taskStaffNames,
  type HrTestApp,
  type TestTypes,
} from './expense.test-support';
import { eq } from 'drizzle-orm';
import { ExpenseStatus, ResourceResult } from '@portal/domain';
import { staff, users } from '../../db/schema';

const { Pending, Checked, Approved, Paid, Rejected, Cancelled } = ExpenseStatus;

let t: HrTestApp;
let types: TestTypes;
const { save, get, step, call } = expenseCalls(() => t);

beforeAll(async () => {
  t = await createHrTestApp();
  types = await addTestTypes(t);
});
afterAll(() => t.close());

async function claim(login: string): Promise<number> {
  const response = await save(login, { lines: [line(types.travel)] });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

async function statusOf(id: number): Promise<number> {
  return (await get('hr', id)).json().data.status;
}

/** A step that must be refused with 403 and the given message, leaving the claim as it was. */
async function forbidden(login: string, id: number, name: Parameters<typeof step>[2], message?: string) {
  const before = (await get('hr', id)).json().data;
  const response = await step(login, id, name, { comment: 'No' });
  expect(response.statusCode).toBe(403);
  if (message) expect(response.json().message).toBe(message);
  expect((await get('hr', id)).json().data).toMatchObject({ status: before.status, version: before.version });
}

const OWN = 'Nobody takes a step on their own expense claim.';

describe('the whole way: check, approve, pay', () => {
  it('moves the claim one step at a time, closing and raising tasks and telling the claimant', async () => {
    const id = await claim('inspector');
    expect(await taskHolders(t, id, false)).toEqual(['manager:check']);

    const checked = await step('manager', id, 'check', { version: 1 });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({
      status: Checked,
      checkedByName: 'Catherine Dubois',
      canCheck: false,
      waitingFor: { step: 'approve', names: ['Daniel Okafor', 'Priya Nair'] },
    });
    expect(await taskHolders(t, id, true)).toEqual(['manager:check']);
    expect(await taskHolders(t, id, false)).toEqual(['admin:approve', 'hr:approve']);
    expect(await notified(t, id)).toEqual(['inspector:checked']);

    const approved = await step('hr', id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: Approved,
      approvedByName: 'Priya Nair',
      waitingFor: { step: 'pay', names: ['Daniel Okafor', 'Thomas Becker'] },
    });
    expect(await taskHolders(t, id, false)).toEqual(['accountant:pay', 'admin:pay']);
    expect(await taskHolders(t, id, true)).toEqual(['admin:approve', 'hr:approve', 'manager:check']);
    expect(await notified(t, id)).toEqual(['inspector:approved', 'inspector:checked']);

    const paid = await step('accountant', id, 'pay');
    expect(paid.statusCode).toBe(200);
    const data = paid.json().data;
    expect(data).toMatchObject({ status: Paid, paidByName: 'Thomas Becker', waitingFor: null });
    expect(await taskHolders(t, id, false)).toEqual([]);
    expect(await notified(t, id)).toEqual(['inspector:approved', 'inspector:checked', 'inspector:paid']);
    expect(await taskStaffNames(t, id)).toEqual(['Rahul Sharma']);
    expect(
      data.history.map((entry: { action: string; byName: string }) => [entry.action, entry.byName]),
    ).toEqual([
      ['Submitted', 'Rahul Sharma'],
      ['Checked', 'Catherine Dubois'],
      ['Approved', 'Priya Nair'],
      ['Paid', 'Thomas Becker'],
    ]);
    // Paid is the end: nothing more can happen to it.
    for (const [login, name] of [
      ['accountant', 'pay'],
      ['hr', 'approve'],
      ['manager', 'check'],
      ['manager', 'reject'],
    ] as const)
      expect((await step(login, id, name, { comment: 'x' })).statusCode).toBe(409);
    expect((await step('inspector', id, 'cancel')).statusCode).toBe(409);
  });
});

describe('the wrong actor is refused, whatever they hold', () => {
  it('check belongs to the claimant\u2019s manager while they have an account', async () => {
    const id = await claim('inspector');
    const waits = 'This claim waits for Catherine Dubois: you cannot take this step.';
    await forbidden('hr', id, 'check', waits);
    await forbidden('accountant', id, 'check', waits);
    await forbidden('admin', id, 'reject', waits);
    // A colleague may not even see it.
    await forbidden('cs', id, 'check', 'You do not have access to this.');
    await forbidden('inspector', id, 'check', OWN);
    await forbidden('inspector', id, 'reject', OWN);
    expect(await taskHolders(t, id, false)).toEqual(['manager:check']);
    expect(await notified(t, id)).toEqual([]);
  });

  it('approve belongs to the Approve holders, pay to the Pay holders', async () => {
    const id = await claim('inspector');
    await step('manager', id, 'check');
    await forbidden('manager', id, 'approve');
    await forbidden('accountant', id, 'approve');
    expect((await step('admin', id, 'approve')).statusCode).toBe(200);
    await forbidden('hr', id, 'pay');
    await forbidden('manager', id, 'pay');
    // admin approved it: four eyes, so the accountant pays.
    await forbidden('admin', id, 'pay', 'This claim waits for Thomas Becker: you cannot take this step.');
    expect((await step('accountant', id, 'pay')).statusCode).toBe(200);
  });

  it('nobody steps on their own claim: admin holds every permission and still may not', async () => {
    const id = await claim('admin');
    await forbidden('admin', id, 'check', OWN);
    await step('manager', id, 'check');
    await forbidden('admin', id, 'approve', OWN);
    expect((await step('hr', id, 'approve')).statusCode).toBe(200);
    expect(await taskHolders(t, id, false)).toEqual(['accountant:pay']);
    await forbidden('admin', id, 'pay', OWN);
    expect((await step('accountant', id, 'pay')).statusCode).toBe(200);
  });

  it('sends the claims of staff without a manager to the Approve holders to check, four eyes after', async () => {
    // manager (E0001) has no manager: hr and admin check her claims.
    const id = await claim('manager');
    expect(await taskHolders(t, id, false)).toEqual(['admin:check', 'hr:check']);
    expect((await get('manager', id)).json().data).toMatchObject({
      checkedByHr: true,
      waitingFor: { step: 'check', names: ['Daniel Okafor', 'Priya Nair'] },
    });
    await forbidden('manager', id, 'check', OWN);
    expect((await step('hr', id, 'check')).statusCode).toBe(200);
    expect(await taskHolders(t, id, false)).toEqual(['admin:approve']);
    await forbidden('hr', id, 'approve', 'This claim waits for Daniel Okafor: you cannot take this step.');
    expect((await step('admin', id, 'approve')).statusCode).toBe(200);
    await forbidden('hr', id, 'pay');
    await forbidden('admin', id, 'pay');
    expect((await step('accountant', id, 'pay')).statusCode).toBe(200);
    expect(await notified(t, id)).toEqual(['manager:approved', 'manager:checked', 'manager:paid']);
  });

  it('a manager without an active account leaves the check to the Approve holders', async () => {
    // newuser reports to cs; with cs switched off, hr and admin check.
    const id = await claim('newuser');
    expect(await taskHolders(t, id, false)).toEqual(['cs:check']);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.loginName, 'cs'));
    try {
      expect((await get('newuser', id)).json().data).toMatchObject({ checkedByHr: true });
      expect((await step('hr', id, 'check')).statusCode).toBe(200);
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.loginName, 'cs'));
    }
  });

  it('an Approve holder without a manager is checked by the other holders, never by herself', async () => {
    const hrStaff = await staffIdOf(t, 'E0002');
    await t.database.db.update(staff).set({ managerStaffId: null }).where(eq(staff.id, hrStaff));
    try {
      const id = await claim('hr');
      expect(await taskHolders(t, id, false)).toEqual(['admin:check']);
      await forbidden('hr', id, 'check', OWN);
    } finally {
      const manager = await staffIdOf(t, 'E0001');
      await t.database.db.update(staff).set({ managerStaffId: manager }).where(eq(staff.id, hrStaff));
    }
  });
});

describe('the wrong state is refused with the claim as it is', () => {
  it('answers 409 with a translated message and changes nothing', async () => {
    const id = await claim('inspector');
    const early = await step('accountant', id, 'pay');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      result: ResourceResult.Conflict,
      message: 'This claim is pending: it cannot be paid now.',
      current: { id, status: Pending },
    });
    expect((await step('hr', id, 'approve')).json().message).toBe(
      'This claim is pending: it cannot be approved now.',
    );
    await step('manager', id, 'check');
    const twice = await call('manager', 'POST', `/api/ExpenseClaim/${id}/check?lang=fr`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Cette note de frais est vérifiée : elle ne peut pas être vérifiée maintenant.',
    );
    const cancel = await step('inspector', id, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      'This claim is checked: only a pending claim can be changed or cancelled.',
    );
    expect(await statusOf(id)).toBe(Checked);
    expect(await taskHolders(t, id, false)).toEqual(['admin:approve', 'hr:approve']);
  });

  it('answers 409 when the claim changed since the screen loaded it', async () => {
    const id = await claim('inspector');
    await save('inspector', { id, version: 1, lines: [line(types.travel, { amount: '99' })] });
    const stale = await step('manager', id, 'check', { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: 2, status: Pending });
    expect((await step('manager', id, 'check', { version: 2 })).statusCode).toBe(200);
  });
});

describe('reject', () => {
  it('at the check step by the manager, with a required comment', async () => {
    const id = await claim('inspector');
    for (const comment of [undefined, '', '   ']) {
      const response = await step('manager', id, 'reject', { comment });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'comment', message: 'Say why the claim is rejected.' },
      ]);
    }
    const long = await step('manager', id, 'reject', { comment: 'x'.repeat(501) });
    expect(long.json().errors[0].message).toBe('The comment is limited to 500 characters.');
    expect(await statusOf(id)).toBe(Pending);

    const rejected = await step('manager', id, 'reject', { comment: '  No receipt for the taxi.  ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: Rejected,
      rejectedByName: 'Catherine Dubois',
      rejectComment: 'No receipt for the taxi.',
      waitingFor: null,
      canEdit: false,
      canCancel: false,
    });
    expect(rejected.json().data.history.at(-1)).toMatchObject({
      action: 'Rejected',
      comment: 'No receipt for the taxi.',
    });
    expect(await taskHolders(t, id, false)).toEqual([]);
    expect(await notified(t, id)).toEqual(['inspector:rejected']);
  });

  it('at the approve step by an Approve holder; not at the pay step', async () => {
    const id = await claim('inspector');
    await step('manager', id, 'check');
    await forbidden('manager', id, 'reject');
    expect((await step('hr', id, 'reject', { comment: 'Over the hotel cap.' })).statusCode).toBe(200);
    expect(await taskHolders(t, id, false)).toEqual([]);
    expect(await notified(t, id)).toEqual(['inspector:checked', 'inspector:rejected']);

    const later = await claim('inspector');
    await step('manager', later, 'check');
    await step('hr', later, 'approve');
    const atPay = await step('accountant', later, 'reject', { comment: 'No' });
    expect(atPay.statusCode).toBe(409);
    expect(atPay.json().message).toBe('This claim is approved: it cannot be rejected now.');
  });
});

describe('cancel', () => {
  it('the claimant cancels a pending claim: the check task closes, nobody is notified', async () => {
    const id = await claim('inspector');
    await forbidden(
      'manager',
      id,
      'cancel',
      'Only the claimant changes, cancels or adds receipts to a claim.',
    );
    await forbidden('hr', id, 'cancel');
    const cancelled = await step('inspector', id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: Cancelled, canCancel: false, canEdit: false });
    expect(cancelled.json().data.history.at(-1)).toMatchObject({
      action: 'Cancelled',
      byName: 'Rahul Sharma',
    });
    expect(await taskHolders(t, id, false)).toEqual([]);
    expect(await taskHolders(t, id, true)).toEqual(['manager:check']);
    expect(await notified(t, id)).toEqual([]);
    expect((await step('manager', id, 'check')).statusCode).toBe(409);
  });
});

describe('scoping', () => {
  it('another entity\u2019s claim is NotFound; unknown steps and ids are 400', async () => {
    const id = await claim('inspector');
    expect((await step('hr', id, 'check', {}, 2)).json()).toEqual({ result: ResourceResult.NotFound });
    expect((await step('accountant', id, 'pay', {}, 2)).json()).toEqual({ result: ResourceResult.NotFound });
    expect((await step('manager', 99999999, 'check')).json()).toEqual({ result: ResourceResult.NotFound });
    expect((await step('manager', id, 'delete' as never)).statusCode).toBe(400);
    expect((await step('customer', id, 'check')).statusCode).toBe(403);
    expect(await statusOf(id)).toBe(Pending);
  });
});
