import type { Lang } from '@portal/domain';
import type { RuleLabels } from '../../lib/rule-validation';

/** Server texts of the registration answers (field messages travel with the 400 or the result). */
const MESSAGES = {
  companyTaken: {
    en: 'A customer with this company name is already registered. Please contact us instead.',
    fr: 'Un client portant ce nom de société est déjà enregistré. Merci de nous contacter.',
  },
  emailTaken: {
    en: 'This email address is already used by an account or a registration.',
    fr: 'Cette adresse e-mail est déjà utilisée par un compte ou une inscription.',
  },
  loginTaken: {
    en: 'This login is already taken. Please choose another one.',
    fr: 'Cet identifiant est déjà pris. Merci d’en choisir un autre.',
  },
  loginPattern: {
    en: 'The login may only contain letters, digits and . _ - @',
    fr: "L'identifiant ne peut contenir que des lettres, des chiffres et . _ - @",
  },
  passwordPolicy: {
    en: 'The password does not meet the password policy.',
    fr: 'Le mot de passe ne respecte pas la politique de mots de passe.',
  },
  confirmMismatch: {
    en: 'The two passwords are not the same.',
    fr: 'Les deux mots de passe ne sont pas identiques.',
  },
  termsRequired: {
    en: 'Please accept the terms and conditions.',
    fr: 'Merci d’accepter les conditions générales.',
  },
  unknownChoice: {
    en: 'This choice does not exist.',
    fr: "Ce choix n'existe pas.",
  },
  reasonRequired: {
    en: 'Please give the reason of the rejection.',
    fr: 'Merci d’indiquer le motif du refus.',
  },
  wrongStatus: {
    en: 'This registration can no longer be decided: it was approved or rejected meanwhile.',
    fr: 'Cette inscription ne peut plus être traitée : elle a été approuvée ou refusée entre-temps.',
  },
  notVerified: {
    en: 'The applicant has not verified the email address yet.',
    fr: "Le demandeur n'a pas encore vérifié son adresse e-mail.",
  },
  conflict: {
    en: 'Someone changed this registration since you opened it. Reload it and decide again.',
    fr: "Quelqu'un a modifié cette inscription depuis son ouverture. Rechargez-la et décidez de nouveau.",
  },
} as const;

export type RegistrationMessageKey = keyof typeof MESSAGES;

export function registrationMessage(key: RegistrationMessageKey, lang: Lang): string {
  return MESSAGES[key][lang];
}

/** Texts of the rule file's label keys (the browser has the same under customerRegistration.field.*). */
export const REGISTRATION_RULE_LABELS: RuleLabels = {
  'customerRegistration.field.companyName': { en: 'Company name', fr: 'Nom de la société' },
  'customerRegistration.field.country': { en: 'Country', fr: 'Pays' },
  'customerRegistration.field.address': { en: 'Address', fr: 'Adresse' },
  'customerRegistration.field.contactName': { en: 'Contact name', fr: 'Nom du contact' },
  'customerRegistration.field.email': { en: 'Email', fr: 'E-mail' },
  'customerRegistration.field.phone': { en: 'Phone', fr: 'Téléphone' },
  'customerRegistration.field.services': { en: 'Services wanted', fr: 'Services souhaités' },
  'customerRegistration.field.loginName': { en: 'Login', fr: 'Identifiant' },
  'customerRegistration.field.password': { en: 'Password', fr: 'Mot de passe' },
  'customerRegistration.field.confirmPassword': {
    en: 'Confirm the password',
    fr: 'Confirmez le mot de passe',
  },
};
