import { titledScreen, type RemoteRoute } from '@portal/shell-contract';

/**
 * Routes whose screens are not built yet: they show their translated title and who is signed in where
 * (docs/screens.md, "Titled only"), so a menu entry never ends on a not-found page.
 */
export function titledRoutes(
  entries: readonly [path: string, permission: string, titleId: string][],
): RemoteRoute[] {
  return entries.map(([path, permission, titleId]) => ({
    path,
    permission,
    titleId,
    component: titledScreen(titleId, path.split('/')[0]!),
  }));
}
