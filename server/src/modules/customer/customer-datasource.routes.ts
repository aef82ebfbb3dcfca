import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { CUSTOMER_API as API, RequestResult, UserType, type CustomerDataSourceRequest } from '@portal/domain';
import { customerDataSourceBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { dataSourceResponse, toDataSourceQuery } from '../../lib/search/search-runner';
import { scopeOf } from '../kit/resource-routes';
import {
  customerItems,
  customersInScope,
  customFilterDaysList,
  inEntities,
  servedByVendor,
  withPriceCategories,
} from './customer-datasource.repository';
import { lookupResponse } from './customer.schemas';
import { ALL_USER_TYPES, entityRoute } from '../../plugins/route-access';

const tags = ['customer'];

const items = <Item>(list: Item[]) => ({
  result: list.length ? RequestResult.Success : RequestResult.DataNotFound,
  dataSourceList: list,
});

/** The customers for selects: any signed-in user of the entity; the scope narrows the rows (customer-scope.ts). */
export async function customerDataSourceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    `/${API.byUserType}`,
    {
      config: entityRoute(null, ALL_USER_TYPES, 'party'),
      schema: { tags, summary: "The customers the caller's user type sees", response: lookupResponse },
    },
    async (request) => items(await customersInScope(db, scopeOf(request))),
  );

  /** A select's customers, narrowed by the body ('none': no rows at all). */
  const dataSource = (
    path: string,
    summary: string,
    narrow?: (body: CustomerDataSourceRequest, request: FastifyRequest) => SQL | undefined | 'none',
  ) =>
    app.post<{ Body: CustomerDataSourceRequest }>(
      `/${path}`,
      {
        config: entityRoute(null, ALL_USER_TYPES, 'party'),
        schema: { tags, summary, body: customerDataSourceBody, response: lookupResponse },
      },
      async (request) => {
        const query = toDataSourceQuery(request.body as never, { takeAll: request.body.takeAll === true });
        const condition = narrow ? narrow(request.body, request) : undefined;
        if (condition === 'none') return dataSourceResponse([], []);
        const { page, included } = await customerItems(db, scopeOf(request), { ...query, extra: condition });
        return dataSourceResponse(page, included);
      },
    );
  const inBodyEntities = (body: CustomerDataSourceRequest) => inEntities(body.entityIdList);

  dataSource(API.dataSource, 'Customers for a select (searchText, skip, take, idList)', inBodyEntities);
  dataSource(API.dataSourceList, 'Customers for a select (every match without take)', inBodyEntities);
  dataSource(
    API.dataSourceByUserType,
    "Customers for a select, as the caller's user type sees them",
    inBodyEntities,
  );
  dataSource(API.withPriceCategories, 'Customers that have price categories', () => withPriceCategories());
  dataSource(API.bySupplier, 'The customers a supplier (or factory) works for', (body, request) => {
    const user = request.user;
    const supplierId = user.userType === UserType.Supplier ? user.supplierId : body.supplierId;
    const factoryId = user.userType === UserType.Factory ? user.factoryId : body.factoryId;
    if (!supplierId && !factoryId) return 'none';
    return servedByVendor(supplierId ?? null, factoryId ?? null);
  });

  app.post<{ Body: CustomerDataSourceRequest }>(
    `/${API.customFilterDays}`,
    {
      config: entityRoute(null, ALL_USER_TYPES, 'party'),
      schema: {
        tags,
        summary: "The customers' default date-filter span in days (null: the screen's default)",
        body: customerDataSourceBody,
      },
    },
    async (request) => {
      const query = toDataSourceQuery(request.body as never);
      const ids = query.idList.length
        ? query.idList
        : request.body.customerId
          ? [request.body.customerId]
          : [];
      return items(await customFilterDaysList(db, scopeOf(request), ids, query));
    },
  );
}
