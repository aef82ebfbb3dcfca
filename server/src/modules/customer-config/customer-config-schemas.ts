/**
 * JSON schemas of the customer configuration rows and details (OpenAPI); the bodies are packages/domain's
 * customer-config/customer-config-schemas.ts.
 */

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
// A timestamp as the form sends it back (ISO date or date-time).
const nullableText = { type: ['string', 'null'], maxLength: 40 } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

const own = { id: integer, customerId: integer, version: integer };

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

export const decisionDetailProperties = {
  ...own,
  resultType: integer,
  name: text,
  releasesShipment: bool,
  sort: integer,
  active: bool,
};
export const decisionRowProperties = { ...decisionDetailProperties, customerName: text };

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
