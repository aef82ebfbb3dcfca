import { RightType } from '../enums';
import type { MenuItem } from '../auth/user.types';

/** The menu shows headings, their screens and one more level below (spec section 2). */
export const MENU_MAX_DEPTH = 3;

/**
 * For these right types only the headings with these titles show (spec section 6). Every other right type
 * shows all of its headings.
 */
export const HEADING_TITLES_BY_RIGHT_TYPE: Partial<Record<RightType, readonly string[]>> = {
  [RightType.Customer]: ['Customer'],
  [RightType.Vendor]: ['Supplier/Factory'],
  [RightType.HumanResource]: ['Human Resource', 'Leave', 'Holiday', 'Expense Claim'],
  [RightType.Document]: ['Data Management'],
  [RightType.Admin]: ['Area Management', 'User Management'],
};

const normalise = (title: string) => title.trim().toLowerCase();

/** Whether a top heading may show under a right type. */
export function isHeadingShown(heading: Pick<MenuItem, 'titleName'>, rightType: RightType): boolean {
  const titles = HEADING_TITLES_BY_RIGHT_TYPE[rightType];
  return !titles || titles.some((title) => normalise(title) === normalise(heading.titleName));
}

/** The route of a menu item without the entity prefix; '#' for an item that only groups others. */
export function menuPath(item: Pick<MenuItem, 'path'>): string {
  const path = (item.path ?? '').trim().replace(/^\/+/, '');
  return path === '' ? '#' : path;
}

export function isMenuLink(item: Pick<MenuItem, 'path'>): boolean {
  return menuPath(item) !== '#';
}

/**
 * The menu of one right type from the user's flat rights: hidden items (showMenu false) and everything under
 * them left out, each level ordered by ranking, at most three levels, only the headings the right type shows,
 * and no heading that leads nowhere (no route and nothing under it). No right type chosen: no menu.
 */
export function buildMenu(flat: readonly MenuItem[], rightType: RightType | null | undefined): MenuItem[] {
  if (rightType == null) return [];
  const visible = flat.filter((item) => item.rightType === rightType && item.showMenu !== false);
  const byParent = new Map<number | null, MenuItem[]>();
  for (const item of visible) {
    const key = item.parentId ?? null;
    byParent.set(key, [...(byParent.get(key) ?? []), item]);
  }
  // The depth limit also ends any cycle a bad parentId could make.
  const level = (parentId: number | null, depth: number): MenuItem[] => {
    if (depth > MENU_MAX_DEPTH) return [];
    return [...(byParent.get(parentId) ?? [])]
      .sort((a, b) => a.ranking - b.ranking || a.id - b.id)
      .map((item) => ({ ...item, path: menuPath(item), children: level(item.id, depth + 1) }))
      .filter((item) => isMenuLink(item) || item.children.length > 0);
  };
  // Walking down from the top means a right whose parent is hidden (or not held) is left out, never promoted.
  return level(null, 1).filter((item) => isHeadingShown(item, rightType));
}

/** The ids from the top heading down to the item whose route is `path` (without the entity), or []. */
export function menuTrail(tree: readonly MenuItem[], path: string): number[] {
  const target = menuPath({ path }).split('?')[0]!;
  for (const item of tree) {
    if (isMenuLink(item) && menuPath(item) === target) return [item.id];
    const below = menuTrail(item.children ?? [], target);
    if (below.length) return [item.id, ...below];
  }
  return [];
}

/** The first route of a menu tree, depth first (used when a right type has no fixed home). */
export function firstMenuLink(tree: readonly MenuItem[]): string | undefined {
  for (const item of tree) {
    if (isMenuLink(item)) return menuPath(item);
    const below = firstMenuLink(item.children ?? []);
    if (below) return below;
  }
  return undefined;
}
