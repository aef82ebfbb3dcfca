/** JSON schemas of the customer configuration bodies and rows: validation (400, never 500), OpenAPI. */
import {
  AqlLevel,
  CheckpointType,
  ComplaintCategory,
  ComplaintStatus,
  configEnumValues,
  CUSTOMER_CONFIG_NOTE_MAX,
  CUSTOMER_CONFIG_TEXT_MAX,
  DefectClass,
  InspectionResultType,
  PriceType,
  ServiceType,
} from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
// A timestamp as the form sends it back (ISO date or date-time).
const nullableText = { type: ['string', 'null'], maxLength: 40 } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const oneOf = (source: Record<string, string | number>) => ({
  type: 'integer',
  enum: configEnumValues(source),
});
const name = { type: 'string', minLength: 1, maxLength: CUSTOMER_CONFIG_TEXT_MAX, pattern: '\\S' } as const;
const note = { type: ['string', 'null'], maxLength: CUSTOMER_CONFIG_NOTE_MAX } as const;
const aql = { type: ['number', 'null'], minimum: 0, maximum: 1000 } as const;

export const CUSTOMER_CONFIG_FILTERS: Record<string, JsonSchema> = {
  customerId: nullableId,
  customerIds: idListSchema,
  serviceIds: idListSchema,
  serviceTypes: idListSchema,
  customerServiceIds: idListSchema,
  statuses: idListSchema,
  severities: idListSchema,
  resultTypes: idListSchema,
};

/** Create (id and version optional, ignored) and update (both required) bodies of the given fields. */
function bodies(
  fields: Record<string, JsonSchema>,
  required: string[],
  readOnly: Record<string, JsonSchema> = {},
) {
  const properties = { customerId: idSchema, ...fields, ...readOnly };
  const create = {
    type: 'object',
    additionalProperties: false,
    required: ['customerId', ...required],
    properties: { ...properties, id: nullableId, version: { ...versionSchema, type: ['integer', 'null'] } },
  } as const;
  const update = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'version', 'customerId', ...required],
    properties: { ...properties, id: idSchema, version: versionSchema },
  } as const;
  return { create, update };
}

const own = { id: integer, customerId: integer, version: integer };

const serviceFields = {
  serviceId: idSchema,
  serviceType: oneOf(ServiceType),
  aqlLevel: oneOf(AqlLevel),
  criticalAql: aql,
  majorAql: aql,
  minorAql: aql,
  priceType: oneOf(PriceType),
  reportFormat: note,
  // Left out by older callers: no second review level, the table's default.
  technicalReviewRequired: { type: 'boolean', default: false },
  active: bool,
};
export const serviceBodies = bodies(serviceFields, [
  'serviceId',
  'serviceType',
  'aqlLevel',
  'priceType',
  'active',
]);
export const serviceDetailProperties = {
  ...own,
  serviceId: integer,
  serviceType: integer,
  aqlLevel: integer,
  criticalAql: nullableNumber,
  majorAql: nullableNumber,
  minorAql: nullableNumber,
  priceType: integer,
  reportFormat: nullableText,
  technicalReviewRequired: bool,
  active: bool,
};
export const serviceRowProperties = {
  ...serviceDetailProperties,
  customerName: text,
  serviceName: text,
  checkpointCount: integer,
};

const checkpointFields = {
  customerServiceId: idSchema,
  name,
  checkpointType: oneOf(CheckpointType),
  mandatory: bool,
  instructions: note,
  active: bool,
};
export const checkpointBodies = bodies(checkpointFields, [
  'customerServiceId',
  'name',
  'checkpointType',
  'mandatory',
  'active',
]);
export const checkpointDetailProperties = {
  ...own,
  customerServiceId: integer,
  name: text,
  checkpointType: integer,
  mandatory: bool,
  instructions: nullableText,
  active: bool,
};
export const checkpointRowProperties = {
  ...checkpointDetailProperties,
  customerName: text,
  serviceId: integer,
  serviceName: text,
  serviceType: integer,
};

const complaintFields = {
  complaintDate: { type: 'string', format: 'date' },
  reference: { type: ['string', 'null'], maxLength: CUSTOMER_CONFIG_TEXT_MAX },
  category: oneOf(ComplaintCategory),
  description: { ...name, maxLength: CUSTOMER_CONFIG_NOTE_MAX },
  severity: oneOf(DefectClass),
  status: oneOf(ComplaintStatus),
  rootCause: note,
  correctiveAction: note,
  ownerId: nullableId,
};
export const complaintBodies = bodies(
  complaintFields,
  ['complaintDate', 'category', 'description', 'severity', 'status'],
  { closedAt: nullableText },
);
const complaintRow = {
  ...own,
  complaintDate: text,
  reference: nullableText,
  category: integer,
  severity: integer,
  status: integer,
  ownerId: nullableInteger,
  closedAt: nullableText,
};
export const complaintDetailProperties = {
  ...complaintRow,
  description: text,
  rootCause: nullableText,
  correctiveAction: nullableText,
};
export const complaintRowProperties = { ...complaintRow, customerName: text, ownerName: nullableText };

const decisionFields = {
  resultType: oneOf(InspectionResultType),
  name,
  releasesShipment: bool,
  sort: { type: 'integer', minimum: 0, maximum: 999 },
  active: bool,
};
export const decisionBodies = bodies(decisionFields, [
  'resultType',
  'name',
  'releasesShipment',
  'sort',
  'active',
]);
export const decisionDetailProperties = {
  ...own,
  resultType: integer,
  name: text,
  releasesShipment: bool,
  sort: integer,
  active: bool,
};
export const decisionRowProperties = { ...decisionDetailProperties, customerName: text };

const userConfigFields = {
  serviceId: idSchema,
  csUserId: nullableId,
  backupCsUserId: nullableId,
  kamUserId: nullableId,
  salesUserId: nullableId,
  reportVisible: bool,
  canBook: bool,
  notifyOnResult: bool,
};
export const userConfigBodies = bodies(userConfigFields, [
  'serviceId',
  'reportVisible',
  'canBook',
  'notifyOnResult',
]);
export const userConfigDetailProperties = {
  ...own,
  serviceId: integer,
  csUserId: nullableInteger,
  backupCsUserId: nullableInteger,
  kamUserId: nullableInteger,
  salesUserId: nullableInteger,
  reportVisible: bool,
  canBook: bool,
  notifyOnResult: bool,
};
export const userConfigRowProperties = {
  ...userConfigDetailProperties,
  customerName: text,
  serviceName: text,
  csName: nullableText,
  backupCsName: nullableText,
  kamName: nullableText,
  salesName: nullableText,
};
