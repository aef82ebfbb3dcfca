import { eq, inArray, sql } from 'drizzle-orm';
import { LeaveDayType, LeaveStatus } from '@portal/domain';
import type { Db } from '../client';
import { leaveRequests, leaveTypes, qcBlocks, staff, users } from '../schema';
import { staffLeaveDays } from '../../modules/hr-leave/leave-day-count';
import { addDays, weekdayFrom } from './demo-days';
import { ANITA_LEAVE } from './demo-leave-clash-marks';

/**
 * When the demo QCs cannot work: approved leave (some past, several in the coming weeks; Anita Desai's
 * covers the 7th to the 14th day from the seeding day, which the browser tests allocate against) and
 * blocked days (training, medical check, visa appointment). The leave is approved by the QC's manager
 * (Rahul Sharma, the `inspector` login, in entity 1; HR in entity 2) and entered by HR. Seeded once, with
 * the first blocks: a later start adds nothing.
 */

interface DemoQcLeave {
  entityId: number;
  employeeNo: string;
  type: 'AL' | 'SL';
  /** Days from the seeding day (a weekend start moves to the Monday). */
  from: number;
  to: number;
  reason: string;
}

const LEAVE: DemoQcLeave[] = [
  { entityId: 1, ...ANITA_LEAVE, type: 'AL', reason: 'Family wedding in Jaipur' },
  { entityId: 1, employeeNo: 'E0012', type: 'SL', from: -12, to: -11, reason: 'Flu' },
  { entityId: 1, employeeNo: 'E0015', type: 'AL', from: -22, to: -18, reason: 'Eid holidays with family' },
  { entityId: 1, employeeNo: 'E0026', type: 'SL', from: -4, to: -3, reason: 'Dental surgery' },
  { entityId: 1, employeeNo: 'E0025', type: 'AL', from: 3, to: 5, reason: 'Moving house' },
  { entityId: 1, employeeNo: 'E0023', type: 'AL', from: 15, to: 18, reason: 'Trip to Yunnan' },
  { entityId: 1, employeeNo: 'E0022', type: 'AL', from: 22, to: 26, reason: 'Annual holiday' },
  { entityId: 2, employeeNo: 'T0002', type: 'AL', from: 4, to: 6, reason: 'Long weekend in Cappadocia' },
  { entityId: 2, employeeNo: 'T0006', type: 'SL', from: -9, to: -8, reason: 'Back pain' },
];

const BLOCKS: { entityId: number; employeeNo: string; from: number; days?: number; reason: string }[] = [
  { entityId: 1, employeeNo: 'E0024', from: 1, reason: 'Medical check' },
  { entityId: 1, employeeNo: 'E0021', from: 2, reason: 'Training: new report application' },
  { entityId: 1, employeeNo: 'E0027', from: 5, days: 2, reason: 'Visa appointment (China business visa)' },
  { entityId: 1, employeeNo: 'O0004', from: -8, reason: 'Training: factory audit basics' },
  { entityId: 1, employeeNo: 'E0026', from: 8, reason: 'Medical check' },
  { entityId: 1, employeeNo: 'E0012', from: 10, days: 2, reason: 'Training at the customer’s lab' },
  { entityId: 1, employeeNo: 'O0002', from: 12, reason: 'Visa appointment' },
  { entityId: 2, employeeNo: 'T0003', from: 2, reason: 'Training: ISO 2859 refresher' },
];

const APPROVER: Record<number, string> = { 1: 'inspector', 2: 'hr' };
const BLOCKED_BY: Record<number, string> = { 1: 'planning', 2: 'admin' };

/** An approved leave of a QC, entered by HR, as the seed writes it once its days are known. */
export interface PlannedQcLeave {
  entityId: number;
  employeeNo: string;
  type: DemoQcLeave['type'];
  startDate: string;
  endDate: string;
  reason: string;
  createdAt: Date;
  actedAt: Date;
}

export interface PlannedQcBlock {
  entityId: number;
  employeeNo: string;
  blockDate: string;
  reason: string;
  createdAt: Date;
}

