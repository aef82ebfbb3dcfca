/**
 * Bench data at scale, shared by the benches that need a realistic booking table: bench parties, their
 * orders and BENCH_BOOKINGS bookings (1,000,000 by default) over three entities, made with set-based SQL in
 * a scratch schema, then vacuumed and analyzed.
 */
import pg from 'pg';
import { BookingStatus as S } from '@portal/domain';
import { DEMO_COLOURS } from '../db/seed/demo-purchase-orders';

/** Bench parties per entity (entity 1 has most): customers, and suppliers with one factory each. */
const CUSTOMERS = [1_400, 400, 200];
const SUPPLIERS = [2_100, 600, 300];
/** Of all bookings, the share of each entity. */
const ENTITY_SHARE = [0.7, 0.2, 0.1] as const;
/** Each customer's orders: ORDERS_PER_CUSTOMER × LINES_PER_ORDER lines over PRODUCTS_PER_CUSTOMER products. */
const ORDERS_PER_CUSTOMER = 8;
const LINES_PER_ORDER = 5;
const PRODUCTS_PER_CUSTOMER = 10;
/** Inspection dates: from DAYS_BACK days before today to DAYS_AHEAD after. */
const DAYS_BACK = 912;
const DAYS_AHEAD = 183;

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

/** A uniform number in [0, 1) from g and a salt, the same on every run (no random()). */
const r = (salt: number) => `(abs(hashint4extended(g, ${salt})) % 1000000)::float8 / 1000000`;

/**
 * The bench data, set-based, in one session of its own (FK triggers off when the role may, indexes built
 * after the load: how a bulk load is done, and each index ends up as a build would make it).
 */
