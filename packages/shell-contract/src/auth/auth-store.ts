import { create } from 'zustand';
import { findEntity, type CurrentUser, type RightType } from '@portal/domain';
import { STORAGE_KEYS, encodeEntity, readStorage, writeStorage } from '../storage-keys';

export interface AuthState {
  token: string | null;
  user: CurrentUser | null;
  entityId: number | null;
  rightType: RightType | null;
  signIn(token: string, user: CurrentUser): void;
  updateUser(user: CurrentUser): void;
  selectEntity(entityId: number): void;
  selectRightType(rightType: RightType): void;
  signOut(): void;
}

function readUser(): CurrentUser | null {
  const raw = readStorage(STORAGE_KEYS.currentUser);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CurrentUser;
  } catch {
    return null;
  }
}

function readNumber(key: string): number | null {
  const raw = readStorage(key);
  const value = raw == null ? NaN : Number(raw);
  return Number.isInteger(value) ? value : null;
}

/**
 * The one auth store of the portal. It lives in shell-contract, which is a shared singleton, so the host and
 * every remote read and write the same instance (a second copy would mean a remote thinks nobody signed in).
 */
export const useAuthStore = create<AuthState>()((set) => ({
  token: readStorage(STORAGE_KEYS.token),
  user: readUser(),
  entityId: readNumber(STORAGE_KEYS.entityId),
  rightType: readNumber(STORAGE_KEYS.rightType) as RightType | null,
  signIn(token, user) {
    writeStorage(STORAGE_KEYS.token, token);
    writeStorage(STORAGE_KEYS.currentUser, JSON.stringify(user));
    set({ token, user });
  },
  updateUser(user) {
    writeStorage(STORAGE_KEYS.currentUser, JSON.stringify(user));
    set({ user });
  },
  selectEntity(entityId) {
    writeStorage(STORAGE_KEYS.entityId, String(entityId));
    writeStorage(STORAGE_KEYS.entity, encodeEntity(entityId, findEntity(entityId)?.name ?? ''));
    set({ entityId });
  },
  selectRightType(rightType) {
    writeStorage(STORAGE_KEYS.rightType, String(rightType));
    set({ rightType });
  },
  signOut() {
    for (const key of Object.values(STORAGE_KEYS)) if (key !== STORAGE_KEYS.lang) writeStorage(key, null);
    set({ token: null, user: null, entityId: null, rightType: null });
  },
}));
