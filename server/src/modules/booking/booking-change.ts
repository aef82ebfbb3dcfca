import type { FastifyBaseLogger } from 'fastify';
import {
  bookingNumber,
  NotificationType,
  Role,
  TaskType,
  type BookingAction,
  type BookingEvent,
  type BookingStatus,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingHistory, users } from '../../db/schema';
import type { MailContent } from '../accounts/mail-templates';
import type { Mailer, QueuedMail } from '../accounts/mailer';
import type { RealtimeBus } from '../realtime/realtime-bus';
import { withWorkItems, type WorkItemOutbox } from '../work-items/work-items.service';
import { bookingMail, type BookingMailKind } from './booking-mail';
import {
  bookingPeople,
  contactAddresses,
  roleUsers,
  type BookingPeople,
  type BookingRef,
} from './booking-recipients';

/** A booking as the effects need it: who it concerns and whom to mail. */
export interface BookingFacts extends BookingRef {
  status: BookingStatus;
  inspectionDateFrom: string;
  inspectionDateTo: string;
  customerContactIds: number[];
  supplierContactIds: number[];
  factoryContactIds: number[];
}

export interface HistoryEntry {
  action: BookingAction | BookingEvent;
  fromStatus?: BookingStatus | null;
  toStatus?: BookingStatus | null;
  reason?: string | null;
  changes?: { field: string; from: string | null; to: string | null }[];
}

/** Which people a notification goes to (the actor never notifies themselves). */
export type Audience = 'parties' | 'cs' | 'kam';
const EVERYONE: readonly Audience[] = ['parties', 'cs', 'kam'];

/**
 * What a booking change does besides its own rows, all inside the change's transaction: the history row,
 * the tasks raised and closed, the notifications, and the mails queued in the outbox. Events and SMTP
 * deliveries leave only after commit (withBookingChange), so a refused or failed change sends nothing.
 */
export interface BookingEffects {
  history(booking: BookingRef, entry: HistoryEntry): Promise<void>;
  notify(booking: BookingFacts, type: NotificationType, audience?: readonly Audience[]): Promise<void>;
  /** Notifies people the booking's parties do not name (the inspectors given or taken off its days). */
  notifyUsers(booking: BookingRef, userIds: readonly number[], type: NotificationType): Promise<void>;
  /** Raises a task to the customer's CS (verify, confirm, verify a split) or to planning (schedule). */
  task(booking: BookingFacts, type: TaskType, parentId?: number | null): Promise<void>;
  closeTasks(bookingId: number, types: readonly TaskType[]): Promise<void>;
  mail(booking: BookingFacts, kind: BookingMailKind, reason?: string | null): Promise<void>;
  /** Queues a mail of its own to one address (an inspector's assignment). */
  mailTo(booking: BookingRef, to: string, content: MailContent): Promise<void>;
}

export interface ChangeContext {
  db: Db;
  realtime: RealtimeBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  actorId: number;
}

export const BOOKING_TASKS: readonly TaskType[] = [
  TaskType.InspectionVerified,
  TaskType.InspectionConfirmed,
  TaskType.SplitInspectionBooking,
  TaskType.ScheduleInspection,
];

function effectsOf(
  tx: Db,
  outbox: WorkItemOutbox,
  context: ChangeContext,
  queued: QueuedMail[],
): BookingEffects {
  let actorName: string | null | undefined;
  const nameOfActor = async () => {
    if (actorName === undefined) {
      const [row] = await tx
        .select({ name: users.fullName })
        .from(users)
        .where(eq(users.id, context.actorId));
      actorName = row?.name ?? null;
    }
    return actorName;
  };

  // A change raises a task and notifies about the same booking: who it concerns is read once per booking.
  const people = new Map<number, Promise<BookingPeople>>();
  const peopleOf = (booking: BookingRef) => {
    if (!people.has(booking.id)) people.set(booking.id, bookingPeople(tx, booking));
    return people.get(booking.id)!;
  };

  return {
    async history(booking, entry) {
      await tx.insert(bookingHistory).values({
        bookingId: booking.id,
        userId: context.actorId,
        userName: await nameOfActor(),
        action: entry.action,
        fromStatus: entry.fromStatus ?? null,
        toStatus: entry.toStatus ?? null,
        reason: entry.reason ?? null,
        changes: entry.changes ?? [],
      });
    },
    async notify(booking, type, audience = EVERYONE) {
      const concerned = await peopleOf(booking);
      const recipients = new Set(audience.flatMap((part) => concerned[part]));
      recipients.delete(context.actorId);
      for (const userId of recipients)
        await outbox.raiseNotification({ userId, entityId: booking.entityId, type, linkId: booking.id });
    },
    async notifyUsers(booking, userIds, type) {
      for (const userId of new Set(userIds))
        if (userId !== context.actorId)
          await outbox.raiseNotification({ userId, entityId: booking.entityId, type, linkId: booking.id });
    },
    async task(booking, type, parentId = null) {
      const assignees =
        type === TaskType.ScheduleInspection
          ? await roleUsers(tx, booking.entityId, Role.Planning)
          : (await peopleOf(booking)).cs;
      // One open task of a kind per booking: raising again replaces it.
      await outbox.closeTasks({ type, linkId: booking.id, entityId: booking.entityId });
      for (const userId of assignees)
        await outbox.raiseTask({ userId, entityId: booking.entityId, type, linkId: booking.id, parentId });
    },
    async closeTasks(bookingId, types) {
      await outbox.closeTasks({ type: types, linkId: bookingId });
    },
    async mail(booking, kind, reason = null) {
      const addresses = await contactAddresses(tx, booking, booking);
      for (const to of addresses) {
        const content = bookingMail({
          kind,
          bookingNo: bookingNumber(booking.id),
          dateFrom: booking.inspectionDateFrom,
          dateTo: booking.inspectionDateTo,
          reason,
        });
        queued.push(await context.mailer.queue(tx, { entityId: booking.entityId, to, ...content }));
      }
    },
    async mailTo(booking, to, content) {
      queued.push(await context.mailer.queue(tx, { entityId: booking.entityId, to, ...content }));
    },
  };
}

/** Runs a booking change in one transaction with its effects, then publishes and delivers after commit. */
export async function withBookingChange<T>(
  context: ChangeContext,
  work: (tx: Db, effects: BookingEffects) => Promise<T>,
): Promise<T> {
  const queued: QueuedMail[] = [];
  const result = await withWorkItems(
    context.db,
    context.realtime,
    (tx, outbox) => work(tx, effectsOf(tx, outbox, context, queued)),
    context.log,
  );
  if (queued.length) context.mailer.deliver(context.db, queued, context.log);
  return result;
}
