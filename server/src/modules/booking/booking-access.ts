import {
  allowedActions,
  type BookingAction,
  type BookingStatus,
  type EntityBookingRules,
} from '@portal/domain';
import type { ResourceScope } from '../kit/resource-definition';

/**
 * The lifecycle table (domain booking-workflow.ts) applied to the caller: what they may do with a booking
 * in `status`. The scope condition has already proved the booking is theirs to see.
 */
export function actionsFor(
  status: BookingStatus,
  scope: ResourceScope,
  rules: EntityBookingRules,
): BookingAction[] {
  return allowedActions(
    status,
    { userType: scope.user.userType, permissions: scope.user.permissions },
    rules,
  );
}

export function may(
  action: BookingAction,
  status: BookingStatus,
  scope: ResourceScope,
  rules: EntityBookingRules,
): boolean {
  return actionsFor(status, scope, rules).includes(action);
}
