import { UserType } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';

/**
 * Who the signed-in user books for. Customer, supplier and factory users see only their own bookings
 * (the server narrows the rows), so the screens do not offer them a choice of their own party.
 */
export function usePartyScope() {
  const user = useAuthStore((state) => state.user);
  const type = user?.usertype ?? UserType.InternalUser;
  return {
    internal: type === UserType.InternalUser,
    customerId: type === UserType.Customer ? (user?.customerid ?? null) : null,
    supplierId: type === UserType.Supplier ? (user?.supplierid ?? null) : null,
    factoryId: type === UserType.Factory ? (user?.factoryid ?? null) : null,
  };
}
