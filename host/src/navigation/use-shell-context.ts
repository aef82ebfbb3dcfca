import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { buildMenu, findEntity, type CurrentUser, type MenuItem } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';

/** The flat rights of a stored user; a user stored before rightsDB existed still has the nested tree. */
function flatRights(user: CurrentUser): MenuItem[] {
  if (user.rightsDB?.length) return user.rightsDB;
  const flatten = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
  return flatten(user.rights ?? []);
}

/**
 * The entity links point into: the one in the URL when it is a known entity, else the chosen one. The entity
 * guard blocks any page whose URL entity differs from the chosen one, so both agree wherever links show.
 */
export function useLinkEntityId(): number | null {
  const params = useParams();
  const stored = useAuthStore((state) => state.entityId);
  return findEntity(params.entity)?.id ?? stored;
}

/** The menu tree of the signed-in user under the chosen right type (spec section 6). */
export function useMenu(): MenuItem[] {
  const user = useAuthStore((state) => state.user);
  const rightType = useAuthStore((state) => state.rightType);
  return useMemo(() => (user ? buildMenu(flatRights(user), rightType) : []), [user, rightType]);
}

export function entityPath(entityId: number, path: string): string {
  return `/${entityId}/${path.replace(/^\/+/, '')}`;
}
