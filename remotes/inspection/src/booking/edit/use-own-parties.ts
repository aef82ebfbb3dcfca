import { UserType } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { useOwnCustomerId } from '../../purchase-order/use-own-customer';
import type { OwnParties } from './booking-values';

const isVendor = (type: UserType | undefined) => type === UserType.Supplier || type === UserType.Factory;

/**
 * The parties the signed-in user is (null for staff): a customer user books for its customer, a supplier
 * user as that supplier, a factory user as that factory (and its supplier). The screen fixes them instead
 * of offering a choice the server would refuse.
 */
export function useOwnParties(): OwnParties {
  const customerId = useOwnCustomerId();
  const supplierId = useAuthStore((state) =>
    isVendor(state.user?.usertype) ? (state.user?.supplierid ?? null) : null,
  );
  const factoryId = useAuthStore((state) =>
    state.user?.usertype === UserType.Factory ? (state.user.factoryid ?? null) : null,
  );
  return { customerId, supplierId, factoryId };
}
