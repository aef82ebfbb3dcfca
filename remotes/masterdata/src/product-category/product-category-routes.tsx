import {
  PRODUCT_CATEGORY_RESOURCES,
  PRODUCT_SCREEN_PATHS,
  type ProductCategoryResource,
} from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { CategoryEdit } from './category-edit';
import { CATEGORY_SCREENS } from './category-screens';
import { CategorySummary } from './category-summary';

function categoryRoutes(resource: ProductCategoryResource): RemoteRoute[] {
  const paths = PRODUCT_SCREEN_PATHS[resource];
  const view = CATEGORY_SCREENS[resource].permissions.View;
  const Summary = () => <CategorySummary key={resource} resource={resource} />;
  // Keyed by resource so moving from one level's edit screen to another's starts a fresh form.
  const Edit = () => <CategoryEdit key={resource} resource={resource} />;
  return [
    {
      path: paths.summary,
      permission: view,
      titleId: `masterdata.${resource}.summary.title`,
      component: Summary,
    },
    {
      path: `${paths.edit}/:id?`,
      permission: view,
      titleId: `masterdata.${resource}.edit.title`,
      component: Edit,
    },
  ];
}

/** Customer > Products: the four taxonomy levels' summary and edit screens. */
export const productCategoryRoutes: RemoteRoute[] = PRODUCT_CATEGORY_RESOURCES.flatMap(categoryRoutes);
