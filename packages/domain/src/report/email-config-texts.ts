import type { Lang } from '../i18n/common-messages';
import { isEmailAddress } from '../validation/rule-checks';
import { EMAIL_PLACEHOLDERS, type EmailPlaceholder } from './email-config-types';
import { CustomerStaffRole, EmailType } from './report-enums';

/**
 * The email configuration's texts, shared by the server (field messages, export headers) and the masterdata
 * screens (keys below EMAIL_CONFIG_PREFIX), so both name fields and refusals with the same words.
 */

export const EMAIL_CONFIG_PREFIX = 'masterdata.emailConfig.';
export const EMAIL_SUBJECT_MAX = 300;
export const EMAIL_BODY_MAX = 10_000;
export const EMAIL_CC_ADDRESSES_MAX = 1000;

export const EMAIL_TYPES: readonly EmailType[] = [EmailType.ReportSend, EmailType.CertificateSend];
export const CUSTOMER_STAFF_ROLES: readonly CustomerStaffRole[] = [
  CustomerStaffRole.Cs,
  CustomerStaffRole.BackupCs,
  CustomerStaffRole.Kam,
  CustomerStaffRole.Sales,
];

type Texts = Record<Lang, string>;
const t = (en: string, fr: string): Texts => ({ en, fr });

export const EMAIL_CONFIG_TEXTS = {
  'field.customer': t('Customer', 'Client'),
  'field.serviceType': t('Service type', 'Type de prestation'),
  'field.emailType': t('Email type', 'Type de courriel'),
  'field.subjectTemplate': t('Subject', 'Objet'),
  'field.bodyTemplate': t('Body', 'Corps du message'),
  'field.recipientContactTypes': t('Recipients (contact types)', 'Destinataires (types de contact)'),
  'field.ccRoles': t('Copy to (customer staff roles)', 'Copie à (rôles de l’équipe client)'),
  'field.ccAddresses': t('Copy to (addresses)', 'Copie à (adresses)'),
  'field.active': t('Active', 'Actif'),
  'value.anyCustomer': t('Any customer', 'Tout client'),
  'value.anyService': t('Any service', 'Toute prestation'),
  'emailType.1': t('Report send', 'Envoi du rapport'),
  'emailType.2': t('Certificate send', 'Envoi du certificat'),
  'ccRole.1': t('CS', 'Service client'),
  'ccRole.2': t('Backup CS', 'Service client suppléant'),
  'ccRole.3': t('KAM', 'KAM'),
  'ccRole.4': t('Sales', 'Commercial'),
  'contactType.1': t('Inspection', 'Inspection'),
  'contactType.2': t('Accounting', 'Comptabilité'),
  'contactType.3': t('Quotation', 'Devis'),
  'contactType.4': t('Report', 'Rapport'),
  'contactType.5': t('Booking', 'Réservation'),
  'contactType.6': t('Audit', 'Audit'),
  'error.customer': t(
    'This customer is not one of the entity’s customers.',
    'Ce client ne fait pas partie des clients de l’entité.',
  ),
  'error.serviceType': t('Choose an inspection service type.', 'Choisissez un type d’inspection.'),
  'error.emailType': t('Choose an email type.', 'Choisissez un type de courriel.'),
  'error.contactTypes': t(
    'Choose contact types from the list.',
    'Choisissez des types de contact de la liste.',
  ),
  'error.ccRoles': t('Choose roles from the list.', 'Choisissez des rôles de la liste.'),
  'error.ccAddresses': t(
    'These are not valid email addresses: {addresses}. Separate addresses with commas.',
    'Ces adresses électroniques ne sont pas valides : {addresses}. Séparez les adresses par des virgules.',
  ),
} as const;

export type EmailConfigTextKey = keyof typeof EMAIL_CONFIG_TEXTS;

/** What each placeholder becomes (the edit screen's help under the subject and body). */
export const EMAIL_PLACEHOLDER_TEXTS: Record<EmailPlaceholder, Texts> = {
  bookingNo: t('the booking number', 'le numéro de réservation'),
  customerName: t('the customer', 'le client'),
  supplierName: t('the supplier', 'le fournisseur'),
  factoryName: t('the factory', 'l’usine'),
  inspectionDate: t('the inspection date(s)', 'la ou les dates d’inspection'),
  serviceType: t('the service type', 'le type de prestation'),
  result: t(
    'the report’s result, in the mail’s language',
    'le résultat du rapport, dans la langue du courriel',
  ),
  productList: t('the products inspected', 'les produits inspectés'),
  downloadLink: t('the signed link to download the report', 'le lien signé de téléchargement du rapport'),
  inspectorNames: t('the inspectors', 'les inspecteurs'),
};

export function emailConfigText(
  key: EmailConfigTextKey,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return EMAIL_CONFIG_TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? `{${name}}`),
  );
}

/** The addresses of a comma-separated list (also ';'), trimmed, blanks dropped. */
export function splitAddresses(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The parts of a comma-separated list that are not email addresses. */
export function invalidAddresses(text: string | null | undefined): string[] {
  return splitAddresses(text).filter((address) => !isEmailAddress(address));
}

/**
 * A subject or body with its known placeholders replaced; an unknown one ({foo}) stays as typed, so a
 * misspelt placeholder shows in the mail rather than vanishing.
 */
export function fillEmailTemplate(
  template: string,
  values: Partial<Record<EmailPlaceholder, string>>,
): string {
  const known = new Set<string>(EMAIL_PLACEHOLDERS);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    known.has(name) ? (values[name as EmailPlaceholder] ?? '') : whole,
  );
}
