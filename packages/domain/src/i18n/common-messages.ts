/**
 * Messages shared by the browser and the server (result codes and policy texts). The server serves them
 * through GET /api/User/TranslateFile/{lang}; the shell bundles them too so sign-in works offline-first.
 */
export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];
export const DEFAULT_LANG: Lang = 'en';

export function toLang(value: string | null | undefined): Lang {
  return value?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

const en = {
  'result.login.1': 'Signed in.',
  'result.login.2': 'Please enter your login.',
  'result.login.4': 'Please enter your password.',
  'result.login.5': 'The login or the password is not correct.',
  'result.login.6': 'This account is disabled. Please contact your administrator.',
  'result.login.7': 'Sign-in failed. Please try again.',
  'result.login.8': 'Too many failed attempts: this account is blocked for {minutes} minutes.',
  'result.password.1': 'Your password has been changed.',
  'result.password.2': 'The password could not be saved. Please try again.',
  'result.password.3': 'The current password is not correct.',
  'result.password.4': 'The new password does not meet the password policy.',
  'result.password.5': 'The new password must differ from your last {count} passwords.',
  'password.policy.tooShort': 'At least {min} characters',
  'password.policy.needsUpper': 'An upper-case letter',
  'password.policy.needsLower': 'A lower-case letter',
  'password.policy.needsDigit': 'A digit',
  'password.policy.needsSymbol': 'A symbol such as # or !',
  'password.policy.containsLogin': 'Not your login name',
  'password.confirmMismatch': 'The two new passwords do not match.',
  'validation.required': 'This field is required.',
  'validation.title': 'Validation error',
  'validation.fieldRequired': '{field} is required.',
  'validation.newOption': '{field}: please choose one of the existing options.',
  'validation.recordFieldRequired': '{field}, line {row}: {subField} is required.',
  'validation.email': '{field} is not a valid email address.',
  'validation.date': '{field} must be a complete date (dd/MM/yyyy).',
  'validation.number': '{field} must be a number.',
  'validation.lessOrEqual': '{field} must be less than or equal to {other}.',
  'validation.greatOrEqual': '{field} must be greater than or equal to {other}.',
  'validation.pattern.name': '{field} may only contain letters, digits, spaces, underscores and hyphens.',
  'validation.pattern.nameWithPunctuation':
    '{field} may only contain letters, digits, spaces, underscores, hyphens, parentheses, commas and periods.',
  'validation.pattern.code': '{field} may only contain letters, digits, underscores and hyphens.',
  'validation.pattern.noChinese': '{field} must not contain Chinese characters.',
  'validation.maxLength': '{field} must be at most {max} characters long.',
  'validation.invalid': '{field} is not valid.',
  'validation.rulesUnavailable': 'The form rules could not be loaded. Please reload the page.',
  'http.401': 'Please sign in.',
  'http.403': 'You do not have access to this.',
  'http.entityForbidden': 'You do not have access to this entity.',
  'http.originRefused':
    "This site may not use the Quality Portal: its address is not on the portal's list of allowed origins.",
  'http.validation': 'Some fields are not valid.',
  'http.notFound': 'Not found.',
  'http.tooManyRequests': 'Too many requests. Please wait a moment.',
  'http.badRequest': 'The request could not be read.',
  'http.payloadTooLarge': 'The request is too large.',
  'http.unsupportedMediaType': 'This type of content is not accepted here.',
  'http.serverError': 'Something went wrong on the server.',
} as const;

export type CommonMessageKey = keyof typeof en;

const fr: Record<CommonMessageKey, string> = {
  'result.login.1': 'Connexion réussie.',
  'result.login.2': 'Veuillez saisir votre identifiant.',
  'result.login.4': 'Veuillez saisir votre mot de passe.',
  'result.login.5': "L'identifiant ou le mot de passe est incorrect.",
  'result.login.6': 'Ce compte est désactivé. Veuillez contacter votre administrateur.',
  'result.login.7': 'La connexion a échoué. Veuillez réessayer.',
  'result.login.8': 'Trop de tentatives échouées : ce compte est bloqué pendant {minutes} minutes.',
  'result.password.1': 'Votre mot de passe a été modifié.',
  'result.password.2': "Le mot de passe n'a pas pu être enregistré. Veuillez réessayer.",
  'result.password.3': "Le mot de passe actuel n'est pas correct.",
  'result.password.4': 'Le nouveau mot de passe ne respecte pas la politique de mots de passe.',
  'result.password.5': 'Le nouveau mot de passe doit différer de vos {count} derniers mots de passe.',
  'password.policy.tooShort': 'Au moins {min} caractères',
  'password.policy.needsUpper': 'Une lettre majuscule',
  'password.policy.needsLower': 'Une lettre minuscule',
  'password.policy.needsDigit': 'Un chiffre',
  'password.policy.needsSymbol': 'Un symbole comme # ou !',
  'password.policy.containsLogin': 'Pas votre identifiant',
  'password.confirmMismatch': 'Les deux nouveaux mots de passe ne correspondent pas.',
  'validation.required': 'Ce champ est obligatoire.',
  'validation.title': 'Erreur de validation',
  'validation.fieldRequired': '{field} est obligatoire.',
  'validation.newOption': '{field} : veuillez choisir une des options existantes.',
  'validation.recordFieldRequired': '{field}, ligne {row} : {subField} est obligatoire.',
  'validation.email': "{field} n'est pas une adresse e-mail valide.",
  'validation.date': '{field} doit être une date complète (jj/MM/aaaa).',
  'validation.number': '{field} doit être un nombre.',
  'validation.lessOrEqual': '{field} doit être inférieur ou égal à {other}.',
  'validation.greatOrEqual': '{field} doit être supérieur ou égal à {other}.',
  'validation.pattern.name':
    '{field} ne peut contenir que des lettres, des chiffres, des espaces, des tirets bas et des traits d’union.',
  'validation.pattern.nameWithPunctuation':
    '{field} ne peut contenir que des lettres, des chiffres, des espaces, des tirets bas, des traits d’union, des parenthèses, des virgules et des points.',
  'validation.pattern.code':
    '{field} ne peut contenir que des lettres, des chiffres, des tirets bas et des traits d’union.',
  'validation.pattern.noChinese': '{field} ne doit pas contenir de caractères chinois.',
  'validation.maxLength': '{field} doit comporter au plus {max} caractères.',
  'validation.invalid': "{field} n'est pas valide.",
  'validation.rulesUnavailable':
    "Les règles du formulaire n'ont pas pu être chargées. Veuillez recharger la page.",
  'http.401': 'Veuillez vous connecter.',
  'http.403': "Vous n'avez pas accès à cette ressource.",
  'http.entityForbidden': "Vous n'avez pas accès à cette entité.",
  'http.originRefused':
    "Ce site ne peut pas utiliser le Quality Portal : son adresse n'est pas dans la liste des origines autorisées du portail.",
  'http.validation': 'Certains champs ne sont pas valides.',
  'http.notFound': 'Introuvable.',
  'http.tooManyRequests': 'Trop de requêtes. Veuillez patienter un instant.',
  'http.badRequest': "La requête n'a pas pu être lue.",
  'http.payloadTooLarge': 'La requête est trop volumineuse.',
  'http.unsupportedMediaType': "Ce type de contenu n'est pas accepté ici.",
  'http.serverError': 'Une erreur est survenue sur le serveur.',
};

export const COMMON_MESSAGES: Record<Lang, Record<CommonMessageKey, string>> = { en, fr };

/** Fills {name} placeholders; enough for the server's plain messages (the browser uses react-intl). */
export function formatCommonMessage(
  lang: Lang,
  key: CommonMessageKey,
  values: Record<string, string | number> = {},
): string {
  return COMMON_MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? `{${name}}`),
  );
}
