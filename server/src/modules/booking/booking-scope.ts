import { UserType } from '@portal/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import { ALL_USER_TYPES } from '../../plugins/route-access';

/**
 * Everyone with a side in a booking: staff, customers, suppliers, factories, and outsourced inspectors, who
 * land on the booking summary and see the bookings they are allocated to.
 */
export const BOOKING_USER_TYPES = ALL_USER_TYPES;

/**
 * Which bookings the caller sees, on the bookings table alone (no join, so the 1,000,000-row search stays on
 * one index): always the request's entity; a customer, supplier or factory user only the bookings naming
 * it; an outsourced inspector only the bookings their staff record is allocated to (read from the
 * allocations' staff index, then the bookings by id); internal users every booking of the entity.
 */
export function bookingScopeCondition(scope: ResourceScope): SQL {
  const { user, entityId } = scope;
  const inEntity = eq(bookings.entityId, entityId);
  const own = (
    column: typeof bookings.customerId | typeof bookings.supplierId | typeof bookings.factoryId,
    id: number | null | undefined,
  ) => (id == null ? sql`false` : (and(inEntity, eq(column, id)) as SQL));
  switch (user.userType) {
    case UserType.Customer:
      return own(bookings.customerId, user.customerId);
    case UserType.Supplier:
      return own(bookings.supplierId, user.supplierId);
    case UserType.Factory:
      return own(bookings.factoryId, user.factoryId);
    case UserType.InternalUser:
      return inEntity;
    case UserType.OutSource:
      return and(inEntity, sql`${bookings.id} in (${allocatedBookingIds(user.id)})`) as SQL;
    default:
      return sql`false`;
  }
}

/** The ids of the bookings a user's staff record is allocated to (an outsourced inspector's own bookings). */
export function allocatedBookingIds(userId: number): SQL {
  return sql`select a.booking_id from booking_allocations a
    where a.staff_id = (select u.staff_id from users u where u.id = ${userId})`;
}
