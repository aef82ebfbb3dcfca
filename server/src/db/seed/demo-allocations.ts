import { sql } from 'drizzle-orm';
import {
  BookingEvent,
  BookingStatus as S,
  manDayNeed,
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
import { addDays } from './demo-days';
import {
  ALLOCATED_STATUSES,
  AllocationPlan,
  DONE_STATUSES,
  type PlanBooking,
  type PlanQc,
} from './demo-allocation-plan';
import { pinDemoQcs } from './demo-allocation-pins';

/**
 * The demo bookings' inspectors (booking_allocations): every AllocateQC, Scheduled, Inspected, Validated
 * and ReportSent booking gets QCs on its inspection days as the allocation rules allow (demo-allocation-plan.ts);
 * a few Confirmed ones of the coming two weeks are scheduled so both entities show allocated bookings
 * there, with their ScheduleInspection task closed; the `inspector` and `qcpartner` logins get days of
 * their own (demo-allocation-pins.ts). Each allocated booking's history tells it (planning allocated the
 * inspectors); past days are finished. Seeded once: nothing is added once any allocation exists.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ENTITIES = [1, 2];
/** Who allocates in each entity's story: its planner, else the administrator. */
const PLANNERS: Record<number, string[]> = { 1: ['planning', 'admin'], 2: ['admin'] };

interface BookingRow {
  id: number;
  entity_id: number;
  status: S;
  customer_id: number;
  service_type: number;
  date_from: string;
  date_to: string;
  product_count: number;
  factory_country_id: number | null;
  sample_low: number;
  sample_high: number;
  last_at: string;
}

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
    sql`select b.id, b.entity_id, b.status, b.customer_id, b.service_type, b.product_count,
          b.inspection_date_from::text as date_from, b.inspection_date_to::text as date_to,
          coalesce((select va.country_id from vendor_addresses va where va.factory_id = b.factory_id
            order by va.ranking, va.id limit 1), f.country_id) as factory_country_id,
          (select coalesce(sum(g.size), 0)::int from (
            select max(coalesce((p.sampling->>'sampleSize')::int, 0)) as size from booking_products p
            where p.booking_id = b.id group by coalesce('g' || p.picking_group, 'p' || p.product_id)) g) as sample_low,
          (select coalesce(sum(coalesce((p.sampling->>'sampleSize')::int, 0)), 0)::int
            from booking_products p where p.booking_id = b.id) as sample_high,
          (select max(h.at) from booking_history h where h.booking_id = b.id)::text as last_at
        from bookings b join factories f on f.id = b.factory_id
        where b.status = any(${sql.param([S.Confirmed, ...ALLOCATED_STATUSES, ...DONE_STATUSES])}::int[])
          and b.entity_id = any(${sql.param(ENTITIES)}::int[])
        order by b.inspection_date_from, b.id`,
  );
  if (!rows.length) return;
  const rules = await loadManDayRules(db);
  const bookings = rows.map((row) => planBooking(row, rules, leaveClashBookingId));
  const qcs: (PlanQc & { userId: number | null; name: string })[] = [];
  const away = new Set<string>();
  const first = bookings.reduce((min, booking) => (booking.days[0]! < min ? booking.days[0]! : min), today);
  const last = bookings.reduce(
    (max, booking) => (booking.days.at(-1)! > max ? booking.days.at(-1)! : max),
    today,
  );
  for (const entityId of ENTITIES) {
    const records = await listQcs(db, entityId);
    for (const qc of records)
      qcs.push({
        staffId: qc.staffId,
        entityId,
        outsource: qc.outsource,
        officeCountryId: qc.officeCountryId,
        countryIds: qc.countryIds,
        userId: qc.userId,
        name: qc.staffName,
      });
    const days = await qcDays(db, entityId, records, first, last);
    for (const [staffId, byDate] of days)
      for (const [date, detail] of byDate)
        if (detail.leave != null || detail.holiday != null || detail.block != null)
          away.add(`${staffId}|${date}`);
  }
  const plan = new AllocationPlan(bookings, qcs, (staffId, date) => away.has(`${staffId}|${date}`));
  const userOf = await loginIds(db);
  pinDemoQcs(plan, qcs, today, {
    inspector: userOf.get('inspector')?.id,
    qcpartner: userOf.get('qcpartner')?.id,
  });
  plan.fill();
  // A booking the plan scheduled but could not staff stays Confirmed; one it could not cover is AllocateQC.
  for (const booking of bookings) {
    if (!plan.moved.has(booking.id)) continue;
    const allocated = plan.allocated(booking);
    if (allocated === 0) plan.moved.delete(booking.id);
    else if (allocated < booking.needLow) plan.moved.set(booking.id, S.AllocateQC);
  }
  await store(db, plan, rows, qcs, userOf, now, today);
}

type Rules = Map<number, { workload: WorkloadRule[]; other: OtherMandayRule[] }>;

/** Each demo entity's workload matrix and other man-days. */
export async function loadManDayRules(db: Db): Promise<Rules> {
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

function planBooking(row: BookingRow, rules: Rules, leaveClashBookingId: number | null): PlanBooking {
  const { workload, other } = rules.get(row.entity_id) ?? { workload: [], other: [] };
  const need = (totalSampleSize: number) =>
    Math.round(
      manDayNeed(workload, other, {
        customerId: row.customer_id,
        serviceType: row.service_type,
        totalSampleSize,
        productCount: row.product_count,
      }).total * 100,
    );
  const days: string[] = [];
  for (let date = row.date_from; date <= row.date_to; date = addDays(date, 1)) days.push(date);
  return {
    id: row.id,
    entityId: row.entity_id,
    status: row.status,
    days,
    factoryCountryId: row.factory_country_id,
    needLow: need(row.sample_low),
    needHigh: need(row.sample_high),
    // Entity 2 has no planner, so its Confirmed bookings wait without a task.
    movable: row.status === S.Confirmed && row.id !== leaveClashBookingId,
  };
}

async function loginIds(db: Db): Promise<Map<string, { id: number; name: string }>> {
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
  qcs: (PlanQc & { name: string })[],
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
  /** When planning allocated: after the booking's last step, before its first day, never in the future. */
  const allocatedAt = new Map(
    booked.map((id) => {
      const row = byBooking.get(id)!;
      const lastAt = Date.parse(row.last_at);
      const firstDay = Date.parse(`${row.date_from}T00:00:00Z`);
      const at = Math.max(lastAt + 10 * MINUTE, lastAt + Math.min((firstDay - lastAt) / 2, 30 * HOUR));
      return [id, new Date(Math.min(at, nowMs - MINUTE))];
    }),
  );
  const name = new Map(qcs.map((qc) => [qc.staffId, qc.name]));
  const statusAfter = (row: BookingRow) =>
    DONE_STATUSES.includes(row.status) ? S.Scheduled : (plan.moved.get(row.id) ?? row.status);
  await db.transaction(async (tx) => {
    if (allocations.length)
      await tx.insert(bookingAllocations).values(
        allocations.map((item) => {
          const row = byBooking.get(item.bookingId)!;
          const at = allocatedAt.get(item.bookingId)!;
          const finished =
            DONE_STATUSES.includes(row.status) && item.date <= today
              ? Math.min(
                  Date.parse(`${item.date}T09:00:00Z`) + (item.staffId % 9) * 20 * MINUTE,
                  nowMs - 5 * MINUTE,
                )
              : null;
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
          toStatus: statusAfter(row),
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
