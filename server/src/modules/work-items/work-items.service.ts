/**
 * Raising tasks and notifications: the one entry point every workflow uses.
 *
 * The rows are written in the caller's transaction, so they commit or roll back with the caller's own
 * change; the realtime event must only go out once that transaction has committed (a browser must never
 * hear of a task that a rollback then removes). So the raise functions write and RETURN the event, and
 * the caller publishes after commit:
 *
 *   const events = await db.transaction(async (tx) => {
 *     const leave = await insertLeave(tx, ...);
 *     return [await raiseTask(tx, { userId: approverId, entityId, type: TaskType.LeaveToApprove,
 *                                   linkId: leave.id, staffName: requester.fullName })];
 *   });
 *   await publishAll(app.realtime, events, request.log);
 *
 * or, shorter, with the unit of work that does exactly that:
 *
 *   await withWorkItems(db, app.realtime, async (tx, outbox) => {
 *     await approveLeave(tx, id);
 *     await outbox.closeTasks({ type: TaskType.LeaveToApprove, linkId: id });
 *     await outbox.raiseNotification({ userId: requesterId, entityId, type: NotificationType.LeaveApproved, linkId: id });
 *   }, request.log);
 *
 * Use either at the OUTERMOST transaction only: a nested db.transaction() is a savepoint, and publishing
 * when it ends would still be before the real commit.
 *
 * A recipient who may not work in the entity, or may not see the item's category (a leave task for a
 * customer), gets nothing: no row, no event (the raise returns null). An unknown user id is a programming
 * error and throws, rolling the caller's transaction back.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  isCategoryVisible,
  notificationCategory,
  taskCategory,
  type NotificationType,
  type TaskType,
  type UserType,
  type WorkItemEvent,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { RealtimeBus } from '../realtime/realtime-bus';
import { dayBoundaries, DEFAULT_TIME_ZONE } from './work-item-dates';
import { toNotificationItem, toTaskItem } from './work-item-dto';
import { insertNotification } from './notifications.repository';
import { closeOpenTasks, insertTask } from './tasks.repository';
import { findRecipient, type Recipient } from './work-items.repository';

export interface RaiseTaskInput {
  userId: number;
  entityId: number;
  type: TaskType;
  linkId: number | null;
  /** For split bookings: the booking the linked one was split from. */
  parentId?: number | null;
  /** The person the task is about (leave requester, expense claimant...), as shown in the message. */
  staffName?: string | null;
  /** Only for seeding and tests: back-dates the item. */
  createdAt?: Date;
}

export interface RaiseNotificationInput {
  userId: number;
  entityId: number;
  type: NotificationType;
  linkId: number | null;
  /** Free text, shown for report-generation failures. */
  message?: string | null;
  createdAt?: Date;
}

export interface CloseTasksInput {
  type: TaskType | readonly TaskType[];
  linkId: number;
  /** Limits the closing to one entity (record ids are global, so usually not needed). */
  entityId?: number | null;
}

async function recipientFor(db: Db, userId: number, entityId: number): Promise<Recipient> {
  const recipient = await findRecipient(db, { id: userId }, entityId);
  if (!recipient) throw new Error(`cannot raise a work item for unknown user ${userId}`);
  return recipient;
}

/** Writes a task in `db` (a transaction or not) and returns the event to publish after commit. */
export async function raiseTask(db: Db, input: RaiseTaskInput): Promise<WorkItemEvent | null> {
  const recipient = await recipientFor(db, input.userId, input.entityId);
  const userType = recipient.userType as UserType;
  if (!recipient.inEntity || !isCategoryVisible(userType, taskCategory(input.type))) return null;
  const row = await insertTask(db, {
    userId: input.userId,
    entityId: input.entityId,
    type: input.type,
    linkId: input.linkId,
    parentId: input.parentId ?? null,
    staffName: input.staffName ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  return {
    kind: 'task',
    userId: row.userId,
    entityId: row.entityId,
    item: toTaskItem(row, userType, dayBoundaries(DEFAULT_TIME_ZONE)),
  };
}

export async function raiseNotification(
  db: Db,
  input: RaiseNotificationInput,
): Promise<WorkItemEvent | null> {
  const recipient = await recipientFor(db, input.userId, input.entityId);
  const userType = recipient.userType as UserType;
  if (!recipient.inEntity || !isCategoryVisible(userType, notificationCategory(input.type))) return null;
  const row = await insertNotification(db, {
    userId: input.userId,
    entityId: input.entityId,
    type: input.type,
    linkId: input.linkId,
    message: input.message ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  return {
    kind: 'notification',
    userId: row.userId,
    entityId: row.entityId,
    item: toNotificationItem(row, userType, dayBoundaries(DEFAULT_TIME_ZONE)),
  };
}

/** Marks done every open task about one record (the leave was approved: nobody needs to act any more). */
export async function closeTasks(db: Db, input: CloseTasksInput): Promise<number> {
  const types = Array.isArray(input.type) ? input.type : [input.type as TaskType];
  return closeOpenTasks(db, types, input.linkId, input.entityId ?? null);
}

/**
 * Publishes after commit. The rows are already safe in the database, so a failing bus must not fail the
 * request: the browser still finds the item on its next list load. Failures are logged.
 */
export async function publishAll(
  bus: RealtimeBus,
  events: readonly (WorkItemEvent | null)[],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const results = await Promise.allSettled(
    events.filter((event): event is WorkItemEvent => event != null).map((event) => bus.publish(event)),
  );
  for (const result of results)
    if (result.status === 'rejected')
      log?.warn({ reason: String(result.reason) }, 'work item event not published');
}

/** What a unit of work raises through: the writes join its transaction, the events wait for commit. */
export interface WorkItemOutbox {
  raiseTask(input: RaiseTaskInput): Promise<WorkItemEvent | null>;
  raiseNotification(input: RaiseNotificationInput): Promise<WorkItemEvent | null>;
  closeTasks(input: CloseTasksInput): Promise<number>;
}

/** Runs `work` in one transaction, then publishes what it raised; a rollback publishes nothing. */
export async function withWorkItems<T>(
  db: Db,
  bus: RealtimeBus,
  work: (tx: Db, outbox: WorkItemOutbox) => Promise<T>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<T> {
  const events: (WorkItemEvent | null)[] = [];
  const result = await db.transaction(async (tx) => {
    const outbox: WorkItemOutbox = {
      raiseTask: async (input) => keep(events, await raiseTask(tx, input)),
      raiseNotification: async (input) => keep(events, await raiseNotification(tx, input)),
      closeTasks: (input) => closeTasks(tx, input),
    };
    return work(tx, outbox);
  });
  await publishAll(bus, events, log);
  return result;
}

function keep(events: (WorkItemEvent | null)[], event: WorkItemEvent | null): WorkItemEvent | null {
  events.push(event);
  return event;
}
