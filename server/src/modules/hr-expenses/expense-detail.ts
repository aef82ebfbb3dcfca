import {
  ExpenseStatus,
  type ExpenseActions,
  type ExpenseDetail,
  type ExpenseHistoryAction,
  type ExpenseHistoryEntry,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { stepRoute, type StepRoute } from './expense-actors';
import type { ExpenseCaller } from './expense-caller';
import { linesOf, receiptsOf, type ClaimRecord } from './expense-claim.repository';

export interface ExpenseRelation {
  /** The claim is the caller's own (their staff record). */
  isClaimant: boolean;
  /** The caller is the claimant's manager (sees their reports' claims). */
  isManager: boolean;
  /** The caller may take the step the claim waits for. */
  isActor: boolean;
  /** The caller took an earlier step of this claim. */
  actedOn: boolean;
}

export function relationOf(caller: ExpenseCaller, record: ClaimRecord, route: StepRoute): ExpenseRelation {
  const isClaimant = caller.staffId != null && caller.staffId === record.staffId;
  return {
    isClaimant,
    isManager: caller.staffId != null && caller.staffId === record.managerStaffId,
    isActor: !isClaimant && route.actors.some((actor) => actor.id === caller.userId),
    actedOn: [record.checkedBy, record.approvedBy, record.paidBy, record.rejectedBy].includes(caller.userId),
  };
}

/** Row ownership: the claimant, their manager, the actors of the claim and ViewAll; nobody else. */
export const mayView = (caller: ExpenseCaller, relation: ExpenseRelation) =>
  caller.viewAll || relation.isClaimant || relation.isManager || relation.isActor || relation.actedOn;

export function actionsOf(record: ClaimRecord, relation: ExpenseRelation, route: StepRoute): ExpenseActions {
  const pending = record.status === ExpenseStatus.Pending;
  const acts = (step: StepRoute['step']) => relation.isActor && route.step === step;
  return {
    canEdit: pending && relation.isClaimant,
    canCheck: acts('check'),
    canApprove: acts('approve'),
    canPay: acts('pay'),
    canReject: acts('check') || acts('approve'),
    canCancel: pending && relation.isClaimant,
  };
}

/** Every step the claim went through, in order (the row keeps who took each step and when). */
function historyOf(record: ClaimRecord): ExpenseHistoryEntry[] {
  const entry = (
    action: ExpenseHistoryAction,
    byName: string | null,
    at: Date | null,
    comment: string | null = null,
  ): ExpenseHistoryEntry[] => (at ? [{ action, byName, at: at.toISOString(), comment }] : []);
  return [
    ...entry('Submitted', record.createdByName ?? record.staffName, new Date(record.createdAt)),
    ...entry('Checked', record.checkedByName, record.checkedAt),
    ...entry('Approved', record.approvedByName, record.approvedAt),
    ...entry('Paid', record.paidByName, record.paidAt),
    ...entry('Rejected', record.rejectedByName, record.rejectedAt, record.rejectComment),
    // Only the claimant cancels.
    ...entry('Cancelled', record.staffName, record.cancelledAt),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

export async function expenseDetail(
  db: Db,
  caller: ExpenseCaller,
  record: ClaimRecord,
  route?: StepRoute,
): Promise<ExpenseDetail> {
  const routed = route ?? (await stepRoute(db, caller.entityId, record));
  const relation = relationOf(caller, record, routed);
  const [lines, receipts] = await Promise.all([linesOf(db, record.id), receiptsOf(db, record.id)]);
  return {
    id: record.id,
    version: record.version,
    claimNo: record.claimNo,
    title: record.title,
    staffId: record.staffId,
    staffName: record.staffName,
    employeeNo: record.employeeNo,
    status: record.status,
    totals: record.totals,
    lineCount: record.lineCount,
    firstDate: record.firstDate,
    lastDate: record.lastDate,
    createdAt: record.createdAt,
    checkedByName: record.checkedByName,
    approvedByName: record.approvedByName,
    paidByName: record.paidByName,
    rejectedByName: record.rejectedByName,
    rejectComment: record.rejectComment,
    ...actionsOf(record, relation, routed),
    lines,
    receipts,
    history: historyOf(record),
    waitingFor: routed.step
      ? { step: routed.step, names: routed.actors.map((actor) => actor.fullName) }
      : null,
    checkedByHr: routed.viaHr,
  };
}
