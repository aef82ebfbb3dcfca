import { and, eq } from 'drizzle-orm';
import { UserType } from '@portal/domain';
import type { Db } from '../../db/client';
import { purchaseOrders, vendorCustomers } from '../../db/schema';
import { customerInScope } from '../customer/customer-scope';
import type { ResourceScope } from '../kit/resource-definition';

/**
 * Whom a caller may book for. Staff: any customer of the entity. A customer user: its own customer. A
 * supplier or factory user: itself as supplier or factory, for a customer it works for (vendor_customers) or
 * has orders of.
 */

/** A customer the caller may book for (the save checks the same, with the supplier and factory it names). */
export async function customerReachable(db: Db, scope: ResourceScope, customerId: number): Promise<boolean> {
  const { user } = scope;
  const anyone = { ...scope, user: { ...user, userType: UserType.InternalUser } };
  if (!(await customerInScope(db, anyone, customerId))) return false;
  if (user.userType === UserType.InternalUser) return true;
  if (user.userType === UserType.Customer) return user.customerId === customerId;
  const asSupplier = user.userType === UserType.Supplier;
  const ownId = asSupplier ? user.supplierId : user.factoryId;
  if (ownId == null) return false;
  const [link] = await db
    .select({ id: vendorCustomers.customerId })
    .from(vendorCustomers)
    .where(
      and(
        eq(asSupplier ? vendorCustomers.supplierId : vendorCustomers.factoryId, ownId),
        eq(vendorCustomers.customerId, customerId),
      ),
    )
    .limit(1);
  if (link) return true;
  const [order] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(
      and(
        eq(asSupplier ? purchaseOrders.supplierId : purchaseOrders.factoryId, ownId),
        eq(purchaseOrders.customerId, customerId),
      ),
    )
    .limit(1);
  return order !== undefined;
}

/** A vendor user only sees its own side: a supplier its own id, a factory its own (and its suppliers'). */
export function ownVendorSide(
  scope: ResourceScope,
  supplierId: number | null,
  factoryId: number | null,
): boolean {
  const { user } = scope;
  if (user.userType === UserType.Supplier) return supplierId === null || supplierId === user.supplierId;
  if (user.userType === UserType.Factory) return factoryId === null || factoryId === user.factoryId;
  return true;
}
