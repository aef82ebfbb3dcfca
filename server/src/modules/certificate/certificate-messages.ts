import { REPORT_MESSAGES, type Lang } from '@portal/domain';
import type { RuleLabels } from '../../lib/rule-validation';

type Texts = Record<Lang, string>;

/**
 * The server's sentences about certificates, in the request's language: the refusals beyond the shared
 * REPORT_MESSAGES, the rule file's labels and the PDF's words.
 */
export const CERTIFICATE_TEXTS = {
  notNeeded: REPORT_MESSAGES.certificateNotNeeded,
  alreadyCertified: {
    en: 'This booking already has an inspection certificate.',
    fr: "Cette réservation a déjà un certificat d'inspection.",
  },
  consigneeRequired: {
    en: 'Name the consignee.',
    fr: 'Indiquez le destinataire.',
  },
  otherBooking: {
    en: 'A certificate stays with the booking it was made for.',
    fr: 'Un certificat reste attaché à la réservation pour laquelle il a été établi.',
  },
  quantityTooLarge: {
    en: 'The quantity may not exceed the booking’s total quantity ({max}).',
    fr: 'La quantité ne peut pas dépasser la quantité totale de la réservation ({max}).',
  },
  notDraft: {
    en: 'This certificate has been issued: it can no longer be changed or deleted.',
    fr: 'Ce certificat a été émis : il ne peut plus être modifié ni supprimé.',
  },
  alreadyIssued: {
    en: 'This certificate has already been issued (number {number}).',
    fr: 'Ce certificat a déjà été émis (numéro {number}).',
  },
  notFound: {
    en: 'This certificate does not exist.',
    fr: "Ce certificat n'existe pas.",
  },
  notIssued: {
    en: 'The PDF exists only once the certificate has been issued.',
    fr: "Le PDF n'existe qu'une fois le certificat émis.",
  },
} as const satisfies Record<string, Texts>;

export type CertificateTextKey = keyof typeof CERTIFICATE_TEXTS;

export function certificateText(
  key: CertificateTextKey,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return CERTIFICATE_TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? `{${name}}`),
  );
}

/** The rule file's labels (packages/domain/validator/inspection-certificate.json), as the form shows them. */
export const CERTIFICATE_FIELD_TEXTS = {
  bookingId: { en: 'Booking', fr: 'Réservation' },
  consignee: { en: 'Consignee', fr: 'Destinataire' },
  invoiceNumber: { en: 'Invoice number', fr: 'Numéro de facture' },
  destination: { en: 'Destination', fr: 'Destination' },
  quantity: { en: 'Quantity certified', fr: 'Quantité certifiée' },
  remarks: { en: 'Remarks', fr: 'Remarques' },
} as const satisfies Record<string, Texts>;

export const CERTIFICATE_RULE_LABELS: RuleLabels = Object.fromEntries(
  Object.entries(CERTIFICATE_FIELD_TEXTS).map(([key, texts]) => [
    `inspection.certificate.field.${key}`,
    texts,
  ]),
);
