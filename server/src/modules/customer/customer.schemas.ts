import { CUSTOMER_BRAND_SORT_FIELDS, CUSTOMER_SORT_FIELDS } from '@portal/domain';
import { ruleErrorResponseSchema } from '../../lib/rule-validation';
import {
  dataSourceBodySchema,
  dataSourceResponseSchema,
  idListSchema,
  idSchema,
  searchBodySchema,
} from '../../lib/search/search-schemas';
import { errorResponses } from '../user/user.schemas';

export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const ids = { type: 'array', items: idSchema, maxItems: 200, default: [] } as const;
const flag = { type: ['boolean', 'null'] } as const;

export const customerSearchSchema = searchBodySchema(
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
    isDownloadInspectionReportVisible: flag,
  },
  CUSTOMER_SORT_FIELDS,
);

const list = (item: Record<string, unknown>, maxItems = 100) =>
  ({ type: 'array', maxItems, default: [], items: { type: 'object', ...item } }) as const;

export const customerSaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'name'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 2147483647 },
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    code: nullableText(20),
    glCode: nullableText(50),
    email: nullableText(200),
    phone: nullableText(50),
    website: nullableText(200),
    countryId: nullableId,
    statusId: nullableId,
    categoryId: nullableId,
    complexityId: nullableId,
    groupId: nullableId,
    languageId: nullableId,
    prospectStatusId: nullableId,
    marketSegmentId: nullableId,
    businessTypeId: nullableId,
    invoiceTypeId: nullableId,
    activitiesLevelId: nullableId,
    relationshipStatusId: nullableId,
    brandPriorityId: nullableId,
    leadSourceId: nullableId,
    accountingLeaderId: nullableId,
    salesInChargeId: nullableId,
    customFilterDays: { type: ['integer', 'null'], minimum: 1, maximum: 3650 },
    comments: nullableText(2000),
    // The table's defaults when a caller leaves them out: downloads allowed, no certificate.
    downloadInspectionReport: { type: 'boolean', default: true },
    needsInspectionCertificate: { type: 'boolean', default: false },
    skillIds: ids,
    kamIds: ids,
    entityIds: ids,
    sisterCompanyIds: ids,
    brands: list({
      required: ['name'],
      properties: {
        id: nullableId,
        name: { type: 'string', maxLength: 100 },
        active: { type: 'boolean', default: true },
      },
    }),
    addresses: list(
      {
        required: ['address'],
        properties: {
          id: nullableId,
          addressTypeId: nullableId,
          address: { type: 'string', maxLength: 500 },
          zipCode: nullableText(20),
          countryId: nullableId,
          provinceId: nullableId,
          cityId: nullableId,
          isDefault: { type: 'boolean', default: false },
        },
      },
      20,
    ),
    generalInstructions: list(
      {
        required: ['instruction'],
        properties: { serviceId: nullableId, instruction: { type: 'string', maxLength: 2000 } },
      },
      20,
    ),
    paymentTerms: list(
      {
        properties: {
          serviceId: nullableId,
          days: { type: ['integer', 'null'], minimum: 0, maximum: 365 },
          description: nullableText(200),
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
    priceData: list(
      {
        properties: {
          category: nullableText(100),
          serviceId: nullableId,
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

export const brandSearchSchema = searchBodySchema({ customerIds: idListSchema }, CUSTOMER_BRAND_SORT_FIELDS);

export const brandSaveBody = {
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

/** The body of the customer selects, as customerDataSourceSchema lets it through. */
export type CustomerDataSourceBody = Record<string, unknown> & {
  entityIdList?: number[] | null;
  supplierId?: number | null;
  factoryId?: number | null;
  customerId?: number | null;
  takeAll?: boolean | null;
};

export const customerDataSourceSchema = dataSourceBodySchema({
  entityIdList: idListSchema,
  customerId: nullableId,
  supplierId: nullableId,
  factoryId: nullableId,
  selectedTemplateIds: idListSchema,
  selectedScopeIds: idListSchema,
  takeAll: flag,
});

export const lookupResponse = { 200: dataSourceResponseSchema, ...errorResponses } as const;
export const saveErrors = { ...errorResponses, 400: ruleErrorResponseSchema };
export const resultOnly = {
  200: { type: 'object', properties: { result: { type: 'integer' } } },
  ...errorResponses,
} as const;
