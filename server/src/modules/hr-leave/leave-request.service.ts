import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  leaveRangesOverlap,
  LeaveStatus,
  TaskType,
  type Lang,
  type LeaveDaysResult,
  type LeaveSave,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { leaveRequests, leaveTypes, staff } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import type { RealtimeBus } from '../realtime/realtime-bus';
import { withWorkItems, type WorkItemOutbox } from '../work-items/work-items.service';
import { leaveApprovers } from './leave-approvers';
import { overdrawnYear } from './leave-balance';
import type { LeaveCaller } from './leave-caller';
import { staffLeaveDays } from './leave-day-count';
import { leaveDetail } from './leave-detail';
import { leaveMessage, leaveStatusName, shownDate } from './leave-messages';
import type { LeaveOutcome } from './leave-outcome';
import { activeRequestsOf, findLeave, type LeaveRecord } from './leave-request.repository';

export interface LeaveContext {
  db: Db;
  bus: RealtimeBus;
  caller: LeaveCaller;
  lang: Lang;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const invalid = (field: string, message: string): LeaveOutcome => ({
  kind: 'invalid',
  errors: [{ field, message }],
});

/** The staff a new request is for: oneself, or (HR only) anyone of the entity. */
async function subjectOf(
  { db, caller, lang }: LeaveContext,
  staffId: number | null | undefined,
): Promise<number | LeaveOutcome> {
  if (staffId == null || staffId === caller.staffId) {
    return caller.staffId ?? invalid('staffId', leaveMessage('NoStaff', lang));
  }
  if (!caller.viewAll) return { kind: 'forbidden' };
  const [found] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.entityId, caller.entityId)));
  return found ? found.id : invalid('staffId', leaveMessage('UnknownStaff', lang));
}

function daysErrors(result: LeaveDaysResult, lang: Lang): FieldError[] {
  if (!result.valid) {
    const field =
      result.reason === 'InvalidDayType'
        ? 'startDayType'
        : result.reason === 'InvalidDate'
          ? 'startDate'
          : 'endDate';
    return [{ field, message: leaveMessage(result.reason, lang) }];
  }
  return result.days > 0 ? [] : [{ field: 'startDate', message: leaveMessage('ZeroDays', lang) }];
}

/** The open approval tasks of a request go to its approvers of the moment. */
async function raiseApprovalTasks(
  tx: Db,
  outbox: WorkItemOutbox,
  entityId: number,
  leave: { id: number; staffId: number; staffName: string },
): Promise<void> {
  const route = await leaveApprovers(tx, entityId, leave.staffId);
  for (const approver of route.approvers)
    await outbox.raiseTask({
      userId: approver.id,
      entityId,
      type: TaskType.LeaveToApprove,
      linkId: leave.id,
      staffName: leave.staffName,
    });
}

/**
 * POST leave/save: create (pending) or change a pending request at its version. The days are computed
 * here from the dates and the staff's calendar; overlap and balance are checked inside the transaction
 * with the staff row locked, so two saves of one staff cannot both spend the same days.
 */
export async function saveLeave(context: LeaveContext, body: LeaveSave): Promise<LeaveOutcome> {
  const { db, caller, lang } = context;
  const entityId = caller.entityId;
  let existing: LeaveRecord | null = null;
  let staffId: number;
  if (body.id) {
    existing = await findLeave(db, entityId, body.id);
    if (!existing) return { kind: 'notFound' };
    if (existing.staffId !== caller.staffId && !caller.viewAll) return { kind: 'forbidden' };
    if (existing.status !== LeaveStatus.Pending) return conflict(context, existing, 'NotPending');
    if (existing.version !== body.version) return conflict(context, existing);
    staffId = existing.staffId;
  } else {
    const subject = await subjectOf(context, body.staffId);
    if (typeof subject !== 'number') return subject;
    staffId = subject;
  }

  const [type] = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.id, body.leaveTypeId), eq(leaveTypes.entityId, entityId)));
  if (!type) return invalid('leaveTypeId', leaveMessage('UnknownType', lang));
  // A type retired after the request was made may stay on it; it cannot be chosen anew.
  if (!type.isActive && existing?.leaveTypeId !== type.id)
    return invalid('leaveTypeId', leaveMessage('InactiveType', lang));

  const range = {
    startDate: body.startDate,
    endDate: body.endDate,
    startDayType: body.startDayType,
    endDayType: body.endDayType,
  };
  const result = await staffLeaveDays(db, entityId, staffId, range);
  if (!result) return invalid('staffId', leaveMessage('UnknownStaff', lang));
  const errors = daysErrors(result, lang);
  if (errors.length || !result.valid) return { kind: 'invalid', errors };

  return withWorkItems(
    db,
    context.bus,
    async (tx, outbox): Promise<LeaveOutcome> => {
      const [subject] = await tx
        .select({ id: staff.id, fullName: staff.fullName })
        .from(staff)
        .where(eq(staff.id, staffId))
        .for('update');
      const others = await activeRequestsOf(
        tx,
        staffId,
        { from: body.startDate, to: body.endDate },
        { exceptId: existing?.id },
      );
      const clash = others.find((other) => leaveRangesOverlap(range, other));
      if (clash)
        return invalid(
          'startDate',
          leaveMessage('Overlap', lang, { start: shownDate(clash.startDate), end: shownDate(clash.endDate) }),
        );
      const short = await overdrawnYear(tx, entityId, staffId, type, result.daysByYear, existing?.id);
      if (short)
        return invalid('leaveTypeId', leaveMessage('Insufficient', lang, { type: type.name, ...short }));

      const values = {
        ...range,
        leaveTypeId: type.id,
        days: result.days,
        reason: body.reason?.trim() || null,
      };
      let id: number;
      if (existing) {
        const updated = await tx
          .update(leaveRequests)
          .set({ ...values, version: sql`${leaveRequests.version} + 1`, updatedAt: sql`now()` })
          .where(
            and(
              eq(leaveRequests.id, existing.id),
              eq(leaveRequests.version, body.version),
              eq(leaveRequests.status, LeaveStatus.Pending),
            ),
          )
          .returning({ id: leaveRequests.id });
        if (!updated.length)
          return conflict({ ...context, db: tx }, (await findLeave(tx, entityId, existing.id))!);
        id = existing.id;
        // A changed request is a new question: the approvers' task is replaced by a fresh one.
        await outbox.closeTasks({ type: TaskType.LeaveToApprove, linkId: id, entityId });
      } else {
        const [created] = await tx
          .insert(leaveRequests)
          .values({ ...values, entityId, staffId, status: LeaveStatus.Pending, createdBy: caller.userId })
          .returning({ id: leaveRequests.id });
        id = created!.id;
      }
      await raiseApprovalTasks(tx, outbox, entityId, { id, staffId, staffName: subject!.fullName });
      return { kind: 'done', detail: await leaveDetail(tx, caller, (await findLeave(tx, entityId, id))!) };
    },
    context.log,
  );
}

/** 409 with the request as it is now; with a message key, the state that forbids the step. */
export async function conflict(
  { db, caller, lang }: LeaveContext,
  record: LeaveRecord,
  message?: 'NotPending' | 'NotCancellable',
): Promise<LeaveOutcome> {
  return {
    kind: 'conflict',
    current: await leaveDetail(db, caller, record),
    message: message
      ? leaveMessage(message, lang, { status: leaveStatusName(record.status, lang).toLowerCase() })
      : undefined,
  };
}
