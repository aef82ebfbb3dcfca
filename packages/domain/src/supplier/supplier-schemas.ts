import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  dataSourceBodySchema,
  idListSchema,
  idSchema,
  nullableIdSchema,
  nullableTextSchema,
  searchBodySchema,
} from '../schema/common-schemas';
import { SUPPLIER_NAME_MAX, SUPPLIER_SORT_FIELDS } from './supplier-types';

/**
 * The supplier, factory and factory-mapping bodies, declared once: the server validates and documents
 * its routes with these schemas (server/src/modules/supplier), and the types below are read from them.
 */

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const ids = { type: 'array', items: idSchema, maxItems: 500 } as const;

/** The summary's own filters (the search body adds text, paging and sorting). */
export const SUPPLIER_FILTERS = {
  /** Default Inspection. */
  serviceId: { ...nullableIdSchema, description: 'Service; absent: Inspection, null: any' },
  /** Countries of the record's addresses. */
  locationIdList: { ...idListSchema, description: 'Countries of the record or its addresses' },
  supSearchTypeId: {
    type: ['integer', 'null'],
    enum: [1, 2, 3, null],
    description: 'Supplier 1, Factory 2, Both 3 (default)',
  },
  customerIds: idListSchema,
} as const;

/** The summary over both kinds; each kind's own summary takes the same filters. */
export const supplierSearchBody = searchBodySchema(SUPPLIER_FILTERS, SUPPLIER_SORT_FIELDS);

/** An address of a supplier or factory (the edit screen sends them all, the detail answers them). */
export const supplierAddressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['address', 'countryId'],
  properties: {
    address: text(500),
    localAddress: nullableTextSchema(500),
    postalCode: nullableTextSchema(20),
    countryId: idSchema,
    provinceId: nullableIdSchema,
    cityId: nullableIdSchema,
    countyId: nullableIdSchema,
    townId: nullableIdSchema,
  },
} as const;

export const supplierContactSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: text(200),
    email: nullableTextSchema(200),
    phone: nullableTextSchema(50),
    job: nullableTextSchema(100),
  },
} as const;

const bodyProperties = {
  typeId: { type: 'integer', enum: [1, 2] },
  name: text(SUPPLIER_NAME_MAX),
  localName: nullableTextSchema(SUPPLIER_NAME_MAX),
  code: nullableTextSchema(30),
  legalName: nullableTextSchema(SUPPLIER_NAME_MAX),
  countryId: idSchema,
  active: { type: 'boolean', default: true },
  addresses: { type: 'array', items: supplierAddressSchema, maxItems: 20 },
  contacts: { type: 'array', items: supplierContactSchema, maxItems: 50 },
  customerIds: ids,
  serviceIds: { type: 'array', items: { type: 'integer', enum: [1, 2, 3, 4] }, maxItems: 4 },
  /** A supplier's factories, or a factory's suppliers (ids of the other table). */
  linkedIds: ids,
  // Sent back as loaded; ignored.
  linked: { type: 'array', maxItems: 1000 },
  customers: { type: 'array', maxItems: 1000 },
} as const;

const required = [
  'name',
  'countryId',
  'addresses',
  'contacts',
  'customerIds',
  'serviceIds',
  'linkedIds',
] as const;

export const supplierCreateBody = {
  type: 'object',
  additionalProperties: false,
  required,
  properties: bodyProperties,
} as const;

export const supplierUpdateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', ...required],
  properties: {
    ...bodyProperties,
    id: idSchema,
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
} as const;

/** Supplier lite: the short create form other screens open. */
export const supplierLiteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['typeId', 'name', 'countryId'],
  properties: {
    typeId: { type: 'integer', enum: [1, 2] },
    name: text(SUPPLIER_NAME_MAX),
    countryId: idSchema,
    /** For a factory: the supplier it produces for. */
    supplierId: nullableIdSchema,
  },
} as const;

export const SUPPLIER_DATASOURCE_FILTERS = {
  customerIds: idListSchema,
  serviceId: nullableIdSchema,
} as const;

export const FACTORY_DATASOURCE_FILTERS = {
  supplierIdList: idListSchema,
  factoryIdList: idListSchema,
} as const;

export const supplierDataSourceBody = dataSourceBodySchema(SUPPLIER_DATASOURCE_FILTERS);
export const factoryDataSourceBody = dataSourceBodySchema(FACTORY_DATASOURCE_FILTERS);

/** A new factory-mapping link; with `email`, it is also mailed there (through the outbox). */
export const factoryMappingLinkBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { email: { type: ['string', 'null'], maxLength: 200 } },
} as const;

/** The public page's list: existing factories of the supplier to link, and new ones. */
export const factoryMappingSubmitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['factoryIds', 'newFactories'],
  properties: {
    /** Existing factories of the supplier to link. */
    factoryIds: { type: 'array', items: idSchema, maxItems: 200 },
    newFactories: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'address', 'countryId', 'contactName'],
        properties: {
          name: text(SUPPLIER_NAME_MAX),
          address: text(500),
          countryId: nullableIdSchema,
          contactName: text(200),
          contactEmail: nullableTextSchema(200),
          contactPhone: nullableTextSchema(50),
        },
      },
    },
  },
} as const;

export type SupplierSearchRequest = RequestOf<typeof supplierSearchBody>;
export type SupplierFilter = Pick<
  BodyOf<typeof supplierSearchBody>,
  'serviceId' | 'locationIdList' | 'supSearchTypeId' | 'customerIds'
>;
export type SupplierCreate = BodyOf<typeof supplierCreateBody>;
export type SupplierLiteRequest = BodyOf<typeof supplierLiteBody>;
export type SupplierDataSourceRequest = RequestOf<typeof supplierDataSourceBody>;
export type FactoryDataSourceRequest = RequestOf<typeof factoryDataSourceBody>;
export type FactoryMappingLinkRequest = BodyOf<typeof factoryMappingLinkBody>;
export type FactoryMappingSubmit = BodyOf<typeof factoryMappingSubmitBody>;
export type FactoryMappingNewFactory = FactoryMappingSubmit['newFactories'][number];
