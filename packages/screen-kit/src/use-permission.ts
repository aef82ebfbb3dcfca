import { hasPermission } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';

/** Whether the signed-in user holds a permission; a feature without a permission name is not offered. */
export function usePermission(permission: string | undefined): boolean {
  return useAuthStore((state) => (permission ? hasPermission(state.user, permission) : false));
}
