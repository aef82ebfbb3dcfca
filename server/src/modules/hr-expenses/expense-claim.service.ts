import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ExpenseStatus, TaskType, type ExpenseSave, type Lang } from '@portal/domain';
import type { Db } from '../../db/client';
import { expenseClaims, expenseLines, staff } from '../../db/schema';
import type { RealtimeBus } from '../realtime/realtime-bus';
import { withWorkItems, type WorkItemOutbox } from '../work-items/work-items.service';
import { stepRoute, type WaitingStep } from './expense-actors';
import type { ExpenseCaller } from './expense-caller';
import { findClaim, linesOf, type ClaimRecord } from './expense-claim.repository';
import { expenseDetail } from './expense-detail';
import { checkClaimBody } from './expense-lines';
import { expenseMessage, expenseStatusName } from './expense-messages';
import type { ExpenseOutcome } from './expense-outcome';

export interface ExpenseContext {
  db: Db;
  bus: RealtimeBus;
  caller: ExpenseCaller;
  lang: Lang;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const TASK_OF_STEP: Record<WaitingStep, TaskType> = {
  check: TaskType.ExpenseToCheck,
  approve: TaskType.ExpenseToApprove,
  pay: TaskType.ExpenseToPay,
};

/** Every open task of a claim, whatever its step (a claim waits for one step at a time). */
export const EXPENSE_TASKS = [TaskType.ExpenseToCheck, TaskType.ExpenseToApprove, TaskType.ExpenseToPay];

/** Raises the task of the step the claim now waits for, to each of that step's actors. */
export async function raiseNextTasks(
  tx: Db,
  outbox: WorkItemOutbox,
  entityId: number,
  claimId: number,
): Promise<void> {
  const claim = (await findClaim(tx, entityId, claimId))!;
  const route = await stepRoute(tx, entityId, claim);
  if (!route.step) return;
  for (const actor of route.actors)
    await outbox.raiseTask({
      userId: actor.id,
      entityId,
      type: TASK_OF_STEP[route.step],
      linkId: claimId,
      staffName: claim.staffName,
    });
}

/** 409 with the claim as it is now; with a message, the state that forbids the step. */
export async function conflict(
  { db, caller }: ExpenseContext,
  record: ClaimRecord,
  message?: string,
): Promise<ExpenseOutcome> {
  return { kind: 'conflict', current: await expenseDetail(db, caller, record), message };
}

export const notPendingMessage = (record: ClaimRecord, lang: Lang) =>
  expenseMessage('NotPending', lang, { status: expenseStatusName(record.status, lang).toLowerCase() });

/**
 * POST save: create (Pending, for the caller's own staff record) or change a pending claim at its
 * version, lines replaced as a whole. One transaction: the claim, its lines and the check task(s); an
 * edit replaces the open check task, so the checker sees the changed claim as a new question.
 */
export async function saveClaim(context: ExpenseContext, body: ExpenseSave): Promise<ExpenseOutcome> {
  const { db, caller, lang } = context;
  const entityId = caller.entityId;
  let existing: ClaimRecord | null = null;
  if (body.id) {
    existing = await findClaim(db, entityId, body.id);
    if (!existing) return { kind: 'notFound' };
    if (existing.staffId !== caller.staffId)
      return { kind: 'forbidden', message: expenseMessage('NotClaimant', lang) };
    if (existing.status !== ExpenseStatus.Pending)
      return conflict(context, existing, notPendingMessage(existing, lang));
    if (existing.version !== body.version) return conflict(context, existing);
  } else if (caller.staffId == null) {
    return { kind: 'invalid', errors: [{ field: 'staffId', message: expenseMessage('NoStaff', lang) }] };
  }
  const kept = new Set(existing ? (await linesOf(db, existing.id)).map((line) => line.expenseTypeId) : []);
  const checked = await checkClaimBody(db, entityId, body, lang, { keptTypeIds: kept });
  if (checked.errors.length) return { kind: 'invalid', errors: checked.errors };

  return withWorkItems(
    db,
    context.bus,
    async (tx, outbox): Promise<ExpenseOutcome> => {
      let id: number;
      if (existing) {
        const updated = await tx
          .update(expenseClaims)
          .set({ title: checked.title, version: sql`${expenseClaims.version} + 1`, updatedAt: sql`now()` })
          .where(
            and(
              eq(expenseClaims.id, existing.id),
              eq(expenseClaims.version, existing.version),
              eq(expenseClaims.status, ExpenseStatus.Pending),
            ),
          )
          .returning({ id: expenseClaims.id });
        if (!updated.length)
          return conflict({ ...context, db: tx }, (await findClaim(tx, entityId, existing.id))!);
        id = existing.id;
        await tx.delete(expenseLines).where(eq(expenseLines.claimId, id));
        await outbox.closeTasks({ type: EXPENSE_TASKS, linkId: id, entityId });
      } else {
        id = await insertClaim(tx, caller, checked.title);
      }
      await tx.insert(expenseLines).values(checked.lines.map((line) => ({ ...line, claimId: id })));
      await raiseNextTasks(tx, outbox, entityId, id);
      return { kind: 'done', detail: await expenseDetail(tx, caller, (await findClaim(tx, entityId, id))!) };
    },
    context.log,
  );
}

/**
 * A new pending claim of the caller. Its number is EXP-{year}-{id}: unique in the entity because the id
 * is, with no counter to lock; the row is written first to learn the id.
 */
async function insertClaim(tx: Db, caller: ExpenseCaller, title: string): Promise<number> {
  // Locks the claimant's row: a staff delete (refused while the staff has claims) waits for this claim.
  await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, caller.staffId!)).for('update');
  const [created] = await tx
    .insert(expenseClaims)
    .values({
      entityId: caller.entityId,
      claimNo: `new-${crypto.randomUUID()}`,
      staffId: caller.staffId!,
      title,
      status: ExpenseStatus.Pending,
      createdBy: caller.userId,
    })
    .returning({ id: expenseClaims.id, createdAt: expenseClaims.createdAt });
  const claimNo = `EXP-${created!.createdAt.getUTCFullYear()}-${String(created!.id).padStart(5, '0')}`;
  await tx.update(expenseClaims).set({ claimNo }).where(eq(expenseClaims.id, created!.id));
  return created!.id;
}
