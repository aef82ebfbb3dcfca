import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  CONFLICT_MESSAGE_KEY,
  CUSTOMER_LOOKUP_KINDS,
  CustomerSaveResult,
  hasPermission,
  MAX_SCREEN_EXPORT_ROWS,
  Permissions,
  RequestResult,
  ResourceResult,
  UserType,
  type CustomerLookupKind,
  type CustomerRow,
  type CustomerSave,
  type DataSourceItem,
  type Lang,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  cities,
  countries,
  customerAddresses,
  customerEntities,
  customerGeneralInstructions,
  customerPaymentTerms,
  customerPriceCategories,
  customers,
  customerSeasonConfigs,
  customerSisterCompanies,
  entities,
  provinces,
  vendorCustomers,
} from '../../db/schema';
import { ruleValidator } from '../../lib/rule-validation';
import {
  dataSourceResponse,
  searchResponse,
  toDataSourceQuery,
  toSearchQuery,
  pageAndTotal,
} from '../../lib/search/search-runner';
import { requestLang, sendError } from '../../plugins/errors';
import { isUniqueViolation } from '../kit/db-errors';
import { kitMessage } from '../kit/kit-messages';
import type { ResourceDefinition, ResourceScope } from '../kit/resource-definition';
import { exportStream, sendXlsx } from '../kit/resource-export';
import { scopeOf } from '../kit/resource-routes';
import { customerBrandRoutes } from './customer-brand.routes';
import { customerInScope, customerScopeCondition } from './customer-scope';
import {
  accountingLeaders,
  customerFormLookups,
  groupListFor,
  kamStaff,
  lookupIdsValid,
  lookupList,
  narrowForCustomer,
  salesInCharge,
  seesStaffLists,
} from './customer-lookups.repository';
import { CUSTOMER_RULE_LABELS, customerMessage } from './customer-messages';
import {
  customerBrandList,
  customerCount,
  customerItems,
  customerPage,
  customerPriceList,
  deleteCustomer,
  getCustomer,
  saveCustomer,
  type CustomerFilter,
  type CustomerQuery,
} from './customer.repository';
import {
  customerDataSourceSchema,
  customerSaveBody,
  customerSearchSchema,
  idParams,
  lookupResponse,
  resultOnly,
  saveErrors,
} from './customer.schemas';
import { ALL_USER_TYPES, INTERNAL, INTERNAL_AND_CUSTOMERS, entityRoute } from '../../plugins/route-access';

const P = Permissions.CustomerSummary;
const BASE = '/api/customer';
const tags = ['customer'];
const DEFAULT_SORT = { field: 'name', direction: 'asc' } as const;

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

const items = (list: DataSourceItem[]) => ({
  result: list.length ? RequestResult.Success : RequestResult.DataNotFound,
  dataSourceList: list,
});

