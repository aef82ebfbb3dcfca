import { UserType } from '@portal/domain';
import type { Principal } from './principal.repository';

/** Spec section 6: internal and outsource users look up staff pictures; other users only see their own. */
export function isStaffSide(caller: Principal): boolean {
  return caller.userType === UserType.InternalUser || caller.userType === UserType.OutSource;
}
