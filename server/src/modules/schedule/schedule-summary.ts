import {
  ALLOCATING_STATUSES,
  BookingStatus,
  type ScheduleRow,
  type ScheduleSearchRequest,
  type ScheduleSearchResponse,
} from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { likePattern } from '../../lib/search/sql-filters';
import {
  allocatedTotals,
  manDayRules,
  needOf,
  scheduleBookings,
  totalSampleSizes,
} from './schedule-bookings';

const S = BookingStatus;
/** AllocateQC is in both: its inspectors do not cover its man-days yet (the save makes it Scheduled when they do). */
const STATE_STATUSES: Record<NonNullable<ScheduleSearchRequest['state']>, readonly BookingStatus[]> = {
  waiting: [S.Confirmed, S.Rescheduled, S.AllocateQC],
  allocated: [S.AllocateQC, S.Scheduled],
  all: ALLOCATING_STATUSES,
};

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
// A list filter the body leaves out, sends null or sends empty means any.
const given = (values: readonly number[] | null | undefined): values is number[] => !!values?.length;

/** Every filter, on the bookings table (the factory's country reads its main address by the booking's row). */
function conditions(entityId: number, request: ScheduleSearchRequest, excludeId: number | null): SQL[] {
  const where: SQL[] = [sql`b.entity_id = ${entityId}`];
  const text = request.searchText?.trim().toLowerCase();
  if (text) where.push(sql`b.search_text like ${likePattern(text)}`);
  if (request.dateFrom) where.push(sql`b.inspection_date_to >= ${request.dateFrom}`);
  if (request.dateTo) where.push(sql`b.inspection_date_from <= ${request.dateTo}`);
  if (given(request.officeIds)) where.push(sql`b.office_id = any(${ids(request.officeIds)})`);
  if (given(request.customerIds)) where.push(sql`b.customer_id = any(${ids(request.customerIds)})`);
  if (given(request.countryIds))
    where.push(sql`(select va.country_id from vendor_addresses va where va.factory_id = b.factory_id
      order by va.ranking, va.id limit 1) = any(${ids(request.countryIds)})`);
  if (excludeId != null) where.push(sql`b.id <> ${excludeId}`);
  return where;
}

/**
 * One page of ids in the summary's order (first inspection day, then id). One ordered branch per status,
 * each read from the (entity, status, date, id) index and cut at the page's end, merged: PostgreSQL merges
 * the branches instead of sorting every booking of the entity in those statuses.
 */
async function pageIds(
  db: Db,
  where: SQL[],
  statuses: readonly BookingStatus[],
  skip: number,
  take: number,
): Promise<number[]> {
  if (take <= 0) return [];
  const branches = statuses.map(
    (status) => sql`(select b.id, b.inspection_date_from from bookings b
      where ${sql.join([...where, sql`b.status = ${status}`], sql` and `)}
      order by b.inspection_date_from, b.id limit ${skip + take})`,
  );
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select id from (${sql.join(branches, sql` union all `)}) page
        order by inspection_date_from, id offset ${skip} limit ${take}`,
  );
  return rows.map((row) => row.id);
}

async function countOf(db: Db, where: SQL[], statuses: readonly BookingStatus[]): Promise<number> {
  const [row] = await rawRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from bookings b
        where ${sql.join([...where, sql`b.status = any(${ids(statuses)})`], sql` and `)}`,
  );
  return Number(row?.total ?? 0);
}

/** The focused booking when it is the entity's and planning deals with it (whatever the filters). */
async function focusOf(db: Db, entityId: number, focusId: number | null | undefined): Promise<number | null> {
  if (focusId == null) return null;
  const [row] = await rawRows<{ id: number }>(
    db,
    sql`select id from bookings where id = ${focusId} and entity_id = ${entityId}
          and status = any(${ids(ALLOCATING_STATUSES)})`,
  );
  return row?.id ?? null;
}

/**
 * The schedule summary: the entity's bookings waiting for inspectors or given some, by first inspection
 * day. The focused booking (a ScheduleInspection task's) heads the first page and is left out of the rest.
 * Names, sample sizes, needs and allocations are read for the page's rows only.
 */
export async function scheduleSummary(
  db: Db,
  entityId: number,
  request: ScheduleSearchRequest,
): Promise<ScheduleSearchResponse> {
  const statuses = STATE_STATUSES[request.state ?? 'waiting'];
  const focus = await focusOf(db, entityId, request.focusBookingId);
  const where = conditions(entityId, request, focus);
  const focusOnPage = focus != null && request.skip === 0;
  const [others, count] = await Promise.all([
    pageIds(
      db,
      where,
      statuses,
      focus == null ? request.skip : Math.max(0, request.skip - 1),
      focusOnPage ? request.take - 1 : request.take,
    ),
    countOf(db, where, statuses),
  ]);
  const order = focusOnPage ? [focus, ...others] : others;
  const total = count + (focus != null ? 1 : 0);
  if (!order.length) return { rows: [], total };

  const [bookings, sizes, allocated, rules] = await Promise.all([
    scheduleBookings(db, entityId, order),
    totalSampleSizes(db, order),
    allocatedTotals(db, order),
    manDayRules(db, entityId),
  ]);
  const byId = new Map(bookings.map((booking) => [booking.id, booking]));
  const rows = order.flatMap((id): ScheduleRow[] => {
    const booking = byId.get(id);
    if (!booking) return [];
    const totalSampleSize = sizes.get(id) ?? 0;
    const given = allocated.get(id);
    return [
      {
        id,
        bookingNo: booking.bookingNo,
        status: booking.status,
        customerId: booking.customerId,
        customerName: booking.customerName,
        supplierName: booking.supplierName,
        factoryName: booking.factoryName,
        factoryCityName: booking.factoryCityName,
        factoryCountryName: booking.factoryCountryName,
        officeId: booking.officeId,
        officeName: booking.officeName,
        serviceType: booking.serviceType,
        inspectionDateFrom: booking.inspectionDateFrom,
        inspectionDateTo: booking.inspectionDateTo,
        productCount: booking.productCount,
        totalSampleSize,
        manDaysNeeded: needOf(rules, booking, totalSampleSize).total,
        manDaysAllocated: given?.manDays ?? 0,
        qcNames: given?.qcNames ?? [],
        version: booking.version,
      },
    ];
  });
  return { rows, total };
}
