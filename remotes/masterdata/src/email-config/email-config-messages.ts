import {
  EMAIL_CONFIG_PREFIX,
  EMAIL_CONFIG_TEXTS,
  EMAIL_PLACEHOLDER_TEXTS,
  prefixedMessages,
} from '@portal/domain';

/**
 * The email configuration screens' texts (keys below 'masterdata.emailConfig.'): field labels, list values
 * and the placeholders' meanings come from the domain, where the server reads the same words.
 */
const en = {
  'masterdata.emailConfig.summary.title': 'Email configuration',
  'masterdata.emailConfig.edit.title': 'Email rule',
  'masterdata.emailConfig.new.title': 'New email rule',
  'masterdata.emailConfig.filter.customers': 'Customers',
  'masterdata.emailConfig.filter.serviceTypes': 'Service types',
  'masterdata.emailConfig.filter.emailTypes': 'Email types',
  'masterdata.emailConfig.hint.customer':
    'Empty: any customer. A customer’s own rule wins over an any-customer rule.',
  'masterdata.emailConfig.hint.serviceType': 'Empty: any service type.',
  'masterdata.emailConfig.hint.recipientContactTypes':
    'The customer’s active contacts of these types, with an email address, receive the mail.',
  'masterdata.emailConfig.hint.ccRoles':
    'The customer’s staff in these roles (Staff & access) are copied in.',
  'masterdata.emailConfig.hint.ccAddresses': 'Further copies: addresses separated by commas.',
  'masterdata.emailConfig.placeholders.title': 'Placeholders for the subject and body',
  'masterdata.emailConfig.placeholders.intro':
    'Type a placeholder in braces; it is replaced when the mail is written. Unknown ones stay as typed.',
  'masterdata.emailConfig.value.yes': 'Yes',
  'masterdata.emailConfig.value.no': 'No',
  'masterdata.emailConfig.customerNotFound': 'This customer is not one of the entity’s customers.',
};

const fr: Record<keyof typeof en, string> = {
  'masterdata.emailConfig.summary.title': 'Configuration des courriels',
  'masterdata.emailConfig.edit.title': 'Règle de courriel',
  'masterdata.emailConfig.new.title': 'Nouvelle règle de courriel',
  'masterdata.emailConfig.filter.customers': 'Clients',
  'masterdata.emailConfig.filter.serviceTypes': 'Types de prestation',
  'masterdata.emailConfig.filter.emailTypes': 'Types de courriel',
  'masterdata.emailConfig.hint.customer':
    'Vide : tout client. La règle propre à un client l’emporte sur une règle pour tout client.',
  'masterdata.emailConfig.hint.serviceType': 'Vide : tout type de prestation.',
  'masterdata.emailConfig.hint.recipientContactTypes':
    'Les contacts actifs du client de ces types, ayant une adresse électronique, reçoivent le courriel.',
  'masterdata.emailConfig.hint.ccRoles':
    'L’équipe du client dans ces rôles (Équipe et accès) est mise en copie.',
  'masterdata.emailConfig.hint.ccAddresses': 'Autres copies : adresses séparées par des virgules.',
  'masterdata.emailConfig.placeholders.title': 'Champs de fusion de l’objet et du corps',
  'masterdata.emailConfig.placeholders.intro':
    'Tapez un champ entre accolades ; il est remplacé à l’écriture du courriel. Un champ inconnu reste tel quel.',
  'masterdata.emailConfig.value.yes': 'Oui',
  'masterdata.emailConfig.value.no': 'Non',
  'masterdata.emailConfig.customerNotFound': 'Ce client ne fait pas partie des clients de l’entité.',
};

const placeholders = (lang: 'en' | 'fr') =>
  Object.fromEntries(
    Object.entries(EMAIL_PLACEHOLDER_TEXTS).map(([name, texts]) => [
      `${EMAIL_CONFIG_PREFIX}placeholder.${name}`,
      texts[lang],
    ]),
  );

export const EMAIL_CONFIG_MESSAGES = {
  en: { ...prefixedMessages(EMAIL_CONFIG_PREFIX, EMAIL_CONFIG_TEXTS, 'en'), ...placeholders('en'), ...en },
  fr: { ...prefixedMessages(EMAIL_CONFIG_PREFIX, EMAIL_CONFIG_TEXTS, 'fr'), ...placeholders('fr'), ...fr },
};
