import { sql } from 'drizzle-orm';
import { BookingStatus as S, LeaveStatus, TaskType, type LeaveDayType } from '@portal/domain';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import { leaveApprovers } from '../../modules/hr-leave/leave-approvers';
import { listQcs } from '../../modules/schedule/qc-directory';
import { qcDays } from '../../modules/schedule/qc-day-facts';
import { addDays, seedDay } from './demo-days';
import { bookingFactsOf, planBooking, type BookingFactsRow } from './demo-allocation-facts';
import {
  loadDemoQcs,
  loadFactoryCountries,
  loadManDayRules,
  loadSampleSizes,
  loginIds,
} from './demo-allocations';
import { findLeaveClashBooking } from './demo-leave-clash';
import type { DayFacts } from './demo-day-checks.test-support';

/**
 * The same facts as a day's plan (demo-day.test-support.ts), read from a database the demo was seeded
 * into at `now`: the checks of demo-day-checks.test-support.ts then hold the writes to the same rules.
 */
export async function writtenDemoDay(db: Db, now: Date): Promise<DayFacts> {
  const day = seedDay(now);
  const rows = await rawRows<BookingFactsRow & { waits: boolean }>(
    db,
    sql`select b.id, b.entity_id, b.customer_id, b.status, b.service_type, b.product_count, b.factory_id,
          b.inspection_date_from::text as date_from, b.inspection_date_to::text as date_to,
          exists (select 1 from tasks t join users u on u.id = t.user_id and u.login_name = 'planning'
            where t.link_id = b.id and t.type = ${TaskType.ScheduleInspection} and not t.is_done) as waits
        from bookings b order by b.id`,
  );
  const history = await rawRows<{
    booking_id: number;
    action: string;
    to_status: S | null;
    named: boolean;
    at: string;
  }>(
    db,
    sql`select booking_id, action, to_status, user_name is not null as named, at::text as at
        from booking_history order by booking_id, at, id`,
  );
  const steps = new Map<number, DayFacts['bookings'][number]['steps']>();
  for (const row of history)
    steps.set(row.booking_id, [
      ...(steps.get(row.booking_id) ?? []),
      { action: row.action, to: row.to_status, named: row.named, at: Date.parse(row.at) },
    ]);
  const rules = await loadManDayRules(db);
  const samples = await loadSampleSizes(
    db,
    rows.map((row) => row.id),
  );
  const countries = await loadFactoryCountries(db);
  const clashId = await findLeaveClashBooking(db);
  const bookings = rows.map((row) => {
    const need = planBooking(bookingFactsOf(row, countries, samples), rules, clashId);
    return {
      id: row.id,
      entityId: row.entity_id,
      customerId: row.customer_id,
      status: row.status,
      dateFrom: row.date_from,
      dateTo: row.date_to,
      steps: steps.get(row.id) ?? [],
      need: { low: need.needLow, high: need.needHigh },
      waitsForPlanning: row.waits,
    };
  });
  const allocations = (
    await rawRows<{
      booking_id: number;
      staff_id: number;
      date: string;
      man_days: number;
      finished: boolean;
    }>(
      db,
      sql`select booking_id, staff_id, inspection_date::text as date, man_days::float8 as man_days,
            finished_at is not null as finished from booking_allocations order by id`,
    )
  ).map((row) => ({
    bookingId: row.booking_id,
    staffId: row.staff_id,
    date: row.date,
    manDays: Math.round(row.man_days * 100),
    finished: row.finished,
  }));
  return {
    day,
    now: now.getTime(),
    bookings,
    allocations,
    qcs: await loadDemoQcs(db),
    away: await awayDays(db, [...allocations.map((item) => item.date), day, addDays(day, 1)]),
    leave: await writtenLeave(db),
    refusedLeave: [],
    logins: await (async () => {
      const ids = await loginIds(db);
      return { inspector: ids.get('inspector')?.id ?? null, qcpartner: ids.get('qcpartner')?.id ?? null };
    })(),
    anitaStaffId:
      (
        await rawRows<{ id: number }>(
          db,
          sql`select id from staff where entity_id = 1 and full_name = 'Anita Desai'`,
        )
      )[0]?.id ?? null,
    leaveClashBookingId: clashId,
  };
}

/** The QCs' days off between the first and last of the dates given. */
async function awayDays(db: Db, dates: string[]): Promise<DayFacts['away']> {
  const sorted = [...dates].sort();
  const off = new Set<string>();
  for (const entityId of [1, 2]) {
    const records = await listQcs(db, entityId);
    const days = await qcDays(db, entityId, records, sorted[0]!, sorted.at(-1)!);
    for (const [staffId, byDate] of days)
      for (const [date, detail] of byDate)
        if (detail.leave != null || detail.holiday != null || detail.block != null)
          off.add(`${staffId}|${date}`);
  }
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  return (staffId, date) => {
    if (date < first || date > last) throw new Error(`no day-off facts read for ${date}`);
    return off.has(`${staffId}|${date}`);
  };
}

/** Every leave request with, for the pending ones, its approvers and the holders of its open tasks. */
async function writtenLeave(db: Db): Promise<DayFacts['leave']> {
  const requests = await rawRows<{
    id: number;
    entity_id: number;
    staff_id: number;
    name: string;
    status: LeaveStatus;
    start_date: string;
    end_date: string;
    start_day_type: LeaveDayType;
    end_day_type: LeaveDayType;
    days: number;
    holders: number[] | null;
  }>(
    db,
    sql`select r.id, r.entity_id, r.staff_id, s.full_name as name, r.status, r.start_date::text as start_date,
          r.end_date::text as end_date, r.start_day_type, r.end_day_type, r.days::float8 as days,
          (select array_agg(t.user_id order by t.user_id) from tasks t
            where t.type = ${TaskType.LeaveToApprove} and t.link_id = r.id and not t.is_done) as holders
        from leave_requests r join staff s on s.id = r.staff_id order by r.id`,
  );
  const leave: DayFacts['leave'] = [];
  for (const row of requests)
    leave.push({
      staffId: row.staff_id,
      staffName: row.name,
      status: row.status,
      startDate: row.start_date,
      endDate: row.end_date,
      startDayType: row.start_day_type,
      endDayType: row.end_day_type,
      days: row.days,
      approvers:
        row.status === LeaveStatus.Pending
          ? (await leaveApprovers(db, row.entity_id, row.staff_id)).approvers
              .map((user) => user.id)
              .sort((a, b) => a - b)
          : [],
      holders: (row.holders ?? []).map(Number),
    });
  return leave;
}
