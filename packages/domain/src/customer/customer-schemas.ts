import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  dataSourceBodySchema,
  idListSchema,
  idSchema,
  nullableIdSchema,
  nullableTextSchema,
  searchBodySchema,
} from '../schema/common-schemas';
import { CUSTOMER_BRAND_SORT_FIELDS, CUSTOMER_SORT_FIELDS } from './customer-types';

/**
 * The customer and brand bodies, declared once: the server validates and documents its routes with these
 * schemas (server/src/modules/customer), and the types below are read from them.
 */

const ids = { type: 'array', items: idSchema, maxItems: 200, default: [] } as const;
const flag = { type: ['boolean', 'null'] } as const;

export const customerSearchBody = searchBodySchema(
  {
    statusIds: idListSchema,
    countryIds: idListSchema,
    groupIds: idListSchema,
    kamIds: idListSchema,
    categoryIds: idListSchema,
    isStatisticsVisible: flag,
    isVirtualScroll: flag,
    isKpiPptVisible: flag,
    retrieveAllCustomers: flag,
    /** true: only the customers whose users may download their inspection reports. */
    isDownloadInspectionReportVisible: flag,
  },
  CUSTOMER_SORT_FIELDS,
);

/** A list of the save's rows (absent: none). */
const list = <const Item extends Record<string, unknown>>(item: Item, maxItems = 100) =>
  ({ type: 'array', maxItems, default: [], items: { type: 'object', ...item } }) as const;

/** Everything the edit form saves in one call. `id` 0 creates. */
export const customerSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'name'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    code: nullableTextSchema(20),
    glCode: nullableTextSchema(50),
    email: nullableTextSchema(200),
    phone: nullableTextSchema(50),
    website: nullableTextSchema(200),
    countryId: nullableIdSchema,
    statusId: nullableIdSchema,
    categoryId: nullableIdSchema,
    complexityId: nullableIdSchema,
    groupId: nullableIdSchema,
    languageId: nullableIdSchema,
    prospectStatusId: nullableIdSchema,
    marketSegmentId: nullableIdSchema,
    businessTypeId: nullableIdSchema,
    invoiceTypeId: nullableIdSchema,
    activitiesLevelId: nullableIdSchema,
    relationshipStatusId: nullableIdSchema,
    brandPriorityId: nullableIdSchema,
    leadSourceId: nullableIdSchema,
    accountingLeaderId: nullableIdSchema,
    salesInChargeId: nullableIdSchema,
    customFilterDays: { type: ['integer', 'null'], minimum: 1, maximum: 3650 },
    comments: nullableTextSchema(2000),
    // The table's defaults when a caller leaves them out: downloads allowed, no certificate. The first lets
    // the customer's users download their inspection reports (the spec's isDownloadInspectionReportVisible);
    // the second gives passed, validated reports of this customer an inspection certificate.
    downloadInspectionReport: { type: 'boolean', default: true },
    needsInspectionCertificate: { type: 'boolean', default: false },
    skillIds: ids,
    kamIds: ids,
    entityIds: ids,
    sisterCompanyIds: ids,
    brands: list({
      required: ['name'],
      properties: {
        id: nullableIdSchema,
        name: { type: 'string', maxLength: 100 },
        active: { type: 'boolean', default: true },
      },
    }),
    addresses: list(
      {
        required: ['address'],
        properties: {
          id: nullableIdSchema,
          addressTypeId: nullableIdSchema,
          address: { type: 'string', maxLength: 500 },
          zipCode: nullableTextSchema(20),
          countryId: nullableIdSchema,
          provinceId: nullableIdSchema,
          cityId: nullableIdSchema,
          isDefault: { type: 'boolean', default: false },
        },
      },
      20,
    ),
    generalInstructions: list(
      {
        required: ['instruction'],
        properties: { serviceId: nullableIdSchema, instruction: { type: 'string', maxLength: 2000 } },
      },
      20,
    ),
    paymentTerms: list(
      {
        properties: {
          serviceId: nullableIdSchema,
          days: { type: ['integer', 'null'], minimum: 0, maximum: 365 },
          description: nullableTextSchema(200),
        },
      },
      20,
    ),
    seasons: list(
      {
        required: ['name', 'startDate', 'endDate'],
        properties: {
          name: { type: 'string', maxLength: 100 },
          startDate: { type: 'string', format: 'date' },
          endDate: { type: 'string', format: 'date' },
          isDefault: { type: 'boolean', default: false },
        },
      },
      20,
    ),
    /** Price lines; `category` names the price category (created on save when new). */
    priceData: list(
      {
        properties: {
          category: nullableTextSchema(100),
          serviceId: nullableIdSchema,
          priceType: { type: ['integer', 'null'], enum: [1, 2, 3, 4, null] },
          unitPrice: { type: ['number', 'null'], minimum: 0, maximum: 10_000_000 },
          currency: { type: 'string', pattern: '^[A-Za-z]{3}$', default: 'USD' },
        },
      },
      50,
    ),
    // Read-only fields the screen may send back with the record; ignored.
    entityId: {},
    countryName: {},
    sisterCompanies: {},
  },
} as const;

export const customerBrandSearchBody = searchBodySchema(
  { customerIds: idListSchema },
  CUSTOMER_BRAND_SORT_FIELDS,
);

export const customerBrandSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'customerId', 'name'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    customerId: idSchema,
    name: { type: 'string', minLength: 1, maxLength: 100 },
    active: { type: 'boolean', default: true },
    customerName: {},
  },
} as const;

/** The customer selects: the entities' customers, or those a supplier or factory works for. */
export const customerDataSourceBody = dataSourceBodySchema({
  entityIdList: idListSchema,
  customerId: nullableIdSchema,
  supplierId: nullableIdSchema,
  factoryId: nullableIdSchema,
  selectedTemplateIds: idListSchema,
  selectedScopeIds: idListSchema,
  takeAll: flag,
});

export type CustomerSearchRequest = RequestOf<typeof customerSearchBody>;
export type CustomerSave = BodyOf<typeof customerSaveBody>;
export type CustomerBrandSearchRequest = RequestOf<typeof customerBrandSearchBody>;
export type CustomerBrandFilter = Pick<BodyOf<typeof customerBrandSearchBody>, 'customerIds'>;
export type CustomerBrandSave = BodyOf<typeof customerBrandSaveBody>;
export type CustomerDataSourceRequest = RequestOf<typeof customerDataSourceBody>;
