import { CUSTOMER_CONFIG_RESOURCES, type CustomerConfigResource } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { ConfigEdit } from './config-edit';
import { CONFIG_SCREENS, screenPaths } from './config-screens';
import { ConfigSummary } from './config-summary';

function routesOf(resource: CustomerConfigResource): RemoteRoute[] {
  const paths = screenPaths(resource);
  const view = CONFIG_SCREENS[resource].permissions.View;
  const Summary = () => <ConfigSummary key={resource} resource={resource} />;
  // Keyed by resource so moving from one record kind to another starts a fresh form.
  const Edit = () => <ConfigEdit key={resource} resource={resource} />;
  return [
    {
      path: paths.summary,
      permission: view,
      titleId: `masterdata.customerConfig.${resource}.summary.title`,
      component: Summary,
    },
    {
      path: `${paths.edit}/:id?`,
      permission: view,
      titleId: `masterdata.customerConfig.${resource}.edit.title`,
      component: Edit,
    },
  ];
}

/** Customer > Services & Quality: services, checkpoints, complaints, decisions, staff & access. */
export const customerConfigRoutes: RemoteRoute[] = CUSTOMER_CONFIG_RESOURCES.flatMap(routesOf);
