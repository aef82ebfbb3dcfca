import {
  CUSTOMER_CONTACT_TYPES,
  CUSTOMER_STAFF_ROLES,
  EMAIL_CONFIG_PREFIX,
  EMAIL_CONFIG_TEXTS,
  EMAIL_TYPES,
  emailConfigText,
  invalidAddresses,
  isInspectionServiceType,
  type EmailConfigCreate,
  type Lang,
} from '@portal/domain';
import type { FieldError } from '../../lib/http-error';
import type { RuleLabels } from '../../lib/rule-validation';

/** The rule file's label keys (the screens' own keys) with their texts, so server messages name fields alike. */
export const EMAIL_CONFIG_RULE_LABELS: RuleLabels = Object.fromEntries(
  Object.entries(EMAIL_CONFIG_TEXTS)
    .filter(([key]) => key.startsWith('field.'))
    .map(([key, value]) => [`${EMAIL_CONFIG_PREFIX}${key}`, value]),
);

const allIn = (values: readonly number[], allowed: readonly number[]) =>
  values.every((value) => allowed.includes(value));

/**
 * Beyond the rule file: an inspection service type or none, a known email type, contact types and roles
 * from their lists, and copy addresses that are all email addresses. A blank subject or body is allowed
 * (an incomplete rule may be saved; the send answers the spec's codes for it).
 */
export function emailConfigErrors(body: EmailConfigCreate, lang: Lang): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  if (body.serviceType != null && !isInspectionServiceType(body.serviceType))
    add('serviceType', emailConfigText('error.serviceType', lang));
  if (!EMAIL_TYPES.includes(body.emailType)) add('emailType', emailConfigText('error.emailType', lang));
  if (!allIn(body.recipientContactTypes, CUSTOMER_CONTACT_TYPES))
    add('recipientContactTypes', emailConfigText('error.contactTypes', lang));
  if (!allIn(body.ccRoles, CUSTOMER_STAFF_ROLES)) add('ccRoles', emailConfigText('error.ccRoles', lang));
  const wrong = invalidAddresses(body.ccAddresses);
  if (wrong.length)
    add('ccAddresses', emailConfigText('error.ccAddresses', lang, { addresses: wrong.join(', ') }));
  return errors;
}
