import {
  assignmentReportDue,
  dayStartIn,
  parseIsoDate,
  toIsoDate,
  todayIn,
  type QcAssignment,
  type QcDashboard,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  assignmentsOf,
  colleaguesOf,
  contactsOf,
  productsOf,
  REPORT_PENDING_STATUSES,
  type AssignmentBase,
} from './qc-assignment-queries';
import { staffIdOfUser } from './qc-directory';
import type { ScheduleMessageKey } from './schedule-server-messages';

/** Today and the next UPCOMING_DAYS days are "upcoming"; the PAST_DAYS days before today "past". */
const UPCOMING_DAYS = 14;
const PAST_DAYS = 30;
/** A browser's clock may run a little ahead of the server's: a finish this far ahead is taken as now. */
const CLOCK_SKEW_MS = 60_000;
const DAY_MS = 86_400_000;

const shift = (isoDate: string, days: number) => toIsoDate(parseIsoDate(isoDate)! + days * DAY_MS);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The signed-in inspector's assignments as the dashboard's three lists, in the caller's time zone. */
export async function qcDashboard(
  db: Db,
  entityId: number,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
): Promise<QcDashboard> {
  const today = todayIn(timeZone, now);
  const empty: QcDashboard = { today, upcoming: [], reportsDue: [], past: [] };
  const staffId = await staffIdOfUser(db, userId);
  if (staffId == null) return empty;
  const window = { from: shift(today, -PAST_DAYS), to: shift(today, UPCOMING_DAYS), today };
  const bases = await assignmentsOf(db, entityId, staffId, window);
  if (!bases.length) return empty;
  const bookingIds = bases.map((base) => base.bookingId);
  const [products, contacts, colleagues] = await Promise.all([
    productsOf(db, bookingIds),
    contactsOf(db, bookingIds),
    colleaguesOf(db, staffId, bookingIds),
  ]);
  const assignments = bases.map((base): QcAssignment =>
    toAssignment(base, { products, contacts, colleagues }, today, timeZone),
  );
  const pending = new Set<number>(REPORT_PENDING_STATUSES);
  return {
    today,
    upcoming: assignments.filter((item) => item.date >= today && item.date <= window.to),
    reportsDue: assignments
      .filter(
        (item) =>
          item.date <= today && pending.has(item.status) && (item.finishedAt != null || item.date < today),
      )
      .sort((a, b) => compare(a.reportDueAt ?? '', b.reportDueAt ?? '') || a.allocationId - b.allocationId),
    past: assignments
      .filter((item) => item.date < today && item.date >= window.from)
      .sort((a, b) => compare(b.date, a.date) || b.bookingId - a.bookingId),
  };
}

function toAssignment(
  { finishedAt, ...base }: AssignmentBase,
  joined: {
    products: Awaited<ReturnType<typeof productsOf>>;
    contacts: Awaited<ReturnType<typeof contactsOf>>;
    colleagues: Awaited<ReturnType<typeof colleaguesOf>>;
  },
  today: string,
  timeZone: string,
): QcAssignment {
  const due = assignmentReportDue(base.date, finishedAt, today, timeZone);
  return {
    ...base,
    products: joined.products.get(base.bookingId) ?? [],
    contacts: joined.contacts.get(base.bookingId) ?? [],
    colleagues: joined.colleagues.get(`${base.bookingId}|${base.date}`) ?? [],
    finishedAt: finishedAt?.toISOString() ?? null,
    reportDueAt: due?.toISOString() ?? null,
  };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export type FinishOutcome =
  | { kind: 'done' }
  | { kind: 'notFound' }
  | { kind: 'invalid'; field: 'finishedAt' | 'allocationId'; key: ScheduleMessageKey };

/**
 * The inspector says the inspection of one of their own allocations is finished (the report deadline
 * starts from it): only for a day that has begun in their zone, at a time between that day's start and
 * now (now when not given). Saying it again corrects the time.
 */
export async function finishAssignment(
  db: Db,
  entityId: number,
  userId: number,
  allocationId: number,
  request: { finishedAt?: string | null; timeZone: string },
  now: Date = new Date(),
): Promise<FinishOutcome> {
  const staffId = await staffIdOfUser(db, userId);
  if (staffId == null) return { kind: 'notFound' };
  const [allocation] = await rawRows<{ inspection_date: string }>(
    db,
    sql`select inspection_date::text as inspection_date from booking_allocations
        where id = ${allocationId} and staff_id = ${staffId} and entity_id = ${entityId}`,
  );
  if (!allocation) return { kind: 'notFound' };
  const day = allocation.inspection_date;
  if (day > todayIn(request.timeZone, now))
    return { kind: 'invalid', field: 'allocationId', key: 'FinishDayNotBegun' };
  let finishedAt = now;
  if (request.finishedAt != null) {
    finishedAt = new Date(request.finishedAt);
    if (!ISO_INSTANT.test(request.finishedAt) || Number.isNaN(finishedAt.getTime()))
      return { kind: 'invalid', field: 'finishedAt', key: 'FinishTimeInvalid' };
    if (finishedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
      return { kind: 'invalid', field: 'finishedAt', key: 'FinishInFuture' };
    if (finishedAt.getTime() > now.getTime()) finishedAt = now;
    if (finishedAt < dayStartIn(day, request.timeZone))
      return { kind: 'invalid', field: 'finishedAt', key: 'FinishBeforeDay' };
  }
  await db.execute(
    sql`update booking_allocations set finished_at = ${finishedAt.toISOString()}, updated_at = now()
        where id = ${allocationId}`,
  );
  return { kind: 'done' };
}
