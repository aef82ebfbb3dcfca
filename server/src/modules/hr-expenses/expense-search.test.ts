/** @databases postgres */
import {
  addTestTypes,
  createHrTestApp,
  expenseCalls,
  line,
  staffIdOf,
  type HrTestApp,
  type TestTypes,
} from './expense.test-support';
import { ExpenseStatus, RequestResult } from '@portal/domain';

let t: HrTestApp;
let types: TestTypes;
const { save, step, search, pending, call } = expenseCalls(() => t);
const ids: Record<string, number> = {};

/** Only the tests' claims: every one of them has its lines in March 2020, the demo's are recent. */
const MARCH_2020 = { fromDate: '2020-03-01', toDate: '2020-03-31' };

/**
 * Claims in every status for inspector, cs, newuser (reports to cs), manager (no manager) and admin:
 * pending, checked, approved, paid, rejected, cancelled.
 */
beforeAll(async () => {
  t = await createHrTestApp();
  types = await addTestTypes(t);
  const make = async (name: string, login: string, lines: ReturnType<typeof line>[], title = name) => {
    const response = await save(login, { title, lines });
    expect(response.statusCode).toBe(200);
    ids[name] = response.json().data.id;
  };
  const on = (day: number, overrides: Record<string, unknown> = {}) =>
    line(types.travel, { expenseDate: `2020-03-${String(day).padStart(2, '0')}`, ...overrides });
  await make('inspectorPending', 'inspector', [on(2), on(3, { amount: '10', currency: 'INR' })]);
  await make('inspectorChecked', 'inspector', [on(5)]);
  await make('inspectorApproved', 'inspector', [on(9)]);
  await make('inspectorPaid', 'inspector', [on(12, { amount: '0.10' }), on(12, { amount: '0.20' })]);
  await make('csRejected', 'cs', [on(16)]);
  await make('csCancelled', 'cs', [on(17)]);
  await make('newuserPending', 'newuser', [on(20)], 'Client dinner Lyon');
  await make('managerPending', 'manager', [on(23)]);
  await make('adminChecked', 'admin', [on(26)]);
  await step('manager', ids.inspectorChecked!, 'check');
  await step('manager', ids.inspectorApproved!, 'check');
  await step('hr', ids.inspectorApproved!, 'approve');
  await step('manager', ids.inspectorPaid!, 'check');
  await step('hr', ids.inspectorPaid!, 'approve');
  await step('accountant', ids.inspectorPaid!, 'pay');
  await step('manager', ids.csRejected!, 'reject', { comment: 'Duplicate' });
  await step('cs', ids.csCancelled!, 'cancel');
  await step('manager', ids.adminChecked!, 'check');
});
afterAll(() => t.close());

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const idsOf = (...names: string[]) => sorted(names.map((name) => ids[name]!));

async function found(login: string, body: Record<string, unknown> = {}, entityId = 1): Promise<number[]> {
  const response = await search(login, { ...MARCH_2020, ...body }, entityId);
  expect(response.statusCode).toBe(200);
  return sorted((response.json().data as { id: number }[]).map((row) => row.id));
}

async function waiting(login: string, entityId = 1): Promise<number[]> {
  const response = await pending(login, MARCH_2020, entityId);
  expect(response.statusCode).toBe(200);
  return sorted((response.json().data as { id: number }[]).map((row) => row.id));
}

