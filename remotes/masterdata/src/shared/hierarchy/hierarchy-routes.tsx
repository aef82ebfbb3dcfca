import type { ComponentType } from 'react';
import type { RemoteRoute } from '@portal/shell-contract';
import type { Hierarchy, LevelScreen } from './hierarchy';
import { HierarchyEdit } from './hierarchy-edit';
import { HierarchySummary } from './hierarchy-summary';

/** A level's summary route and its edit route (with an id, or none to create), both behind View. */
export function levelRoutes(
  screen: Pick<LevelScreen, 'resource' | 'paths' | 'permissions'>,
  Summary: ComponentType,
  Edit: ComponentType,
): RemoteRoute[] {
  const view = screen.permissions.View;
  return [
    {
      path: screen.paths.summary,
      permission: view,
      titleId: `masterdata.${screen.resource}.summary.title`,
      component: Summary,
    },
    {
      path: `${screen.paths.edit}/:id?`,
      permission: view,
      titleId: `masterdata.${screen.resource}.edit.title`,
      component: Edit,
    },
  ];
}

/** The routes of a hierarchy's level screens, in the order given. */
export function hierarchyRoutes<Api>(hierarchy: Hierarchy<Api>, screens: LevelScreen[]): RemoteRoute[] {
  return screens.flatMap((screen) =>
    levelRoutes(
      screen,
      () => <HierarchySummary key={screen.resource} hierarchy={hierarchy} screen={screen} />,
      // Keyed by resource so moving from one level's edit screen to another's starts a fresh form.
      () => <HierarchyEdit key={screen.resource} hierarchy={hierarchy} screen={screen} />,
    ),
  );
}
