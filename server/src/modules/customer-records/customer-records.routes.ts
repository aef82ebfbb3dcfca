import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CUSTOMER_RECORDS_API, Permissions, ResultCode, type DataSourceItem } from '@portal/domain';
import { customerRecordDataSourceBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import {
  customerBrands,
  customerBuyers,
  customerContactGroups,
  customerContacts,
  customerDepartments,
  customers,
} from '../../db/schema';
import { dataSourceResponse, toDataSourceQuery, type DataSourceQuery } from '../../lib/search/search-runner';
import { dataSourceResponseSchema, idSchema } from '../../lib/search/search-schemas';
import { allOf, textMatches } from '../../lib/search/sql-filters';
import { customerInScope, customerScopeCondition } from '../customer/customer-scope';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import type { ResourceScope } from '../kit/resource-definition';
import { errorResponses } from '../user/user.schemas';
import {
  buyerResource,
  collectionResource,
  contactGroupResource,
  contactResource,
  departmentResource,
} from './customer-records-resources';
import { customerListResponse } from './customer-records-schemas';
import { INTERNAL_AND_CUSTOMERS, entityRoute } from '../../plugins/route-access';

const TAGS = ['Customer records'];

type OwnedTable = PgTable & { id: PgColumn; customerId: PgColumn; name: PgColumn };

/** Id and name of a customer-owned table's rows the caller may see, by name. */
async function items(
  db: Db,
  table: OwnedTable,
  where: SQL | undefined,
  scope: ResourceScope,
  skip: number,
  take: number | null,
): Promise<DataSourceItem[]> {
  let query = db
    .select({ id: table.id, name: table.name })
    .from(table)
    .innerJoin(customers, eq(customers.id, table.customerId))
    .where(allOf(customerScopeCondition(scope), where))
    .orderBy(sql`lower(${table.name})`, asc(table.id))
    .offset(skip)
    .$dynamic();
  if (take != null) query = query.limit(take);
  return (await query) as unknown as DataSourceItem[];
}

function dataSourceOf(db: Db, table: OwnedTable, searchColumns: AnyColumn[]) {
  return async (query: DataSourceQuery<{ customerId?: number | null }>, scope: ResourceScope) => {
    const customer = query.filter.customerId ? eq(table.customerId, query.filter.customerId) : undefined;
    const page = await items(
      db,
      table,
      allOf(customer, textMatches(query.searchText, searchColumns)),
      scope,
      query.skip,
      query.take,
    );
    const included = query.idList.length
      ? await items(db, table, and(inArray(table.id, query.idList), customer), scope, 0, null)
      : [];
    return dataSourceResponse(page, included);
  };
}

/**
 * The contact, contact group, department, buyer and collection screens (search, get, create, update,
 * delete, export), the spec's lists by customer id and the datasources of the select widgets. Every
 * answer is narrowed to the customers the caller may see (customer-scope.ts).
 */
export async function customerRecordsRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  await app.register(resourceRoutes(contactResource), options);
  await app.register(resourceRoutes(contactGroupResource), options);
  await app.register(resourceRoutes(departmentResource), options);
  await app.register(resourceRoutes(buyerResource), options);
  await app.register(resourceRoutes(collectionResource), options);

  const byCustomer = (
    api: string,
    permission: string,
    summary: string,
    item: Record<string, Record<string, unknown>>,
    load: (customerId: number) => Promise<unknown[]>,
  ) =>
    app.get<{ Params: { id: number } }>(
      `/${api}/:id`,
      {
        config: entityRoute(permission, INTERNAL_AND_CUSTOMERS, 'party'),
        schema: {
          tags: TAGS,
          summary,
          params: { type: 'object', required: ['id'], properties: { id: idSchema } },
          response: { 200: customerListResponse(item), ...errorResponses },
        },
      },
      async (request) => {
        const customerId = request.params.id;
        if (!(await customerInScope(db, scopeOf(request), customerId)))
          return { result: ResultCode.NotFound, data: [] };
        return { result: ResultCode.Success, data: await load(customerId) };
      },
    );

  const coded = (table: typeof customerDepartments | typeof customerBuyers) => (customerId: number) =>
    db
      .select({ id: table.id, code: table.code, name: table.name })
      .from(table)
      .where(eq(table.customerId, customerId))
      .orderBy(sql`lower(${table.name})`, asc(table.id));
  const codedItem = { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } };

  byCustomer(
    CUSTOMER_RECORDS_API.departmentsByCustomer,
    Permissions.CustomerDepartmentSummary.View,
    "A customer's departments by name (result NotFound 3 for an unknown or foreign customer)",
    codedItem,
    coded(customerDepartments),
  );
  byCustomer(
    CUSTOMER_RECORDS_API.buyersByCustomer,
    Permissions.CustomerBuyerSummary.View,
    "A customer's buyers by name (result NotFound 3 for an unknown or foreign customer)",
    codedItem,
    coded(customerBuyers),
  );
  const c = customerContacts;
  byCustomer(
    CUSTOMER_RECORDS_API.contactsByCustomer,
    Permissions.CustomerContactSummary.View,
    "A customer's active contacts, the primary first (result NotFound 3 for an unknown or foreign customer)",
    {
      id: { type: 'integer' },
      name: { type: 'string' },
      jobTitle: { type: ['string', 'null'] },
      email: { type: ['string', 'null'] },
      phone: { type: ['string', 'null'] },
      mobile: { type: ['string', 'null'] },
      contactTypeIds: { type: 'array', items: { type: 'integer' } },
      isPrimary: { type: 'boolean' },
    },
    (customerId) =>
      db
        .select({
          id: c.id,
          name: c.name,
          jobTitle: c.jobTitle,
          email: c.email,
          phone: c.phone,
          mobile: c.mobile,
          contactTypeIds: c.contactTypeIds,
          isPrimary: c.isPrimary,
        })
        .from(c)
        .where(and(eq(c.customerId, customerId), eq(c.isActive, true)))
        .orderBy(sql`${c.isPrimary} desc`, sql`lower(${c.name})`, asc(c.id)),
  );

  const dataSource = (api: string, summary: string, run: ReturnType<typeof dataSourceOf>) =>
    app.post<{ Body: Record<string, unknown> }>(
      `/${api}`,
      {
        config: entityRoute(null, INTERNAL_AND_CUSTOMERS, 'party'),
        schema: {
          tags: TAGS,
          summary: `${summary} by name, take 10 from skip by default; customerId narrows; idList always included`,
          body: customerRecordDataSourceBody,
          response: { 200: dataSourceResponseSchema, ...errorResponses },
        },
      },
      async (request) => run(toDataSourceQuery(request.body as never), scopeOf(request)),
    );

  dataSource(
    CUSTOMER_RECORDS_API.contactDataSource,
    'Contacts (name or email)',
    dataSourceOf(db, c, [c.name, c.email]),
  );
  dataSource(
    CUSTOMER_RECORDS_API.buyerDataSource,
    'Buyers (name or code)',
    dataSourceOf(db, customerBuyers, [customerBuyers.name, customerBuyers.code]),
  );
  dataSource(
    CUSTOMER_RECORDS_API.departmentDataSource,
    'Departments (name or code)',
    dataSourceOf(db, customerDepartments, [customerDepartments.name, customerDepartments.code]),
  );
  dataSource(
    CUSTOMER_RECORDS_API.brandDataSource,
    "A customer's brands (for the contact and collection forms)",
    dataSourceOf(db, customerBrands, [customerBrands.name]),
  );
  dataSource(
    CUSTOMER_RECORDS_API.contactGroupDataSource,
    'Contact groups',
    dataSourceOf(db, customerContactGroups, [customerContactGroups.name]),
  );
}
