import { sql } from 'drizzle-orm';
import {
  BookingEvent,
  BookingStatus as S,
  TaskType,
  type OtherMandayRule,
  type WorkloadRule,
} from '@portal/domain';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import { bookingAllocations, bookingHistory } from '../schema';
import { allocationChange } from '../../modules/booking/booking-allocations';
import { listQcs } from '../../modules/schedule/qc-directory';
import { qcDays } from '../../modules/schedule/qc-day-facts';
import {
  allocationTime,
  bookingFactsOf,
  finishTime,
  planBooking,
  PLANNERS,
  statusAfterAllocation,
  type BookingFacts,
  type BookingFactsRow,
  type ManDayRules,
} from './demo-allocation-facts';
import { ALLOCATED_STATUSES, DONE_STATUSES, type AllocationPlan, type PlanQc } from './demo-allocation-plan';
import { planDemoAllocations } from './demo-allocation-pins';

/**
 * The demo bookings' inspectors (booking_allocations): every AllocateQC, Scheduled, Inspected, Validated
 * and ReportSent booking gets QCs on its inspection days as the allocation rules allow (demo-allocation-plan.ts);
 * a few Confirmed ones of the coming two weeks are scheduled so both entities show allocated bookings
 * there, with their ScheduleInspection task closed; the `inspector` and `qcpartner` logins get days of
 * their own (demo-allocation-pins.ts). Each allocated booking's history tells it (planning allocated the
 * inspectors); past days are finished. Seeded once: nothing is added once any allocation exists.
 */

const ENTITIES = [1, 2];

interface BookingRow extends BookingFactsRow {
  last_at: string;
}

export type DemoQc = PlanQc & { userId: number | null; name: string };

export async function seedDemoAllocations(
  db: Db,
  now: Date,
  today: string,
  leaveClashBookingId: number | null,
): Promise<void> {
  const [existing] = await rawRows<{ id: number }>(db, sql`select id from booking_allocations limit 1`);
  if (existing) return;
  const rows = await rawRows<BookingRow>(
    db,
    sql`select b.id, b.entity_id, b.status, b.customer_id, b.service_type, b.product_count, b.factory_id,
          b.inspection_date_from::text as date_from, b.inspection_date_to::text as date_to,
          (select max(h.at) from booking_history h where h.booking_id = b.id)::text as last_at
        from bookings b
        where b.status = any(${sql.param([S.Confirmed, ...ALLOCATED_STATUSES, ...DONE_STATUSES])}::int[])
          and b.entity_id = any(${sql.param(ENTITIES)}::int[])
        order by b.inspection_date_from, b.id`,
  );
  if (!rows.length) return;
  const rules = await loadManDayRules(db);
  const products = await loadSampleSizes(
    db,
    rows.map((row) => row.id),
  );
  const countries = await loadFactoryCountries(db);
  const bookings = rows.map((row) =>
    planBooking(bookingFactsOf(row, countries, products), rules, leaveClashBookingId),
  );
  const qcs = await loadDemoQcs(db);
  const away = new Set<string>();
  const first = bookings.reduce((min, booking) => (booking.days[0]! < min ? booking.days[0]! : min), today);
  const last = bookings.reduce(
    (max, booking) => (booking.days.at(-1)! > max ? booking.days.at(-1)! : max),
    today,
  );
  for (const entityId of ENTITIES) {
    const records = await listQcs(db, entityId);
    const days = await qcDays(db, entityId, records, first, last);
    for (const [staffId, byDate] of days)
      for (const [date, detail] of byDate)
        if (detail.leave != null || detail.holiday != null || detail.block != null)
          away.add(`${staffId}|${date}`);
  }
  const userOf = await loginIds(db);
  const plan = planDemoAllocations(bookings, qcs, (staffId, date) => away.has(`${staffId}|${date}`), today, {
    inspector: userOf.get('inspector')?.id,
    qcpartner: userOf.get('qcpartner')?.id,
  });
  await store(db, plan, rows, qcs, userOf, now, today);
}

/** The QCs of both demo entities, as the plan sees them, with their accounts and names. */
export async function loadDemoQcs(db: Db): Promise<DemoQc[]> {
  const qcs: DemoQc[] = [];
  for (const entityId of ENTITIES)
    for (const qc of await listQcs(db, entityId))
      qcs.push({
        staffId: qc.staffId,
        entityId,
        outsource: qc.outsource,
        officeCountryId: qc.officeCountryId,
        countryIds: qc.countryIds,
        userId: qc.userId,
        name: qc.staffName,
      });
  return qcs;
}

/** Each factory's country: its first address's, else the factory's own. */
export async function loadFactoryCountries(db: Db): Promise<Map<number, number | null>> {
  const rows = await rawRows<{ id: number; country_id: number | null }>(
    db,
    sql`select f.id, coalesce((select va.country_id from vendor_addresses va where va.factory_id = f.id
          order by va.ranking, va.id limit 1), f.country_id) as country_id
        from factories f`,
  );
  return new Map(rows.map((row) => [row.id, row.country_id]));
}

