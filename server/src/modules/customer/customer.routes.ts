import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONFLICT_MESSAGE_KEY,
  CUSTOMER_API,
  CUSTOMER_LOOKUP_KINDS,
  CustomerSaveResult,
  hasPermission,
  MAX_SCREEN_EXPORT_ROWS,
  Permissions,
  RequestResult,
  ResourceResult,
  type CustomerLookupKind,
  type CustomerSave,
  type DataSourceItem,
} from '@portal/domain';
import { customerSaveBody, customerSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { ruleValidator } from '../../lib/rule-validation';
import { pageAndTotal, searchResponse, toSearchQuery } from '../../lib/search/search-runner';
import { requestLang, sendError } from '../../plugins/errors';
import { isUniqueViolation } from '../kit/db-errors';
import { kitMessage } from '../kit/kit-messages';
import { exportStream, sendXlsx } from '../kit/resource-export';
import { scopeOf } from '../kit/resource-routes';
import { customerBrandRoutes } from './customer-brand.routes';
import { groupCustomers } from './customer-datasource.repository';
import { customerDataSourceRoutes } from './customer-datasource.routes';
import { customerExportDefinition } from './customer-export';
import {
  customerAddressList,
  customerCard,
  customerEntityList,
  customerInstructionList,
  customerPaymentTermList,
  customerPriceCategoryList,
  customerPriceLines,
  customerSeasonList,
  customerSisterList,
} from './customer-lists.repository';
import { customerInScope } from './customer-scope';
import {
  accountingLeaders,
  customerFormLookups,
  groupListFor,
  kamStaff,
  lookupList,
  narrowForCustomer,
  salesInCharge,
  seesStaffLists,
} from './customer-lookups.repository';
import { CUSTOMER_RULE_LABELS } from './customer-messages';
import { customerReferenceErrors } from './customer-validation';
import {
  customerBrandList,
  customerCount,
  customerPage,
  getCustomer,
  type CustomerFilter,
} from './customer.repository';
import { deleteCustomer, saveCustomer } from './customer-write.repository';
import { idParams, lookupResponse, resultOnly, saveErrors } from './customer.schemas';
import { INTERNAL, INTERNAL_AND_CUSTOMERS, entityRoute } from '../../plugins/route-access';

const P = Permissions.CustomerSummary;
const API = CUSTOMER_API;
const tags = ['customer'];
const DEFAULT_SORT = { field: 'name', direction: 'asc' } as const;

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

const items = (list: DataSourceItem[]) => ({
  result: list.length ? RequestResult.Success : RequestResult.DataNotFound,
  dataSourceList: list,
});

/**
 * Customers (spec section 7 "Customers"): search, export, form data, save, delete, lookups, lists by id;
 * the brands in customer-brand.routes.ts, the selects in customer-datasource.routes.ts.
 */
export async function customerRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const rules = ruleValidator('customer.json', { labels: CUSTOMER_RULE_LABELS });
  await customerBrandRoutes(app, { db });
  const view = entityRoute(P.View, INTERNAL_AND_CUSTOMERS, 'party');
  // Lists of the company's own staff (KAMs, accounting, sales) are never shown to customer users.
  const staffList = entityRoute(P.View, INTERNAL, 'entity');

  // ---- summary ---------------------------------------------------------------------------------------
  app.get(
    `/${API.base}`,
    {
      config: view,
      schema: { tags, summary: "The summary's filter lists (statuses, groups, categories, KAMs)" },
    },
    async (request) => {
      const lang = requestLang(request);
      const scope = scopeOf(request);
      const staff = seesStaffLists(request.user.userType);
      const [statuses, groups, categories, kams] = await Promise.all([
        lookupList(db, 'status', lang),
        groupListFor(db, scope, lang),
        lookupList(db, 'category', lang),
        staff ? kamStaff(db, request.entityId!) : [],
      ]);
      return { result: RequestResult.Success, statuses, groups, categories, kamStaff: kams };
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `/${API.search}`,
    {
      config: view,
      schema: { tags, summary: 'Search the customers (CustomerSummary)', body: customerSearchBody },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> & { takeAll?: boolean | null };
      const query = toSearchQuery<Partial<CustomerFilter>>(body as never, DEFAULT_SORT);
      if (body.takeAll || body.retrieveAllCustomers) {
        // Every row at once is the screen's own export: it needs that right.
        if (!hasPermission(request.user, P.Export)) return sendError(request, reply, 403, 'http.403');
        Object.assign(query, { skip: 0, take: MAX_SCREEN_EXPORT_ROWS });
      }
      const scope = scopeOf(request);
      const [rows, total] = await pageAndTotal(
        query,
        () => customerPage(db, query, scope),
        () => customerCount(db, query, scope),
      );
      return searchResponse(rows, total);
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `/${API.export}`,
    {
      config: entityRoute(P.Export, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: { tags, summary: 'Every matching customer as an xlsx', body: customerSearchBody },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const query = toSearchQuery<Partial<CustomerFilter>>(request.body as never, DEFAULT_SORT, {
        allowTakeAll: true,
      });
      const stamp = new Date().toISOString().slice(0, 10);
      return sendXlsx(
        reply,
        `customers-${stamp}.xlsx`,
        exportStream(db, customerExportDefinition, { ...query, skip: 0, take: null }, lang, scopeOf(request)),
      );
    },
  );

  // ---- form ------------------------------------------------------------------------------------------
  app.get(
    `/${API.add}`,
    {
      config: entityRoute(P.View, INTERNAL_AND_CUSTOMERS, 'none'),
      schema: { tags, summary: 'The lists of a new customer form (and of the summary filters)' },
    },
    async (request) => {
      const lookups = await customerFormLookups(db, request.entityId!, requestLang(request));
      if (seesStaffLists(request.user.userType)) return { result: ResourceResult.Success, lookups };
      // The summary of a customer user reads its filter lists here too: no staff, only its own group.
      const group = await groupListFor(db, scopeOf(request), requestLang(request));
      return {
        result: ResourceResult.Success,
        lookups: { ...lookups, group, kamStaff: [], accountingLeaders: [], salesInCharge: [] },
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    `/${API.edit}/:id`,
    {
      config: view,
      schema: {
        tags,
        summary: 'A customer and the lists of its form (CustomerIsNotFound 3)',
        params: idParams,
      },
    },
    async (request) => {
      // Nothing but the answer "not found" for a customer outside the caller's scope: no form lists.
      const data = await getCustomer(db, request.params.id, scopeOf(request));
      if (!data) return { result: CustomerSaveResult.CustomerIsNotFound };
      const lookups = await customerFormLookups(db, request.entityId!, requestLang(request));
      return {
        result: CustomerSaveResult.Success,
        data,
        lookups: seesStaffLists(request.user.userType) ? lookups : narrowForCustomer(lookups, data),
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    `/${API.byId}/:id`,
    {
      config: view,
      schema: { tags, summary: 'A customer with its lists (CustomerIsNotFound 3)', params: idParams },
    },
    async (request) => {
      const data = await getCustomer(db, request.params.id, scopeOf(request));
      return data
        ? { result: CustomerSaveResult.Success, data }
        : { result: CustomerSaveResult.CustomerIsNotFound };
    },
  );

  app.get<{ Params: { id: number } }>(
    `/${API.card}/:id`,
    {
      config: view,
      schema: { tags, summary: 'The customer card (name, codes, contact, country)', params: idParams },
    },
    async (request) => {
      const data = await customerCard(db, request.params.id, scopeOf(request));
      return data
        ? { result: CustomerSaveResult.Success, data }
        : { result: CustomerSaveResult.CustomerIsNotFound };
    },
  );

  app.post<{ Body: CustomerSave }>(
    `/${API.save}`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'party'),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary:
          'Create (id 0) or update a customer at its version: CustomerSaveResult (409 when saved since)',
        body: customerSaveBody,
        response: saveErrors,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const scope = scopeOf(request);
      const errors = await customerReferenceErrors(db, request.body, scope, lang);
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      let outcome;
      try {
        outcome = await db.transaction((tx) => saveCustomer(tx as unknown as Db, request.body, scope));
      } catch (error) {
        if (isUniqueViolation(error)) return { result: CustomerSaveResult.CustomerIsNotSaved };
        throw error;
      }
      if (outcome.result === 'conflict')
        return reply.code(409).send({
          result: ResourceResult.Conflict,
          messageKey: CONFLICT_MESSAGE_KEY,
          message: kitMessage(CONFLICT_MESSAGE_KEY, lang),
          current: outcome.current,
        });
      return outcome;
    },
  );

  app.get<{ Params: { id: number } }>(
    `/${API.delete}/:id`,
    {
      config: entityRoute(P.Delete, INTERNAL, 'party'),
      schema: {
        tags,
        summary: 'Delete a customer (kept as deleted; CustomerExists 4 while customer accounts are linked)',
        params: idParams,
        response: resultOnly,
      },
    },
    async (request) => ({
      result: await db.transaction((tx) =>
        deleteCustomer(tx as unknown as Db, request.params.id, scopeOf(request)),
      ),
    }),
  );

  // ---- lookups ---------------------------------------------------------------------------------------
  for (const [kind, path] of Object.entries(CUSTOMER_LOOKUP_KINDS) as [CustomerLookupKind, string][]) {
    app.get(
      `/${API.base}/${path}`,
      {
        config: entityRoute(P.View, INTERNAL_AND_CUSTOMERS, 'none'),
        schema: { tags, summary: `Customer ${kind} values`, response: lookupResponse },
      },
      async (request) =>
        items(
          kind === 'group'
            ? await groupListFor(db, scopeOf(request), requestLang(request))
            : await lookupList(db, kind, requestLang(request)),
        ),
    );
  }
  app.get(
    `/${API.accountingLeaders}`,
    {
      config: staffList,
      schema: { tags, summary: "The entity's accounting staff", response: lookupResponse },
    },
    async (request) => items(await accountingLeaders(db, request.entityId!)),
  );
  app.get(
    `/${API.kamStaff}`,
    {
      config: staffList,
      schema: { tags, summary: "The entity's internal users (possible KAMs)", response: lookupResponse },
    },
    async (request) => items(await kamStaff(db, request.entityId!)),
  );
  app.get<{ Params: { id: number } }>(
    `/${API.salesInCharge}/:id`,
    {
      config: staffList,
      schema: {
        tags,
        summary: "Sales people of entity {id} (one of the caller's entities)",
        params: idParams,
        response: lookupResponse,
      },
    },
    async (request, reply) => {
      if (!request.user.entityIds.includes(request.params.id))
        return sendError(request, reply, 403, 'http.entityForbidden');
      return items(await salesInCharge(db, request.params.id));
    },
  );

  // ---- by customer id --------------------------------------------------------------------------------
  /** A GET by customer id: NotFound (3) with an empty list outside the caller's scope. */
  const byCustomer = (
    path: string,
    summary: string,
    load: (id: number, request: IdRequest) => Promise<unknown>,
  ) =>
    app.get<{ Params: { id: number } }>(
      `/${path}/:id`,
      { config: view, schema: { tags, summary, params: idParams } },
      async (request: IdRequest) => {
        if (!(await customerInScope(db, scopeOf(request), request.params.id)))
          return { result: CustomerSaveResult.CustomerIsNotFound, data: [] };
        return { result: CustomerSaveResult.Success, data: await load(request.params.id, request) };
      },
    );

  byCustomer(API.brands, "The customer's brands", async (id) => customerBrandList(db, id));
  byCustomer(API.priceCategories, "The customer's price categories", (id) =>
    customerPriceCategoryList(db, id),
  );
  byCustomer(API.addresses, "The customer's addresses, the default first", (id) =>
    customerAddressList(db, id),
  );
  byCustomer(API.priceData, "The customer's price lines", (id) => customerPriceLines(db, id));
  byCustomer(API.seasons, "The customer's seasons", (id) => customerSeasonList(db, id));
  byCustomer(API.entities, 'The entities the customer is visible in', (id) => customerEntityList(db, id));
  byCustomer(API.sisterCompanies, "The customer's sister companies", (id, request) =>
    customerSisterList(db, id, scopeOf(request)),
  );
  byCustomer(API.generalInstructions, "The customer's general instructions", (id) =>
    customerInstructionList(db, id),
  );
  byCustomer(API.paymentTerms, "The customer's payment terms", (id) => customerPaymentTermList(db, id));

  app.get<{ Params: { id: number } }>(
    `/${API.groupCustomers(':id' as never)}`,
    {
      config: view,
      schema: {
        tags,
        summary: 'The customers of a customer group',
        params: idParams,
        response: lookupResponse,
      },
    },
    async (request) => items(await groupCustomers(db, scopeOf(request), request.params.id)),
  );

  await customerDataSourceRoutes(app, { db });
}
