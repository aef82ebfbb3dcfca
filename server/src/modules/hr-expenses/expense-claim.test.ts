/** @databases postgres */
import {
  addTestTypes,
  createHrTestApp,
  expenseCalls,
  line,
  taskHolders,
  taskStaffNames,
  type HrTestApp,
  type TestTypes,
} from './expense.test-support';
import { count, eq } from 'drizzle-orm';
import { ExpenseStatus, ResourceResult } from '@portal/domain';
import { expenseClaims, expenseTypes } from '../../db/schema';

let t: HrTestApp;
let types: TestTypes;
const { save, get, step, lookups, call } = expenseCalls(() => t);

beforeAll(async () => {
  t = await createHrTestApp();
  types = await addTestTypes(t);
});
afterAll(() => t.close());

const claimCount = async () => Number((await t.database.db.select({ n: count() }).from(expenseClaims))[0]!.n);

async function create(login: string, lines = [line(types.travel)]) {
  const response = await save(login, { lines });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; version: number; claimNo: string };
}

/** The field messages of a refused save, as { field: message }. */
async function refused(body: Record<string, unknown>, lang = 'en') {
  const before = await claimCount();
  const response = await call('inspector', 'POST', `/api/ExpenseClaim/save?lang=${lang}`, {
    id: 0,
    version: 0,
    title: 'Factory visit',
    ...body,
  });
  expect(response.statusCode).toBe(400);
  expect(await claimCount()).toBe(before);
  return Object.fromEntries(
    (response.json().errors as { field: string; message: string }[]).map((error) => [
      error.field,
      error.message,
    ]),
  );
}