export async function loadSampleSizes(
  db: Db,
  bookingIds: number[],
): Promise<Map<number, BookingFacts['products']>> {
  const rows = await rawRows<{
    booking_id: number;
    product_id: number;
    picking_group: number | null;
    size: number;
  }>(
    db,
    sql`select booking_id, product_id, picking_group, coalesce((sampling->>'sampleSize')::int, 0) as size
        from booking_products where booking_id = any(${sql.param(bookingIds)}::int[]) order by booking_id, product_id`,
  );
  const byBooking = new Map<number, BookingFacts['products']>();
  for (const row of rows)
    byBooking.set(row.booking_id, [
      ...(byBooking.get(row.booking_id) ?? []),
      { productId: row.product_id, pickingGroup: row.picking_group, sampleSize: row.size },
    ]);
  return byBooking;
}

/** Each demo entity's workload matrix and other man-days. */
export async function loadManDayRules(db: Db): Promise<ManDayRules> {
  const workload = await rawRows<WorkloadRule & { entityId: number }>(
    db,
    sql`select id, entity_id as "entityId", service_type as "serviceType", sample_size_from as "sampleSizeFrom",
          sample_size_to as "sampleSizeTo", product_count_from as "productCountFrom",
          product_count_to as "productCountTo", man_days::float8 as "manDays" from workload_matrix`,
  );
  const other = await rawRows<OtherMandayRule & { entityId: number }>(
    db,
    sql`select id, entity_id as "entityId", name, customer_id as "customerId", service_type as "serviceType",
          man_days::float8 as "manDays", is_active as "isActive" from other_mandays`,
  );
  return new Map(
    ENTITIES.map((entityId) => [
      entityId,
      {
        workload: workload.filter((row) => row.entityId === entityId),
        other: other.filter((row) => row.entityId === entityId),
      },
    ]),
  );
}

export async function loginIds(db: Db): Promise<Map<string, { id: number; name: string }>> {
  const rows = await rawRows<{ login: string; id: number; name: string }>(
    db,
    sql`select lower(login_name) as login, id, full_name as name from users
        where lower(login_name) in ('inspector', 'qcpartner', 'planning', 'admin') and is_active`,
  );
  return new Map(rows.map((row) => [row.login, { id: row.id, name: row.name }]));
}

async function store(
  db: Db,
  plan: AllocationPlan,
  rows: BookingRow[],
  qcs: DemoQc[],
  userOf: Map<string, { id: number; name: string }>,
  now: Date,
  today: string,
): Promise<void> {
  const nowMs = now.getTime();
  const byBooking = new Map(rows.map((row) => [row.id, row]));
  const planner = (entityId: number) =>
    (PLANNERS[entityId] ?? []).map((login) => userOf.get(login)).find((user) => user) ?? null;
  const allocations = plan.allocations;
  const booked = [...new Set(allocations.map((item) => item.bookingId))];
  const allocatedAt = new Map(
    booked.map((id) => {
      const row = byBooking.get(id)!;
      return [id, new Date(allocationTime(Date.parse(row.last_at), row.date_from, nowMs))];
    }),
  );
  const name = new Map(qcs.map((qc) => [qc.staffId, qc.name]));
  await db.transaction(async (tx) => {
    if (allocations.length)
      await tx.insert(bookingAllocations).values(
        allocations.map((item) => {
          const row = byBooking.get(item.bookingId)!;
          const at = allocatedAt.get(item.bookingId)!;
          const finished = finishTime(row.status, item, today, nowMs);
          return {
            entityId: row.entity_id,
            bookingId: item.bookingId,
            staffId: item.staffId,
            inspectionDate: item.date,
            manDays: item.manDays / 100,
            finishedAt: finished == null ? null : new Date(finished),
            createdBy: planner(row.entity_id)?.id ?? null,
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
    await tx.insert(bookingHistory).values(
      booked.map((id) => {
        const row = byBooking.get(id)!;
        const user = planner(row.entity_id);
        return {
          bookingId: id,
          userId: user?.id ?? null,
          userName: user?.name ?? null,
          action: BookingEvent.Allocated,
          fromStatus: S.Confirmed,
          toStatus: statusAfterAllocation(plan, row),
          changes: allocations
            .filter((item) => item.bookingId === id)
            .map((item) =>
              allocationChange(item.date, name.get(item.staffId) ?? '', null, item.manDays / 100),
            ),
          at: allocatedAt.get(id)!,
        };
      }),
    );
    // The allocation is one more change of each booking (optimistic locking counts it); the moved ones
    // take their new status, and planning's task on them is done.
    const ats = booked.map((id) => allocatedAt.get(id)!.toISOString());
    const statuses = booked.map((id) => plan.moved.get(id) ?? byBooking.get(id)!.status);
    await tx.execute(sql`
      update bookings b set status = m.status, version = b.version + 1, updated_at = greatest(b.updated_at, m.at)
      from unnest(${sql.param(booked)}::int[], ${sql.param(statuses)}::int[], ${sql.param(ats)}::timestamptz[])
        as m(id, status, at)
      where b.id = m.id`);
    await tx.execute(sql`
      update tasks t set is_done = true, done_at = m.at
      from unnest(${sql.param(booked)}::int[], ${sql.param(ats)}::timestamptz[]) as m(id, at)
      where t.type = ${TaskType.ScheduleInspection} and t.link_id = m.id and not t.is_done`);
  });
}
