/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { sql } from 'drizzle-orm';
import {
  BookingStatus,
  isWeekend,
  LeaveStatus,
  manDayNeed,
  rangesOverlap,
  TaskType,
  TripType,
} from '@portal/domain';
import { rawRows } from '../raw-rows';
import { listQcs, type QcRecord } from '../../modules/schedule/qc-directory';
import { dayOf, qcDays } from '../../modules/schedule/qc-day-facts';
import { addDays, seedDay } from './demo-days';
import { loadManDayRules } from './demo-allocations';
import { findLeaveClashBooking, seedDemoScheduling } from './demo-scheduling';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const rows = <Row>(query: ReturnType<typeof sql>) => rawRows<Row>(database.db, query);
/** The day the run's demo database was seeded: the dated describes name it, as the demo moves with it. */
const today = seedDay(new Date());

interface Allocation {
  id: number;
  booking_id: number;
  entity_id: number;
  booking_entity_id: number;
  status: BookingStatus;
  staff_id: number;
  date: string;
  man_days: number;
  finished: boolean;
}
const allocations = () =>
  rows<Allocation>(sql`select a.id, a.booking_id, a.entity_id, b.entity_id as booking_entity_id, b.status,
    a.staff_id, a.inspection_date::text as date, a.man_days::float8 as man_days, a.finished_at is not null as finished
    from booking_allocations a join bookings b on b.id = a.booking_id order by a.inspection_date, a.id`);

const qcsOf = (entityId: number) => listQcs(database.db, entityId);

describe('demo inspectors', () => {
  it('are about fourteen in entity 1 over five offices, three outsourced, and four in entity 2', async () => {
    const first = await qcsOf(1);
    expect(first.length).toBeGreaterThanOrEqual(13);
    expect(new Set(first.map((qc) => qc.officeId)).size).toBeGreaterThanOrEqual(5);
    expect(first.filter((qc) => qc.outsource).length).toBeGreaterThanOrEqual(3);
    expect((await qcsOf(2)).length).toBeGreaterThanOrEqual(4);
    const named = (name: string) => first.find((qc) => qc.staffName === name);
    for (const name of ['Rahul Sharma', 'Anita Desai', 'Wang Jun', 'Karim Hossain'])
      expect(named(name)).toBeDefined();
    // qcpartner is an outsourced QC with an account; the inspector login is Rahul Sharma.
    const [partner] = await rows<{ user_type: number; staff_id: number }>(
      sql`select user_type, staff_id from users where login_name = 'qcpartner'`,
    );
    expect(first.find((qc) => qc.staffId === partner!.staff_id)).toMatchObject({ outsource: true });
    expect(named('Rahul Sharma')!.userId).not.toBeNull();
  });

  it('have skills that match customer 1’s fully, partly or not at all', async () => {
    const required = (
      await rows<{ skill_id: number }>(sql`select skill_id from customer_skills where customer_id = 1`)
    ).map((row) => row.skill_id);
    expect(required.length).toBeGreaterThan(0);
    const matched = (await qcsOf(1)).map(
      (qc) => qc.skillIds.filter((skill) => required.includes(skill)).length,
    );
    expect(matched).toContain(required.length);
    expect(matched.some((count) => count > 0 && count < required.length)).toBe(true);
    expect(matched).toContain(0);
  });
});

