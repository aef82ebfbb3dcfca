// First: the HR test app sets up the module shims the app needs.
import { createHrTestApp, hrCaller, staffIdOf, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { and, eq, sql } from 'drizzle-orm';
import { LeaveDayType } from '@portal/domain';
import { holidayMasters, leaveTypes, notifications, tasks, users } from '../../db/schema';

export { staffIdOf, type HrTestApp };

const { FullDay: F } = LeaveDayType;

/**
 * The demo-seeded app for the leave tests, without holidays (the leave-days tests cover those), so the
 * day counts here are weekdays only whatever the demo calendar holds.
 */
export async function createLeaveTestApp(): Promise<HrTestApp> {
  const t = await createHrTestApp();
  await t.database.db.delete(holidayMasters);
  return t;
}

/** A leave type of the tests' own (codes the demo does not use). */
export async function leaveType(
  t: HrTestApp,
  values: { code: string; yearlyDays: number; isActive?: boolean; isPaid?: boolean; entityId?: number },
): Promise<number> {
  const [row] = await t.database.db
    .insert(leaveTypes)
    .values({
      entityId: values.entityId ?? 1,
      name: `Test ${values.code}`,
      code: values.code,
      yearlyDays: values.yearlyDays,
      isActive: values.isActive ?? true,
      isPaid: values.isPaid ?? true,
    })
    .returning({ id: leaveTypes.id });
  return row!.id;
}

export async function userIdOf(t: HrTestApp, login: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.loginName}) = ${login}`);
  return row!.id;
}

/** Logins of the users holding a task of the leave, open or done. */
export async function taskHolders(t: HrTestApp, leaveId: number, isDone?: boolean): Promise<string[]> {
  const rows = await t.database.db
    .select({ login: users.loginName, staffName: tasks.staffName })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .where(
      and(
        eq(tasks.type, 1),
        eq(tasks.linkId, leaveId),
        isDone === undefined ? undefined : eq(tasks.isDone, isDone),
      ),
    );
  return rows.map((row) => row.login).sort();
}

/** "login:type" of every notification about the leave. */
export async function notified(t: HrTestApp, leaveId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ login: users.loginName, type: notifications.type })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.linkId, leaveId), sql`${notifications.type} between 1 and 4`));
  return rows.map((row) => `${row.login}:${row.type}`).sort();
}

/** Signed-in leave calls, as the browser makes them. */
export function leaveCalls(t: () => HrTestApp) {
  const { call } = hrCaller(t);
  const base = '/api/HumanResource';
  return {
    call,
    save: (login: string, body: Record<string, unknown>, entityId = 1) =>
      call(login, 'POST', `${base}/leave/save`, { id: 0, version: 0, reason: null, ...body }, entityId),
    get: (login: string, id: number, entityId = 1) =>
      call(login, 'GET', `${base}/leave-request/${id}`, undefined, entityId),
    status: (login: string, id: number, status: number, entityId = 1) =>
      call(login, 'GET', `${base}/leave/status/${id}/${status}`, undefined, entityId),
    reject: (login: string, id: number, comment: unknown, entityId = 1) =>
      call(login, 'POST', `${base}/leave/reject/${id}`, { comment }, entityId),
    search: (login: string, body: Record<string, unknown> = {}, entityId = 1) =>
      call(login, 'POST', `${base}/leave-summary`, { skip: 0, take: 100, ...body }, entityId),
  };
}

/** A request body for the dates (full days unless told). */
export const dates = (
  leaveTypeId: number,
  startDate: string,
  endDate: string,
  startDayType: LeaveDayType = F,
  endDayType: LeaveDayType = F,
) => ({ leaveTypeId, startDate, endDate, startDayType, endDayType });
