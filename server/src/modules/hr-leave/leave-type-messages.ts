import { LEAVE_DAYS_MAX, type Lang } from '@portal/domain';
import type { RuleLabels } from '../../lib/rule-validation';

/** Server texts of the leave type and allocation answers. */
const MESSAGES = {
  DaysRange: {
    en: `Enter a number of days from 0 to ${LEAVE_DAYS_MAX}, in whole or half days.`,
    fr: `Saisissez un nombre de jours de 0 à ${LEAVE_DAYS_MAX}, en jours entiers ou demi-journées.`,
  },
  CodeTaken: {
    en: 'Another leave type of this entity already has this code.',
    fr: 'Un autre type de congé de cette entité a déjà ce code.',
  },
  NameTaken: {
    en: 'Another leave type of this entity already has this name.',
    fr: 'Un autre type de congé de cette entité a déjà ce nom.',
  },
  UnknownStaff: {
    en: 'This staff member does not exist in this entity.',
    fr: "Ce collaborateur n'existe pas dans cette entité.",
  },
  UnknownType: {
    en: 'This leave type does not exist in this entity.',
    fr: "Ce type de congé n'existe pas dans cette entité.",
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type LeaveTypeMessageKey = keyof typeof MESSAGES;

export const leaveTypeMessage = (key: LeaveTypeMessageKey, lang: Lang): string => MESSAGES[key][lang];

/** 0 to 366 in steps of a half day (what the numeric(6,1) columns and the balances expect). */
export const isLeaveDays = (value: number) =>
  Number.isFinite(value) && value >= 0 && value <= LEAVE_DAYS_MAX && Number.isInteger(value * 2);

/** Server texts of the label keys in leave-type.json. */
export const LEAVE_TYPE_RULE_LABELS: RuleLabels = {
  'hr.leaveTypes.field.name': { en: 'Name', fr: 'Nom' },
  'hr.leaveTypes.field.code': { en: 'Code', fr: 'Code' },
  'hr.leaveTypes.field.yearlyDays': { en: 'Days per year', fr: 'Jours par an' },
};
