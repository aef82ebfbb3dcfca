import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  countries,
  customerEntities,
  customerProducts,
  customers,
  factories,
  purchaseOrderLines,
  purchaseOrders,
  suppliers,
} from '../schema';
import { referencePrefix } from './demo-products';

/**
 * Demo purchase orders: for each of the first customers that have products, orders in the customer's first
 * entity with two to four lines over its active products, in real colours, ETDs a few weeks to four months
 * ahead of the day the seed runs, to the usual destinations. Orders name the entity's suppliers in turn with
 * one of their factories, so the demo supplier and factory users see some. Idempotent: an order whose
 * number the customer already has is skipped. Bookings (their own issue) will book parts of these lines.
 */

const CUSTOMERS = 8;
const ORDERS_PER_CUSTOMER = 6;
/** Colour codes and names of the demo lines (the import bench draws from them too). */
export const DEMO_COLOURS = [
  ['NVY', 'Navy'],
  ['BLK', 'Black'],
  ['WHT', 'Optic white'],
  ['RED', 'Cherry red'],
  ['GRN', 'Forest green'],
  ['SND', 'Sand'],
] as const;
/** France, Germany, United Kingdom, United States (ISO 3166-1 numeric, the countries' ids). */
const DESTINATIONS = [250, 276, 826, 840];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDemoPurchaseOrders(db: Db, today: Date): Promise<void> {
  const known = new Set((await db.select({ id: countries.id }).from(countries)).map((row) => row.id));
  const destinations = DESTINATIONS.filter((id) => known.has(id));
  if (!destinations.length) return;
  const owners = await db
    .select({
      id: customers.id,
      name: customers.name,
      entityId: sql<number>`min(${customerEntities.entityId})`,
    })
    .from(customers)
    .innerJoin(customerEntities, eq(customerEntities.customerId, customers.id))
    .where(
      sql`${customers.deletedAt} is null and exists (select 1 from ${customerProducts} where ${customerProducts.customerId} = ${customers.id})`,
    )
    .groupBy(customers.id, customers.name)
    .orderBy(asc(customers.id))
    .limit(CUSTOMERS);
  for (const owner of owners) {
    const products = await db
      .select({ id: customerProducts.id })
      .from(customerProducts)
      .where(sql`${customerProducts.customerId} = ${owner.id} and ${customerProducts.isActive}`)
      .orderBy(asc(customerProducts.id));
    const vendors = await db
      .select({ supplierId: suppliers.id, factoryId: sql<number | null>`min(${factories.id})` })
      .from(suppliers)
      .leftJoin(factories, eq(factories.supplierId, suppliers.id))
      .where(eq(suppliers.entityId, owner.entityId))
      .groupBy(suppliers.id)
      .orderBy(asc(suppliers.id));
    if (!products.length) continue;
    const prefix = referencePrefix(owner.name);
    for (let order = 0; order < ORDERS_PER_CUSTOMER; order += 1) {
      const vendor = vendors.length ? vendors[order % vendors.length]! : null;
      const [created] = await db
        .insert(purchaseOrders)
        .values({
          entityId: owner.entityId,
          customerId: owner.id,
          supplierId: vendor?.supplierId ?? null,
          factoryId: order % 3 === 2 ? null : (vendor?.factoryId ?? null),
          poNumber: `${prefix}-PO-${String(26101 + order)}`,
          remarks: order === 0 ? 'Spring delivery, first drop' : null,
        })
        .onConflictDoNothing()
        .returning({ id: purchaseOrders.id });
      if (!created) continue;
      const lineCount = 2 + ((owner.id + order) % 3);
      const lines = Array.from({ length: lineCount }, (_, index) => {
        const etd = new Date(today.getTime() + (21 + order * 17 + index * 4) * 86_400_000);
        const [colorCode, colorName] = DEMO_COLOURS[(order + index * 2) % DEMO_COLOURS.length]!;
        return {
          purchaseOrderId: created.id,
          productId: products[(order * 2 + index) % products.length]!.id,
          colorCode,
          colorName,
          quantity: 600 + ((owner.id * 7 + order * 13 + index * 5) % 40) * 100,
          etd: isoDay(etd),
          destinationCountryId: destinations[(order + index) % destinations.length]!,
        };
      });
      // Two lines may draw the same product and colour when a customer has few products: keep one.
      await db.insert(purchaseOrderLines).values(lines).onConflictDoNothing();
    }
  }
}
