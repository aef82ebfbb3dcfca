// First: the HR test app sets up the module shims the app needs.
import { createHrTestApp, hrCaller, staffIdOf, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { NotificationType, TaskType, type ExpenseStep } from '@portal/domain';
import { expenseTypes, notifications, tasks, users } from '../../db/schema';

export { createHrTestApp, staffIdOf, type HrTestApp };

/** The tests' own expense types (names the demo does not use), one retired, one of entity 2. */
export interface TestTypes {
  travel: number;
  meals: number;
  retired: number;
  otherEntity: number;
}

export async function addTestTypes(t: HrTestApp): Promise<TestTypes> {
  const add = async (name: string, entityId = 1, isActive = true) => {
    const [row] = await t.database.db
      .insert(expenseTypes)
      .values({ entityId, name, isActive })
      .returning({ id: expenseTypes.id });
    return row!.id;
  };
  return {
    travel: await add('Test travel'),
    meals: await add('Test meals'),
    retired: await add('Test retired', 1, false),
    otherEntity: await add('Test other entity', 2),
  };
}

export const line = (expenseTypeId: number, overrides: Record<string, unknown> = {}) => ({
  expenseDate: '2021-03-02',
  expenseTypeId,
  description: 'Train to the factory',
  amount: '42.50',
  currency: 'EUR',
  ...overrides,
});

/** Signed-in expense calls, as the browser makes them. */
export function expenseCalls(t: () => HrTestApp) {
  const { call, upload } = hrCaller(t);
  const base = '/api/ExpenseClaim';
  return {
    call,
    save: (login: string, body: Record<string, unknown>, entityId = 1) =>
      call(login, 'POST', `${base}/save`, { id: 0, version: 0, title: 'Factory visit', ...body }, entityId),
    get: (login: string, id: number, entityId = 1) =>
      call(login, 'GET', `${base}/${id}`, undefined, entityId),
    step: (login: string, id: number, step: ExpenseStep, body: Record<string, unknown> = {}, entityId = 1) =>
      call(login, 'POST', `${base}/${id}/${step}`, body, entityId),
    search: (login: string, body: Record<string, unknown> = {}, entityId = 1) =>
      call(login, 'POST', `${base}/search`, { skip: 0, take: 100, ...body }, entityId),
    pending: (login: string, body: Record<string, unknown> = {}, entityId = 1) =>
      call(login, 'POST', `${base}/pending`, { skip: 0, take: 100, ...body }, entityId),
    lookups: (login: string, entityId = 1) => call(login, 'GET', `${base}/lookups`, undefined, entityId),
    upload: (login: string, id: number, file: { name: string; type: string; bytes: Buffer }, entityId = 1) =>
      upload(login, `${base}/${id}/receipt`, file, entityId),
    receipt: (login: string, receiptId: number, entityId = 1) =>
      call(login, 'GET', `${base}/receipt/${receiptId}`, undefined, entityId),
    removeReceipt: (login: string, receiptId: number, entityId = 1) =>
      call(login, 'DELETE', `${base}/receipt/${receiptId}`, undefined, entityId),
  };
}

const TASK_NAMES: Record<number, string> = {
  [TaskType.ExpenseToCheck]: 'check',
  [TaskType.ExpenseToApprove]: 'approve',
  [TaskType.ExpenseToPay]: 'pay',
};

/** "login:step" of the claim's tasks, open (isDone false), done (true) or all. */
export async function taskHolders(t: HrTestApp, claimId: number, isDone?: boolean): Promise<string[]> {
  const rows = await t.database.db
    .select({ login: users.loginName, type: tasks.type, staffName: tasks.staffName })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .where(
      and(
        inArray(tasks.type, Object.keys(TASK_NAMES).map(Number)),
        eq(tasks.linkId, claimId),
        isDone === undefined ? undefined : eq(tasks.isDone, isDone),
      ),
    );
  return rows.map((row) => `${row.login}:${TASK_NAMES[row.type]}`).sort();
}

/** The claimant name the claim's tasks carry. */
export async function taskStaffNames(t: HrTestApp, claimId: number): Promise<string[]> {
  const rows = await t.database.db
    .selectDistinct({ staffName: tasks.staffName })
    .from(tasks)
    .where(and(eq(tasks.linkId, claimId), inArray(tasks.type, Object.keys(TASK_NAMES).map(Number))));
  return rows.map((row) => row.staffName ?? '');
}

const NOTIFICATION_NAMES: Record<number, string> = {
  [NotificationType.ExpenseChecked]: 'checked',
  [NotificationType.ExpenseApproved]: 'approved',
  [NotificationType.ExpensePaid]: 'paid',
  [NotificationType.ExpenseRejected]: 'rejected',
};

/** "login:what" of every expense notification about the claim. */
export async function notified(t: HrTestApp, claimId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ login: users.loginName, type: notifications.type })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        eq(notifications.linkId, claimId),
        inArray(notifications.type, Object.keys(NOTIFICATION_NAMES).map(Number)),
      ),
    );
  return rows.map((row) => `${row.login}:${NOTIFICATION_NAMES[row.type]}`).sort();
}

export async function userIdOf(t: HrTestApp, login: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.loginName}) = ${login}`);
  return row!.id;
}

/** Small valid files of each kind the receipts accept, and one they refuse. */
export const FILES = {
  png: {
    name: 'taxi.png',
    type: 'image/png',
    bytes: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
  pdf: { name: 'hôtel reçu.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n') },
  text: { name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('just text, renamed') },
};
