import { useEffect } from 'react';
import { create } from 'zustand';
import {
  RIGHT_TYPE_SERVICE,
  isRightTypeAccessible,
  offeredRightTypes,
  type CurrentUser,
  type RightType,
} from '@portal/domain';
import { useAuthStore, userApi } from '@portal/shell-contract';

export interface RightTypeChoice {
  id: RightType;
  accessible: boolean;
}

interface RightTypesState {
  /** The user the server's answer belongs to. */
  userId: number | null;
  list: RightTypeChoice[] | null;
  set(userId: number, list: RightTypeChoice[]): void;
}

const useRightTypesStore = create<RightTypesState>()((set) => ({
  userId: null,
  list: null,
  set: (userId, list) => set({ userId, list }),
}));

/** The same rule the server applies (spec section 6), from the stored user alone. */
export function localRightTypes(user: CurrentUser): RightTypeChoice[] {
  const holder = {
    userType: user.usertype,
    serviceAccess: user.serviceAccess ?? [],
    rightTypesHeld: new Set((user.rightsDB ?? []).map((right) => right.rightType as number)),
  };
  return offeredRightTypes(user.usertype).map((id) => ({
    id,
    accessible: isRightTypeAccessible(id, holder),
  }));
}

const loading = new Set<number>();

/**
 * The right types offered to the signed-in user, each flagged accessible or not. The stored user gives an
 * answer at once; GET /api/User/righttypelst, asked once per user, replaces it (the server has the last word).
 */
export function useRightTypes(): RightTypeChoice[] {
  const user = useAuthStore((state) => state.user);
  const token = useAuthStore((state) => state.token);
  const { userId, list } = useRightTypesStore();
  useEffect(() => {
    if (!user || !token || userId === user.id || loading.has(user.id)) return;
    loading.add(user.id);
    userApi()
      .rightTypeList()
      .then(
        (answer) =>
          useRightTypesStore.getState().set(
            user.id,
            answer.rightTypeList.map((item) => ({ id: item.id, accessible: item.userHasAccess })),
          ),
        (error: unknown) => console.error('The right types could not be loaded', error),
      )
      .finally(() => loading.delete(user.id));
  }, [user, token, userId]);
  if (!user) return [];
  return userId === user.id && list ? list : localRightTypes(user);
}

/** A service right type the user lacks: offered as "learn more" (spec section 2). */
export function isLearnMore(choice: RightTypeChoice): boolean {
  return !choice.accessible && RIGHT_TYPE_SERVICE[choice.id] != null;
}
