import { LeaveStatus, type Lang } from '@portal/domain';
import type { RuleLabels } from '../../lib/rule-validation';

/** Server texts of the leave answers (the browser has its own for the screens). */
const MESSAGES = {
  InvalidDate: { en: 'Enter a valid date.', fr: 'Saisissez une date valide.' },
  EndBeforeStart: {
    en: 'The end date cannot be before the start date.',
    fr: 'La date de fin ne peut pas précéder la date de début.',
  },
  InvalidDayType: {
    en: 'Choose full day, first half or second half.',
    fr: 'Choisissez journée, matin ou après-midi.',
  },
  TooLong: {
    en: 'A leave request cannot span more than a year.',
    fr: 'Une demande de congé ne peut dépasser un an.',
  },
  NoStaff: {
    en: 'No staff record is linked to this account in this entity.',
    fr: "Aucune fiche du personnel n'est liée à ce compte dans cette entité.",
  },
  UnknownStaff: {
    en: 'This staff member does not exist in this entity.',
    fr: "Ce collaborateur n'existe pas dans cette entité.",
  },
  ZeroDays: {
    en: 'These dates hold no working day (only weekends or holidays).',
    fr: 'Ces dates ne comptent aucun jour ouvré (seulement des week-ends ou des jours fériés).',
  },
  Overlap: {
    en: 'These dates overlap another pending or approved request ({start} – {end}).',
    fr: 'Ces dates chevauchent une autre demande en attente ou approuvée ({start} – {end}).',
  },
  Insufficient: {
    en: 'Not enough {type} left for {year}: {remaining} day(s) remaining, this request takes {days}.',
    fr: 'Solde {type} insuffisant pour {year} : {remaining} jour(s) restant(s), cette demande en prend {days}.',
  },
  UnknownType: {
    en: 'This leave type does not exist in this entity.',
    fr: "Ce type de congé n'existe pas dans cette entité.",
  },
  InactiveType: {
    en: 'This leave type is no longer in use.',
    fr: "Ce type de congé n'est plus utilisé.",
  },
  CommentRequired: {
    en: 'Say why the request is rejected.',
    fr: 'Indiquez pourquoi la demande est refusée.',
  },
  CommentTooLong: {
    en: 'The comment is limited to {max} characters.',
    fr: 'Le commentaire est limité à {max} caractères.',
  },
  BadStatus: {
    en: 'Only approve (2) or cancel (4) can be asked here.',
    fr: 'Seules les actions approuver (2) ou annuler (4) sont possibles ici.',
  },
  NotPending: {
    en: 'This request is {status}: only a pending request can be changed, approved or rejected.',
    fr: 'Cette demande est {status} : seule une demande en attente peut être modifiée, approuvée ou refusée.',
  },
  NotCancellable: {
    en: 'This request is {status}: only a pending or approved request can be cancelled.',
    fr: 'Cette demande est {status} : seule une demande en attente ou approuvée peut être annulée.',
  },
  SheetLeave: { en: 'Leave', fr: 'Congés' },
} as const satisfies Record<string, Record<Lang, string>>;

export type LeaveMessageKey = keyof typeof MESSAGES;

export function leaveMessage(
  key: LeaveMessageKey,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

const STATUS_NAMES: Record<LeaveStatus, Record<Lang, string>> = {
  [LeaveStatus.Pending]: { en: 'Pending', fr: 'En attente' },
  [LeaveStatus.Approved]: { en: 'Approved', fr: 'Approuvée' },
  [LeaveStatus.Rejected]: { en: 'Rejected', fr: 'Refusée' },
  [LeaveStatus.Cancelled]: { en: 'Cancelled', fr: 'Annulée' },
};

export const leaveStatusName = (status: number, lang: Lang) =>
  STATUS_NAMES[status as LeaveStatus]?.[lang] ?? String(status);

export const leaveStatusList = (lang: Lang) =>
  Object.entries(STATUS_NAMES).map(([id, names]) => ({ id: Number(id), name: names[lang] }));

const DAY_TYPE_NAMES: Record<number, Record<Lang, string>> = {
  1: { en: 'Full day', fr: 'Journée' },
  2: { en: 'First half', fr: 'Matin' },
  3: { en: 'Second half', fr: 'Après-midi' },
};

export const dayTypeName = (dayType: number, lang: Lang) =>
  DAY_TYPE_NAMES[dayType]?.[lang] ?? String(dayType);

/** 'yyyy-MM-dd' as the portal shows dates (dd/MM/yyyy, spec section 5). */
export const shownDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** Server texts of the label keys in leave-request.json. */
export const LEAVE_RULE_LABELS: RuleLabels = {
  'hr.leave.field.leaveType': { en: 'Leave type', fr: 'Type de congé' },
  'hr.leave.field.startDate': { en: 'Start date', fr: 'Date de début' },
  'hr.leave.field.endDate': { en: 'End date', fr: 'Date de fin' },
  'hr.leave.field.startDayType': { en: 'Start day', fr: 'Premier jour' },
  'hr.leave.field.endDayType': { en: 'End day', fr: 'Dernier jour' },
  'hr.leave.field.reason': { en: 'Reason', fr: 'Motif' },
};
