/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { sql } from 'drizzle-orm';
import {
  AqlLevel,
  BookingStatus,
  bookingNumber,
  computeSampling,
  hoursBand,
  HoursToInspectionBand,
  OPEN_STATUSES,
  TaskType,
  type AqlValue,
} from '@portal/domain';
import { seedDemoBookings } from './demo-bookings';
import { addDays, seedDay } from './demo-days';

let database: TestDatabase;

/** The demo seed has run once already (createTestDatabase copies the demo database). */
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const userId = async (login: string) =>
  (await rows<{ id: number }>(sql`select id from users where login_name = ${login}`))[0]!.id;

/** The day the run's demo database was seeded (the failures name it: the demo moves with the day). */
const today = seedDay(new Date());

describe(`demo bookings seeded on ${today}`, () => {
  it('fill every status, mostly for entity 1 and the demo customer, supplier and factory', async () => {
    const byStatus = await rows<{ status: number; n: number }>(
      sql`select status, count(*)::int as n from bookings group by status`,
    );
    const count = (status: BookingStatus) => byStatus.find((row) => row.status === status)?.n ?? 0;
    for (const status of Object.values(BookingStatus).filter((value) => typeof value === 'number'))
      expect([status, count(status) > 0]).toEqual([status, true]);
    expect(count(BookingStatus.AllocateQC) + count(BookingStatus.Scheduled)).toBeLessThan(20);
    const total = byStatus.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThanOrEqual(250);
    expect(total).toBeLessThanOrEqual(350);
    const [parties] = await rows<{
      entity1: number;
      entity2: number;
      customer: number;
      supplier: number;
      factory: number;
    }>(sql`select
      count(*) filter (where entity_id = 1)::int as entity1, count(*) filter (where entity_id = 2)::int as entity2,
      count(*) filter (where customer_id = 1)::int as customer, count(*) filter (where supplier_id = 1)::int as supplier,
      count(*) filter (where factory_id = 1)::int as factory, count(distinct service_type)::int as services,
      count(*) filter (where status = ${BookingStatus.Cancel} and cancel_reason is null)::int as without_reason,
      count(*) filter (where status = ${BookingStatus.Hold} and (hold_reason is null or held_from_status is null))::int as held_without
      from bookings`);
    expect(parties!.entity1).toBeGreaterThan(parties!.entity2 * 2);
    expect(parties!.entity2).toBeGreaterThanOrEqual(20);
    for (const party of ['customer', 'supplier', 'factory'] as const)
      expect(parties![party]).toBeGreaterThanOrEqual(40);
    expect(parties).toMatchObject({ services: 4, without_reason: 0, held_without: 0 });
  });

  it('book only lines of the customer’s purchase orders, and booked_quantity is what they hold', async () => {
    const [foreign] = await rows<{ n: number }>(sql`select count(*)::int as n
      from booking_lines bl join bookings b on b.id = bl.booking_id
      join purchase_order_lines l on l.id = bl.po_line_id join purchase_orders po on po.id = l.purchase_order_id
      where po.customer_id <> b.customer_id or po.entity_id <> b.entity_id or l.product_id <> bl.product_id`);
    expect(foreign!.n).toBe(0);
    const mismatched = await rows<{ id: number; booked: number; held: number }>(sql`
      select l.id, l.booked_quantity as booked, coalesce(held.quantity, 0)::int as held
      from purchase_order_lines l
      left join (
        select bl.po_line_id, sum(bl.quantity) as quantity from booking_lines bl
        join bookings b on b.id = bl.booking_id where b.status <> ${BookingStatus.Cancel} group by bl.po_line_id
      ) held on held.po_line_id = l.id
      where l.booked_quantity <> coalesce(held.quantity, 0)`);
    expect(mismatched).toEqual([]);
    // Room is left on every line for bookings made on the screens.
    const [full] = await rows<{ n: number; booked: number }>(sql`select
      count(*) filter (where booked_quantity >= quantity)::int as n, count(*) filter (where booked_quantity > 0)::int as booked
      from purchase_order_lines`);
    expect(full).toMatchObject({ n: 0 });
    expect(full!.booked).toBeGreaterThan(50);
  });

  it('keep the summary columns as a save writes them', async () => {
    const wrong = await rows<{ id: number }>(sql`
      select b.id from bookings b
      left join lateral (
        select string_agg(distinct po.po_number, ', ' order by po.po_number) as po_numbers,
          count(distinct bl.product_id)::int as products, coalesce(sum(bl.quantity), 0)::int as quantity,
          array_agg(distinct lower(po.po_number)) as numbers, array_agg(distinct lower(p.product_reference)) as refs
        from booking_lines bl join purchase_order_lines l on l.id = bl.po_line_id
        join purchase_orders po on po.id = l.purchase_order_id join customer_products p on p.id = bl.product_id
        where bl.booking_id = b.id
      ) d on true
      where b.po_numbers <> coalesce(d.po_numbers, '') or b.product_count <> d.products
        or b.total_quantity <> d.quantity
        or b.search_text not like lower('INS-' || lpad(b.id::text, 6, '0')) || '%'
        or exists (select 1 from unnest(d.numbers || d.refs) t where t is not null and position(t in b.search_text) = 0)`);
    expect(wrong).toEqual([]);
    const [sample] = await rows<{ id: number; search_text: string }>(
      sql`select id, search_text from bookings order by id limit 1`,
    );
    expect(sample!.search_text.startsWith(bookingNumber(sample!.id).toLowerCase())).toBe(true);
  });

  it('store each product’s AQL and the sampling computed for its lot', async () => {
    const products = await rows<{
      lot_size: number;
      quantity: number;
      group_quantity: number;
      picking_group: number | null;
      aql_level: AqlLevel;
      critical_aql: AqlValue | null;
      major_aql: AqlValue | null;
      minor_aql: AqlValue | null;
      sampling: unknown;
    }>(sql`
      select bp.*, (select sum(quantity) from booking_lines where booking_id = bp.booking_id and product_id = bp.product_id)::int as quantity,
        (select sum(bl.quantity) from booking_lines bl join booking_products g on g.booking_id = bl.booking_id and g.product_id = bl.product_id
          where bl.booking_id = bp.booking_id and g.picking_group = bp.picking_group)::int as group_quantity
      from booking_products bp`);
    expect(products.length).toBeGreaterThan(200);
    expect(products.some((row) => row.picking_group != null)).toBe(true);
    for (const row of products) {
      expect(row.lot_size).toBe(row.picking_group == null ? row.quantity : row.group_quantity);
      expect(row.sampling).toEqual(
        computeSampling({
          lotSize: row.lot_size,
          level: row.aql_level,
          critical: row.critical_aql,
          major: row.major_aql,
          minor: row.minor_aql,
        }),
      );
    }
    // Container loadings name their containers on the lines.
    const [containers] = await rows<{ loadings: number; bad: number }>(sql`select
      count(distinct b.id) filter (where b.service_type = 4)::int as loadings,
      count(*) filter (where (b.service_type = 4) <> (bl.container_no is not null)
        or bl.container_no > b.container_count)::int as bad
      from bookings b join booking_lines bl on bl.booking_id = b.id`);
    expect(containers!.loadings).toBeGreaterThan(10);
    expect(containers!.bad).toBe(0);
  });

  it('show open bookings today, tomorrow, the day after and next week: every hours band', async () => {
    const open = await rows<{ date: string }>(
      sql`select inspection_date_from::text as date from bookings where status = any(${sql.param(OPEN_STATUSES)}::int[])`,
    );
    const now = Date.now();
    const days = open.map((row) => Math.round((Date.parse(`${row.date}T00:00:00Z`) - now) / 86_400_000));
    const bands = new Set(
      open.map((row) => hoursBand(Math.floor((Date.parse(`${row.date}T00:00:00Z`) - now) / 3_600_000))),
    );
    expect(bands).toEqual(
      new Set([
        HoursToInspectionBand.Under24,
        HoursToInspectionBand.From24To48,
        HoursToInspectionBand.Over48,
      ]),
    );
    const dayAfter = (n: number) => addDays(today, n);
    const dates = open.map((row) => row.date);
    for (const date of [today, dayAfter(1), dayAfter(2)])
      expect(dates.filter((d) => d === date).length).toBeGreaterThanOrEqual(3);
    expect(dates.filter((d) => d >= dayAfter(3) && d <= dayAfter(9)).length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...days)).toBeLessThanOrEqual(34);
    const [range] = await rows<{ first: string; last: string }>(
      sql`select min(inspection_date_from)::text as first, max(inspection_date_from)::text as last from bookings`,
    );
    expect(range!.first <= dayAfter(-50)).toBe(true);
    expect(range!.last >= dayAfter(25)).toBe(true);
  });

  it('hold split children and bookings combined into another', async () => {
    const children = await rows<{ id: number; status: number; same: boolean }>(sql`
      select c.id, c.status, (c.customer_id, c.supplier_id, c.factory_id, c.service_type) = (p.customer_id, p.supplier_id, p.factory_id, p.service_type) as same
      from bookings c join bookings p on p.id = c.parent_id`);
    expect(children.length).toBeGreaterThanOrEqual(3);
    expect(children.every((row) => row.same && row.status === BookingStatus.Requested)).toBe(true);
    const combined = await rows<{ id: number; target: number; reason: string; target_status: number }>(sql`
      select o.id, o.combined_into_id as target, o.cancel_reason as reason, t.status as target_status
      from bookings o join bookings t on t.id = o.combined_into_id where o.status = ${BookingStatus.Cancel}`);
    expect(combined.length).toBeGreaterThanOrEqual(3);
    for (const row of combined) {
      expect(row.reason).toBe(`Combined into ${bookingNumber(row.target)}`);
      expect(row.target_status).not.toBe(BookingStatus.Cancel);
    }
    const [orphans] = await rows<{ n: number }>(sql`select count(*)::int as n from bookings
      where combined_into_id is not null and status <> ${BookingStatus.Cancel}`);
    expect(orphans!.n).toBe(0);
  });

  it('tell each booking’s story in order, ending in its status', async () => {
    const stories = await rows<{
      id: number;
      status: number;
      actions: string[];
      last_to: number | null;
      named: boolean;
    }>(sql`
      select b.id, b.status, array_agg(h.action order by h.at, h.id) as actions,
        (array_agg(h.to_status order by h.at desc, h.id desc) filter (where h.to_status is not null))[1] as last_to,
        bool_and(h.user_name is not null) as named
      from bookings b join booking_history h on h.booking_id = b.id group by b.id`);
    const [bookingCount] = await rows<{ n: number }>(sql`select count(*)::int as n from bookings`);
    expect(stories).toHaveLength(bookingCount!.n);
    const told = [
      BookingStatus.New,
      BookingStatus.Requested,
      BookingStatus.Verified,
      BookingStatus.Confirmed,
      BookingStatus.Rescheduled,
      BookingStatus.Hold,
      BookingStatus.Cancel,
    ];
    for (const story of stories) {
      expect(['created', 'splitFrom']).toContain(story.actions[0]);
      expect(story.named).toBe(true);
      if (told.includes(story.status)) expect([story.id, story.last_to]).toEqual([story.id, story.status]);
    }
    const [future] = await rows<{ n: number }>(
      sql`select count(*)::int as n from booking_history where at > now() + interval '1 minute'`,
    );
    expect(future!.n).toBe(0);
  });

  it('give CS and planning the open tasks of each status, and the customer a few notifications', async () => {
    const cs = await userId('cs');
    const planning = await userId('planning');
    const customer = await userId('customer');
    const tasksOf = (user: number) =>
      rows<{ type: number; status: number; parent_id: number | null; booking_parent: number | null }>(sql`
        select t.type, b.status, t.parent_id, b.parent_id as booking_parent
        from tasks t join bookings b on b.id = t.link_id
        where t.user_id = ${user} and not t.is_done and t.type = any(${sql.param([
          TaskType.InspectionVerified,
          TaskType.InspectionConfirmed,
          TaskType.SplitInspectionBooking,
          TaskType.ScheduleInspection,
        ])}::int[])`);
    const csTasks = await tasksOf(cs);
    const ofType = (type: TaskType) => csTasks.filter((row) => row.type === type);
    expect(ofType(TaskType.InspectionVerified).length).toBeGreaterThan(10);
    expect(ofType(TaskType.InspectionConfirmed).length).toBeGreaterThan(10);
    expect(ofType(TaskType.SplitInspectionBooking).length).toBeGreaterThan(0);
    for (const row of ofType(TaskType.SplitInspectionBooking))
      expect([row.status, row.parent_id]).toEqual([BookingStatus.Requested, row.booking_parent]);
    const heldOr = (statuses: BookingStatus[]) => [...statuses, BookingStatus.Hold];
    expect(
      ofType(TaskType.InspectionVerified).every((row) =>
        heldOr([BookingStatus.Requested]).includes(row.status),
      ),
    ).toBe(true);
    expect(
      ofType(TaskType.InspectionConfirmed).every((row) =>
        heldOr([BookingStatus.Verified]).includes(row.status),
      ),
    ).toBe(true);
    const planned = await tasksOf(planning);
    expect(planned.length).toBeGreaterThan(10);
    expect(
      planned.every(
        (row) =>
          row.type === TaskType.ScheduleInspection &&
          heldOr([BookingStatus.Confirmed, BookingStatus.Rescheduled]).includes(row.status),
      ),
    ).toBe(true);
    // Every Requested booking waits for its CS.
    const [waiting] = await rows<{ n: number }>(sql`select count(*)::int as n from bookings b
      where b.status = ${BookingStatus.Requested} and not exists (select 1 from tasks t where t.link_id = b.id
        and not t.is_done and t.type in (${TaskType.InspectionVerified}, ${TaskType.SplitInspectionBooking}))`);
    expect(waiting!.n).toBe(0);
    const [heard] = await rows<{ n: number }>(sql`select count(*)::int as n from notifications n
      join bookings b on b.id = n.link_id and b.customer_id = 1 where n.user_id = ${customer}`);
    expect(heard!.n).toBeGreaterThanOrEqual(3);
  });

  it('set the entities’ supplier rules and are seeded once', async () => {
    expect(
      await rows(sql`select entity_id, supplier_may_cancel_after_requested as cancel,
        supplier_may_reschedule_after_requested as reschedule from entity_booking_settings order by entity_id`),
    ).toEqual([
      { entity_id: 1, cancel: false, reschedule: false },
      { entity_id: 2, cancel: true, reschedule: true },
    ]);
    const counts = () =>
      rows(sql`select (select count(*) from bookings)::int as bookings, (select count(*) from booking_history)::int as history,
        (select count(*) from tasks)::int as tasks, (select sum(booked_quantity) from purchase_order_lines)::int as booked`);
    const before = await counts();
    // A later start, on another day, adds nothing either.
    await seedDemoBookings(database.db, new Date(`${addDays(today, 3)}T08:00:00Z`));
    expect(await counts()).toEqual(before);
  });
});
