import type { FastifyInstance } from 'fastify';
import {
  CUSTOMER_STYLE_SORT_FIELDS,
  Permissions,
  PRODUCT_API,
  type CustomerStyleCreate,
  type CustomerStyleDetail,
  type CustomerStyleFilter,
  type CustomerStyleRow,
  type ProductDataSourceFilter,
} from '@portal/domain';
import {
  CUSTOMER_STYLE_FILTERS,
  customerStyleCreateBody,
  customerStyleUpdateBody,
} from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { dataSourceResponse, toDataSourceQuery } from '../../lib/search/search-runner';
import { dataSourceBodySchema, dataSourceResponseSchema } from '../../lib/search/search-schemas';
import type { ResourceDefinition } from '../kit/resource-definition';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import { PRODUCT_RULE_LABELS } from '../product-category/product-category-resources';
import { PRODUCT_DATASOURCE_FILTERS } from '../product-category/product-category-schemas';
import { errorResponses } from '../user/user.schemas';
import { customerStyleRepository, styleItems, styleItemsById } from './customer-style.repository';
import { INTERNAL_AND_CUSTOMERS, entityRoute } from '../../plugins/route-access';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

const detailProperties = {
  id: integer,
  customerId: integer,
  productId: { type: ['integer', 'null'] },
  styleNumber: text,
  styleName: nullableText,
  isActive: { type: 'boolean' },
  version: integer,
};

const P = Permissions.CustomerStyleSummary;

export const customerStyleResource: ResourceDefinition<
  CustomerStyleRow,
  CustomerStyleDetail,
  CustomerStyleCreate,
  CustomerStyleFilter
> = {
  name: 'customer-style',
  ruleFile: 'customer-style.json',
  ruleLabels: PRODUCT_RULE_LABELS,
  userTypes: INTERNAL_AND_CUSTOMERS,
  rows: 'party',
  basePath: `/${PRODUCT_API.customerStyle}`,
  permissions: { view: P.View, edit: P.Edit, delete: P.Delete, export: P.Export },
  filters: CUSTOMER_STYLE_FILTERS,
  sortFields: CUSTOMER_STYLE_SORT_FIELDS,
  defaultSort: { field: 'styleNumber', direction: 'asc' },
  rowProperties: { ...detailProperties, customerName: text, productReference: nullableText },
  detailProperties,
  createBody: customerStyleCreateBody,
  updateBody: customerStyleUpdateBody,
  exportSheet: {
    sheetName: { en: 'Customer styles', fr: 'Styles client' },
    columns: [
      { header: { en: 'Id', fr: 'Id' }, value: (r) => r.id, width: 10 },
      { header: { en: 'Customer', fr: 'Client' }, value: (r) => r.customerName, width: 30 },
      { header: { en: 'Style number', fr: 'Numéro de style' }, value: (r) => r.styleNumber, width: 20 },
      { header: { en: 'Style name', fr: 'Nom du style' }, value: (r) => r.styleName, width: 30 },
      { header: { en: 'Product', fr: 'Produit' }, value: (r) => r.productReference, width: 24 },
      { header: { en: 'Active', fr: 'Actif' }, value: (r) => r.isActive, width: 8 },
    ],
  },
  repository: customerStyleRepository,
};

/** Customer styles (summary, edit, export) and the style datasource (customerIds, productIds; in scope). */
export async function customerStyleRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  await app.register(resourceRoutes(customerStyleResource), options);
  app.post<{ Body: ProductDataSourceFilter & Record<string, unknown> }>(
    `/${PRODUCT_API.customerStyleDataSource}`,
    {
      config: entityRoute(null, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: {
        tags: ['Customer styles'],
        summary:
          'Styles by number, take 10 from skip; customerIds and productIds narrow; idList always included',
        body: dataSourceBodySchema(PRODUCT_DATASOURCE_FILTERS),
        response: { 200: dataSourceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = toDataSourceQuery<ProductDataSourceFilter>(request.body as never);
      const scope = scopeOf(request);
      return dataSourceResponse(
        await styleItems(db, query, scope),
        await styleItemsById(db, query.idList, scope),
      );
    },
  );
}