describe('POST save: a new claim', () => {
  it('stores a pending claim of the caller with its lines, number and totals per currency', async () => {
    const response = await save('inspector', {
      title: '  Audit trip to Pune  ',
      lines: [
        line(types.travel, { amount: '42.5' }),
        line(types.meals, { amount: 10.25, description: '  Lunch  ' }),
        line(types.travel, { amount: '300', currency: 'CNY', description: null, expenseDate: '2021-03-01' }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      title: 'Audit trip to Pune',
      staffName: 'Rahul Sharma',
      status: ExpenseStatus.Pending,
      version: 1,
      lineCount: 3,
      firstDate: '2021-03-01',
      lastDate: '2021-03-02',
      totals: [
        { currency: 'CNY', amount: '300.00' },
        { currency: 'EUR', amount: '52.75' },
      ],
      canEdit: true,
      canCancel: true,
      canCheck: false,
      waitingFor: { step: 'check', names: ['Catherine Dubois'] },
      checkedByHr: false,
    });
    expect(data.claimNo).toBe(`EXP-${new Date().getUTCFullYear()}-${String(data.id).padStart(5, '0')}`);
    expect(
      data.lines.map((l: Record<string, unknown>) => [l.position, l.amount, l.currency, l.description]),
    ).toEqual([
      [1, '42.50', 'EUR', 'Train to the factory'],
      [2, '10.25', 'EUR', 'Lunch'],
      [3, '300.00', 'CNY', null],
    ]);
    expect(data.history).toEqual([
      expect.objectContaining({ action: 'Submitted', byName: 'Rahul Sharma', comment: null }),
    ]);
    // The manager is asked to check it, the task naming the claimant.
    expect(await taskHolders(t, data.id, false)).toEqual(['manager:check']);
    expect(await taskStaffNames(t, data.id)).toEqual(['Rahul Sharma']);
  });

  it('refuses a claim without lines, and lines with a bad amount, currency, date or type', async () => {
    expect(await refused({ lines: [] })).toEqual({ lines: 'A claim needs at least one expense line.' });
    expect(await refused({ lines: null })).toHaveProperty('lines');
    const errors = await refused({
      title: ' ',
      lines: [
        line(types.travel, { amount: '0' }),
        line(types.travel, { amount: '-3' }),
        line(types.travel, { amount: '1.234' }),
        line(types.travel, { amount: 'ten' }),
        line(types.travel, { currency: 'XYZ' }),
        line(types.travel, { currency: 'eur' }),
        line(types.travel, { expenseDate: '2021-02-30' }),
        line(types.travel, { expenseDate: '02/03/2021' }),
        line(types.travel, { expenseDate: '2999-01-01' }),
        line(types.travel, { expenseDate: '1999-12-31' }),
        line(types.otherEntity),
        line(999999),
        line(types.retired),
        line(types.travel, { description: 'x'.repeat(501) }),
        line(types.travel, { amount: '100000000.01' }),
      ],
    });
    expect(errors).toEqual({
      title: expect.stringContaining('required'),
      'lines.0.amount': 'Enter an amount greater than zero, with at most two decimals.',
      'lines.1.amount': 'Enter an amount greater than zero, with at most two decimals.',
      'lines.2.amount': 'Enter an amount greater than zero, with at most two decimals.',
      'lines.3.amount': 'Enter an amount greater than zero, with at most two decimals.',
      'lines.4.currency': 'Choose one of the listed currencies.',
      'lines.5.currency': 'Choose one of the listed currencies.',
      'lines.6.expenseDate': 'Enter a valid date.',
      'lines.7.expenseDate': 'Enter a valid date.',
      'lines.8.expenseDate': 'An expense cannot be dated after today.',
      'lines.9.expenseDate': 'An expense cannot be dated before 01/01/2000.',
      'lines.10.expenseTypeId': 'This expense type does not exist in this entity.',
      'lines.11.expenseTypeId': 'This expense type does not exist in this entity.',
      'lines.12.expenseTypeId': 'This expense type is no longer in use.',
      'lines.13.description': 'The description is limited to 500 characters.',
      'lines.14.amount': 'An amount cannot exceed 100000000.00.',
    });
  });

  it('answers in French and caps the number of lines', async () => {
    expect(await refused({ lines: [line(types.travel, { amount: '0' })] }, 'fr')).toEqual({
      'lines.0.amount': 'Saisissez un montant supérieur à zéro, avec au plus deux décimales.',
    });
    expect(await refused({ lines: Array.from({ length: 51 }, () => line(types.travel)) })).toEqual({
      lines: 'A claim holds at most 50 lines.',
    });
  });

  it('needs a staff record in the entity to claim', async () => {
    // hr works in entity 2 too, but her staff record is in entity 1.
    const response = await save('hr', { lines: [line(types.otherEntity)] }, 2);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'staffId', message: expect.stringContaining('No staff') },
    ]);
  });

  it('refuses users without the self-service permission and anonymous calls', async () => {
    expect((await save('customer', { lines: [line(types.travel)] })).statusCode).toBe(403);
    expect((await save(null as never, { lines: [line(types.travel)] })).statusCode).toBe(401);
  });
});

