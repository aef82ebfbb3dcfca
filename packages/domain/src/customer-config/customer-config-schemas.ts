import { AqlLevel, DefectClass, PriceType } from '../enums';
import type { BodyOf, RequestOf } from '../schema/body-types';
import {
  idListSchema,
  idSchema,
  nullableIdSchema,
  searchBodySchema,
  versionSchema,
} from '../schema/common-schemas';
import {
  CheckpointType,
  ComplaintCategory,
  ComplaintStatus,
  configEnumValues,
  InspectionResultType,
  ServiceType,
} from './customer-config-enums';
import {
  CUSTOMER_CHECKPOINT_SORT_FIELDS,
  CUSTOMER_COMPLAINT_SORT_FIELDS,
  CUSTOMER_CONFIG_NOTE_MAX,
  CUSTOMER_CONFIG_TEXT_MAX,
  CUSTOMER_DECISION_SORT_FIELDS,
  CUSTOMER_SERVICE_SORT_FIELDS,
  CUSTOMER_USER_CONFIG_SORT_FIELDS,
} from './customer-config-types';

/**
 * The customer configuration bodies (services, checkpoints, complaints, decisions, user configuration),
 * declared once: the server validates and documents its routes with these schemas
 * (server/src/modules/customer-config), and the types below are read from them.
 */

const bool = { type: 'boolean' } as const;
// A timestamp as the form sends it back (ISO date or date-time).
const nullableText = { type: ['string', 'null'], maxLength: 40 } as const;
/** One of a numeric enum's values; the type read from it is the enum. */
const oneOf = <const Source extends Record<string, string | number>>(source: Source) =>
  ({ type: 'integer', enum: configEnumValues(source) }) as const;
const name = { type: 'string', minLength: 1, maxLength: CUSTOMER_CONFIG_TEXT_MAX, pattern: '\\S' } as const;
const note = { type: ['string', 'null'], maxLength: CUSTOMER_CONFIG_NOTE_MAX } as const;
const aql = { type: ['number', 'null'], minimum: 0, maximum: 1000 } as const;

/** The summary filters; each screen uses the ones that apply to it. */
export const CUSTOMER_CONFIG_FILTERS = {
  /** The customer picker (`?customerId=` preselects it). */
  customerId: nullableIdSchema,
  customerIds: idListSchema,
  serviceIds: idListSchema,
  serviceTypes: idListSchema,
  customerServiceIds: idListSchema,
  statuses: idListSchema,
  severities: idListSchema,
  resultTypes: idListSchema,
} as const;

/** The summaries' search bodies (the server's resource kit builds the same from the filters). */
export const customerServiceSearchBody = searchBodySchema(
  CUSTOMER_CONFIG_FILTERS,
  CUSTOMER_SERVICE_SORT_FIELDS,
);
export const customerCheckpointSearchBody = searchBodySchema(
  CUSTOMER_CONFIG_FILTERS,
  CUSTOMER_CHECKPOINT_SORT_FIELDS,
);
export const customerComplaintSearchBody = searchBodySchema(
  CUSTOMER_CONFIG_FILTERS,
  CUSTOMER_COMPLAINT_SORT_FIELDS,
);
export const customerDecisionSearchBody = searchBodySchema(
  CUSTOMER_CONFIG_FILTERS,
  CUSTOMER_DECISION_SORT_FIELDS,
);
export const customerUserConfigSearchBody = searchBodySchema(
  CUSTOMER_CONFIG_FILTERS,
  CUSTOMER_USER_CONFIG_SORT_FIELDS,
);

/** Create (id and version optional, ignored) and update (both required) bodies of the given fields. */
function bodies<
  const Fields extends Record<string, unknown>,
  const Required extends readonly string[],
  const ReadOnly extends Record<string, unknown> = Record<never, never>,
>(fields: Fields, required: Required, readOnly: ReadOnly = {} as ReadOnly) {
  const properties = { customerId: idSchema, ...fields, ...readOnly };
  const create = {
    type: 'object',
    additionalProperties: false,
    required: ['customerId', ...required],
    properties: {
      ...properties,
      id: nullableIdSchema,
      version: { ...versionSchema, type: ['integer', 'null'] },
    },
  } as const;
  const update = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'version', 'customerId', ...required],
    properties: { ...properties, id: idSchema, version: versionSchema },
  } as const;
  return { create, update };
}

export const customerServiceBodies = bodies(
  {
    /** Inspection, Audit, TCF or Lab testing (the services table). */
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
  },
  ['serviceId', 'serviceType', 'aqlLevel', 'priceType', 'active'],
);

export const customerCheckpointBodies = bodies(
  {
    /** The customer service (customer_services.id) the check belongs to. */
    customerServiceId: idSchema,
    name,
    checkpointType: oneOf(CheckpointType),
    mandatory: bool,
    instructions: note,
    active: bool,
  },
  ['customerServiceId', 'name', 'checkpointType', 'mandatory', 'active'],
);

export const customerComplaintBodies = bodies(
  {
    /** yyyy-MM-dd */
    complaintDate: { type: 'string', format: 'date' },
    /** Booking or inspection number as the customer quotes it. */
    reference: { type: ['string', 'null'], maxLength: CUSTOMER_CONFIG_TEXT_MAX },
    category: oneOf(ComplaintCategory),
    description: { ...name, maxLength: CUSTOMER_CONFIG_NOTE_MAX },
    severity: oneOf(DefectClass),
    status: oneOf(ComplaintStatus),
    rootCause: note,
    correctiveAction: note,
    /** The internal user who handles it. */
    ownerId: nullableIdSchema,
  },
  ['complaintDate', 'category', 'description', 'severity', 'status'],
  // Set by the server when the status becomes Closed; the form may send it back.
  { closedAt: nullableText },
);

export const customerDecisionBodies = bodies(
  {
    resultType: oneOf(InspectionResultType),
    /** The label the customer uses ("Accepted", "Rejected", "Pending re-inspection"...). */
    name,
    releasesShipment: bool,
    sort: { type: 'integer', minimum: 0, maximum: 999 },
    active: bool,
  },
  ['resultType', 'name', 'releasesShipment', 'sort', 'active'],
);

/** Per customer and service: the internal users in charge and what the customer's own users may do. */
export const customerUserConfigBodies = bodies(
  {
    serviceId: idSchema,
    csUserId: nullableIdSchema,
    backupCsUserId: nullableIdSchema,
    kamUserId: nullableIdSchema,
    salesUserId: nullableIdSchema,
    /** Customer users see the inspection reports of this service. */
    reportVisible: bool,
    /** Customer users may book this service themselves. */
    canBook: bool,
    /** Customer users get an email with each result. */
    notifyOnResult: bool,
  },
  ['serviceId', 'reportVisible', 'canBook', 'notifyOnResult'],
);

// The five summaries' bodies differ in their sort fields only, which the types read as a string: one
// filter and one request type serve them all.
export type CustomerConfigFilter = Pick<
  BodyOf<typeof customerServiceSearchBody>,
  keyof typeof CUSTOMER_CONFIG_FILTERS
>;
export type CustomerConfigSearchRequest = RequestOf<typeof customerServiceSearchBody>;
export type CustomerServiceCreate = BodyOf<typeof customerServiceBodies.create>;
export type CustomerCheckpointCreate = BodyOf<typeof customerCheckpointBodies.create>;
export type CustomerComplaintCreate = BodyOf<typeof customerComplaintBodies.create>;
export type CustomerDecisionCreate = BodyOf<typeof customerDecisionBodies.create>;
export type CustomerUserConfigCreate = BodyOf<typeof customerUserConfigBodies.create>;
