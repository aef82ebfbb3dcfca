import type { FastifyInstance } from 'fastify';
import { PRODUCT_API, PRODUCT_CATEGORY_RESOURCES, type ProductDataSourceFilter } from '@portal/domain';
import type { Db } from '../../db/client';
import { dataSourceResponse, toDataSourceQuery } from '../../lib/search/search-runner';
import { dataSourceBodySchema, dataSourceResponseSchema } from '../../lib/search/search-schemas';
import { errorResponses } from '../user/user.schemas';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import { CATEGORY_LEVELS } from './category-levels';
import { categoryItems, categoryItemsById } from './product-category-datasource';
import { categoryResource } from './product-category-resources';
import { PRODUCT_DATASOURCE_FILTERS } from './product-category-schemas';
import { INTERNAL_AND_CUSTOMERS, entityRoute } from '../../plugins/route-access';

const TAGS = ['Product lookups'];

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
    const level = CATEGORY_LEVELS[resource];
    app.post<{ Body: ProductDataSourceFilter & Record<string, unknown> }>(
      `/${DATASOURCE_PATHS[resource]}`,
      {
        config: entityRoute(null, INTERNAL_AND_CUSTOMERS, 'none'),
        schema: {
          tags: TAGS,
          summary:
            `${resource} records by name, take 10 from skip; narrowed by the category ids of the levels ` +
            'above (singular or plural), and with customerIds/productIds to what those products use. ' +
            'idList always included.',
          body: dataSourceBodySchema(PRODUCT_DATASOURCE_FILTERS),
          response: { 200: dataSourceResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const query = toDataSourceQuery<ProductDataSourceFilter>(request.body as never);
        return dataSourceResponse(
          await categoryItems(db, level, query, scopeOf(request)),
          await categoryItemsById(db, level, query.idList),
        );
      },
    );
  }
}