/** Customers (spec section 7 "Customers"): search, export, form data, save, delete, lookups, lists by id. */
export async function customerRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const rules = ruleValidator('customer.json', { labels: CUSTOMER_RULE_LABELS });
  await customerBrandRoutes(app, { db });
  const view = entityRoute(P.View, INTERNAL_AND_CUSTOMERS, 'party');
  // Lists of the company's own staff (KAMs, accounting, sales) are never shown to customer users.
  const staffList = entityRoute(P.View, INTERNAL, 'entity');

  // ---- summary ---------------------------------------------------------------------------------------
  app.get(
    BASE,
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
    `${BASE}/search`,
    {
      config: view,
      schema: { tags, summary: 'Search the customers (CustomerSummary)', body: customerSearchSchema },
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
    `${BASE}/export`,
    {
      config: entityRoute(P.Export, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: { tags, summary: 'Every matching customer as an xlsx', body: customerSearchSchema },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const query = toSearchQuery<Partial<CustomerFilter>>(request.body as never, DEFAULT_SORT, {
        allowTakeAll: true,
      });
      const sheet = {
        exportSheet: {
          sheetName: { en: customerMessage('sheet', 'en'), fr: customerMessage('sheet', 'fr') },
          columns: exportColumns,
        },
        repository: {
          page: (pageDb: Db, pageQuery: CustomerQuery, scope: ResourceScope) =>
            customerPage(pageDb, pageQuery, scope),
        },
      } as unknown as ResourceDefinition<CustomerRow, never, never, Partial<CustomerFilter>>;
      const stamp = new Date().toISOString().slice(0, 10);
      return sendXlsx(
        reply,
        `customers-${stamp}.xlsx`,
        exportStream(db, sheet, { ...query, skip: 0, take: null }, lang, scopeOf(request)),
      );
    },
  );

  // ---- form ------------------------------------------------------------------------------------------
  app.get(
    `${BASE}/add`,
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
    `${BASE}/edit/:id`,
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
    `${BASE}/getcustomerbyid/:id`,
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
    `${BASE}/GetCustomerByCustomerId/:id`,
    {
      config: view,
      schema: { tags, summary: 'The customer card (name, codes, contact, country)', params: idParams },
    },
    async (request) => {
      const [data] = await db
        .select({
          id: customers.id,
          name: customers.name,
          code: customers.code,
          glCode: customers.glCode,
          email: customers.email,
          phone: customers.phone,
          website: customers.website,
          countryId: customers.countryId,
          countryName: countries.name,
        })
        .from(customers)
        .leftJoin(countries, eq(countries.id, customers.countryId))
        .where(and(eq(customers.id, request.params.id), customerScopeCondition(scopeOf(request))));
      return data
        ? { result: CustomerSaveResult.Success, data }
        : { result: CustomerSaveResult.CustomerIsNotFound };
    },
  );

  app.post<{ Body: CustomerSave }>(
    `${BASE}/save`,
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
      const errors = await referenceErrors(db, request.body, scope, lang);
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
    `${BASE}/delete/:id`,
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
      `${BASE}/${path}`,
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
    `${BASE}/accountingleader`,
    {
      config: staffList,
      schema: { tags, summary: "The entity's accounting staff", response: lookupResponse },
    },
    async (request) => items(await accountingLeaders(db, request.entityId!)),
  );
  app.get(
    `${BASE}/getKAMStaffDetails`,
    {
      config: staffList,
      schema: { tags, summary: "The entity's internal users (possible KAMs)", response: lookupResponse },
    },
    async (request) => items(await kamStaff(db, request.entityId!)),
  );
  app.get<{ Params: { id: number } }>(
    `${BASE}/salesincharge/:id`,
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
      `${BASE}/${path}/:id`,
      { config: view, schema: { tags, summary, params: idParams } },
      async (request: IdRequest) => {
        if (!(await customerInScope(db, scopeOf(request), request.params.id)))
          return { result: CustomerSaveResult.CustomerIsNotFound, data: [] };
        return { result: CustomerSaveResult.Success, data: await load(request.params.id, request) };
      },
    );

  byCustomer('getcustomerbrands', "The customer's brands", async (id) => customerBrandList(db, id));
  byCustomer('getcustomerpricecategory', "The customer's price categories", (id) =>
    db
      .select({ id: customerPriceCategories.id, name: customerPriceCategories.name })
      .from(customerPriceCategories)
      .where(eq(customerPriceCategories.customerId, id))
      .orderBy(asc(customerPriceCategories.name)),
  );
  byCustomer('getcustomerAddress', "The customer's addresses, the default first", (id) =>
    db
      .select({
        id: customerAddresses.id,
        addressTypeId: customerAddresses.addressTypeId,
        address: customerAddresses.address,
        zipCode: customerAddresses.zipCode,
        countryId: customerAddresses.countryId,
        countryName: countries.name,
        provinceId: customerAddresses.provinceId,
        cityId: customerAddresses.cityId,
        isDefault: customerAddresses.isDefault,
      })
      .from(customerAddresses)
      .leftJoin(countries, eq(countries.id, customerAddresses.countryId))
      .where(eq(customerAddresses.customerId, id))
      .orderBy(sql`${customerAddresses.isDefault} desc`, asc(customerAddresses.id)),
  );
  byCustomer('getcustomerpricedata', "The customer's price lines", async (id) =>
    (await customerPriceList(db, id)).map((row) => ({ ...row, unitPrice: Number(row.unitPrice) })),
  );
  byCustomer('get-season-config', "The customer's seasons", (id) =>
    db
      .select({
        id: customerSeasonConfigs.id,
        name: customerSeasonConfigs.name,
        startDate: customerSeasonConfigs.startDate,
        endDate: customerSeasonConfigs.endDate,
        isDefault: customerSeasonConfigs.isDefault,
      })
      .from(customerSeasonConfigs)
      .where(eq(customerSeasonConfigs.customerId, id))
      .orderBy(asc(customerSeasonConfigs.startDate)),
  );
  byCustomer('get-customer-entitylist', 'The entities the customer is visible in', (id) =>
    db
      .select({ id: entities.id, name: entities.name })
      .from(customerEntities)
      .innerJoin(entities, eq(entities.id, customerEntities.entityId))
      .where(eq(customerEntities.customerId, id))
      .orderBy(asc(entities.id)),
  );
  byCustomer('get-customer-sisterCompany', "The customer's sister companies", (id, request) =>
    db
      .select({ id: customers.id, name: customers.name })
      .from(customerSisterCompanies)
      .innerJoin(customers, eq(customers.id, customerSisterCompanies.sisterCustomerId))
      // A sister outside the caller's scope stays hidden (a customer user sees only itself).
      .where(and(eq(customerSisterCompanies.customerId, id), customerScopeCondition(scopeOf(request))))
      .orderBy(asc(customers.name)),
  );
  byCustomer('get-customer-general-instructions', "The customer's general instructions", (id) =>
    db
      .select({
        id: customerGeneralInstructions.id,
        serviceId: customerGeneralInstructions.serviceId,
        instruction: customerGeneralInstructions.instruction,
      })
      .from(customerGeneralInstructions)
      .where(eq(customerGeneralInstructions.customerId, id))
      .orderBy(asc(customerGeneralInstructions.id)),
  );
  byCustomer('get-customer-payment-terms', "The customer's payment terms", (id) =>
    db
      .select({
        id: customerPaymentTerms.id,
        serviceId: customerPaymentTerms.serviceId,
        days: customerPaymentTerms.days,
        description: customerPaymentTerms.description,
      })
      .from(customerPaymentTerms)
      .where(eq(customerPaymentTerms.customerId, id))
      .orderBy(asc(customerPaymentTerms.id)),
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/groups/:id/customers`,
    {
      config: view,
      schema: {
        tags,
        summary: 'The customers of a customer group',
        params: idParams,
        response: lookupResponse,
      },
    },
    async (request) => {
      const { page } = await customerItems(db, scopeOf(request), {
        searchText: null,
        skip: 0,
        take: null,
        idList: [],
        extra: eq(customers.groupId, request.params.id),
      });
      return items(page);
    },
  );

  // ---- datasources (any signed-in user of the entity; the scope narrows the rows) ---------------------
  app.get(
    `${BASE}/GetCustomerByUsertType`,
    {
      config: entityRoute(null, ALL_USER_TYPES, 'party'),
      schema: { tags, summary: "The customers the caller's user type sees", response: lookupResponse },
    },
    async (request) => {
      const { page } = await customerItems(db, scopeOf(request), {
        searchText: null,
        skip: 0,
        take: null,
        idList: [],
      });
      return items(page);
    },
  );

  type DataSourceBody = Record<string, unknown> & {
    entityIdList?: number[] | null;
    supplierId?: number | null;
    factoryId?: number | null;
    customerId?: number | null;
    takeAll?: boolean | null;
  };
  const dataSource = (
    path: string,
    summary: string,
    extra?: (
      body: DataSourceBody,
      request: FastifyRequest,
    ) => Promise<ReturnType<typeof sql> | undefined | 'none'>,
  ) =>
    app.post<{ Body: DataSourceBody }>(
      path,
      {
        config: entityRoute(null, ALL_USER_TYPES, 'party'),
        schema: { tags, summary, body: customerDataSourceSchema, response: lookupResponse },
      },
      async (request) => {
        const query = toDataSourceQuery(request.body as never, { takeAll: request.body.takeAll === true });
        const condition = extra ? await extra(request.body, request) : undefined;
        if (condition === 'none') return dataSourceResponse([], []);
        const { page, included } = await customerItems(db, scopeOf(request), { ...query, extra: condition });
        return dataSourceResponse(page, included);
      },
    );
  const inEntities = async (body: DataSourceBody) =>
    body.entityIdList?.length
      ? sql`exists (select 1 from ${customerEntities} where ${customerEntities.customerId} = ${customers.id} and ${customerEntities.entityId} in ${body.entityIdList})`
      : undefined;

  dataSource(
    '/api/Customer/GetCustomerDatasource',
    'Customers for a select (searchText, skip, take, idList)',
    inEntities,
  );
  dataSource(
    '/api/Customer/GetCustomerDataSourceList',
    'Customers for a select (every match without take)',
    inEntities,
  );
  dataSource(
    '/api/Customer/get-customer-by-userType',
    "Customers for a select, as the caller's user type sees them",
    inEntities,
  );
  dataSource(
    '/api/Customer/price-category-by-customer',
    'Customers that have price categories',
    async () =>
      sql`exists (select 1 from ${customerPriceCategories} where ${customerPriceCategories.customerId} = ${customers.id})`,
  );
  dataSource(
    '/api/Customer/get-customer-by-supplier',
    'The customers a supplier (or factory) works for',
    async (body, request) => {
      const user = request.user;
      const supplierId = user.userType === UserType.Supplier ? user.supplierId : body.supplierId;
      const factoryId = user.userType === UserType.Factory ? user.factoryId : body.factoryId;
      if (!supplierId && !factoryId) return 'none';
      return vendorCondition(supplierId ?? null, factoryId ?? null);
    },
  );

  app.post<{ Body: DataSourceBody }>(
    '/api/Customer/custom-filter-days',
    {
      config: entityRoute(null, ALL_USER_TYPES, 'party'),
      schema: {
        tags,
        summary: "The customers' default date-filter span in days (null: the screen's default)",
        body: customerDataSourceSchema,
      },
    },
    async (request) => {
      const query = toDataSourceQuery(request.body as never);
      const ids = query.idList.length
        ? query.idList
        : request.body.customerId
          ? [request.body.customerId]
          : [];
      const scope = scopeOf(request);
      const rows = await db
        .select({ id: customers.id, name: customers.name, customFilterDays: customers.customFilterDays })
        .from(customers)
        .where(and(customerScopeCondition(scope), ids.length ? sql`${customers.id} in ${ids}` : undefined))
        .orderBy(asc(customers.name))
        .offset(query.skip)
        .limit(query.take ?? 10);
      return {
        result: rows.length ? RequestResult.Success : RequestResult.DataNotFound,
        dataSourceList: rows,
      };
    },
  );
}

/** The customers a supplier or factory works for (the supplier cards' "customers served"). */
function vendorCondition(supplierId: number | null, factoryId: number | null): SQL {
  const owner = or(
    supplierId == null ? undefined : eq(vendorCustomers.supplierId, supplierId),
    factoryId == null ? undefined : eq(vendorCustomers.factoryId, factoryId),
  );
  return sql`exists (select 1 from ${vendorCustomers} where ${vendorCustomers.customerId} = ${customers.id} and ${owner})`;
}

/** Lookup ids must belong to their own list, places and users must exist: 400 with field messages. */
async function referenceErrors(db: Db, body: CustomerSave, scope: ResourceScope, lang: Lang) {
  const errors: { field: string; message: string }[] = [];
  const single: [keyof CustomerSave, CustomerLookupKind][] = [
    ['statusId', 'status'],
    ['categoryId', 'category'],
    ['complexityId', 'complexity'],
    ['groupId', 'group'],
    ['languageId', 'language'],
    ['prospectStatusId', 'prospectStatus'],
    ['marketSegmentId', 'marketSegment'],
    ['businessTypeId', 'businessType'],
    ['invoiceTypeId', 'invoiceType'],
    ['activitiesLevelId', 'activitiesLevel'],
    ['relationshipStatusId', 'relationshipStatus'],
    ['brandPriorityId', 'brandPriority'],
    ['leadSourceId', 'leadSource'],
  ];
  for (const [field, kind] of single) {
    const value = body[field] as number | null | undefined;
    if (value && !(await lookupIdsValid(db, kind, [value])))
      errors.push({ field, message: customerMessage('unknownChoice', lang) });
  }
  if (!(await lookupIdsValid(db, 'skill', body.skillIds ?? [])))
    errors.push({ field: 'skillIds', message: customerMessage('unknownChoice', lang) });
  const addressTypes = (body.addresses ?? []).map((a) => a.addressTypeId).filter((id): id is number => !!id);
  if (!(await lookupIdsValid(db, 'addressType', addressTypes)))
    errors.push({ field: 'addresses', message: customerMessage('unknownChoice', lang) });
  if ((body.entityIds ?? []).some((id) => ![1, 2, 3].includes(id)))
    errors.push({ field: 'entityIds', message: customerMessage('unknownChoice', lang) });
  const internal = new Set((await kamStaff(db, scope.entityId)).map((u) => u.id));
  if ((body.kamIds ?? []).some((id) => !internal.has(id)))
    errors.push({ field: 'kamIds', message: customerMessage('unknownChoice', lang) });
  for (const field of ['accountingLeaderId', 'salesInChargeId'] as const) {
    const value = body[field];
    if (value && !internal.has(value))
      errors.push({ field, message: customerMessage('unknownChoice', lang) });
  }
  const sisters = [...new Set(body.sisterCompanyIds ?? [])];
  for (const sister of sisters)
    if (!(await customerInScope(db, scope, sister))) {
      errors.push({ field: 'sisterCompanyIds', message: customerMessage('unknownChoice', lang) });
      break;
    }
  // An address's province must lie in its country and its city in its province.
  for (const address of body.addresses ?? []) {
    if (address.provinceId) {
      const [province] = await db
        .select({ id: provinces.id })
        .from(provinces)
        .where(and(eq(provinces.id, address.provinceId), eq(provinces.countryId, address.countryId ?? 0)));
      if (!province) {
        errors.push({ field: 'addresses', message: customerMessage('notInParent', lang) });
        break;
      }
    }
    if (address.cityId) {
      const [city] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, address.cityId), eq(cities.provinceId, address.provinceId ?? 0)));
      if (!city) {
        errors.push({ field: 'addresses', message: customerMessage('notInParent', lang) });
        break;
      }
    }
  }
  for (const season of body.seasons ?? [])
    if (season.endDate < season.startDate) {
      errors.push({ field: 'seasons', message: customerMessage('seasonDates', lang) });
      break;
    }
  return errors;
}

const exportColumns = [
  { header: { en: 'Name', fr: 'Nom' }, value: (row: CustomerRow) => row.name, width: 32 },
  { header: { en: 'Code', fr: 'Code' }, value: (row: CustomerRow) => row.code, width: 12 },
  { header: { en: 'GL code', fr: 'Code GL' }, value: (row: CustomerRow) => row.glCode, width: 12 },
  { header: { en: 'Email', fr: 'E-mail' }, value: (row: CustomerRow) => row.email, width: 30 },
  { header: { en: 'Country', fr: 'Pays' }, value: (row: CustomerRow) => row.countryName, width: 18 },
  { header: { en: 'Status', fr: 'Statut' }, value: (row: CustomerRow) => row.statusName, width: 14 },
  { header: { en: 'Group', fr: 'Groupe' }, value: (row: CustomerRow) => row.groupName, width: 18 },
  { header: { en: 'KAM', fr: 'KAM' }, value: (row: CustomerRow) => row.kamNames, width: 26 },
  { header: { en: 'Brands', fr: 'Marques' }, value: (row: CustomerRow) => row.brandNames, width: 30 },
  { header: { en: 'Entities', fr: 'Entités' }, value: (row: CustomerRow) => row.entityNames, width: 14 },
];