describe('POST save: a change', () => {
  it('replaces the lines at the version and gives the checker a fresh task', async () => {
    const claim = await create('inspector');
    const response = await save('inspector', {
      id: claim.id,
      version: claim.version,
      title: 'Changed',
      lines: [line(types.meals, { amount: '7', currency: 'USD' })],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: claim.id,
      claimNo: claim.claimNo,
      version: 2,
      title: 'Changed',
      lineCount: 1,
      totals: [{ currency: 'USD', amount: '7.00' }],
    });
    expect(await taskHolders(t, claim.id, true)).toEqual(['manager:check']);
    expect(await taskHolders(t, claim.id, false)).toEqual(['manager:check']);
  });

  it('answers 409 with the current claim on a stale version, and changes nothing', async () => {
    const claim = await create('inspector');
    await save('inspector', { id: claim.id, version: 1, lines: [line(types.travel, { amount: '1' })] });
    const stale = await save('inspector', { id: claim.id, version: 1, lines: [line(types.travel)] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ result: ResourceResult.Conflict, current: { version: 2 } });
    expect((await get('inspector', claim.id)).json().data.totals).toEqual([
      { currency: 'EUR', amount: '1.00' },
    ]);
  });

  it('lets only the claimant change it, and only while pending', async () => {
    const claim = await create('inspector');
    const body = { id: claim.id, version: claim.version, lines: [line(types.travel)] };
    for (const login of ['manager', 'hr', 'admin']) {
      const response = await save(login, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only the claimant changes, cancels or adds receipts to a claim.');
    }
    expect((await step('manager', claim.id, 'check')).statusCode).toBe(200);
    const late = await save('inspector', { ...body, version: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This claim is checked: only a pending claim can be changed or cancelled.',
    );
    expect(late.json().current).toMatchObject({ status: ExpenseStatus.Checked, canEdit: false });
  });

  it('keeps a type retired since on the claim, but never takes it anew', async () => {
    const [type] = await t.database.db
      .insert(expenseTypes)
      .values({ entityId: 1, name: 'Test soon retired' })
      .returning({ id: expenseTypes.id });
    const claim = await create('inspector', [line(type!.id)]);
    await t.database.db.update(expenseTypes).set({ isActive: false }).where(eq(expenseTypes.id, type!.id));
    const kept = await save('inspector', {
      id: claim.id,
      version: 1,
      lines: [line(type!.id, { amount: '5' })],
    });
    expect(kept.statusCode).toBe(200);
    const other = await save('inspector', { lines: [line(type!.id)] });
    expect(other.statusCode).toBe(400);
  });

  it('answers NotFound for another entity\u2019s claim and an unknown id', async () => {
    const claim = await create('inspector');
    const other = await save('hr', { id: claim.id, version: 1, lines: [line(types.otherEntity)] }, 2);
    expect(other.json()).toEqual({ result: ResourceResult.NotFound });
    expect((await save('inspector', { id: 99999999, version: 1, lines: [] })).json()).toEqual({
      result: ResourceResult.NotFound,
    });
  });
});

describe('GET {id}', () => {
  it('shows the claim to the claimant, their manager and ViewAll; nobody else', async () => {
    const claim = await create('inspector');
    expect((await get('inspector', claim.id)).json().data).toMatchObject({ canEdit: true, canCheck: false });
    expect((await get('manager', claim.id)).json().data).toMatchObject({
      canEdit: false,
      canCheck: true,
      canReject: true,
      canCancel: false,
    });
    // HR sees everything but checks only claims without a manager.
    expect((await get('hr', claim.id)).json().data).toMatchObject({ canCheck: false, canReject: false });
    expect((await get('accountant', claim.id)).statusCode).toBe(200);
    for (const login of ['cs', 'auditor', 'newuser'])
      expect((await get(login, claim.id)).statusCode).toBe(403);
  });

  it('answers NotFound for another entity and unknown ids; 400 for a bad id', async () => {
    const claim = await create('inspector');
    expect((await get('hr', claim.id, 2)).json()).toEqual({ result: ResourceResult.NotFound });
    expect((await get('hr', 99999999)).json()).toEqual({ result: ResourceResult.NotFound });
    expect((await get('hr', 'abc' as never)).statusCode).toBe(400);
  });
});

describe('GET lookups', () => {
  it('lists the entity\u2019s types, the currencies and who the caller is', async () => {
    const newuser = (await lookups('newuser')).json();
    const names = newuser.expenseTypes.map((type: { name: string }) => type.name);
    expect(names).toEqual(expect.arrayContaining(['Test travel', 'Test meals', 'Test retired']));
    expect(names).not.toContain('Test other entity');
    expect(newuser).toMatchObject({
      ownStaffName: 'Lucas Moreau',
      viewAll: false,
      isManager: false,
      currencies: expect.arrayContaining(['EUR', 'USD', 'CNY', 'INR']),
    });
    expect(newuser.currencies).toContain(newuser.defaultCurrency);
    expect((await lookups('manager')).json()).toMatchObject({ isManager: true, viewAll: false });
    expect((await lookups('hr')).json()).toMatchObject({ viewAll: true });
    expect((await lookups('hr', 2)).json()).toMatchObject({ ownStaffId: null });
  });

  it('starts new lines in the currency of the caller\u2019s last line', async () => {
    await create('auditor', [line(types.travel, { currency: 'THB', amount: '1500' })]);
    expect((await lookups('auditor')).json().defaultCurrency).toBe('THB');
  });
});
