import { MAX_UPLOAD_BYTES, UserType, type Lang } from '@portal/domain';
import type { RuleLabels } from '../../lib/rule-validation';

/** Server texts of the account, reset and profile answers (the browser has its own for result codes). */
const MESSAGES = {
  loginPattern: {
    en: 'The login may only contain letters, digits and . _ - @',
    fr: "L'identifiant ne peut contenir que des lettres, des chiffres et . _ - @",
  },
  loginTaken: {
    en: 'Another account already uses this login.',
    fr: 'Un autre compte utilise déjà cet identifiant.',
  },
  emailTaken: {
    en: 'Another account already uses this email address.',
    fr: 'Un autre compte utilise déjà cette adresse e-mail.',
  },
  unknownChoice: {
    en: 'This choice does not exist.',
    fr: "Ce choix n'existe pas.",
  },
  roleNotGrantable: {
    en: 'You cannot give a role that holds rights you do not hold yourself.',
    fr: "Vous ne pouvez pas attribuer un rôle qui donne des droits que vous n'avez pas vous-même.",
  },
  entityNotYours: {
    en: 'You can only give access to entities you work in yourself.',
    fr: 'Vous ne pouvez donner accès qu’aux entités dans lesquelles vous travaillez vous-même.',
  },
  entityMustIncludeCurrent: {
    en: 'The account must keep access to the entity you are working in.',
    fr: "Le compte doit garder l'accès à l'entité dans laquelle vous travaillez.",
  },
  linkRequired: {
    en: 'An account of this type must be linked to its record.',
    fr: 'Un compte de ce type doit être rattaché à sa fiche.',
  },
  linkUnknown: {
    en: 'This record does not exist in this entity.',
    fr: "Cette fiche n'existe pas dans cette entité.",
  },
  linkWrongType: {
    en: 'This link does not match the user type.',
    fr: "Ce rattachement ne correspond pas au type d'utilisateur.",
  },
  factoryOfOtherSupplier: {
    en: 'This factory belongs to another supplier.',
    fr: 'Cette usine appartient à un autre fournisseur.',
  },
  staffHasAccount: {
    en: 'This staff member already has an account.',
    fr: 'Ce collaborateur a déjà un compte.',
  },
  ownAccountLocked: {
    en: 'You cannot change this on your own account.',
    fr: 'Vous ne pouvez pas modifier ceci sur votre propre compte.',
  },
  ownAccountDelete: {
    en: 'You cannot delete your own account.',
    fr: 'Vous ne pouvez pas supprimer votre propre compte.',
  },
  accountInactive: {
    en: 'This account is disabled: no link is sent.',
    fr: "Ce compte est désactivé : aucun lien n'est envoyé.",
  },
  idRequired: {
    en: 'Updating an account needs its id and version.',
    fr: "La mise à jour d'un compte nécessite son identifiant et sa version.",
  },
  idNotAllowed: {
    en: 'Creating an account must not send an id (use PUT to update).',
    fr: 'La création d’un compte ne doit pas envoyer d’identifiant (utilisez PUT pour modifier).',
  },
  emailNeedsPassword: {
    en: 'Enter your current password to change your email address.',
    fr: 'Saisissez votre mot de passe actuel pour changer votre adresse e-mail.',
  },
  currentPasswordWrong: {
    en: 'The current password is not correct.',
    fr: "Le mot de passe actuel n'est pas correct.",
  },
  fileSizeExceed: {
    en: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and was not stored.`,
    fr: `Le fichier dépasse ${MAX_UPLOAD_BYTES / 1024 / 1024} Mo et n'a pas été enregistré.`,
  },
  photoType: {
    en: 'A photo must be a JPEG, PNG, GIF or WebP image.',
    fr: 'Une photo doit être une image JPEG, PNG, GIF ou WebP.',
  },
  noFile: { en: 'No file was sent.', fr: "Aucun fichier n'a été envoyé." },
  noStorage: {
    en: 'File storage is not configured on this server.',
    fr: "Le stockage des fichiers n'est pas configuré sur ce serveur.",
  },
  sheetAccounts: { en: 'User accounts', fr: 'Comptes utilisateurs' },
  active: { en: 'Active', fr: 'Actif' },
  inactive: { en: 'Disabled', fr: 'Désactivé' },
} as const satisfies Record<string, Record<Lang, string>>;

export type AccountMessageKey = keyof typeof MESSAGES;

export function accountMessage(key: AccountMessageKey, lang: Lang): string {
  return MESSAGES[key][lang];
}

const USER_TYPE_NAMES: Record<UserType, Record<Lang, string>> = {
  [UserType.InternalUser]: { en: 'Internal user', fr: 'Utilisateur interne' },
  [UserType.Customer]: { en: 'Customer', fr: 'Client' },
  [UserType.Supplier]: { en: 'Supplier', fr: 'Fournisseur' },
  [UserType.Factory]: { en: 'Factory', fr: 'Usine' },
  [UserType.OutSource]: { en: 'Outsource', fr: 'Sous-traitant' },
};

export const userTypeName = (userType: number, lang: Lang) =>
  USER_TYPE_NAMES[userType as UserType]?.[lang] ?? String(userType);

/** Server texts of the label keys in user-account.json and user-profile.json. */
export const ACCOUNT_RULE_LABELS: RuleLabels = {
  'hr.account.field.loginName': { en: 'Login', fr: 'Identifiant' },
  'hr.account.field.fullName': { en: 'Full name', fr: 'Nom complet' },
  'hr.account.field.email': { en: 'Email', fr: 'E-mail' },
  'hr.account.field.phoneNumber': { en: 'Phone', fr: 'Téléphone' },
  'hr.account.field.userType': { en: 'User type', fr: "Type d'utilisateur" },
  'hr.account.field.entities': { en: 'Entities', fr: 'Entités' },
  'hr.account.field.roles': { en: 'Roles', fr: 'Rôles' },
  'forgotPassword.email': { en: 'Email', fr: 'E-mail' },
  'profile.field.fullName': { en: 'Full name', fr: 'Nom complet' },
  'profile.field.email': { en: 'Email', fr: 'E-mail' },
  'profile.field.phoneNumber': { en: 'Phone', fr: 'Téléphone' },
};
