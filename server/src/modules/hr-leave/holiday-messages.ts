import { HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN, type Lang } from '@portal/domain';
import type { RuleLabels } from '../../lib/rule-validation';

/** Server texts of the holiday answers (the browser has its own for the screens). */
const MESSAGES = {
  ScopeRequired: {
    en: 'Choose the country or the office the holiday applies to.',
    fr: "Choisissez le pays ou le bureau auquel s'applique le jour férié.",
  },
  ScopeBoth: {
    en: 'A holiday applies to a whole country or to one office, not both.',
    fr: "Un jour férié s'applique à tout un pays ou à un bureau, pas aux deux.",
  },
  UnknownOffice: {
    en: 'This office does not exist in this entity.',
    fr: "Ce bureau n'existe pas dans cette entité.",
  },
  UnknownCountry: { en: 'This country does not exist.', fr: "Ce pays n'existe pas." },
  InvalidDate: { en: 'Enter a valid date.', fr: 'Saisissez une date valide.' },
  YearRange: {
    en: `Enter a date between ${HOLIDAY_YEAR_MIN} and ${HOLIDAY_YEAR_MAX}.`,
    fr: `Saisissez une date entre ${HOLIDAY_YEAR_MIN} et ${HOLIDAY_YEAR_MAX}.`,
  },
  EndBeforeStart: {
    en: 'The end date cannot be before the start date.',
    fr: 'La date de fin ne peut pas précéder la date de début.',
  },
  AcrossYearEnd: {
    en: 'A holiday ends in the year it starts: enter the days after 31 December as a holiday of the next year.',
    fr: "Un jour férié se termine l'année où il commence : saisissez les jours après le 31 décembre comme un jour férié de l'année suivante.",
  },
  YearRequired: {
    en: 'Say which year to delete this holiday for.',
    fr: 'Indiquez pour quelle année supprimer ce jour férié.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type HolidayMessageKey = keyof typeof MESSAGES;

export const holidayMessage = (key: HolidayMessageKey, lang: Lang): string => MESSAGES[key][lang];

/** Server texts of the label keys in holiday.json. */
export const HOLIDAY_RULE_LABELS: RuleLabels = {
  'hr.holidays.field.name': { en: 'Name', fr: 'Nom' },
  'hr.holidays.field.startDate': { en: 'Start date', fr: 'Date de début' },
  'hr.holidays.field.endDate': { en: 'End date', fr: 'Date de fin' },
};
