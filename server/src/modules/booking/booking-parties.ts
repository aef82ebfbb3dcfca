import { UserType, type BookingParties } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { ResourceScope } from '../kit/resource-definition';

type Named = { id: number; name: string };

async function named(db: Db, query: ReturnType<typeof sql>): Promise<Named[]> {
  const rows = await rawRows<Named>(db, query);
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/**
 * Whom a customer, supplier or factory user may book with: the suppliers working for the customer, or the
 * customers the supplier or factory works for (its customer list, or a purchase order naming it), in the
 * request's entity. Staff pick from the entity's full lists instead, so they get nothing here.
 */
export async function bookingParties(db: Db, scope: ResourceScope): Promise<BookingParties> {
  const { user, entityId } = scope;
  switch (user.userType) {
    case UserType.Customer: {
      if (user.customerId == null) return { customers: [], suppliers: [] };
      const suppliers = await named(
        db,
        sql`select s.id, s.name from suppliers s
          where s.entity_id = ${entityId} and s.active and (
            exists (select 1 from vendor_customers v where v.supplier_id = s.id and v.customer_id = ${user.customerId})
            or exists (select 1 from purchase_orders p where p.supplier_id = s.id and p.customer_id = ${user.customerId}))
          order by lower(s.name), s.id`,
      );
      return { customers: [], suppliers };
    }
    case UserType.Supplier:
    case UserType.Factory: {
      const supplierId = user.supplierId ?? -1;
      const factoryId = user.userType === UserType.Factory ? (user.factoryId ?? -1) : -1;
      const customers = await named(
        db,
        sql`select c.id, c.name from customers c
          where c.deleted_at is null
            and exists (select 1 from customer_entities e where e.customer_id = c.id and e.entity_id = ${entityId})
            and (exists (select 1 from vendor_customers v where v.customer_id = c.id
                  and (v.supplier_id = ${supplierId} or v.factory_id = ${factoryId}))
              or exists (select 1 from purchase_orders p where p.customer_id = c.id and p.entity_id = ${entityId}
                  and (p.supplier_id = ${supplierId} or p.factory_id = ${factoryId})))
          order by lower(c.name), c.id`,
      );
      return { customers, suppliers: [] };
    }
    default:
      return { customers: [], suppliers: [] };
  }
}