describe('POST search', () => {
  it('shows everyone their own claims, managers their reports\u2019, ViewAll the whole entity', async () => {
    expect(await found('inspector')).toEqual(
      idsOf('inspectorPending', 'inspectorChecked', 'inspectorApproved', 'inspectorPaid'),
    );
    expect(await found('cs')).toEqual(idsOf('csRejected', 'csCancelled', 'newuserPending'));
    expect(await found('newuser')).toEqual(idsOf('newuserPending'));
    // manager: her reports' claims and her own, not newuser's (cs manages newuser).
    expect(await found('manager')).toEqual(
      idsOf(
        'inspectorPending',
        'inspectorChecked',
        'inspectorApproved',
        'inspectorPaid',
        'csRejected',
        'csCancelled',
        'managerPending',
        'adminChecked',
      ),
    );
    const all = sorted(Object.values(ids));
    expect(await found('hr')).toEqual(all);
    expect(await found('accountant')).toEqual(all);
    expect(await found('hr', {}, 2)).toEqual([]);
  });

  it('filters by status, dates, claimant, claim number and text', async () => {
    const { Approved, Paid, Rejected } = ExpenseStatus;
    expect(await found('hr', { statuses: [Approved, Paid, Rejected] })).toEqual(
      idsOf('inspectorApproved', 'inspectorPaid', 'csRejected'),
    );
    expect(await found('hr', { fromDate: '2020-03-03', toDate: '2020-03-09' })).toEqual(
      idsOf('inspectorPending', 'inspectorChecked', 'inspectorApproved'),
    );
    expect(await found('hr', { staffIds: [await staffIdOf(t, 'E0003')] })).toEqual(
      idsOf('csRejected', 'csCancelled'),
    );
    const claimNo = String(ids.newuserPending).padStart(5, '0');
    expect(await found('hr', { claimNo })).toEqual(idsOf('newuserPending'));
    expect(await found('hr', { claimNo: 'exp-' })).toEqual(sorted(Object.values(ids)));
    expect(await found('hr', { searchText: 'dinner lyon' })).toEqual(idsOf('newuserPending'));
    expect(await found('hr', { searchText: 'Lucas' })).toEqual(idsOf('newuserPending'));
  });

  it('answers rows with exact totals per currency, the dates and who acted', async () => {
    const response = await search('hr', { ...MARCH_2020, idList: [ids.inspectorPending, ids.inspectorPaid] });
    const rows = response.json().data as Record<string, unknown>[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.inspectorPending)).toMatchObject({
      staffName: 'Rahul Sharma',
      lineCount: 2,
      firstDate: '2020-03-02',
      lastDate: '2020-03-03',
      totals: [
        { currency: 'EUR', amount: '42.50' },
        { currency: 'INR', amount: '10.00' },
      ],
    });
    expect(byId.get(ids.inspectorPaid)).toMatchObject({
      totals: [{ currency: 'EUR', amount: '0.30' }],
      checkedByName: 'Catherine Dubois',
      approvedByName: 'Priya Nair',
      paidByName: 'Thomas Becker',
    });
  });

  it('sorts and pages on the server, and says DataNotFound when nothing matches', async () => {
    const response = await search('hr', {
      ...MARCH_2020,
      sort: { field: 'claimNo', direction: 'asc' },
      take: 3,
    });
    expect(response.json().total).toBe(Object.keys(ids).length);
    expect(response.json().data.map((row: { id: number }) => row.id)).toEqual(
      sorted(Object.values(ids)).slice(0, 3),
    );
    const none = await search('hr', { claimNo: 'nothing-like-this' });
    expect(none.json()).toEqual({ result: RequestResult.DataNotFound, data: [], total: 0 });
    expect((await search('hr', { sort: { field: 'amount', direction: 'asc' } })).statusCode).toBe(400);
    expect((await search('hr', { fromDate: '03/01/2020' })).statusCode).toBe(400);
  });
});

describe('POST pending', () => {
  it('lists the claims waiting for the caller\u2019s own step, never their own', async () => {
    expect(await waiting('manager')).toEqual(idsOf('inspectorPending'));
    expect(await waiting('cs')).toEqual(idsOf('newuserPending'));
    // hr checks the manager's claim (she has no manager) and approves the checked ones.
    expect(await waiting('hr')).toEqual(idsOf('managerPending', 'inspectorChecked', 'adminChecked'));
    // admin holds every right: checks, approves and pays, but never his own claim.
    expect(await waiting('admin')).toEqual(idsOf('managerPending', 'inspectorChecked', 'inspectorApproved'));
    expect(await waiting('accountant')).toEqual(idsOf('inspectorApproved'));
    expect(await waiting('inspector')).toEqual([]);
    expect(await waiting('hr', 2)).toEqual([]);
  });

  it('agrees with what each claim says the caller may do', async () => {
    for (const login of ['manager', 'cs', 'hr', 'admin', 'accountant']) {
      for (const id of await waiting(login)) {
        const data = (await call(login, 'GET', `/api/ExpenseClaim/${id}`)).json().data;
        expect(data.canCheck || data.canApprove || data.canPay).toBe(true);
      }
    }
  });
});

describe('POST export', () => {
  it('writes an xlsx for holders of the export right only', async () => {
    const response = await call('hr', 'POST', '/api/ExpenseClaim/export?lang=fr', MARCH_2020);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/expense-claims-\d{4}-\d{2}-\d{2}\.xlsx/);
    // An xlsx is a zip archive.
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await call('inspector', 'POST', '/api/ExpenseClaim/export', MARCH_2020)).statusCode).toBe(403);
    expect((await search('inspector', { takeAll: true })).statusCode).toBe(403);
    const screenExport = await search('accountant', { ...MARCH_2020, takeAll: true, take: 1 });
    expect(screenExport.json().data).toHaveLength(Object.keys(ids).length);
  });
});
