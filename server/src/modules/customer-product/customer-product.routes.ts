import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PRODUCT_API,
  RequestResult,
  type CustomerProductSubCategoryRequest,
  type ProductDataSourceFilter,
} from '@portal/domain';
import { customerSubCategoryBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { dataSourceResponse, searchTextOf, toDataSourceQuery } from '../../lib/search/search-runner';
import { dataSourceBodySchema, dataSourceResponseSchema, idSchema } from '../../lib/search/search-schemas';
import { sendError } from '../../plugins/errors';
import { customerInScope } from '../customer/customer-scope';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import { PRODUCT_DATASOURCE_FILTERS } from '../product-category/product-category-schemas';
import { errorResponses } from '../user/user.schemas';
import {
  CATEGORY_OF_PRODUCT,
  customerLevelItems,
  productItems,
  productItemsById,
  SUB_CATEGORY_OF_PRODUCT,
} from './customer-product-datasource';
import { customerProductResource } from './customer-product-resources';
import { INTERNAL_AND_CUSTOMERS, entityRoute } from '../../plugins/route-access';

const TAGS = ['Customer products'];
const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

/**
 * Customer products (summary, edit, export), the product datasource, and the spec's customer lookups of
 * the categories a customer's products use. A customer outside the caller's scope answers 403 on the
 * lookups (the id was named in the path or body) and nothing in the datasource.
 */
export async function customerProductRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  await app.register(resourceRoutes(customerProductResource), options);

  app.post<{ Body: ProductDataSourceFilter & Record<string, unknown> }>(
    `/${PRODUCT_API.customerProductDataSource}`,
    {
      config: entityRoute(null, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: {
        tags: TAGS,
        summary:
          'Customer products by reference, take 10 from skip; customerIds, productIds and category ids ' +
          '(each level) narrow; idList always included. Only products of customers the caller may see.',
        body: dataSourceBodySchema(PRODUCT_DATASOURCE_FILTERS),
        response: { 200: dataSourceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = toDataSourceQuery<ProductDataSourceFilter>(request.body as never);
      const scope = scopeOf(request);
      return dataSourceResponse(
        await productItems(db, query, scope),
        await productItemsById(db, query.idList, scope),
      );
    },
  );

  const inScope = (request: FastifyRequest, customerId: number) =>
    customerInScope(db, scopeOf(request), customerId);
  const listResponse = (list: { id: number; name: string }[]) => ({
    result: list.length ? RequestResult.Success : RequestResult.DataNotFound,
    dataSourceList: list,
  });

  for (const path of [PRODUCT_API.customerProductCategory, PRODUCT_API.customerProductCategoryAlias]) {
    app.get<{ Params: { id: number } }>(
      `/${path}/:id`,
      {
        config: entityRoute(null, INTERNAL_AND_CUSTOMERS, 'party'),
        schema: {
          tags: TAGS,
          summary: "The product categories the customer's products use (403 for a customer outside scope)",
          params: idParams,
          response: { 200: dataSourceResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        if (!(await inScope(request, request.params.id))) return sendError(request, reply, 403, 'http.403');
        return listResponse(
          await customerLevelItems(db, scopeOf(request), request.params.id, CATEGORY_OF_PRODUCT),
        );
      },
    );
  }

  for (const path of [PRODUCT_API.customerProductSubCategory, PRODUCT_API.customerProductSubCategoryList]) {
    app.post<{ Body: CustomerProductSubCategoryRequest }>(
      `/${path}`,
      {
        config: entityRoute(null, INTERNAL_AND_CUSTOMERS, 'party'),
        schema: {
          tags: TAGS,
          summary:
            "The sub-categories the customer's products use, optionally under productCategoryId(s) " +
            '(403 for a customer outside scope)',
          body: customerSubCategoryBody,
          response: { 200: dataSourceResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (!(await inScope(request, body.customerId))) return sendError(request, reply, 403, 'http.403');
        const categoryIds = [
          ...(body.productCategoryIds ?? []),
          ...(body.productCategoryId ? [body.productCategoryId] : []),
        ];
        return listResponse(
          await customerLevelItems(db, scopeOf(request), body.customerId, SUB_CATEGORY_OF_PRODUCT, {
            searchText: searchTextOf(body.searchText),
            productCategoryIds: categoryIds.length ? categoryIds : null,
          }),
        );
      },
    );
  }
}
