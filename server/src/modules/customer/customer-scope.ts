import { UserType } from '@portal/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerEntities, customers } from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';

/**
 * Which customers the caller may see, as a condition on customers.id (every customer sub-record uses it):
 * - a customer user: its own customer only;
 * - a supplier or factory user: none (their screens reach customers through their own records);
 * - internal and outsource users: the customers whose entity list holds the request's entity.
 * Deleted customers stay visible to nobody.
 */
export function customerScopeCondition(scope: ResourceScope): SQL {
  const { user, entityId } = scope;
  const visibleInEntity = sql`exists (select 1 from ${customerEntities} where ${customerEntities.customerId} = ${customers.id} and ${customerEntities.entityId} = ${entityId})`;
  const alive = sql`${customers.deletedAt} is null`;
  switch (user.userType) {
    case UserType.Customer:
      return user.customerId == null
        ? sql`false`
        : (and(eq(customers.id, user.customerId), alive, visibleInEntity) as SQL);
    case UserType.Supplier:
    case UserType.Factory:
      return sql`false`;
    default:
      return and(alive, visibleInEntity) as SQL;
  }
}

/** True when the customer exists and the caller may see it (see customerScopeCondition). */
export async function customerInScope(db: Db, scope: ResourceScope, customerId: number): Promise<boolean> {
  if (!Number.isInteger(customerId) || customerId <= 0) return false;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), customerScopeCondition(scope)))
    .limit(1);
  return row !== undefined;
}
