import { UserType } from '@portal/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, factories, purchaseOrders, suppliers } from '../../db/schema';
import { customerScopeCondition } from '../customer/customer-scope';
import type { ResourceScope } from '../kit/resource-definition';
import { ALL_USER_TYPES } from '../../plugins/route-access';

/** Everyone with a side in an order: staff, customers, suppliers and factories (outsourced QCs have none). */
export const PO_USER_TYPES = ALL_USER_TYPES.filter((type) => type !== UserType.OutSource);

/**
 * Which purchase orders the caller sees, as a condition over purchase_orders joined with customers:
 * - a customer user: its own customer's orders (the customer scope);
 * - a supplier or factory user: the orders naming it as supplier or factory, read only;
 * - internal users: the orders of the request's entity whose customer they may see.
 */
export function purchaseOrderScopeCondition(scope: ResourceScope): SQL {
  const { user, entityId } = scope;
  const inEntity = eq(purchaseOrders.entityId, entityId);
  const alive = sql`${customers.deletedAt} is null`;
  switch (user.userType) {
    case UserType.Supplier:
      return user.supplierId == null
        ? sql`false`
        : (and(inEntity, alive, eq(purchaseOrders.supplierId, user.supplierId)) as SQL);
    case UserType.Factory:
      return user.factoryId == null
        ? sql`false`
        : (and(inEntity, alive, eq(purchaseOrders.factoryId, user.factoryId)) as SQL);
    default:
      return and(inEntity, customerScopeCondition(scope)) as SQL;
  }
}

/** Suppliers and factories read the orders that name them; only staff and customers change them. */
export function mayWritePurchaseOrders(scope: ResourceScope): boolean {
  return scope.user.userType === UserType.InternalUser || scope.user.userType === UserType.Customer;
}

/** The supplier and factory named (when named) work in the request's entity. */
export async function vendorsInEntity(
  db: Db,
  entityId: number,
  supplierId: number | null,
  factoryId: number | null,
): Promise<boolean> {
  if (supplierId !== null) {
    const [row] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, supplierId), eq(suppliers.entityId, entityId)));
    if (!row) return false;
  }
  if (factoryId !== null) {
    const [row] = await db
      .select({ id: factories.id })
      .from(factories)
      .where(and(eq(factories.id, factoryId), eq(factories.entityId, entityId)));
    if (!row) return false;
  }
  return true;
}
