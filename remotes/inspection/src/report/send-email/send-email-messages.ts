/** The send-email screen's texts. */
const en = {
  'inspection.reportScreens.sendEmail.title': 'Send the report',
  'inspection.reportScreens.sendEmail.heading': 'Send the report of booking {number}',
  'inspection.reportScreens.sendEmail.openReport': 'Open the report',
  'inspection.reportScreens.sendEmail.loading': 'Preparing the email…',
  'inspection.reportScreens.sendEmail.failed': 'The email could not be prepared.',
  'inspection.reportScreens.sendEmail.retry': 'Retry',
  'inspection.reportScreens.sendEmail.blocked':
    'The email cannot be sent until its configuration is corrected.',
  'inspection.reportScreens.sendEmail.openConfiguration': 'Open the email configuration',
  'inspection.reportScreens.sendEmail.to': 'To',
  'inspection.reportScreens.sendEmail.cc': 'Cc',
  'inspection.reportScreens.sendEmail.subject': 'Subject',
  'inspection.reportScreens.sendEmail.body': 'Body',
  'inspection.reportScreens.sendEmail.attachment': 'Report',
  'inspection.reportScreens.sendEmail.attachmentHint': '(sent as a download link)',
  'inspection.reportScreens.sendEmail.none': 'None',
  'inspection.reportScreens.sendEmail.note': 'Note above the message (optional)',
  'inspection.reportScreens.sendEmail.send': 'Send',
  'inspection.reportScreens.sendEmail.sending': 'Sending…',
  'inspection.reportScreens.sendEmail.sendFailed': 'The email could not be sent. Try again.',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.reportScreens.sendEmail.title': 'Envoyer le rapport',
  'inspection.reportScreens.sendEmail.heading': 'Envoyer le rapport de la réservation {number}',
  'inspection.reportScreens.sendEmail.openReport': 'Ouvrir le rapport',
  'inspection.reportScreens.sendEmail.loading': 'Préparation du courriel…',
  'inspection.reportScreens.sendEmail.failed': "Le courriel n'a pas pu être préparé.",
  'inspection.reportScreens.sendEmail.retry': 'Réessayer',
  'inspection.reportScreens.sendEmail.blocked':
    "Le courriel ne peut pas être envoyé tant que sa configuration n'est pas corrigée.",
  'inspection.reportScreens.sendEmail.openConfiguration': 'Ouvrir la configuration des courriels',
  'inspection.reportScreens.sendEmail.to': 'À',
  'inspection.reportScreens.sendEmail.cc': 'Cc',
  'inspection.reportScreens.sendEmail.subject': 'Objet',
  'inspection.reportScreens.sendEmail.body': 'Message',
  'inspection.reportScreens.sendEmail.attachment': 'Rapport',
  'inspection.reportScreens.sendEmail.attachmentHint': '(envoyé sous forme de lien de téléchargement)',
  'inspection.reportScreens.sendEmail.none': 'Aucun',
  'inspection.reportScreens.sendEmail.note': 'Note au-dessus du message (facultative)',
  'inspection.reportScreens.sendEmail.send': 'Envoyer',
  'inspection.reportScreens.sendEmail.sending': 'Envoi…',
  'inspection.reportScreens.sendEmail.sendFailed': "Le courriel n'a pas pu être envoyé. Réessayez.",
};

export const SEND_EMAIL_MESSAGES = { en, fr };
