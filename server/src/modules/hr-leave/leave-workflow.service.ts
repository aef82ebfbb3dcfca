import { and, eq } from 'drizzle-orm';
import { LeaveStatus, NotificationType, TaskType } from '@portal/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { raiseLeaveConflicts } from '../schedule/leave-conflicts';
import { withWorkItems } from '../work-items/work-items.service';
import { leaveApprovers } from './leave-approvers';
import { leaveDetail, relationOf } from './leave-detail';
import type { LeaveOutcome } from './leave-outcome';
import { findLeave, moveStatus, type LeaveRecord } from './leave-request.repository';
import { conflict, type LeaveContext } from './leave-request.service';

export type LeaveDecision = 'approve' | 'reject' | 'cancel';

const STEPS: Record<LeaveDecision, { from: LeaveStatus[]; to: LeaveStatus }> = {
  approve: { from: [LeaveStatus.Pending], to: LeaveStatus.Approved },
  reject: { from: [LeaveStatus.Pending], to: LeaveStatus.Rejected },
  cancel: { from: [LeaveStatus.Pending, LeaveStatus.Approved], to: LeaveStatus.Cancelled },
};

/**
 * Who hears of a decision as the requester: the staff's own active accounts; for staff without one
 * (HR entered the request for them), whoever entered it.
 */
async function requesterUsers(db: Db, record: LeaveRecord): Promise<number[]> {
  const own = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.staffId, record.staffId), eq(users.isActive, true)));
  if (own.length) return own.map((user) => user.id);
  return record.createdBy != null ? [record.createdBy] : [];
}

/**
 * Approve, reject or cancel, each in one transaction: the status moves only from a state that allows
 * it, the approvers' open LeaveToApprove tasks close, and the requester is told. Approving and rejecting
 * belong to the routed approvers (never one's own leave); cancelling to the requester and HR.
 */
export async function decideLeave(
  context: LeaveContext,
  id: number,
  decision: LeaveDecision,
  comment: string | null = null,
): Promise<LeaveOutcome> {
  const { db, caller } = context;
  const entityId = caller.entityId;
  const record = await findLeave(db, entityId, id);
  if (!record) return { kind: 'notFound' };
  const route = await leaveApprovers(db, entityId, record.staffId);
  const relation = relationOf(caller, record, route);
  const step = STEPS[decision];
  const allowed = decision === 'cancel' ? relation.isRequester || caller.viewAll : relation.isApprover;
  if (!allowed) return { kind: 'forbidden' };
  const wrongState = decision === 'cancel' ? 'NotCancellable' : 'NotPending';
  if (!step.from.includes(record.status)) return conflict(context, record, wrongState);

  return withWorkItems(
    db,
    context.bus,
    async (tx, outbox): Promise<LeaveOutcome> => {
      const moved = await moveStatus(tx, id, step.from, step.to, caller.userId, comment);
      // Someone else decided in between: answer with what it is now.
      if (!moved) return conflict({ ...context, db: tx }, (await findLeave(tx, entityId, id))!, wrongState);
      await outbox.closeTasks({ type: TaskType.LeaveToApprove, linkId: id, entityId });
      const notify = async (userId: number, type: NotificationType) => {
        if (userId !== caller.userId) await outbox.raiseNotification({ userId, entityId, type, linkId: id });
      };
      const requesters = await requesterUsers(tx, record);
      if (decision === 'approve') {
        const type = route.hrApproval
          ? NotificationType.LeaveApprovedHrLeave
          : NotificationType.LeaveApproved;
        for (const userId of requesters) await notify(userId, type);
        // Allocated before the leave was approved: planning must find someone else for those days.
        await raiseLeaveConflicts(tx, outbox, record);
      } else if (decision === 'reject') {
        for (const userId of requesters) await notify(userId, NotificationType.LeaveRejected);
      } else {
        // HR cancelling tells the requester; an approved leave cancelled also tells whoever approved it.
        if (!relation.isRequester)
          for (const userId of requesters) await notify(userId, NotificationType.LeaveCanceled);
        if (
          record.status === LeaveStatus.Approved &&
          record.actedBy != null &&
          !requesters.includes(record.actedBy)
        )
          await notify(record.actedBy, NotificationType.LeaveCanceled);
      }
      return { kind: 'done', detail: await leaveDetail(tx, caller, (await findLeave(tx, entityId, id))!) };
    },
    context.log,
  );
}