describe('demo rates', () => {
  it('hold a workload matrix without overlaps, and other man-days', async () => {
    const rules = await loadManDayRules(database.db);
    const matrix = [1, 2].flatMap((entityId) =>
      rules.get(entityId)!.workload.map((row) => ({ ...row, entityId })),
    );
    for (const entityId of [1, 2]) expect(rules.get(entityId)!.workload).toHaveLength(60);
    const overlaps = matrix.filter((a) =>
      matrix.some(
        (b) =>
          b.id !== a.id &&
          b.entityId === a.entityId &&
          b.serviceType === a.serviceType &&
          rangesOverlap(a.sampleSizeFrom, a.sampleSizeTo, b.sampleSizeFrom, b.sampleSizeTo) &&
          rangesOverlap(a.productCountFrom, a.productCountTo, b.productCountFrom, b.productCountTo),
      ),
    );
    expect(overlaps).toEqual([]);
    const [other] = await rows<{ all_of_type: number; of_customer: number }>(sql`select
      count(*) filter (where customer_id is null and service_type is not null)::int as all_of_type,
      count(*) filter (where customer_id is not null)::int as of_customer from other_mandays`);
    expect(other!.all_of_type).toBeGreaterThan(0);
    expect(other!.of_customer).toBeGreaterThan(0);
  });

  it('hold starting ports, journeys of every trip type, tariffs and food allowances', async () => {
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(distinct office_id) from starting_ports where entity_id = 1)::int as offices,
      (select count(distinct trip_type) from travel_matrix)::int as trips,
      (select count(*) from travel_matrix)::int as journeys,
      (select count(*) from travel_matrix where trip_type = ${TripType.NoTrip} and ticket_cost <> 0)::int as paid_no_trip,
      (select count(*) from travel_tariffs)::int as tariffs,
      (select count(*) from food_allowances)::int as food,
      (select count(*) from starting_ports where entity_id = 2)::int as entity2`);
    expect(counts).toMatchObject({ trips: 3, paid_no_trip: 0 });
    expect(counts!.offices).toBeGreaterThanOrEqual(5);
    expect(counts!.journeys).toBeGreaterThan(40);
    expect(counts!.tariffs).toBeGreaterThanOrEqual(12);
    expect(counts!.food).toBeGreaterThanOrEqual(4);
    expect(counts!.entity2).toBeGreaterThan(0);
  });
});

describe(`demo allocations seeded on ${today}`, () => {
  it('give a QC at most one man-day a day, only QCs of the booking’s entity', async () => {
    const all = await allocations();
    expect(all.length).toBeGreaterThan(100);
    const load = new Map<string, number>();
    for (const item of all)
      load.set(
        `${item.staff_id}|${item.date}`,
        (load.get(`${item.staff_id}|${item.date}`) ?? 0) + Math.round(item.man_days * 100),
      );
    expect([...load].filter(([, hundredths]) => hundredths > 100)).toEqual([]);
    for (const entityId of [1, 2]) {
      const qcIds = new Set((await qcsOf(entityId)).map((qc) => qc.staffId));
      const foreign = all.filter(
        (item) =>
          (item.booking_entity_id === entityId || item.entity_id === entityId) &&
          (item.entity_id !== item.booking_entity_id || !qcIds.has(item.staff_id)),
      );
      expect(foreign).toEqual([]);
    }
  });

  it('never fall on a QC’s leave, holiday or blocked day', async () => {
    const all = await allocations();
    const away: unknown[] = [];
    for (const entityId of [1, 2]) {
      const ofEntity = all.filter((item) => item.entity_id === entityId);
      const days = await qcDays(
        database.db,
        entityId,
        await qcsOf(entityId),
        ofEntity[0]!.date,
        ofEntity.at(-1)!.date,
      );
      for (const item of ofEntity) {
        const day = dayOf(days, item.staff_id, item.date);
        if (day.leave ?? day.holiday ?? day.block) away.push({ ...item, ...day });
      }
    }
    expect(away).toEqual([]);
  });

  it('cover what Scheduled bookings need (a workload matrix row each) and part of what AllocateQC ones need', async () => {
    const bookings = await rows<{
      id: number;
      entity_id: number;
      status: BookingStatus;
      customer_id: number;
      service_type: number;
      product_count: number;
      /** A picking group's plan once (the schedule screens' total), or each product's. */
      grouped: number;
      sample: number;
      allocated: number;
    }>(sql`select b.id, b.entity_id, b.status, b.customer_id, b.service_type, b.product_count,
        (select coalesce(sum(g.size), 0) from (select max((p.sampling->>'sampleSize')::int) as size
          from booking_products p where p.booking_id = b.id
          group by coalesce('g' || p.picking_group, 'p' || p.product_id)) g)::int as grouped,
        (select coalesce(sum((p.sampling->>'sampleSize')::int), 0) from booking_products p where p.booking_id = b.id)::int as sample,
        (select coalesce(sum(a.man_days), 0) from booking_allocations a where a.booking_id = b.id)::float8 as allocated
      from bookings b where b.status in (${BookingStatus.Scheduled}, ${BookingStatus.AllocateQC})`);
    const rules = await loadManDayRules(database.db);
    const unmatched: number[] = [];
    const needOf = (booking: (typeof bookings)[number], totalSampleSize: number) => {
      const { workload, other } = rules.get(booking.entity_id)!;
      const need = manDayNeed(workload, other, {
        customerId: booking.customer_id,
        serviceType: booking.service_type,
        totalSampleSize,
        productCount: booking.product_count,
      });
      if (need.workloadMatrixId == null) unmatched.push(booking.id);
      return need.total;
    };
    // Whichever way the sample is counted, Scheduled covers it and AllocateQC does not.
    const wrong = bookings.filter((booking) => {
      const needs = [needOf(booking, booking.grouped), needOf(booking, booking.sample)];
      return booking.status === BookingStatus.Scheduled
        ? booking.allocated < Math.max(...needs)
        : !(booking.allocated > 0 && booking.allocated < Math.min(...needs));
    });
    expect(wrong).toEqual([]);
    expect(unmatched).toEqual([]);
    for (const entityId of [1, 2]) {
      const inTwoWeeks = await rows<{ status: BookingStatus }>(sql`select status from bookings
        where entity_id = ${entityId} and status in (${BookingStatus.Scheduled}, ${BookingStatus.AllocateQC})
          and inspection_date_to >= ${today} and inspection_date_from <= ${addDays(today, 14)}`);
      expect(new Set(inTwoWeeks.map((row) => row.status)).size).toBe(2);
    }
  });

  it('give every inspected booking its inspectors, finished on the days that passed', async () => {
    const done = [BookingStatus.Inspected, BookingStatus.Validated, BookingStatus.ReportSent];
    const [bare] = await rows<{ n: number }>(sql`select count(*)::int as n from bookings b
      where b.status = any(${sql.param(done)}::int[]) and not exists (select 1 from booking_allocations a where a.booking_id = b.id)`);
    expect(bare!.n).toBe(0);
    const unfinished = (await allocations()).filter(
      (item) => done.includes(item.status) && item.date < today && !item.finished,
    );
    expect(unfinished).toEqual([]);
  });

  it('keep Confirmed bookings waiting for planning and tell each allocation in the history', async () => {
    const [waiting] = await rows<{ n: number }>(sql`select count(distinct b.id)::int as n from bookings b
      join tasks t on t.link_id = b.id and t.type = ${TaskType.ScheduleInspection} and not t.is_done
      join users u on u.id = t.user_id and u.login_name = 'planning'
      where b.status = ${BookingStatus.Confirmed} and b.entity_id = 1`);
    expect(waiting!.n).toBeGreaterThanOrEqual(8);
    const [stale] = await rows<{ open_tasks: number; untold: number }>(sql`select
      (select count(*) from tasks t join bookings b on b.id = t.link_id where t.type = ${TaskType.ScheduleInspection}
        and not t.is_done and b.status in (${BookingStatus.Scheduled}, ${BookingStatus.AllocateQC}))::int as open_tasks,
      (select count(distinct a.booking_id) from booking_allocations a where not exists (select 1 from booking_history h
        where h.booking_id = a.booking_id and h.action = 'allocated' and h.user_name is not null))::int as untold`);
    expect(stale).toEqual({ open_tasks: 0, untold: 0 });
  });
});

describe(`the demo logins’ assignments seeded on ${today}`, () => {
  const assignments = async (login: string) =>
    rows<{
      date: string;
      finished: boolean;
    }>(sql`select a.inspection_date::text as date, a.finished_at is not null as finished
      from booking_allocations a join users u on u.staff_id = a.staff_id and u.login_name = ${login}`);

  it('give inspector days today, tomorrow, next week and over the last 30 days', async () => {
    const [rahul] = (await qcsOf(1)).filter((qc: QcRecord) => qc.staffName === 'Rahul Sharma');
    const days = await qcDays(database.db, 1, [rahul!], addDays(today, -30), addDays(today, 14));
    const free = (date: string) => {
      const day = dayOf(days, rahul!.staffId, date);
      return !(day.leave ?? day.holiday ?? day.block);
    };
    const dates = (await assignments('inspector')).map((row) => row.date);
    for (const date of [today, addDays(today, 1)].filter(free)) expect(dates).toContain(date);
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const nextMonday = addDays(today, 7 - weekday);
    expect(dates.some((date) => date >= nextMonday && date <= addDays(nextMonday, 6))).toBe(true);
    const past = (await assignments('inspector')).filter(
      (row) => row.date < today && row.date >= addDays(today, -30),
    );
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(past.some((row) => row.finished)).toBe(true);
  });

  it('give qcpartner coming and past days', async () => {
    const dates = (await assignments('qcpartner')).map((row) => row.date);
    expect(dates.some((date) => date >= today)).toBe(true);
    expect(dates.some((date) => date < today)).toBe(true);
  });
});

describe(`the booking of the browser tests seeded on ${today}`, () => {
  it('is customer 1’s, Confirmed, waiting for planning, on two weekdays of Anita Desai’s leave, without QCs', async () => {
    const id = await findLeaveClashBooking(database.db);
    expect(id).not.toBeNull();
    const [booking] = await rows<{
      entity_id: number;
      customer_id: number;
      status: BookingStatus;
      date_from: string;
      date_to: string;
      planning_task: boolean;
      allocations: number;
    }>(sql`select b.entity_id, b.customer_id, b.status, b.inspection_date_from::text as date_from,
        b.inspection_date_to::text as date_to,
        exists (select 1 from tasks t join users u on u.id = t.user_id and u.login_name = 'planning'
          where t.link_id = b.id and t.type = ${TaskType.ScheduleInspection} and not t.is_done) as planning_task,
        (select count(*) from booking_allocations a where a.booking_id = b.id)::int as allocations
      from bookings b where b.id = ${id}`);
    expect(booking).toMatchObject({
      entity_id: 1,
      customer_id: 1,
      status: BookingStatus.Confirmed,
      planning_task: true,
      allocations: 0,
    });
    expect(booking!.date_to).toBe(addDays(booking!.date_from, 1));
    expect([booking!.date_from, booking!.date_to].some(isWeekend)).toBe(false);
    const [leave] = await rows<{ n: number }>(sql`select count(*)::int as n from leave_requests r
      join staff s on s.id = r.staff_id and s.full_name = 'Anita Desai' and s.entity_id = 1
      where r.status = ${LeaveStatus.Approved} and r.start_date <= ${booking!.date_from} and r.end_date >= ${booking!.date_to}`);
    expect(leave!.n).toBe(1);
  });
});

describe(`seeding scheduling again, three days after ${today}`, () => {
  it('adds and changes nothing', async () => {
    const counts = () =>
      rows(sql`select (select count(*) from booking_allocations)::int as allocations,
        (select count(*) from staff)::int as staff, (select count(*) from travel_matrix)::int as journeys,
        (select count(*) from workload_matrix)::int as workload, (select count(*) from qc_blocks)::int as blocks,
        (select count(*) from leave_requests)::int as leave, (select sum(version) from bookings)::int as versions,
        (select count(*) from booking_history)::int as history`);
    const before = await counts();
    await seedDemoScheduling(database.db, new Date(Date.now() + 3 * 86_400_000));
    expect(await counts()).toEqual(before);
  });
});
