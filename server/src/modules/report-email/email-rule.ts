import {
  EmailSendCode,
  splitAddresses,
  type CustomerContactType,
  type CustomerStaffRole,
  type EmailConfigDetail,
  type EmailType,
  type ServiceType,
} from '@portal/domain';

/**
 * Which email rule writes a mail, and what it lacks (spec section 8, "Email send"). Pure: the caller reads the
 * rules, contacts and staff; docs/reports.md, "Sending and the email configuration", has the order.
 */

export type EmailRule = Pick<
  EmailConfigDetail,
  | 'id'
  | 'customerId'
  | 'serviceType'
  | 'emailType'
  | 'subjectTemplate'
  | 'bodyTemplate'
  | 'recipientContactTypes'
  | 'ccRoles'
  | 'ccAddresses'
  | 'active'
>;

export interface MailTarget {
  customerId: number;
  serviceType: ServiceType;
  emailType: EmailType;
}

export type RuleChoice =
  { kind: 'found'; rule: EmailRule } | { kind: 'none' } | { kind: 'multiple'; ruleIds: number[] };

/**
 * 0 for the most specific match (this customer and this service type), then this customer and any service,
 * any customer and this service, any and any; null when the rule does not apply to the target.
 */
export function ruleTier(rule: EmailRule, target: MailTarget): number | null {
  if (!rule.active || rule.emailType !== target.emailType) return null;
  if (rule.customerId !== null && rule.customerId !== target.customerId) return null;
  if (rule.serviceType !== null && rule.serviceType !== target.serviceType) return null;
  return (rule.customerId === null ? 2 : 0) + (rule.serviceType === null ? 1 : 0);
}

/** The one rule of the most specific tier that has any; several there is the spec's multipleRuleFound. */
export function chooseEmailRule(rules: readonly EmailRule[], target: MailTarget): RuleChoice {
  const tiers = new Map<number, EmailRule[]>();
  for (const rule of rules) {
    const tier = ruleTier(rule, target);
    if (tier !== null) tiers.set(tier, [...(tiers.get(tier) ?? []), rule]);
  }
  if (!tiers.size) return { kind: 'none' };
  const winning = tiers.get(Math.min(...tiers.keys()))!;
  return winning.length === 1
    ? { kind: 'found', rule: winning[0]! }
    : { kind: 'multiple', ruleIds: winning.map((rule) => rule.id).sort((a, b) => a - b) };
}

/** A customer contact as the recipients are chosen from. */
export interface ContactAddress {
  email: string | null;
  contactTypeIds: readonly number[];
  isActive: boolean;
}

/** The customer's staff for inspections (customer_user_configs): each role's address, null when nobody. */
export type StaffAddresses = Partial<Record<CustomerStaffRole, string | null>>;

export interface MailAddresses {
  to: string[];
  cc: string[];
}

export type RuleOutcome =
  | { code: EmailSendCode.Success; rule: EmailRule; addresses: MailAddresses }
  | { code: Exclude<EmailSendCode, EmailSendCode.Success> };

const unique = (addresses: string[]) => {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The active contacts with an address whose types meet the rule's. */
export function recipientAddresses(
  contacts: readonly ContactAddress[],
  types: readonly CustomerContactType[],
): string[] {
  return unique(
    contacts
      .filter((contact) => contact.isActive && contact.email?.trim())
      .filter((contact) => contact.contactTypeIds.some((type) => types.includes(type)))
      .map((contact) => contact.email!.trim()),
  );
}

/**
 * The rule and its addresses, or the first gap in the spec's order: no rule, several, no subject, no body, a
 * copied role nobody holds, no recipient. Copies (the roles' staff, then the rule's addresses) never repeat a
 * recipient.
 */
export function resolveEmailRule(
  rules: readonly EmailRule[],
  target: MailTarget,
  contacts: readonly ContactAddress[],
  staff: StaffAddresses,
): RuleOutcome {
  const choice = chooseEmailRule(rules, target);
  if (choice.kind === 'none') return { code: EmailSendCode.NoEmailConfiguration };
  if (choice.kind === 'multiple') return { code: EmailSendCode.MultipleRuleFound };
  const { rule } = choice;
  if (!rule.subjectTemplate.trim()) return { code: EmailSendCode.NoEmailSubjectConfiguration };
  if (!rule.bodyTemplate.trim()) return { code: EmailSendCode.NoEmailBodyConfiguration };
  const roleAddresses = rule.ccRoles.map((role) => staff[role] ?? null);
  if (roleAddresses.some((address) => !address)) return { code: EmailSendCode.NoRoleConfiguration };
  const to = recipientAddresses(contacts, rule.recipientContactTypes);
  if (!to.length) return { code: EmailSendCode.NoEmailRecipientsConfiguration };
  const taken = new Set(to.map((address) => address.toLowerCase()));
  const cc = unique([...(roleAddresses as string[]), ...splitAddresses(rule.ccAddresses)]).filter(
    (address) => !taken.has(address.toLowerCase()),
  );
  return { code: EmailSendCode.Success, rule, addresses: { to, cc } };
}
