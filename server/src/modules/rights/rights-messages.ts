import type { Lang } from '@portal/domain';
import type { RuleLabels } from '../../lib/rule-validation';

/** Server texts of the rights answers (the browser has its own for the screens). */
const MESSAGES = {
  SelfLockout: {
    en: 'You cannot remove this permission: it is your own last access to the rights administration. Ask another administrator, or grant it to another of your roles first.',
    fr: "Vous ne pouvez pas retirer cette permission : c'est votre dernier accès à l'administration des droits. Demandez à un autre administrateur, ou accordez-la d'abord à un autre de vos rôles.",
  },
  ParentCycle: {
    en: 'A right cannot sit below itself or below one of its own children.',
    fr: "Un droit ne peut pas être placé sous lui-même ni sous l'un de ses enfants.",
  },
  UnknownPermission: {
    en: 'This permission does not exist.',
    fr: "Cette permission n'existe pas.",
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type RightsMessageKey = keyof typeof MESSAGES;

export const rightsMessage = (key: RightsMessageKey, lang: Lang): string => MESSAGES[key][lang];

/** Server texts of the label keys in right.json and role.json. */
export const RIGHTS_RULE_LABELS: RuleLabels = {
  'rights.field.menuName': { en: 'Menu name', fr: 'Nom dans le menu' },
  'rights.field.titleName': { en: 'Title', fr: 'Titre' },
  'rights.field.path': { en: 'Path', fr: 'Chemin' },
  'rights.field.ranking': { en: 'Ranking', fr: 'Rang' },
  'rights.field.rightType': { en: 'Right type', fr: 'Type de droit' },
  'rights.field.glyphicons': { en: 'Icon', fr: 'Icône' },
  'rights.field.roleName': { en: 'Role name', fr: 'Nom du rôle' },
};
