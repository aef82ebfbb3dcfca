import { and, eq } from 'drizzle-orm';
import { LeaveDayType, toIsoDate, type LeaveSave } from '@portal/domain';
import type { Db } from '../client';
import { leaveRequests, leaveTypes, rolePermissions, staff, userRoles, users } from '../schema';
import { leaveCallerOf } from '../../modules/hr-leave/leave-caller';
import { saveLeave, type LeaveContext } from '../../modules/hr-leave/leave-request.service';
import { decideLeave, type LeaveDecision } from '../../modules/hr-leave/leave-workflow.service';
import { createLocalBus } from '../../modules/realtime/realtime-bus';
import { seedDemoLeaveTypes } from './demo-leave-types';
import { seedDemoWorkItems } from './work-items';

const DEMO_ENTITY = 1;
const DAY_MS = 86_400_000;
const { FullDay: F, FirstHalf: H1, SecondHalf: H2 } = LeaveDayType;

/** [weeks from this week's Monday, day of that week (0 = Monday)]. */
type When = [weeks: number, day: number];

interface DemoLeave {
  /** Who enters it: the staff's own login, or hr for a colleague without an account (staffNo). */
  login: string;
  staffNo?: string;
  type: 'AL' | 'SL' | 'UL' | 'CL';
  start: When;
  end: When;
  startDayType?: LeaveDayType;
  endDayType?: LeaveDayType;
  reason: string;
  /** What happens to it afterwards, in order. */
  steps?: { by: string; decision: LeaveDecision; comment?: string }[];
}

/**
 * A few requests in every status for several staff, dated around the seeding day. Pending ones wait for
 * the manager (cs, inspector, labuser, Claire Martin), for cs (newuser), or for HR (manager herself has
 * no manager). cs has no pending request of its own, so a new one is easy to find in manager's tasks.
 */
const DEMO_LEAVE: DemoLeave[] = [
  {
    login: 'cs',
    type: 'AL',
    start: [-6, 0],
    end: [-6, 2],
    reason: 'Family visit',
    steps: [{ by: 'manager', decision: 'approve' }],
  },
  {
    login: 'cs',
    type: 'SL',
    start: [-3, 3],
    end: [-3, 3],
    reason: 'Fever',
    steps: [{ by: 'manager', decision: 'approve' }],
  },
  {
    login: 'cs',
    type: 'AL',
    start: [8, 0],
    end: [8, 4],
    reason: 'Holiday by the sea',
    steps: [
      {
        by: 'manager',
        decision: 'reject',
        comment: 'Quarter-end audits that week; please pick other dates.',
      },
    ],
  },
  { login: 'inspector', type: 'AL', start: [3, 0], end: [3, 4], reason: 'Wedding in the family' },
  {
    login: 'inspector',
    type: 'CL',
    start: [-2, 1],
    end: [-2, 1],
    reason: 'Funeral',
    steps: [{ by: 'manager', decision: 'approve' }],
  },
  {
    login: 'auditor',
    type: 'AL',
    start: [5, 1],
    end: [5, 2],
    reason: 'Moving house',
    steps: [{ by: 'auditor', decision: 'cancel' }],
  },
  {
    login: 'labuser',
    type: 'AL',
    start: [4, 0],
    end: [4, 1],
    startDayType: F,
    endDayType: H1,
    reason: 'Long weekend',
  },
  {
    login: 'labuser',
    type: 'UL',
    start: [12, 0],
    end: [12, 4],
    reason: 'Personal project',
    steps: [{ by: 'manager', decision: 'reject', comment: 'Not while the new lab line starts.' }],
  },
  { login: 'newuser', type: 'AL', start: [2, 2], end: [2, 3], reason: 'Exam' },
  { login: 'manager', type: 'AL', start: [6, 0], end: [6, 4], reason: 'Annual holiday' },
  {
    login: 'tcfuser',
    type: 'AL',
    start: [7, 0],
    end: [7, 2],
    startDayType: H2,
    reason: 'Trip',
    steps: [
      { by: 'manager', decision: 'approve' },
      { by: 'hr', decision: 'cancel' },
    ],
  },
  {
    login: 'accountant',
    type: 'AL',
    start: [-1, 3],
    end: [-1, 4],
    reason: 'Bridge days',
    steps: [{ by: 'manager', decision: 'approve' }],
  },
  { login: 'hr', staffNo: 'E0019', type: 'AL', start: [9, 0], end: [9, 4], reason: 'Entered by HR' },
];

function dateOf(today: Date, [weeks, day]: When): string {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const monday = midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS;
  return toIsoDate(monday + (weeks * 7 + day) * DAY_MS);
}

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
 * Demo leave types, allocations and requests (runs after the staff register and the holidays). The
 * requests go through the same save and decision functions as the API, so their days, tasks and
 * notifications are the real ones. Idempotent: a staff's request starting on the same day is not made
 * twice; a type the demo does not have is skipped.
 */
export async function seedDemoLeave(db: Db, today: Date = new Date()): Promise<void> {
  await seedDemoLeaveTypes(db);
  // The header panels' demo items go to users who have none yet: they must be in before the real ones.
  await seedDemoWorkItems(db);
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
  for (const demo of DEMO_LEAVE) {
    const leaveTypeId = types.get(demo.type);
    const context = await as(demo.login);
    if (!leaveTypeId || !context) continue;
    const staffId = demo.staffNo ? await staffIdOf(db, demo.staffNo) : context.caller.staffId;
    const startDate = dateOf(today, demo.start);
    if (staffId == null || (await exists(db, staffId, startDate))) continue;
    const body: LeaveSave = {
      id: 0,
      version: 0,
      staffId,
      leaveTypeId,
      startDate,
      endDate: dateOf(today, demo.end),
      startDayType: demo.startDayType ?? F,
      endDayType: demo.endDayType ?? F,
      reason: demo.reason,
    };
    const saved = await saveLeave(context, body);
    if (saved.kind !== 'done') continue;
    for (const step of demo.steps ?? []) {
      const actor = await as(step.by);
      if (actor) await decideLeave(actor, saved.detail.id, step.decision, step.comment ?? null);
    }
  }
}

async function staffIdOf(db: Db, employeeNo: string): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.entityId, DEMO_ENTITY), eq(staff.employeeNo, employeeNo)));
  return row?.id ?? null;
}

async function exists(db: Db, staffId: number, startDate: string): Promise<boolean> {
  const rows = await db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.staffId, staffId), eq(leaveRequests.startDate, startDate)))
    .limit(1);
  return rows.length > 0;
}
