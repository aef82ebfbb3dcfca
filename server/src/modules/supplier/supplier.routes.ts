import type { FastifyInstance } from 'fastify';
import {
  MAX_SCREEN_EXPORT_ROWS,
  Permissions,
  ResourceResult,
  SUPPLIER_API,
  SupplierType,
  hasPermission,
  type FactoryDataSourceRequest,
  type Lang,
  type SupplierCreate,
  type SupplierDetail,
  type SupplierFilter,
  type SupplierLiteRequest,
  type SupplierRow,
  type SupplierDataSourceRequest,
} from '@portal/domain';
import {
  factoryDataSourceBody,
  supplierDataSourceBody,
  supplierLiteBody,
  supplierSearchBody,
} from '@portal/domain/src/schemas';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { ruleValidator } from '../../lib/rule-validation';
import {
  dataSourceResponse,
  searchResponse,
  toDataSourceQuery,
  toSearchQuery,
  pageAndTotal,
} from '../../lib/search/search-runner';
import { dataSourceResponseSchema, searchResponseSchema } from '../../lib/search/search-schemas';
import { requestLang, sendError } from '../../plugins/errors';
import { isUniqueViolation } from '../kit/db-errors';
import type { ResourceDefinition } from '../kit/resource-definition';
import { exportStream, sendXlsx } from '../kit/resource-export';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import { errorResponses } from '../user/user.schemas';
import { factoryMappingRoutes } from './factory-mapping.routes';
import { factoryItems, supplierItems } from './supplier-datasource';
import { SUPPLIER_RULE_LABELS } from './supplier-messages';
import { createVendor } from './supplier.repository';
import { factoryResource, SUPPLIER_EXPORT_COLUMNS, supplierResource } from './supplier-resources';
import { countRows, searchRows } from './supplier-rows';
import { supplierRowProperties } from './supplier.schemas';
import { kindOf } from './vendor-kind';
import { INTERNAL_AND_VENDORS, entityRoute } from '../../plugins/route-access';

const P = Permissions.SupplierSummary;
const TAGS = ['supplier'];
type Body = Record<string, unknown>;

/** The summary's combined list as a kit definition, so the export streams like every other. */
function summaryDefinition(
  lang: Lang,
): ResourceDefinition<SupplierRow, SupplierDetail, SupplierCreate, SupplierFilter> {
  return {
    ...supplierResource,
    name: 'suppliers-factories',
    exportSheet: {
      sheetName: { en: 'Suppliers and factories', fr: 'Fournisseurs et usines' },
      columns: SUPPLIER_EXPORT_COLUMNS(lang),
    },
    repository: {
      ...supplierResource.repository,
      page: (db, query, scope) => searchRows(db, query, scope),
      count: (db, query, scope) => countRows(db, query, scope),
    },
  };
}

/**
 * /api/Supplier: the summary over both kinds (search, export), each kind's own record routes
 * (/api/Supplier/supplier, /api/Supplier/factory), the select lookups, supplier lite, and the
 * factory-mapping links. Every read and write is narrowed to the caller's scope (vendor-kind.ts).
 */
