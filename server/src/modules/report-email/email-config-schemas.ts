/**
 * JSON schemas of the email configuration rows and detail (OpenAPI); its bodies and filters are
 * packages/domain's report/email-config-schemas.ts.
 */
import type { JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
export const emailConfigDetailProperties: Record<string, JsonSchema> = {
  id: integer,
  customerId: nullableInteger,
  serviceType: nullableInteger,
  emailType: integer,
  subjectTemplate: { type: 'string' },
  bodyTemplate: { type: 'string' },
  recipientContactTypes: { type: 'array', items: integer },
  ccRoles: { type: 'array', items: integer },
  ccAddresses: { type: ['string', 'null'] },
  active: { type: 'boolean' },
  version: integer,
};

/** A summary row: the detail without its body, with the customer's name. */
export const emailConfigRowProperties: Record<string, JsonSchema> = {
  ...Object.fromEntries(
    Object.entries(emailConfigDetailProperties).filter(([key]) => key !== 'bodyTemplate'),
  ),
  customerName: { type: ['string', 'null'] },
};
