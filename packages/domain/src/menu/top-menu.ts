/**
 * Width rules of the header menu (spec section 9): the top menu starts at 7 headings and is recalculated by
 * width, each title taking 20 px plus 10 px per character; under 450 px the hamburger drawer replaces it.
 */
export const TOP_MENU_MAX = 7;
export const MOBILE_MAX_WIDTH = 450;
export const SCROLL_TO_TOP_AFTER = 200;

export function isMobileWidth(windowWidth: number): boolean {
  return windowWidth < MOBILE_MAX_WIDTH;
}

export function menuTitleWidth(title: string): number {
  return 20 + 10 * title.length;
}

/**
 * How many of the first headings show in the top menu. Never more than 7 (the count the spec starts from),
 * fewer when their titles do not fit `availableWidth`; when some are left over, the overflow entry
 * (`overflowTitle`) needs room too. An unknown width (not measured yet) keeps the starting count.
 */
export function topMenuCount(
  titles: readonly string[],
  availableWidth: number,
  overflowTitle: string,
): number {
  const most = Math.min(TOP_MENU_MAX, titles.length);
  if (!Number.isFinite(availableWidth) || availableWidth <= 0) return most;
  let count = 0;
  let used = 0;
  while (count < most && used + menuTitleWidth(titles[count]!) <= availableWidth) {
    used += menuTitleWidth(titles[count]!);
    count += 1;
  }
  if (count === titles.length) return count;
  const overflow = menuTitleWidth(overflowTitle);
  while (count > 0 && used + overflow > availableWidth) {
    count -= 1;
    used -= menuTitleWidth(titles[count]!);
  }
  return count;
}
