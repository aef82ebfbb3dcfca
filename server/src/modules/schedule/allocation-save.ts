import {
  AllocationRefusal,
  BookingEvent,
  statusAfterAllocation,
  type AllocationDetail,
  type AllocationRefusalItem,
  type AllocationSaveBody,
  type BookingStatus,
  type Lang,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { bookingAllocations } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import type { ResourceScope } from '../kit/resource-definition';
import { allocationChange, storedAllocations, type StoredAllocation } from '../booking/booking-allocations';
import { withBookingChange, type ChangeContext } from '../booking/booking-change';
import { factsOf, updateBooking } from '../booking/booking-command';
import { allocationEffects } from '../booking/booking-transitions';
import { lockBookingRow } from '../booking/booking.repository';
import { allocationDetail, takesAllocations } from './allocation-detail';
import { bodyErrors, diffAllocations, isEmptyDiff, refusalsOf, type AllocationDiff } from './allocation-diff';
import { tellInspectors, type QcContact } from './allocation-notices';
import { qcDays } from './qc-day-facts';
import { listQcs } from './qc-directory';
import { refusalText } from './refusal-text';
import { scheduleToday } from './schedule-clock';
import { manDayRules, needOf, scheduleBookings, totalSampleSizes } from './schedule-bookings';

export interface AllocationCommand {
  change: ChangeContext;
  scope: ResourceScope;
  lang: Lang;
}

export type AllocationOutcome =
  | { kind: 'done'; detail: AllocationDetail }
  | { kind: 'notFound' }
  | { kind: 'invalid'; errors: FieldError[] }
  /** Stale version (no message) or a status that takes no allocations (the message says so). */
  | { kind: 'conflict'; current: AllocationDetail; message?: string }
  | { kind: 'refused'; refusals: AllocationRefusalItem[] };

const total = (allocations: { manDays: number }[]) =>
  allocations.reduce((sum, allocation) => sum + Math.round(allocation.manDays * 100), 0) / 100;

/**
 * Locks the staff rows of the QCs involved, in id order: two planners giving the same QC the same day on
 * two bookings (each holding its own booking's lock) queue here, and the second reads the first's allocation
 * once it is committed. Answers who they are (another entity's staff and unknown ids included).
 */
async function lockStaff(tx: Db, staffIds: number[]): Promise<Map<number, QcContact>> {
  if (!staffIds.length) return new Map();
  const rows = await rawRows<{ id: number; full_name: string; email: string | null; user_id: number | null }>(
    tx,
    sql`select s.id, s.full_name, s.email,
          (select min(u.id) from users u where u.staff_id = s.id and u.is_active) as user_id
        from staff s where s.id = any(${sql.param(staffIds)}::int[]) order by s.id for update of s`,
  );
  return new Map(rows.map((row) => [row.id, { name: row.full_name, email: row.email, userId: row.user_id }]));
}

async function write(
  tx: Db,
  diff: AllocationDiff,
  booking: { id: number; entityId: number },
  actorId: number,
) {
  if (diff.removed.length)
    await tx.execute(
      sql`delete from booking_allocations
          where id = any(${sql.param(diff.removed.map((pair) => pair.allocationId))}::int[])`,
    );
  for (const pair of diff.changed)
    await tx.execute(
      sql`update booking_allocations set man_days = ${pair.manDays}, updated_at = now()
          where id = ${pair.allocationId}`,
    );
  if (diff.added.length)
    await tx.insert(bookingAllocations).values(
      diff.added.map((pair) => ({
        entityId: booking.entityId,
        bookingId: booking.id,
        staffId: pair.staffId,
        inspectionDate: pair.date,
        manDays: pair.manDays,
        createdBy: actorId,
      })),
    );
}

/** One history line per QC and day the save touched, by day then QC name. */
function historyChanges(diff: AllocationDiff, contacts: Map<number, QcContact>) {
  const name = (staffId: number) => contacts.get(staffId)?.name ?? `#${staffId}`;
  const lines = [
    ...diff.added.map((pair) => ({ pair, from: null, to: pair.manDays })),
    ...diff.changed.map((pair) => ({ pair, from: pair.before, to: pair.manDays })),
    ...diff.removed.map((pair) => ({ pair, from: pair.manDays, to: null })),
  ].map(({ pair, from, to }) => ({
    date: pair.date,
    name: name(pair.staffId),
    line: allocationChange(pair.date, name(pair.staffId), from, to),
  }));
  return lines
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name))
    .map((entry) => entry.line);
}

