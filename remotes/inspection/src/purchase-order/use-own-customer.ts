import { useAuthStore } from '@portal/shell-contract';

/**
 * The customer a customer user belongs to (null for everyone else): such a user works for that customer
 * only, so the screens fix it instead of offering a choice the server would refuse anyway.
 */
export function useOwnCustomerId(): number | null {
  return useAuthStore((state) => state.user?.customerid ?? null);
}
