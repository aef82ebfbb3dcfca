import type { Lang } from '../i18n/common-messages';
import { EmailSendCode } from './report-enums';

type Texts = Record<Lang, string>;

/** Spec section 8's email send codes as sentences (the server answers both the code and the sentence). */
export const EMAIL_SEND_MESSAGES: Record<EmailSendCode, Texts> = {
  [EmailSendCode.Success]: { en: 'The email was sent.', fr: 'Le courriel a été envoyé.' },
  [EmailSendCode.NoEmailConfiguration]: {
    en: 'No email configuration matches this customer, service and email type.',
    fr: 'Aucune configuration de courriel ne correspond à ce client, ce service et ce type de courriel.',
  },
  [EmailSendCode.NoEmailSubjectConfiguration]: {
    en: 'The email configuration has no subject.',
    fr: "La configuration de courriel n'a pas d'objet.",
  },
  [EmailSendCode.NoEmailBodyConfiguration]: {
    en: 'The email configuration has no body.',
    fr: "La configuration de courriel n'a pas de corps de message.",
  },
  [EmailSendCode.NoEmailRecipientsConfiguration]: {
    en: 'The email configuration gives no recipient: the customer has no contact of the configured types.',
    fr: "La configuration de courriel ne donne aucun destinataire : le client n'a aucun contact des types configurés.",
  },
  [EmailSendCode.MultipleRuleFound]: {
    en: 'Several email configurations match this customer, service and email type: keep only one.',
    fr: "Plusieurs configurations de courriel correspondent à ce client, ce service et ce type de courriel : n'en gardez qu'une.",
  },
  [EmailSendCode.NoRoleConfiguration]: {
    en: 'The email configuration copies a role that nobody holds for this customer (Staff & access).',
    fr: 'La configuration de courriel met en copie un rôle que personne ne tient pour ce client (Personnel et accès).',
  },
};

/** The server's refusals on a report, in the request's language. */
export const REPORT_MESSAGES = {
  downloadNotAllowed: {
    en: 'Your account does not allow downloading this report. Ask your contact to send it to you.',
    fr: "Votre compte ne permet pas de télécharger ce rapport. Demandez à votre contact de vous l'envoyer.",
  },
  notAllowed: {
    en: 'This step is not possible on the report in its current state.',
    fr: "Cette étape n'est pas possible sur le rapport dans son état actuel.",
  },
  commentRequired: {
    en: 'Say what the inspector must correct.',
    fr: "Indiquez ce que l'inspecteur doit corriger.",
  },
  mandatoryMissing: {
    en: 'Answer every mandatory checkpoint before submitting: {checks}.',
    fr: 'Répondez à tous les points de contrôle obligatoires avant de soumettre : {checks}.',
  },
  noProducts: {
    en: 'The booking has no product to inspect.',
    fr: "La réservation n'a aucun produit à inspecter.",
  },
  unknownProduct: {
    en: 'This product is not in the booking.',
    fr: 'Ce produit ne fait pas partie de la réservation.',
  },
  unknownCheck: {
    en: 'This checkpoint is not in the report.',
    fr: 'Ce point de contrôle ne fait pas partie du rapport.',
  },
  tooManyDefects: {
    en: 'A report holds at most {max} defects.',
    fr: 'Un rapport contient au plus {max} défauts.',
  },
  tooManyPhotos: {
    en: 'A report holds at most {max} photos.',
    fr: 'Un rapport contient au plus {max} photos.',
  },
  pdfFailed: {
    en: 'The PDF report of booking {bookingNo} could not be generated: {reason}',
    fr: "Le rapport PDF de la réservation {bookingNo} n'a pas pu être généré : {reason}",
  },
  linkExpired: {
    en: 'This download link has expired. Ask your contact for a new one.',
    fr: 'Ce lien de téléchargement a expiré. Demandez-en un nouveau à votre contact.',
  },
  linkInvalid: {
    en: 'This download link is not valid.',
    fr: "Ce lien de téléchargement n'est pas valide.",
  },
  decisionUnknown: {
    en: "This decision is not one of your active decisions for this report's result.",
    fr: 'Cette décision ne fait pas partie de vos décisions actives pour le résultat de ce rapport.',
  },
  reinspectionNotAllowed: {
    en: 'A decision that releases the shipment cannot ask for a re-inspection.',
    fr: "Une décision qui libère l'expédition ne peut pas demander de nouvelle inspection.",
  },
  reinspectionOf: {
    en: 'Re-inspection of {bookingNo} (customer decision)',
    fr: 'Nouvelle inspection de {bookingNo} (décision du client)',
  },
  certificateNotNeeded: {
    en: 'This booking does not take an inspection certificate: its report must be validated and passed, for a customer that needs certificates.',
    fr: "Cette réservation ne donne pas lieu à un certificat d'inspection : son rapport doit être validé et conforme, pour un client qui demande des certificats.",
  },
} as const satisfies Record<string, Texts>;
