import { AqlLevel, isAqlValue, Role, Service, type AqlValue } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { roleUsers } from '../../modules/booking/booking-recipients';
import type { AqlChoice, DemoUser, Order, People, References } from './demo-booking-model';
import { BOOKABLE_SHARE } from './demo-booking-draft';
import type { BookingInputs } from './demo-booking-plan';

/**
 * What the demo bookings are planned over, read from the database the seed's earlier parts wrote: the
 * purchase orders with their lines, the people who act on the bookings, the parties' contacts and AQL.
 */

/** The orders, people and parties' records the bookings are planned over; null without orders. */
export async function loadBookingInputs(db: Db): Promise<BookingInputs | null> {
  const orders = await loadOrders(db);
  if (!orders.length) return null;
  return { orders, people: await loadPeople(db, orders), references: await loadReferences(db, orders) };
}

function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The orders with a supplier, each with the factory it names (else the supplier's first in its entity). */
async function loadOrders(db: Db): Promise<Order[]> {
  const rows = rowsOf<{
    id: number;
    entity_id: number;
    customer_id: number;
    supplier_id: number;
    factory_id: number;
    po_number: string;
    line_id: number;
    product_id: number;
    reference: string;
    quantity: number;
  }>(
    await db.execute(sql`
      select po.id, po.entity_id, po.customer_id, po.supplier_id, f.id as factory_id, po.po_number,
        l.id as line_id, l.product_id, p.product_reference as reference, l.quantity
      from purchase_orders po
      join customers c on c.id = po.customer_id and c.deleted_at is null
      join lateral (
        select f.id from factories f
        where f.supplier_id = po.supplier_id and f.entity_id = po.entity_id
        order by f.id = po.factory_id desc, f.id limit 1
      ) f on true
      join purchase_order_lines l on l.purchase_order_id = po.id
      join customer_products p on p.id = l.product_id
      where po.supplier_id is not null
      order by po.id, l.id`),
  );
  const orders = new Map<number, Order>();
  for (const row of rows) {
    let order = orders.get(row.id);
    if (!order) {
      order = {
        id: row.id,
        entityId: row.entity_id,
        customerId: row.customer_id,
        supplierId: row.supplier_id,
        factoryId: row.factory_id,
        poNumber: row.po_number,
        lines: [],
      };
      orders.set(row.id, order);
    }
    const quantity = Number(row.quantity);
    order.lines.push({
      id: row.line_id,
      productId: row.product_id,
      reference: row.reference,
      quantity,
      // Nothing is booked yet: the bookings are seeded once, before any other.
      budget: Math.floor(quantity * BOOKABLE_SHARE),
    });
  }
  return [...orders.values()];
}

async function loadPeople(db: Db, orders: Order[]): Promise<People> {
  const users = rowsOf<{
    id: number;
    login: string;
    name: string;
    entities: number[];
    customer_id: number | null;
    supplier_id: number | null;
    factory_id: number | null;
  }>(
    await db.execute(sql`
      select u.id, lower(u.login_name) as login, u.full_name as name, u.customer_id, u.supplier_id, u.factory_id,
        coalesce(array_agg(ue.entity_id) filter (where ue.entity_id is not null), '{}') as entities
      from users u left join user_entities ue on ue.user_id = u.id
      where u.is_active group by u.id`),
  );
  const demo = users.map((user): DemoUser & { login: string } => ({
    login: user.login,
    id: user.id,
    name: user.name,
    entities: user.entities.map(Number),
    customerId: user.customer_id,
    supplierId: user.supplier_id,
    factoryId: user.factory_id,
  }));
  const customerIds = [...new Set(orders.map((order) => order.customerId))];
  const named = rowsOf<{ customer_id: number; user_id: number | null }>(
    await db.execute(sql`
      select c.customer_id, unnest(array[c.cs_user_id, c.backup_cs_user_id]) as user_id
      from customer_user_configs c
      where c.service_id = ${Service.Inspection} and c.customer_id = any(${sql.param(customerIds)}::int[])
      order by c.customer_id, c.id`),
  );
  const planners = new Map<number, number[]>();
  const entityCs = new Map<number, number[]>();
  for (const entityId of new Set(orders.map((order) => order.entityId))) {
    planners.set(entityId, await roleUsers(db, entityId, Role.Planning));
    entityCs.set(entityId, await roleUsers(db, entityId, Role.Cs));
  }
  const csOf = new Map<number, number[]>();
  const actorOf = new Map<number, number | null>();
  for (const order of orders) {
    if (csOf.has(order.customerId)) continue;
    const own = [
      ...new Set(
        named
          .filter((row) => row.customer_id === order.customerId && row.user_id != null)
          .map((row) => Number(row.user_id)),
      ),
    ];
    // A task reaches only an active user working in the booking's entity (raiseTask's rule).
    const reachable = (id: number) =>
      demo.some((user) => user.id === id && user.entities.includes(order.entityId));
    const staff = entityCs.get(order.entityId) ?? [];
    const assigned = (own.length ? own : staff).filter(reachable);
    csOf.set(order.customerId, assigned);
    actorOf.set(
      order.customerId,
      assigned.find((id) => staff.includes(id)) ?? staff[0] ?? assigned[0] ?? null,
    );
  }
  return {
    byLogin: new Map(demo.map((user) => [user.login, user])),
    names: new Map(demo.map((user) => [user.id, user.name])),
    csOf,
    actorOf,
    planners,
  };
}

function groupIds(rows: { owner: number | null; id: number }[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const row of rows)
    if (row.owner != null) groups.set(row.owner, [...(groups.get(row.owner) ?? []), row.id]);
  return groups;
}

async function loadReferences(db: Db, orders: Order[]): Promise<References> {
  const customerIds = sql.param([...new Set(orders.map((order) => order.customerId))]);
  const offices = rowsOf<{ id: number; entity_id: number; country_id: number }>(
    await db.execute(sql`select id, entity_id, country_id from offices where is_active order by id`),
  );
  const officeMap = new Map<number, { id: number; countryId: number }[]>();
  for (const office of offices)
    officeMap.set(office.entity_id, [
      ...(officeMap.get(office.entity_id) ?? []),
      { id: office.id, countryId: office.country_id },
    ]);
  const factories = rowsOf<{ id: number; country_id: number | null }>(
    await db.execute(sql`select id, country_id from factories`),
  );
  const customerContacts = rowsOf<{ owner: number; id: number }>(
    await db.execute(sql`select customer_id as owner, id from customer_contacts
      where is_active and customer_id = any(${customerIds}::int[]) order by is_primary desc, id`),
  );
  const vendorContacts = rowsOf<{ supplier_id: number | null; factory_id: number | null; id: number }>(
    await db.execute(sql`select supplier_id, factory_id, id from vendor_contacts order by ranking, id`),
  );
  const services = rowsOf<{
    customer_id: number;
    service_type: number;
    aql_level: number;
    critical_aql: number | null;
    major_aql: number | null;
    minor_aql: number | null;
  }>(
    await db.execute(sql`select customer_id, service_type, aql_level, critical_aql, major_aql, minor_aql
      from customer_services
      where active and service_id = ${Service.Inspection} and customer_id = any(${customerIds}::int[])`),
  );
  const aql = new Map<string, AqlChoice>();
  for (const row of services) {
    const values = [row.critical_aql, row.major_aql, row.minor_aql];
    const level = row.aql_level as AqlLevel;
    // The sampling covers levels I-III and AQL 0-6.5; a service outside them keeps the default.
    if (![AqlLevel.AQLI, AqlLevel.AQLII, AqlLevel.AQLIII].includes(level)) continue;
    if (!values.every((value) => value == null || isAqlValue(value))) continue;
    aql.set(`${row.customer_id}:${row.service_type}`, {
      aqlLevel: level,
      critical: values[0] as AqlValue | null,
      major: values[1] as AqlValue | null,
      minor: values[2] as AqlValue | null,
    });
  }
  return {
    offices: officeMap,
    factoryCountry: new Map(factories.map((row) => [row.id, row.country_id])),
    customerContacts: groupIds(customerContacts),
    supplierContacts: groupIds(vendorContacts.map((row) => ({ owner: row.supplier_id, id: row.id }))),
    factoryContacts: groupIds(vendorContacts.map((row) => ({ owner: row.factory_id, id: row.id }))),
    aql,
  };
}
