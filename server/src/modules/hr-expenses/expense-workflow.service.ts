import { and, eq, sql } from 'drizzle-orm';
import { ExpenseStatus, NotificationType, type ExpenseStep } from '@portal/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { withWorkItems } from '../work-items/work-items.service';
import { stepRoute } from './expense-actors';
import { findClaim, moveStatus, type ClaimChanges, type ClaimRecord } from './expense-claim.repository';
import {
  conflict,
  EXPENSE_TASKS,
  notPendingMessage,
  raiseNextTasks,
  type ExpenseContext,
} from './expense-claim.service';
import { expenseDetail, mayView, relationOf } from './expense-detail';
import { expenseMessage, expenseStatusName, stepDoneName } from './expense-messages';
import type { ExpenseOutcome } from './expense-outcome';

interface StepRule {
  from: readonly ExpenseStatus[];
  to: ExpenseStatus;
  /** What the claimant hears (cancelling is their own act: nobody is told). */
  notify: NotificationType | null;
  /** Who and when, in the step's own columns. */
  stamp: (userId: number, comment: string | null) => ClaimChanges;
}

const now = sql`now()`;

const STEPS: Record<ExpenseStep, StepRule> = {
  check: {
    from: [ExpenseStatus.Pending],
    to: ExpenseStatus.Checked,
    notify: NotificationType.ExpenseChecked,
    stamp: (userId) => ({ checkedBy: userId, checkedAt: now }),
  },
  approve: {
    from: [ExpenseStatus.Checked],
    to: ExpenseStatus.Approved,
    notify: NotificationType.ExpenseApproved,
    stamp: (userId) => ({ approvedBy: userId, approvedAt: now }),
  },
  pay: {
    from: [ExpenseStatus.Approved],
    to: ExpenseStatus.Paid,
    notify: NotificationType.ExpensePaid,
    stamp: (userId) => ({ paidBy: userId, paidAt: now }),
  },
  reject: {
    from: [ExpenseStatus.Pending, ExpenseStatus.Checked],
    to: ExpenseStatus.Rejected,
    notify: NotificationType.ExpenseRejected,
    stamp: (userId, comment) => ({ rejectedBy: userId, rejectedAt: now, rejectComment: comment }),
  },
  cancel: {
    from: [ExpenseStatus.Pending],
    to: ExpenseStatus.Cancelled,
    notify: null,
    stamp: () => ({ cancelledAt: now }),
  },
};

/** The claimant's active accounts (a claim is always made from one of them). */
async function claimantUsers(db: Db, record: ClaimRecord): Promise<number[]> {
  const own = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.staffId, record.staffId), eq(users.isActive, true)));
  return own.map((user) => user.id);
}

function wrongState(context: ExpenseContext, record: ClaimRecord, step: ExpenseStep) {
  const { lang } = context;
  const message =
    step === 'cancel'
      ? notPendingMessage(record, lang)
      : expenseMessage('WrongState', lang, {
          status: expenseStatusName(record.status, lang).toLowerCase(),
          step: stepDoneName(step, lang),
        });
  return conflict(context, record, message);
}

/**
 * One step of a claim in one transaction: the status moves only from the state the step starts from and
 * at the version the checks were made on; every open task of the claim closes, the next step's task goes
 * to each of its actors, and the claimant is told. Checking, approving, paying and rejecting belong to
 * the step's actors, never to the claimant; cancelling to the claimant alone.
 */
export async function decideClaim(
  context: ExpenseContext,
  id: number,
  step: ExpenseStep,
  options: { comment?: string | null; version?: number | null } = {},
): Promise<ExpenseOutcome> {
  const { db, caller, lang } = context;
  const entityId = caller.entityId;
  const record = await findClaim(db, entityId, id);
  if (!record) return { kind: 'notFound' };
  const route = await stepRoute(db, entityId, record);
  const relation = relationOf(caller, record, route);
  if (!mayView(caller, relation)) return { kind: 'forbidden' };
  const rule = STEPS[step];
  if (step === 'cancel') {
    if (!relation.isClaimant) return { kind: 'forbidden', message: expenseMessage('NotClaimant', lang) };
  } else if (relation.isClaimant) {
    return { kind: 'forbidden', message: expenseMessage('OwnClaim', lang) };
  }
  if (!rule.from.includes(record.status)) return wrongState(context, record, step);
  if (step !== 'cancel' && !relation.isActor) {
    const who = route.actors.map((actor) => actor.fullName).join(', ') || expenseMessage('NoOneElse', lang);
    return { kind: 'forbidden', message: expenseMessage('NotYourStep', lang, { who }) };
  }
  if (options.version != null && options.version !== record.version) return conflict(context, record);

  return withWorkItems(
    db,
    context.bus,
    async (tx, outbox): Promise<ExpenseOutcome> => {
      const values = { ...rule.stamp(caller.userId, options.comment ?? null), status: rule.to };
      if (!(await moveStatus(tx, record, record.status, values))) {
        // Someone else moved it in between: answer with what it is now.
        const current = (await findClaim(tx, entityId, id))!;
        const txContext = { ...context, db: tx };
        return current.status === record.status
          ? conflict(txContext, current)
          : wrongState(txContext, current, step);
      }
      await outbox.closeTasks({ type: EXPENSE_TASKS, linkId: id, entityId });
      await raiseNextTasks(tx, outbox, entityId, id);
      if (rule.notify != null)
        for (const userId of await claimantUsers(tx, record))
          if (userId !== caller.userId)
            await outbox.raiseNotification({ userId, entityId, type: rule.notify, linkId: id });
      return { kind: 'done', detail: await expenseDetail(tx, caller, (await findClaim(tx, entityId, id))!) };
    },
    context.log,
  );
}
