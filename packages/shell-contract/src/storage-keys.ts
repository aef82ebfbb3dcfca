/** Local storage keys (spec section 9). */
export const STORAGE_KEYS = {
  token: 'token',
  entityId: 'entityId',
  /** The entity id together with its name, encoded; never trusted: the server checks entity access. */
  entity: 'entity',
  currentUser: 'currentUser',
  rightType: 'rightType',
  activeMenuId: 'activeMenuId',
  lang: 'lang',
} as const;

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value == null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage can be full or blocked (private mode); the in-memory store still holds the session.
  }
}

/** Encodes the stored entity (id and name) so other tabs can name the entity they switched to. */
export function encodeEntity(id: number, name: string): string {
  return btoa(encodeURIComponent(JSON.stringify({ id, name })));
}

export function decodeEntity(value: string | null): { id: number; name: string } | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(atob(value))) as { id: unknown; name: unknown };
    return typeof parsed.id === 'number' && typeof parsed.name === 'string'
      ? { id: parsed.id, name: parsed.name }
      : null;
  } catch {
    return null;
  }
}