export async function generateBookings(
  url: string,
  schema: string,
  BOOKINGS: number,
): Promise<{ phases: [string, number][]; counts: Record<string, number> }> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema},public` });
  await client.connect();
  const phases: [string, number][] = [];
  const step = async (name: string, text: string) => {
    const started = process.hrtime.bigint();
    await client.query(text);
    phases.push([name, since(started)]);
  };
  try {
    await client.query('set session_replication_role = replica').catch(() => undefined);
    await client.query("set maintenance_work_mem = '256MB'");
    await client.query("set work_mem = '64MB'");

    // Parties: bench customers, suppliers and one factory per supplier, in the three entities.
    await step(
      'parties',
      `
      insert into customers (name, country_id, entity_id)
      select 'Bench customer ' || e || '-' || g, 156, e
      from (values (1, ${CUSTOMERS[0]}), (2, ${CUSTOMERS[1]}), (3, ${CUSTOMERS[2]})) v(e, total), generate_series(1, total) g;
      insert into customer_entities (customer_id, entity_id)
      select id, entity_id from customers where name like 'Bench customer %';
      insert into suppliers (name, country_id, entity_id)
      select 'Bench supplier ' || e || '-' || g, 156, e
      from (values (1, ${SUPPLIERS[0]}), (2, ${SUPPLIERS[1]}), (3, ${SUPPLIERS[2]})) v(e, total), generate_series(1, total) g;
      insert into factories (name, country_id, entity_id, supplier_id)
      select 'Bench factory of ' || s.name, 156, s.entity_id, s.id from suppliers s where s.name like 'Bench supplier %';
      -- Pools per entity, numbered from 0: the demo customer 1 and supplier 1 (with factory 1) come first in
      -- entity 1, so the demo customer user has a large share (the skew favours the first customers).
      create unlogged table bench_customer_pool as
      select entity_id as entity, (row_number() over (partition by entity_id order by (id <> 1), id) - 1)::int as idx,
        id as customer_id, (row_number() over (order by id))::int as seq
      from customers where name like 'Bench customer %' or id = 1;
      create unlogged table bench_supplier_pool as
      select s.entity_id as entity, (row_number() over (partition by s.entity_id order by (s.id <> 1), s.id) - 1)::int as idx,
        s.id as supplier_id, (select min(f.id) from factories f where f.supplier_id = s.id) as factory_id
      from suppliers s where s.name like 'Bench supplier %' or s.id = 1;
      create unlogged table bench_office_pool as
      select entity_id as entity, (row_number() over (partition by entity_id order by id) - 1)::int as idx, id as office_id
      from offices;
      create unlogged table bench_counts as
      select e.id as entity,
        (select count(*) from bench_customer_pool c where c.entity = e.id)::int as customers,
        (select count(*) from bench_supplier_pool s where s.entity = e.id)::int as suppliers,
        (select count(*) from bench_office_pool o where o.entity = e.id)::int as offices
      from entities e`,
    );

    // Orders: each pool customer gets its products and orders; PO numbers are unique across the bench.
    const colours = DEMO_COLOURS.map(([code, name]) => `('${code}', '${name}')`).join(', ');
    await step(
      'orders',
      `
      insert into customer_products (customer_id, product_reference, description, unit)
      select c.customer_id, 'SKU-' || lpad(c.seq::text, 4, '0') || '-' || lpad(k::text, 2, '0'), 'Bench product ' || k, 1
      from bench_customer_pool c, generate_series(0, ${PRODUCTS_PER_CUSTOMER - 1}) k;
      insert into purchase_orders (entity_id, customer_id, supplier_id, factory_id, po_number)
      select c.entity, c.customer_id, s.supplier_id, s.factory_id, 'PO' || lpad((c.seq * ${ORDERS_PER_CUSTOMER} + o)::text, 6, '0')
      from bench_customer_pool c
      cross join generate_series(0, ${ORDERS_PER_CUSTOMER - 1}) o
      join bench_counts k on k.entity = c.entity
      join bench_supplier_pool s on s.entity = c.entity and s.idx = (c.idx * 13 + o % 4) % k.suppliers;
      create unlogged table bench_colours (idx int, code text, name text);
      insert into bench_colours select row_number() over () - 1, code, name from (values ${colours}) v(code, name);
      create unlogged table bench_lines as
      select c.customer_id, (o * ${LINES_PER_ORDER} + l)::int as n, po.id as po_id, po.po_number,
        p.id as product_id, p.product_reference as reference, cl.code, cl.name as colour
      from bench_customer_pool c
      cross join generate_series(0, ${ORDERS_PER_CUSTOMER - 1}) o
      cross join generate_series(0, ${LINES_PER_ORDER - 1}) l
      join purchase_orders po on po.customer_id = c.customer_id
        and po.po_number = 'PO' || lpad((c.seq * ${ORDERS_PER_CUSTOMER} + o)::text, 6, '0')
      join customer_products p on p.customer_id = c.customer_id
        and p.product_reference = 'SKU-' || lpad(c.seq::text, 4, '0') || '-' || lpad(((o * ${LINES_PER_ORDER} + l) % ${PRODUCTS_PER_CUSTOMER})::text, 2, '0')
      join bench_colours cl on cl.idx = (o + l) % 6;
      with made as (
        insert into purchase_order_lines (purchase_order_id, product_id, color_code, color_name, quantity, etd, destination_country_id)
        select po_id, product_id, code, colour, 100000, current_date + 60, 250 from bench_lines
        returning id, purchase_order_id, product_id, color_code)
      update bench_lines b set po_id = made.id from made
      where made.purchase_order_id = b.po_id and made.product_id = b.product_id and made.color_code = b.code;
      alter table bench_lines rename column po_id to line_id;
      create index on bench_lines (customer_id, n);
      analyze bench_customer_pool; analyze bench_supplier_pool; analyze bench_lines; analyze bench_counts`,
    );

    // The bookings' parties, dates, statuses and lines, one row each; then the two tables from it.
    await step(
      'plan',
      `
      create unlogged table bench_stage as
      with x as (
        select g, ${r(1)} as r1, ${r(2)} as r2, ${r(3)} as r3, ${r(4)} as r4, ${r(5)} as r5, ${r(6)} as r6,
          ${r(7)} as r7, ${r(8)} as r8, ${r(9)} as r9
        from generate_series(1, ${BOOKINGS}) g),
      y as (
        select x.*, case when r1 < ${ENTITY_SHARE[0]} then 1 when r1 < ${ENTITY_SHARE[0] + ENTITY_SHARE[1]} then 2 else 3 end as entity,
          -(${DAYS_BACK}) + floor(r3 * ${DAYS_BACK + DAYS_AHEAD})::int as day
        from x)
      -- Numbered in the order of their inspection days, as bookings made over time are: the table's physical
      -- order follows the dates, as it does in a real database.
      select (select coalesce(max(id), 0) from bookings) + row_number() over (order by y.day, y.g) as id, y.entity, c.customer_id, s.supplier_id, s.factory_id,
        1 + floor(y.r6 * 4)::int as service_type, y.day,
        case
          when y.day < -14 then case when y.r4 < 0.8 then ${S.ReportSent} when y.r4 < 0.85 then ${S.Validated}
            when y.r4 < 0.97 then ${S.Cancel} else ${S.Inspected} end
          when y.day < 0 then case when y.r4 < 0.3 then ${S.Inspected} when y.r4 < 0.6 then ${S.Validated}
            when y.r4 < 0.8 then ${S.ReportSent} when y.r4 < 0.9 then ${S.Cancel} else ${S.Scheduled} end
          when y.day < 14 then case when y.r4 < 0.15 then ${S.Requested} when y.r4 < 0.3 then ${S.Verified}
            when y.r4 < 0.55 then ${S.Confirmed} when y.r4 < 0.6 then ${S.Rescheduled} when y.r4 < 0.7 then ${S.AllocateQC}
            when y.r4 < 0.85 then ${S.Scheduled} when y.r4 < 0.9 then ${S.Hold} when y.r4 < 0.95 then ${S.Cancel} else ${S.New} end
          else case when y.r4 < 0.15 then ${S.New} when y.r4 < 0.45 then ${S.Requested} when y.r4 < 0.65 then ${S.Verified}
            when y.r4 < 0.85 then ${S.Confirmed} when y.r4 < 0.9 then ${S.Rescheduled} when y.r4 < 0.95 then ${S.Hold}
            else ${S.Cancel} end
        end as status,
        o.office_id,
        floor(y.r5 * ${ORDERS_PER_CUSTOMER * LINES_PER_ORDER})::int as line_a,
        case when y.r7 < 0.5 then (floor(y.r5 * ${ORDERS_PER_CUSTOMER * LINES_PER_ORDER})::int + 1 + floor(y.r8 * ${ORDERS_PER_CUSTOMER * LINES_PER_ORDER - 1})::int) % ${ORDERS_PER_CUSTOMER * LINES_PER_ORDER} end as line_b,
        10 * (10 + floor(y.r9 * 300)::int) as quantity_a,
        10 * (10 + floor(y.r2 * 200)::int) as quantity_b
      from y
      join bench_counts k on k.entity = y.entity
      -- Customers skewed (a few large ones, many small): r2 squared favours the first of the pool.
      join bench_customer_pool c on c.entity = y.entity and c.idx = floor(k.customers * y.r2 * y.r2)::int
      -- Each customer works with four suppliers.
      join bench_supplier_pool s on s.entity = y.entity and s.idx = (c.idx * 13 + floor(y.r8 * 4)::int) % k.suppliers
      left join bench_office_pool o on o.entity = y.entity and o.idx = floor(y.r9 * greatest(k.offices, 1))::int`,
    );

    const indexes = (
      await client.query<{ name: string; definition: string }>(
        `select indexname as name, indexdef as definition from pg_indexes
         where schemaname = $1 and tablename in ('bookings', 'booking_lines') and indexname not like '%_pkey'`,
        [schema],
      )
    ).rows;
    await step('drop indexes', indexes.map((index) => `drop index ${index.name}`).join('; '));
    await step(
      'bookings',
      `
      insert into bookings (id, entity_id, customer_id, supplier_id, factory_id, service_type, status, held_from_status,
        inspection_date_from, inspection_date_to, office_id, po_numbers, search_text, product_count, total_quantity,
        hold_reason, cancel_reason, created_at, updated_at)
      select st.id, st.entity, st.customer_id, st.supplier_id, st.factory_id, st.service_type, st.status,
        case when st.status = ${S.Hold} then ${S.Confirmed} end,
        current_date + st.day, current_date + st.day + (st.id % 3 = 0)::int, st.office_id,
        case when b.po_number is null or b.po_number = a.po_number then a.po_number
          else least(a.po_number, b.po_number) || ', ' || greatest(a.po_number, b.po_number) end,
        lower(concat_ws(' ', 'INS-' || lpad(st.id::text, greatest(6, length(st.id::text)), '0'), least(a.po_number, coalesce(b.po_number, a.po_number)),
          case when b.po_number <> a.po_number then greatest(a.po_number, b.po_number) end,
          least(a.reference, coalesce(b.reference, a.reference)),
          case when b.reference <> a.reference then greatest(a.reference, b.reference) end)),
        case when b.product_id is null or b.product_id = a.product_id then 1 else 2 end,
        st.quantity_a + case when b.line_id is null then 0 else st.quantity_b end,
        case when st.status = ${S.Hold} then 'Waiting for the packing list' end,
        case when st.status = ${S.Cancel} then 'Order cancelled by the buyer' end,
        (current_date + st.day - 14)::timestamptz, (current_date + st.day - 10)::timestamptz
      from bench_stage st
      join bench_lines a on a.customer_id = st.customer_id and a.n = st.line_a
      left join bench_lines b on b.customer_id = st.customer_id and b.n = st.line_b
      order by st.id;
      select setval(pg_get_serial_sequence('bookings', 'id'), (select max(id) from bookings))`,
    );
    await step(
      'booking lines',
      `
      insert into booking_lines (booking_id, po_line_id, product_id, quantity)
      select st.id, a.line_id, a.product_id, st.quantity_a
      from bench_stage st join bench_lines a on a.customer_id = st.customer_id and a.n = st.line_a
      union all
      select st.id, b.line_id, b.product_id, st.quantity_b
      from bench_stage st join bench_lines b on b.customer_id = st.customer_id and b.n = st.line_b`,
    );
    await step('build indexes', indexes.map((index) => index.definition).join('; '));
    await client.query('set session_replication_role = origin').catch(() => undefined);
    await step('vacuum analyze', 'vacuum analyze');
    const counts = (
      await client.query<Record<string, string>>(`select
        (select count(*) from bookings) as bookings, (select count(*) from booking_lines) as lines,
        (select count(*) from customers) as customers, (select count(*) from suppliers) as suppliers,
        (select count(*) from factories) as factories, (select count(*) from purchase_orders) as orders,
        (select count(*) from purchase_order_lines) as "orderLines",
        (select count(*) from bookings where customer_id = 1 and entity_id = 1) as "demoCustomer",
        (select count(*) from bookings where entity_id = 1) as "entity1",
        pg_total_relation_size('bookings') as "bookingsBytes"`)
    ).rows[0]!;
    return {
      phases,
      counts: Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Number(value)])),
    };
  } finally {
    await client.end();
  }
}
