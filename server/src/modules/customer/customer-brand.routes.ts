import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  CONFLICT_MESSAGE_KEY,
  Permissions,
  ResourceResult,
  type CustomerBrandFilter,
  type CustomerBrandRow,
  type CustomerBrandSave,
} from '@portal/domain';
import { customerBrandSaveBody, customerBrandSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { customerBrands, customers } from '../../db/schema';
import { ruleValidator } from '../../lib/rule-validation';
import { searchResponse, toSearchQuery, type SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { requestLang, sendError } from '../../plugins/errors';
import { isForeignKeyViolation } from '../kit/db-errors';
import { kitMessage } from '../kit/kit-messages';
import type { ResourceDefinition, ResourceScope } from '../kit/resource-definition';
import { exportStream, sendXlsx } from '../kit/resource-export';
import { scopeOf } from '../kit/resource-routes';
import { customerInScope, customerScopeCondition } from './customer-scope';
import { CUSTOMER_RULE_LABELS, customerMessage } from './customer-messages';
import { idParams, resultOnly, saveErrors } from './customer.schemas';
import { INTERNAL_AND_CUSTOMERS, entityRoute } from '../../plugins/route-access';

const P = Permissions.CustomerBrandSummary;
const BASE = '/api/customer/brand';
const tags = ['customer brand'];
type BrandQuery = SearchQuery<CustomerBrandFilter>;

const rowFields = {
  id: customerBrands.id,
  customerId: customerBrands.customerId,
  customerName: customers.name,
  name: customerBrands.name,
  active: customerBrands.active,
  version: customerBrands.version,
};
const SORTS: Record<string, SQL> = {
  name: sql`${customerBrands.name}`,
  customerName: sql`${customers.name}`,
  active: sql`${customerBrands.active}`,
};

const where = (query: BrandQuery, scope: ResourceScope) =>
  allOf(
    customerScopeCondition(scope),
    textMatches(query.searchText, [customerBrands.name, customers.name]),
    idIn(customerBrands.id, query.idList),
    idIn(customerBrands.customerId, query.filter.customerIds),
  );

function brandPage(db: Db, query: BrandQuery, scope: ResourceScope): Promise<CustomerBrandRow[]> {
  let paged = db
    .select(rowFields)
    .from(customerBrands)
    .innerJoin(customers, eq(customers.id, customerBrands.customerId))
    .where(where(query, scope))
    .orderBy(...orderBy(query.sort, SORTS, customerBrands.id, ['name', 'customerName']))
    .offset(query.skip)
    .$dynamic();
  if (query.take !== null) paged = paged.limit(query.take);
  return paged;
}

async function getBrand(db: Db, id: number, scope: ResourceScope) {
  const [row] = await db
    .select(rowFields)
    .from(customerBrands)
    .innerJoin(customers, eq(customers.id, customerBrands.customerId))
    .where(and(eq(customerBrands.id, id), customerScopeCondition(scope)));
  return row ?? null;
}

/** The brands of the customers in scope: summary, export, one brand, save (at a version), delete. */
export async function customerBrandRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const rules = ruleValidator('customer-brand.json', { labels: CUSTOMER_RULE_LABELS });
  const sort = { field: 'name', direction: 'asc' } as const;

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/search`,
    {
      config: entityRoute(P.View, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: { tags, summary: 'Search brands', body: customerBrandSearchBody },
    },
    async (request) => {
      const query = toSearchQuery<CustomerBrandFilter>(request.body as never, sort);
      const scope = scopeOf(request);
      const [rows, [count]] = await Promise.all([
        brandPage(db, query, scope),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(customerBrands)
          .innerJoin(customers, eq(customers.id, customerBrands.customerId))
          .where(where(query, scope)),
      ]);
      return searchResponse(rows, count?.total ?? 0);
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/export`,
    {
      config: entityRoute(P.Export, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: { tags, summary: 'Every matching brand as an xlsx', body: customerBrandSearchBody },
    },
    async (request, reply) => {
      const query = toSearchQuery<CustomerBrandFilter>(request.body as never, sort, {
        allowTakeAll: true,
      });
      const sheet = {
        exportSheet: {
          sheetName: { en: customerMessage('brandSheet', 'en'), fr: customerMessage('brandSheet', 'fr') },
          columns: [
            { header: { en: 'Brand', fr: 'Marque' }, value: (row: CustomerBrandRow) => row.name, width: 28 },
            {
              header: { en: 'Customer', fr: 'Client' },
              value: (row: CustomerBrandRow) => row.customerName,
              width: 32,
            },
            {
              header: { en: 'Active', fr: 'Active' },
              value: (row: CustomerBrandRow) => row.active,
              width: 8,
            },
          ],
        },
        repository: { page: brandPage },
      } as unknown as ResourceDefinition<CustomerBrandRow, never, never, CustomerBrandFilter>;
      return sendXlsx(
        reply,
        `brands-${new Date().toISOString().slice(0, 10)}.xlsx`,
        exportStream(db, sheet, { ...query, skip: 0, take: null }, requestLang(request), scopeOf(request)),
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id`,
    {
      config: entityRoute(P.View, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: { tags, summary: 'One brand (NotFound 3)', params: idParams },
    },
    async (request) => {
      const data = await getBrand(db, request.params.id, scopeOf(request));
      return data ? { result: ResourceResult.Success, data } : { result: ResourceResult.NotFound };
    },
  );

  app.post<{ Body: CustomerBrandSave }>(
    `${BASE}/save`,
    {
      config: entityRoute(P.Edit, INTERNAL_AND_CUSTOMERS, 'party'),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary: 'Create (id 0) or update a brand at its version',
        body: customerBrandSaveBody,
        response: saveErrors,
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const body = request.body;
      if (request.user.customerId !== null) return sendError(request, reply, 403, 'http.403');
      if (!(await customerInScope(db, scope, body.customerId)))
        return { result: ResourceResult.ParentNotFound };
      const name = body.name.trim();
      return db.transaction(async (tx) => {
        const [same] = await tx
          .select({ id: customerBrands.id })
          .from(customerBrands)
          .where(
            and(
              eq(customerBrands.customerId, body.customerId),
              sql`lower(${customerBrands.name}) = ${name.toLowerCase()}`,
              ne(customerBrands.id, body.id || 0),
            ),
          );
        if (same) return { result: ResourceResult.DuplicateName };
        let id = body.id;
        if (id) {
          const current = await getBrand(tx as unknown as Db, id, scope);
          if (!current) return { result: ResourceResult.NotFound };
          if (current.version !== body.version)
            return reply.code(409).send({
              result: ResourceResult.Conflict,
              messageKey: CONFLICT_MESSAGE_KEY,
              message: kitMessage(CONFLICT_MESSAGE_KEY, requestLang(request)),
              current,
            });
          await tx
            .update(customerBrands)
            .set({
              name,
              active: body.active,
              customerId: body.customerId,
              version: sql`${customerBrands.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(customerBrands.id, id));
        } else {
          const [created] = await tx
            .insert(customerBrands)
            .values({ customerId: body.customerId, name, active: body.active })
            .returning({ id: customerBrands.id });
          id = created!.id;
        }
        return { result: ResourceResult.Success, data: await getBrand(tx as unknown as Db, id, scope) };
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/delete/:id`,
    {
      config: entityRoute(P.Delete, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: {
        tags,
        summary: 'Delete a brand (InUse 7 while other records use it)',
        params: idParams,
        response: resultOnly,
      },
    },
    async (request) => {
      const current = await getBrand(db, request.params.id, scopeOf(request));
      if (!current) return { result: ResourceResult.NotFound };
      try {
        await db.delete(customerBrands).where(eq(customerBrands.id, current.id));
      } catch (error) {
        if (isForeignKeyViolation(error)) return { result: ResourceResult.InUse };
        throw error;
      }
      return { result: ResourceResult.Success };
    },
  );
}
