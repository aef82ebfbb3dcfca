import { PRODUCT_CATEGORY_RESOURCES } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { hierarchyRoutes } from '../shared/hierarchy/hierarchy-routes';
import { PRODUCT_HIERARCHY } from '../shared/products/category-pickers';
import { CATEGORY_SCREENS } from './category-screens';

/** Customer > Products: the four taxonomy levels' summary and edit screens. */
export const productCategoryRoutes: RemoteRoute[] = hierarchyRoutes(
  PRODUCT_HIERARCHY,
  PRODUCT_CATEGORY_RESOURCES.map((resource) => CATEGORY_SCREENS[resource]),
);
