import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { customerEntities, customers, otherMandays, workloadMatrix } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/**
 * The man-day resources' tests start from empty tables (whatever the demo seed holds), so each file's
 * rows are its own and an overlap or a taken name is one the test made.
 */
export async function emptyManDayTables(t: TestApp): Promise<void> {
  await t.database.db.delete(workloadMatrix);
  await t.database.db.delete(otherMandays);
}

/** A customer of the entity, and one that is not (both alive). */
export async function customersAround(
  t: TestApp,
  entityId: number,
): Promise<{ inEntity: { id: number; name: string }; outside: number }> {
  const db = t.database.db;
  const inside = db
    .select({ id: customerEntities.customerId })
    .from(customerEntities)
    .where(eq(customerEntities.entityId, entityId));
  const [inEntity] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(isNull(customers.deletedAt), inArray(customers.id, inside)))
    .orderBy(customers.id)
    .limit(1);
  const [outside] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(notInArray(customers.id, inside))
    .orderBy(customers.id)
    .limit(1);
  if (!inEntity || !outside)
    throw new Error(`the demo data has no customers in and out of entity ${entityId}`);
  return { inEntity, outside: outside.id };
}
