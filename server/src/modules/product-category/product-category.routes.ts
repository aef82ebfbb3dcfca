import type { FastifyInstance } from 'fastify';
import { PRODUCT_API, PRODUCT_CATEGORY_RESOURCES, type ProductDataSourceFilter } from '@portal/domain';
import type { Db } from '../../db/client';
import { levelDataSourceRoute } from '../kit/hierarchy-datasource';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import { CATEGORY_LEVELS } from './category-levels';
import { categoryNarrowing } from './product-category-datasource';
import { categoryResource } from './product-category-resources';
import { PRODUCT_DATASOURCE_FILTERS } from './product-category-schemas';
import { INTERNAL_AND_CUSTOMERS } from '../../plugins/route-access';

const DATASOURCE_PATHS = {
  productCategory: PRODUCT_API.productCategoryDataSource,
  productSubCategory: PRODUCT_API.productSubCategoryDataSource,
  productSub2Category: PRODUCT_API.productSub2CategoryDataSource,
  productSub3Category: PRODUCT_API.productSub3CategoryDataSource,
} as const;

/**
 * Product category, sub-category, sub-category 2 and sub-category 3 screens (search, get, create, update,
 * delete, export), plus one datasource per level. The datasources only need a signed-in user in an
 * entity: the taxonomy is reference data that booking and product forms of every user type pick from.
 */
export async function productCategoryRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  for (const resource of PRODUCT_CATEGORY_RESOURCES) {
    await app.register(resourceRoutes(categoryResource(resource)), options);
    levelDataSourceRoute<ProductDataSourceFilter>(app, db, {
      path: DATASOURCE_PATHS[resource],
      level: CATEGORY_LEVELS[resource],
      userTypes: INTERNAL_AND_CUSTOMERS,
      tags: ['Product lookups'],
      summary:
        `${resource} records by name, take 10 from skip; narrowed by the category ids of the levels ` +
        'above (singular or plural), and with customerIds/productIds to what those products use. ' +
        'idList always included.',
      filters: PRODUCT_DATASOURCE_FILTERS,
      narrow: (query, request) => categoryNarrowing(db, resource, query, scopeOf(request)),
    });
  }
}