/** The QCs' leave and blocked days around the seeding day (yyyy-MM-dd). */
export function demoQcAbsencePlan(today: string): { leave: PlannedQcLeave[]; blocks: PlannedQcBlock[] } {
  const leave = LEAVE.map((item): PlannedQcLeave => {
    const startDate = weekdayFrom(addDays(today, item.from));
    // Asked three weeks before it starts (or a day after, for sick leave), decided the day after.
    const asked = addDays(startDate, item.type === 'SL' ? 1 : -21);
    const decided = addDays(asked, 1);
    return {
      entityId: item.entityId,
      employeeNo: item.employeeNo,
      type: item.type,
      startDate,
      endDate: addDays(today, item.to),
      reason: item.reason,
      createdAt: new Date(`${asked < today ? asked : today}T08:15:00Z`),
      actedAt: new Date(`${decided < today ? decided : today}T09:30:00Z`),
    };
  });
  const blocks = BLOCKS.flatMap((block) => {
    const first = weekdayFrom(addDays(today, block.from));
    return Array.from({ length: block.days ?? 1 }, (_, index) => ({
      entityId: block.entityId,
      employeeNo: block.employeeNo,
      blockDate: weekdayFrom(addDays(first, index)),
      reason: block.reason,
      createdAt: new Date(`${addDays(first < today ? first : today, -3)}T10:00:00Z`),
    }));
  });
  return { leave, blocks };
}

export async function seedDemoQcAbsences(db: Db, today: string): Promise<void> {
  const [blocked] = await db.select({ id: qcBlocks.id }).from(qcBlocks).limit(1);
  if (blocked) return;
  const plan = demoQcAbsencePlan(today);
  const staffRows = await db
    .select({ id: staff.id, entityId: staff.entityId, employeeNo: staff.employeeNo })
    .from(staff)
    .where(inArray(staff.employeeNo, [...new Set([...LEAVE, ...BLOCKS].map((row) => row.employeeNo))]));
  const staffId = (entityId: number, employeeNo: string) =>
    staffRows.find((row) => row.entityId === entityId && row.employeeNo === employeeNo)?.id;
  const userRows = await db
    .select({ id: users.id, login: sql<string>`lower(${users.loginName})` })
    .from(users)
    .where(inArray(sql`lower(${users.loginName})`, ['inspector', 'hr', 'planning', 'admin']));
  const userId = (login: string | undefined) => userRows.find((row) => row.login === login)?.id ?? null;
  const types = await db
    .select({ id: leaveTypes.id, entityId: leaveTypes.entityId, code: leaveTypes.code })
    .from(leaveTypes)
    .where(eq(leaveTypes.isActive, true));

  const leaveRows: (typeof leaveRequests.$inferInsert)[] = [];
  for (const leave of plan.leave) {
    const id = staffId(leave.entityId, leave.employeeNo);
    const type = types.find(
      (row) => row.entityId === leave.entityId && row.code.toUpperCase() === leave.type,
    );
    if (id == null || !type) continue;
    const input = {
      startDate: leave.startDate,
      endDate: leave.endDate,
      startDayType: LeaveDayType.FullDay,
      endDayType: LeaveDayType.FullDay,
    };
    const days = await staffLeaveDays(db, leave.entityId, id, input);
    if (!days?.valid || days.days <= 0) continue;
    leaveRows.push({
      entityId: leave.entityId,
      staffId: id,
      leaveTypeId: type.id,
      ...input,
      days: days.days,
      reason: leave.reason,
      status: LeaveStatus.Approved,
      createdBy: userId('hr'),
      actedBy: userId(APPROVER[leave.entityId]),
      actedAt: leave.actedAt,
      createdAt: leave.createdAt,
      updatedAt: leave.actedAt,
      version: 2,
    });
  }
  const blockRows = plan.blocks.flatMap((block) => {
    const id = staffId(block.entityId, block.employeeNo);
    if (id == null) return [];
    const { employeeNo: _, ...row } = block;
    return [{ ...row, staffId: id, createdBy: userId(BLOCKED_BY[block.entityId]) }];
  });
  await db.transaction(async (tx) => {
    if (leaveRows.length) await tx.insert(leaveRequests).values(leaveRows);
    if (blockRows.length) await tx.insert(qcBlocks).values(blockRows).onConflictDoNothing();
  });
}
