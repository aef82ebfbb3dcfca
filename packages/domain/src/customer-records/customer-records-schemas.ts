import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  dataSourceBodySchema,
  idListSchema,
  idSchema,
  nullableIdSchema,
  nullableTextSchema,
  searchBodySchema,
  versionSchema,
} from '../schema/common-schemas';
import {
  BUYER_SORT_FIELDS,
  COLLECTION_SORT_FIELDS,
  CONTACT_GROUP_SORT_FIELDS,
  CUSTOMER_CONTACT_SORT_FIELDS,
  CUSTOMER_CONTACT_TYPES,
  CUSTOMER_RECORD_CODE_MAX,
  CUSTOMER_RECORD_NAME_MAX,
  DEPARTMENT_SORT_FIELDS,
} from './customer-records-types';

/**
 * The bodies of a customer's contacts, contact groups, departments, buyers and collections, declared
 * once: the server validates and documents its routes with these schemas (server/src/modules/
 * customer-records), and the types below are read from them.
 */

const idArray = { type: 'array', items: idSchema, maxItems: 200 } as const;
const nameSchema = {
  type: 'string',
  minLength: 1,
  maxLength: CUSTOMER_RECORD_NAME_MAX,
  pattern: '\\S',
} as const;

/** Filter of every customer record summary: the customer picker (?customerId=). */
export const CUSTOMER_RECORD_FILTERS = { customerId: nullableIdSchema } as const;
export const CONTACT_FILTERS = {
  customerId: nullableIdSchema,
  contactTypeIds: idListSchema,
  isActive: { type: ['boolean', 'null'] },
} as const;

/** The summaries' search bodies (the server's resource kit builds the same from the filters). */
export const departmentSearchBody = searchBodySchema(CUSTOMER_RECORD_FILTERS, DEPARTMENT_SORT_FIELDS);
export const buyerSearchBody = searchBodySchema(CUSTOMER_RECORD_FILTERS, BUYER_SORT_FIELDS);
export const contactGroupSearchBody = searchBodySchema(CUSTOMER_RECORD_FILTERS, CONTACT_GROUP_SORT_FIELDS);
export const collectionSearchBody = searchBodySchema(CUSTOMER_RECORD_FILTERS, COLLECTION_SORT_FIELDS);
export const customerContactSearchBody = searchBodySchema(CONTACT_FILTERS, CUSTOMER_CONTACT_SORT_FIELDS);

/** Datasource requests of spec section 3 ("Customer-related datasources"): customerId narrows. */
export const CUSTOMER_RECORD_DATASOURCE_FILTERS = { customerId: nullableIdSchema } as const;
export const customerRecordDataSourceBody = dataSourceBodySchema(CUSTOMER_RECORD_DATASOURCE_FILTERS);

/** Create (id absent, null or 0) and update (id and version) bodies of a resource's own fields. */
function bodies<const Properties extends Record<string, unknown>, const Required extends readonly string[]>(
  properties: Properties,
  required: Required,
) {
  const create = {
    type: 'object',
    additionalProperties: false,
    required: ['customerId', ...required],
    properties: {
      ...properties,
      customerId: idSchema,
      id: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 },
      version: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 },
    },
  } as const;
  const update = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'customerId', 'version', ...required],
    properties: { ...properties, customerId: idSchema, id: idSchema, version: versionSchema },
  } as const;
  return { create, update };
}

/** Departments and buyers: a code and a name, each unique within the customer (Exists otherwise). */
export const codedRecordBodies = bodies(
  {
    code: { type: 'string', minLength: 1, maxLength: CUSTOMER_RECORD_CODE_MAX, pattern: '\\S' },
    name: nameSchema,
  },
  ['code', 'name'],
);
export const contactGroupBodies = bodies({ name: nameSchema }, ['name']);
export const customerContactBodies = bodies(
  {
    name: nameSchema,
    jobTitle: nullableTextSchema(200),
    email: nullableTextSchema(200),
    phone: nullableTextSchema(50),
    mobile: nullableTextSchema(50),
    contactTypeIds: {
      type: 'array',
      items: { type: 'integer', enum: [...CUSTOMER_CONTACT_TYPES] },
      maxItems: CUSTOMER_CONTACT_TYPES.length,
    },
    contactGroupId: nullableIdSchema,
    departmentIds: idArray,
    brandIds: idArray,
    isPrimary: { type: 'boolean' },
    isActive: { type: 'boolean' },
  },
  ['name', 'contactTypeIds'],
);
export const collectionBodies = bodies(
  {
    name: nameSchema,
    brandId: nullableIdSchema,
    description: nullableTextSchema(1000),
    isActive: { type: 'boolean' },
  },
  ['name'],
);

// The department, buyer, contact group and collection summaries' bodies differ in their sort fields only,
// which the types read as a string: one type serves the four.
export type CustomerRecordFilter = Pick<
  BodyOf<typeof departmentSearchBody>,
  keyof typeof CUSTOMER_RECORD_FILTERS
>;
export type CustomerRecordSearchRequest = RequestOf<typeof departmentSearchBody>;
export type CustomerContactFilter = Pick<
  BodyOf<typeof customerContactSearchBody>,
  keyof typeof CONTACT_FILTERS
>;
export type CustomerContactSearchRequest = RequestOf<typeof customerContactSearchBody>;
export type CustomerRecordDataSourceRequest = RequestOf<typeof customerRecordDataSourceBody>;

export type CodedRecordCreate = BodyOf<typeof codedRecordBodies.create>;
export type DepartmentCreate = CodedRecordCreate;
export type BuyerCreate = CodedRecordCreate;
export type ContactGroupCreate = BodyOf<typeof contactGroupBodies.create>;
export type CustomerContactCreate = BodyOf<typeof customerContactBodies.create>;
export type CollectionCreate = BodyOf<typeof collectionBodies.create>;
