import { SUPPLIER_NAME_MAX } from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const optionalId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
const ids = { type: 'array', items: idSchema, maxItems: 500 } as const;

export const SUPPLIER_FILTERS: Record<string, JsonSchema> = {
  serviceId: { ...optionalId, description: 'Service; absent: Inspection, null: any' },
  locationIdList: { ...idListSchema, description: 'Countries of the record or its addresses' },
  supSearchTypeId: {
    type: ['integer', 'null'],
    enum: [1, 2, 3, null],
    description: 'Supplier 1, Factory 2, Both 3 (default)',
  },
  customerIds: idListSchema,
};

export const supplierRowProperties: Record<string, JsonSchema> = {
  key: { type: 'string' },
  id: { type: 'integer' },
  typeId: { type: 'integer', description: 'Supplier 1, Factory 2' },
  name: { type: 'string' },
  localName: { type: ['string', 'null'] },
  code: { type: ['string', 'null'] },
  countryId: { type: ['integer', 'null'] },
  countryName: { type: ['string', 'null'] },
  cityName: { type: ['string', 'null'] },
  linkedNames: { type: ['string', 'null'] },
  linkedCount: { type: 'integer' },
  active: { type: 'boolean' },
};

const addressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['address', 'countryId'],
  properties: {
    address: text(500),
    localAddress: optionalText(500),
    postalCode: optionalText(20),
    countryId: idSchema,
    provinceId: optionalId,
    cityId: optionalId,
    countyId: optionalId,
    townId: optionalId,
  },
} as const;

const contactSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: text(200),
    email: optionalText(200),
    phone: optionalText(50),
    job: optionalText(100),
  },
} as const;

const item = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;

export const supplierDetailProperties: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  typeId: { type: 'integer' },
  name: { type: 'string' },
  localName: { type: ['string', 'null'] },
  code: { type: ['string', 'null'] },
  legalName: { type: ['string', 'null'] },
  countryId: { type: 'integer' },
  active: { type: 'boolean' },
  addresses: { type: 'array', items: addressSchema },
  contacts: { type: 'array', items: contactSchema },
  customerIds: { type: 'array', items: { type: 'integer' } },
  serviceIds: { type: 'array', items: { type: 'integer' } },
  linkedIds: { type: 'array', items: { type: 'integer' } },
  linked: { type: 'array', items: item },
  customers: { type: 'array', items: item },
  version: { type: 'integer' },
};

const bodyProperties = {
  typeId: { type: 'integer', enum: [1, 2] },
  name: text(SUPPLIER_NAME_MAX),
  localName: optionalText(SUPPLIER_NAME_MAX),
  code: optionalText(30),
  legalName: optionalText(SUPPLIER_NAME_MAX),
  countryId: idSchema,
  active: { type: 'boolean', default: true },
  addresses: { type: 'array', items: addressSchema, maxItems: 20 },
  contacts: { type: 'array', items: contactSchema, maxItems: 50 },
  customerIds: ids,
  serviceIds: { type: 'array', items: { type: 'integer', enum: [1, 2, 3, 4] }, maxItems: 4 },
  linkedIds: ids,
  // Sent back as loaded; ignored.
  linked: { type: 'array', maxItems: 1000 },
  customers: { type: 'array', maxItems: 1000 },
} as const;

const required = ['name', 'countryId', 'addresses', 'contacts', 'customerIds', 'serviceIds', 'linkedIds'];

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

export const supplierLiteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['typeId', 'name', 'countryId'],
  properties: {
    typeId: { type: 'integer', enum: [1, 2] },
    name: text(SUPPLIER_NAME_MAX),
    countryId: idSchema,
    supplierId: optionalId,
  },
} as const;

export const FACTORY_DATASOURCE_FILTERS: Record<string, JsonSchema> = {
  supplierIdList: idListSchema,
  factoryIdList: idListSchema,
};

export const SUPPLIER_DATASOURCE_FILTERS: Record<string, JsonSchema> = {
  customerIds: idListSchema,
  serviceId: optionalId,
};
