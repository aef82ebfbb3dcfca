/**
 * Master data at scale for the benches (api-latency.ts, load/): rows named "Bench ..." so they are easy to
 * tell from the demo data, inserted with generate_series in one statement each, so even 20,000 rows take
 * a second or two.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Customers seen in entity 1, each with one brand. */
export async function addBenchCustomers(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    with made as (
      insert into customers (name, country_id, entity_id)
      select 'Bench customer ' || g, 156, 1 from generate_series(1, ${count}) g
      returning id)
    insert into customer_entities (customer_id, entity_id) select id, 1 from made`);
  await db.execute(sql`
    insert into customer_brands (customer_id, name)
    select id, 'Bench brand ' || id from customers where name like 'Bench customer %'`);
}

/** Suppliers of entity 1 doing inspections, each with an address. */
export async function addBenchSuppliers(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    with made as (
      insert into suppliers (name, country_id, entity_id)
      select 'Bench supplier ' || g, 156, 1 from generate_series(1, ${count}) g
      returning id)
    , services as (insert into vendor_services (supplier_id, service_id) select id, 1 from made)
    insert into vendor_addresses (supplier_id, address, country_id)
    select id, 'Bench road ' || id, 156 from made`);
}
