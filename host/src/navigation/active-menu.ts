import { useLocation } from 'react-router-dom';
import { menuTrail, type MenuItem } from '@portal/domain';
import { STORAGE_KEYS, readStorage, writeStorage } from '@portal/shell-contract';
import { create } from 'zustand';

interface ActiveMenuState {
  activeId: number | null;
  setActive(id: number | null): void;
}

function readActive(): number | null {
  const value = Number(readStorage(STORAGE_KEYS.activeMenuId));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The menu item last opened, kept under the spec's key so a reload still marks it. */
export const useActiveMenuStore = create<ActiveMenuState>()((set) => ({
  activeId: readActive(),
  setActive(id) {
    writeStorage(STORAGE_KEYS.activeMenuId, id == null ? null : String(id));
    set({ activeId: id });
  },
}));

function trailOfId(tree: readonly MenuItem[], id: number): number[] {
  for (const item of tree) {
    if (item.id === id) return [item.id];
    const below = trailOfId(item.children ?? [], id);
    if (below.length) return [item.id, ...below];
  }
  return [];
}

/**
 * The ids from the top heading to the active item: the screen of the current URL when the menu has it,
 * else the item last opened (an edit screen reached from a summary keeps its summary's heading marked).
 */
export function useActiveTrail(tree: readonly MenuItem[]): number[] {
  const { pathname } = useLocation();
  const activeId = useActiveMenuStore((state) => state.activeId);
  const withoutEntity = pathname.replace(/^\/\d+\//, '');
  const byUrl = menuTrail(tree, withoutEntity);
  if (byUrl.length) return byUrl;
  return activeId == null ? [] : trailOfId(tree, activeId);
}