export async function supplierRoutes(
  app: FastifyInstance,
  options: { db: Db; config: AppConfig },
): Promise<void> {
  const { db } = options;
  await app.register(resourceRoutes(supplierResource), { db });
  await app.register(resourceRoutes(factoryResource), { db });

  app.post<{ Body: Body }>(
    `/${SUPPLIER_API.search}`,
    {
      config: entityRoute(P.View, INTERNAL_AND_VENDORS, 'party'),
      schema: {
        tags: TAGS,
        summary:
          'Suppliers and/or factories (supSearchTypeId: 1, 2, 3 = both), serviceId (absent: Inspection), ' +
          'locationIdList (countries), customerIds, searchText, skip, take',
        body: supplierSearchBody,
        response: {
          200: searchResponseSchema({ type: 'object', properties: supplierRowProperties }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as Body & { takeAll?: boolean | null };
      const query = toSearchQuery<SupplierFilter>(body as never, supplierResource.defaultSort);
      if (body.takeAll) {
        if (!hasPermission(request.user, P.Export)) return sendError(request, reply, 403, 'http.403');
        Object.assign(query, { skip: 0, take: MAX_SCREEN_EXPORT_ROWS });
      }
      const scope = scopeOf(request);
      const [data, total] = await pageAndTotal(
        query,
        () => searchRows(db, query, scope),
        () => countRows(db, query, scope),
      );
      return searchResponse(data, total);
    },
  );

  app.post<{ Body: Body }>(
    `/${SUPPLIER_API.export}`,
    {
      config: entityRoute(P.Export, INTERNAL_AND_VENDORS, 'party'),
      schema: {
        tags: TAGS,
        summary: 'Every row of the summary search as a streamed xlsx',
        body: supplierSearchBody,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const query = toSearchQuery<SupplierFilter>(request.body as never, supplierResource.defaultSort, {
        allowTakeAll: true,
      });
      const lang = requestLang(request);
      const stamp = new Date().toISOString().slice(0, 10);
      return sendXlsx(
        reply,
        `suppliers-${stamp}.xlsx`,
        exportStream(db, summaryDefinition(lang), { ...query, skip: 0, take: null }, lang, scopeOf(request)),
      );
    },
  );

  app.post<{ Body: Body }>(
    `/${SUPPLIER_API.supplierDataSource}`,
    {
      config: entityRoute(null, INTERNAL_AND_VENDORS, 'party'),
      schema: {
        tags: TAGS,
        summary:
          'Active suppliers by name (take 10 from skip; customerIds, serviceId); idList always included',
        body: supplierDataSourceBody,
        response: { 200: dataSourceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = toDataSourceQuery<SupplierDataSourceRequest>(request.body as never);
      const { page, included } = await supplierItems(db, query, scopeOf(request));
      return dataSourceResponse(page, included);
    },
  );

  app.post<{ Body: Body }>(
    `/${SUPPLIER_API.factoryDataSource}`,
    {
      config: entityRoute(null, INTERNAL_AND_VENDORS, 'party'),
      schema: {
        tags: TAGS,
        summary:
          'Active factories by name, of the suppliers in supplierIdList and/or the factories in factoryIdList ' +
          '(take 10 from skip); idList always included',
        body: factoryDataSourceBody,
        response: { 200: dataSourceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = toDataSourceQuery<FactoryDataSourceRequest>(request.body as never);
      const { page, included } = await factoryItems(db, query, scopeOf(request));
      return dataSourceResponse(page, included);
    },
  );

  const liteRules = ruleValidator('supplier-lite.json', { labels: SUPPLIER_RULE_LABELS });
  app.post<{ Body: SupplierLiteRequest }>(
    `/${SUPPLIER_API.lite}`,
    {
      config: entityRoute(P.Edit, INTERNAL_AND_VENDORS, 'party'),
      preValidation: liteRules.preValidation,
      schema: {
        tags: TAGS,
        summary:
          'Supplier lite: create a supplier or factory from its name and country (a factory may name its ' +
          'supplier); answers result and the new id (DuplicateName 5, ParentNotFound when the supplier is not found)',
        body: supplierLiteBody,
        response: {
          200: { type: 'object', properties: { result: { type: 'integer' }, id: { type: 'integer' } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const kind = kindOf(body.typeId);
      const create: SupplierCreate = {
        typeId: body.typeId,
        name: body.name,
        localName: null,
        code: null,
        legalName: null,
        countryId: body.countryId,
        active: true,
        addresses: [],
        contacts: [],
        customerIds: [],
        serviceIds: [1],
        linkedIds: body.typeId === SupplierType.Factory && body.supplierId ? [body.supplierId] : [],
      };
      try {
        const outcome = await db.transaction((tx) =>
          createVendor(tx as unknown as Db, kind, create, scopeOf(request)),
        );
        return outcome.result === ResourceResult.Success
          ? { result: outcome.result, id: outcome.data.id }
          : { result: outcome.result };
      } catch (error) {
        if (isUniqueViolation(error)) return { result: ResourceResult.DuplicateName };
        throw error;
      }
    },
  );

  await app.register(factoryMappingRoutes, options);
}