/**
 * The allocation save (docs/scheduling.md): in one transaction, the booking locked at the version read, the
 * QCs' staff rows locked, every new or changed QC-day checked (nothing is written when one is refused),
 * then the rows, the booking's status and version, and what the change raises, closes, notifies and mails.
 */
export async function saveAllocation(
  command: AllocationCommand,
  bookingId: number,
  body: AllocationSaveBody,
): Promise<AllocationOutcome> {
  const { scope, lang } = command;
  const errors = bodyErrors(body, lang);
  if (errors.length) return { kind: 'invalid', errors };

  return withBookingChange(command.change, async (tx, effects): Promise<AllocationOutcome> => {
    const row = await lockBookingRow(tx, bookingId, scope);
    if (!row) return { kind: 'notFound' };
    const current = async () => (await allocationDetail(tx, bookingId, scope))!;
    if (row.version !== body.version) return { kind: 'conflict', current: await current() };
    const [booking] = await scheduleBookings(tx, scope.entityId, [bookingId]);
    if (!takesAllocations(booking!))
      return {
        kind: 'conflict',
        current: await current(),
        message: refusalText(AllocationRefusal.BookingStatus, lang, {
          qcName: '',
          date: row.inspectionDateFrom,
          bookingNo: booking!.bookingNo,
        }),
      };

    const stored = await storedAllocations(tx, bookingId);
    const diff = diffAllocations(body, stored);
    if (isEmptyDiff(diff)) return { kind: 'done', detail: await current() };
    const involved = [
      ...new Set([...diff.added, ...diff.changed, ...diff.removed].map((pair) => pair.staffId)),
    ];
    const contacts = await lockStaff(
      tx,
      involved.sort((a, b) => a - b),
    );
    const judged = [...diff.added, ...diff.changed];
    const qcs = await listQcs(tx, scope.entityId, {
      qcIds: [...new Set(judged.map((pair) => pair.staffId))],
    });
    const dates = judged.map((pair) => pair.date).sort();
    const days = dates.length
      ? await qcDays(tx, scope.entityId, qcs, dates[0]!, dates.at(-1)!, { excludeBookingId: bookingId })
      : new Map();
    const refusals = refusalsOf(diff, {
      lang,
      bookingNo: booking!.bookingNo,
      dateFrom: row.inspectionDateFrom,
      dateTo: row.inspectionDateTo,
      today: scheduleToday(),
      qcIds: new Set(qcs.map((qc) => qc.staffId)),
      names: new Map([...contacts].map(([id, contact]) => [id, contact.name])),
      days,
    });
    if (refusals.length) return { kind: 'refused', refusals };

    await write(tx, diff, row, command.change.actorId);
    const after: StoredAllocation[] = await storedAllocations(tx, bookingId);
    const sizes = await totalSampleSizes(tx, [bookingId]);
    const rules = await manDayRules(tx, scope.entityId);
    const need = needOf(rules, booking!, sizes.get(bookingId) ?? 0);
    const from = row.status as BookingStatus;
    const to = statusAfterAllocation(from, total(after), need.total);
    await updateBooking(tx, bookingId, { status: to });
    await allocationEffects(effects, factsOf(row), to, {
      action: diff.added.length || diff.changed.length ? BookingEvent.Allocated : BookingEvent.Deallocated,
      changes: historyChanges(diff, contacts),
      qcsChanged: diff.added.length > 0 || diff.removed.length > 0,
      allocatedBefore: total(stored),
      allocatedAfter: total(after),
    });
    await tellInspectors(tx, effects, { ...booking!, status: to }, diff, after, contacts);
    return { kind: 'done', detail: await current() };
  });
}
