import { UserType } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { usePartyScope } from '../../shared/use-party-scope';
import type { OwnParties } from './booking-values';

/**
 * The parties the signed-in user is on every booking it makes (null for staff): usePartyScope's, plus a
 * factory user's own supplier, which the edit screen fixes too (the summary still lets it filter by supplier).
 */
export function useOwnParties(): OwnParties {
  const scope = usePartyScope();
  const factorySupplierId = useAuthStore((state) =>
    state.user?.usertype === UserType.Factory ? (state.user.supplierid ?? null) : null,
  );
  return {
    customerId: scope.customerId,
    supplierId: scope.supplierId ?? factorySupplierId,
    factoryId: scope.factoryId,
  };
}
