import { CONFLICT_MESSAGE_KEY, type Lang } from '@portal/domain';

/** Server-side texts of the kit's answers; the browser shows its own translation of the same key. */
const MESSAGES: Record<string, Record<Lang, string>> = {
  [CONFLICT_MESSAGE_KEY]: {
    en: 'Someone else saved this record after you opened it. Your changes were not saved.',
    fr: "Quelqu'un d'autre a enregistré cette fiche après son ouverture. Vos modifications n'ont pas été enregistrées.",
  },
};

export function kitMessage(key: string, lang: Lang): string {
  return MESSAGES[key]?.[lang] ?? key;
}
