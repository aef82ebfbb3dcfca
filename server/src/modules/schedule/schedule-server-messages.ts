import type { Lang } from '@portal/domain';
import type { RuleLabels } from '../../lib/rule-validation';

/**
 * Server texts of the calendar, block, occupancy and dashboard answers (the screens have their own).
 * Placeholders: {max} a number of days, {qc} a QC's name, {days} the refused days with their bookings,
 * {zone} a time zone.
 */
const MESSAGES = {
  MonthInvalid: { en: 'Enter a month as yyyy-MM.', fr: 'Saisissez un mois au format aaaa-MM.' },
  DateInvalid: { en: 'Enter a valid date.', fr: 'Saisissez une date valide.' },
  RangeOrder: {
    en: 'The last day cannot be before the first.',
    fr: 'Le dernier jour ne peut pas précéder le premier.',
  },
  RangeTooLong: {
    en: 'Choose at most {max} days.',
    fr: 'Choisissez au plus {max} jours.',
  },
  NotQc: {
    en: 'This staff is not an inspector of this entity.',
    fr: 'Ce membre du personnel n’est pas un inspecteur de cette entité.',
  },
  BlockAllocated: {
    en: '{qc} cannot be blocked: allocated on {days}. Move those allocations first; nothing was blocked.',
    fr: '{qc} ne peut pas être bloqué(e) : affecté(e) le {days}. Déplacez d’abord ces affectations ; rien n’a été bloqué.',
  },
  TimeZoneUnknown: { en: 'Unknown time zone: {zone}.', fr: 'Fuseau horaire inconnu : {zone}.' },
  FinishDayNotBegun: {
    en: 'This inspection day has not begun yet.',
    fr: 'Ce jour d’inspection n’a pas encore commencé.',
  },
  FinishInFuture: {
    en: 'The finish time cannot be in the future.',
    fr: 'L’heure de fin ne peut pas être dans le futur.',
  },
  FinishBeforeDay: {
    en: 'The finish time cannot be before the inspection day.',
    fr: 'L’heure de fin ne peut pas précéder le jour d’inspection.',
  },
  FinishTimeInvalid: {
    en: 'Enter the finish time as an ISO 8601 date and time.',
    fr: 'Saisissez l’heure de fin comme une date et une heure ISO 8601.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type ScheduleMessageKey = keyof typeof MESSAGES;

export function scheduleMessage(
  key: ScheduleMessageKey,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** Texts of the labels of packages/domain/validator/qc-block.json. */
export const QC_BLOCK_RULE_LABELS: RuleLabels = {
  'inspection.schedule.qcBlock.field.staff': { en: 'QC', fr: 'QC' },
  'inspection.schedule.qcBlock.field.dateFrom': { en: 'From', fr: 'Du' },
  'inspection.schedule.qcBlock.field.dateTo': { en: 'To', fr: 'Au' },
  'inspection.schedule.qcBlock.field.reason': { en: 'Reason', fr: 'Motif' },
};

/** The occupancy sheet's texts. */
export const OCCUPANCY_SHEET = {
  office: { en: 'Office', fr: 'Bureau' },
  qc: { en: 'QC', fr: 'QC' },
  total: { en: 'Total', fr: 'Total' },
  /** Sheet names: at most 31 characters. */
  sheetByOffice: { en: 'Inspection occupancy', fr: 'Occupation inspections' },
  sheetByQc: { en: 'Man-day summary', fr: 'Synthèse jours-homme' },
  /** After a cell whose allocated man-days pass the available ones. */
  overloaded: { en: 'overloaded', fr: 'surchargé' },
  /** Above the day columns: what each cell holds. */
  cellMeaning: { en: 'allocated / available', fr: 'affecté / disponible' },
} as const satisfies Record<string, Record<Lang, string>>;

/** 'yyyy-MM-dd' as the portal shows dates (dd/MM/yyyy). */
export const displayDay = (isoDate: string): string =>
  `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
