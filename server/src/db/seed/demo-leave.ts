import { and, eq, sql } from 'drizzle-orm';
import { isWeekend, type LeaveSave } from '@portal/domain';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import { leaveRequests, leaveTypes, rolePermissions, staff, userRoles, users } from '../schema';
import { leaveCallerOf } from '../../modules/hr-leave/leave-caller';
import { saveLeave, type LeaveContext } from '../../modules/hr-leave/leave-request.service';
import { decideLeave } from '../../modules/hr-leave/leave-workflow.service';
import { createLocalBus } from '../../modules/realtime/realtime-bus';
import { HolidayCalendar, type Place } from './demo-calendar';
import { loadHolidays } from './demo-holidays';
import { demoLeavePlan, type LeaveWho } from './demo-leave-plan';
import { seedDemoLeaveTypes } from './demo-leave-types';
import { seedDemoWorkItems } from './work-items';

const DEMO_ENTITY = 1;

/** A signed-in-like context for a demo login: its permissions come from its roles, as on a request. */
async function contextOf(db: Db, login: string): Promise<LeaveContext | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, login));
  if (!user) return null;
  const held = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, user.id));
  const permissions = held.map((row) => row.permission);
  return {
    db,
    bus: createLocalBus(),
    caller: await leaveCallerOf(db, { id: user.id, permissions }, DEMO_ENTITY),
    lang: 'en',
  };
}

/**
 * Demo leave types, allocations and requests (demo-leave-plan.ts; runs after the staff register and the
 * holidays). The requests go through the same save and decision functions as the API, so their days, tasks
 * and notifications are the real ones. Idempotent whatever day a later start runs on: a staff's request
 * of the same type and reason is not made twice (its dates move with the day, so they cannot tell); a type
 * the demo does not have is skipped.
 */
export async function seedDemoLeave(db: Db, today: Date): Promise<void> {
  await seedDemoLeaveTypes(db, today);
  // The header panels' demo items go to users who have none yet: they must be in before the real ones.
  await seedDemoWorkItems(db, today);
  const types = new Map(
    (
      await db
        .select({ id: leaveTypes.id, code: leaveTypes.code })
        .from(leaveTypes)
        .where(and(eq(leaveTypes.entityId, DEMO_ENTITY), eq(leaveTypes.isActive, true)))
    ).map((row) => [row.code.toUpperCase(), row.id]),
  );
  const contexts = new Map<string, LeaveContext | null>();
  const as = async (login: string) => {
    if (!contexts.has(login)) contexts.set(login, await contextOf(db, login));
    return contexts.get(login)!;
  };
  const calendar = new HolidayCalendar(await loadHolidays(db));
  const places = await staffPlaces(db);
  const isDayOff = (who: LeaveWho, date: string) => {
    const place = who.staffNo ? places.byStaffNo.get(who.staffNo) : places.byLogin.get(who.login);
    return isWeekend(date) || (place != null && calendar.isHoliday(DEMO_ENTITY, place, date));
  };
  for (const demo of demoLeavePlan(today, isDayOff)) {
    const leaveTypeId = types.get(demo.type);
    const context = await as(demo.login);
    if (!leaveTypeId || !context) continue;
    const staffId = demo.staffNo ? await staffIdOf(db, demo.staffNo) : context.caller.staffId;
    if (staffId == null || (await exists(db, staffId, leaveTypeId, demo.reason))) continue;
    const body: LeaveSave = {
      id: 0,
      version: 0,
      staffId,
      leaveTypeId,
      startDate: demo.startDate,
      endDate: demo.endDate,
      startDayType: demo.startDayType,
      endDayType: demo.endDayType,
      reason: demo.reason,
    };
    const saved = await saveLeave(context, body);
    if (saved.kind !== 'done') continue;
    for (const step of demo.steps) {
      const actor = await as(step.by);
      if (actor) await decideLeave(actor, saved.detail.id, step.decision, step.comment ?? null);
    }
  }
}

/** Where the demo entity's staff work (holiday-calendar.ts staffPlace), by login and by employee number. */
async function staffPlaces(db: Db): Promise<{ byLogin: Map<string, Place>; byStaffNo: Map<string, Place> }> {
  const rows = await rawRows<{
    login: string | null;
    employee_no: string;
    office_id: number | null;
    country_id: number | null;
  }>(
    db,
    sql`select (select lower(min(u.login_name)) from users u where u.staff_id = s.id) as login, s.employee_no,
          s.office_id, coalesce(o.country_id, s.country_id) as country_id
        from staff s left join offices o on o.id = s.office_id where s.entity_id = ${DEMO_ENTITY}`,
  );
  const place = (row: (typeof rows)[number]): Place => ({
    officeId: row.office_id,
    countryId: row.country_id,
  });
  return {
    byLogin: new Map(rows.flatMap((row) => (row.login ? [[row.login, place(row)] as const] : []))),
    byStaffNo: new Map(rows.map((row) => [row.employee_no, place(row)])),
  };
}

async function staffIdOf(db: Db, employeeNo: string): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.entityId, DEMO_ENTITY), eq(staff.employeeNo, employeeNo)));
  return row?.id ?? null;
}

async function exists(db: Db, staffId: number, leaveTypeId: number, reason: string): Promise<boolean> {
  const rows = await db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.staffId, staffId),
        eq(leaveRequests.leaveTypeId, leaveTypeId),
        eq(leaveRequests.reason, reason),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
