import {
  LeaveStatus,
  type LeaveActions,
  type LeaveDetail,
  type LeaveHistoryAction,
  type LeaveHistoryEntry,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { leaveApprovers, type ApproverRoute } from './leave-approvers';
import type { LeaveCaller } from './leave-caller';
import type { LeaveRecord } from './leave-request.repository';

const DECISIONS: Partial<Record<LeaveStatus, LeaveHistoryAction>> = {
  [LeaveStatus.Approved]: 'Approved',
  [LeaveStatus.Rejected]: 'Rejected',
  [LeaveStatus.Cancelled]: 'Cancelled',
};

export interface LeaveRelation {
  /** The leave is the caller's own (their staff record). */
  isRequester: boolean;
  /** The caller is one of the routed approvers (never of their own leave). */
  isApprover: boolean;
}

export function relationOf(caller: LeaveCaller, record: LeaveRecord, route: ApproverRoute): LeaveRelation {
  const isRequester = caller.staffId != null && caller.staffId === record.staffId;
  return {
    isRequester,
    isApprover: !isRequester && route.approvers.some((approver) => approver.id === caller.userId),
  };
}

/** Row ownership: the requester, the approvers and HR see a request; nobody else. */
export const mayView = (caller: LeaveCaller, relation: LeaveRelation) =>
  caller.viewAll || relation.isRequester || relation.isApprover;

export function actionsOf(caller: LeaveCaller, record: LeaveRecord, relation: LeaveRelation): LeaveActions {
  const pending = record.status === LeaveStatus.Pending;
  const ownerOrHr = relation.isRequester || caller.viewAll;
  return {
    canEdit: pending && ownerOrHr,
    canApprove: pending && relation.isApprover,
    canReject: pending && relation.isApprover,
    canCancel: (pending || record.status === LeaveStatus.Approved) && ownerOrHr,
  };
}

/** Submission, then the last decision (the row keeps who decided last, when and why). */
function historyOf(record: LeaveRecord): LeaveHistoryEntry[] {
  const history: LeaveHistoryEntry[] = [
    {
      action: 'Submitted',
      byName: record.createdByName ?? record.staffName,
      at: record.createdAt,
      comment: record.reason,
    },
  ];
  const decision = DECISIONS[record.status];
  if (decision && record.actedAt)
    history.push({
      action: decision,
      byName: record.actedByName,
      at: record.actedAt,
      comment: record.comment,
    });
  return history;
}

export async function leaveDetail(
  db: Db,
  caller: LeaveCaller,
  record: LeaveRecord,
  route?: ApproverRoute,
): Promise<LeaveDetail> {
  const routed = route ?? (await leaveApprovers(db, caller.entityId, record.staffId));
  const relation = relationOf(caller, record, routed);
  const { createdBy: _createdBy, actedBy: _actedBy, ...row } = record;
  return {
    ...row,
    ...actionsOf(caller, record, relation),
    approverNames: routed.approvers.map((approver) => approver.fullName),
    hrApproval: routed.hrApproval,
    history: historyOf(record),
  };
}
