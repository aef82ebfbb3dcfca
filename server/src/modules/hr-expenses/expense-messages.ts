import { ExpenseStatus, MAX_UPLOAD_BYTES, type Lang } from '@portal/domain';
import type { RuleLabels } from '../../lib/rule-validation';

/** Server texts of the expense answers (the browser has its own for the screens). */
const MESSAGES = {
  NoStaff: {
    en: 'No staff record is linked to this account in this entity, so it cannot claim expenses.',
    fr: "Aucune fiche du personnel n'est liée à ce compte dans cette entité : il ne peut pas déclarer de frais.",
  },
  NoLines: {
    en: 'A claim needs at least one expense line.',
    fr: 'Une note de frais doit contenir au moins une ligne de dépense.',
  },
  TooManyLines: {
    en: 'A claim holds at most {max} lines.',
    fr: 'Une note de frais contient au plus {max} lignes.',
  },
  BadDate: { en: 'Enter a valid date.', fr: 'Saisissez une date valide.' },
  FutureDate: {
    en: 'An expense cannot be dated after today.',
    fr: 'Une dépense ne peut pas être datée après aujourd’hui.',
  },
  OldDate: {
    en: 'An expense cannot be dated before {date}.',
    fr: 'Une dépense ne peut pas être datée avant le {date}.',
  },
  UnknownType: {
    en: 'This expense type does not exist in this entity.',
    fr: "Ce type de dépense n'existe pas dans cette entité.",
  },
  InactiveType: {
    en: 'This expense type is no longer in use.',
    fr: "Ce type de dépense n'est plus utilisé.",
  },
  BadAmount: {
    en: 'Enter an amount greater than zero, with at most two decimals.',
    fr: 'Saisissez un montant supérieur à zéro, avec au plus deux décimales.',
  },
  AmountTooLarge: {
    en: 'An amount cannot exceed {max}.',
    fr: 'Un montant ne peut pas dépasser {max}.',
  },
  BadCurrency: {
    en: 'Choose one of the listed currencies.',
    fr: 'Choisissez une des devises proposées.',
  },
  DescriptionTooLong: {
    en: 'The description is limited to {max} characters.',
    fr: 'La description est limitée à {max} caractères.',
  },
  CommentRequired: {
    en: 'Say why the claim is rejected.',
    fr: 'Indiquez pourquoi la note de frais est refusée.',
  },
  CommentTooLong: {
    en: 'The comment is limited to {max} characters.',
    fr: 'Le commentaire est limité à {max} caractères.',
  },
  NotPending: {
    en: 'This claim is {status}: only a pending claim can be changed or cancelled.',
    fr: 'Cette note de frais est {status} : seule une note en attente peut être modifiée ou annulée.',
  },
  WrongState: {
    en: 'This claim is {status}: it cannot be {step} now.',
    fr: 'Cette note de frais est {status} : elle ne peut pas être {step} maintenant.',
  },
  OwnClaim: {
    en: 'Nobody takes a step on their own expense claim.',
    fr: 'Personne ne peut traiter sa propre note de frais.',
  },
  NotYourStep: {
    en: 'This claim waits for {who}: you cannot take this step.',
    fr: 'Cette note de frais attend {who} : vous ne pouvez pas effectuer cette étape.',
  },
  NotClaimant: {
    en: 'Only the claimant changes, cancels or adds receipts to a claim.',
    fr: 'Seul le demandeur modifie, annule ou complète de justificatifs une note de frais.',
  },
  NoOneElse: { en: 'nobody else', fr: 'personne d’autre' },
  TooManyReceipts: {
    en: 'A claim holds at most {max} receipts.',
    fr: 'Une note de frais contient au plus {max} justificatifs.',
  },
  ReceiptType: {
    en: 'A receipt must be an image (JPEG, PNG, GIF, WebP) or a PDF file.',
    fr: 'Un justificatif doit être une image (JPEG, PNG, GIF, WebP) ou un fichier PDF.',
  },
  FileSizeExceed: {
    en: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and was not stored.`,
    fr: `Le fichier dépasse ${MAX_UPLOAD_BYTES / 1024 / 1024} Mo et n'a pas été enregistré.`,
  },
  NoFile: { en: 'No file was sent.', fr: "Aucun fichier n'a été envoyé." },
  NoStorage: {
    en: 'File storage is not configured on this server.',
    fr: "Le stockage des fichiers n'est pas configuré sur ce serveur.",
  },
  SheetExpenses: { en: 'Expense claims', fr: 'Notes de frais' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ExpenseMessageKey = keyof typeof MESSAGES;

export function expenseMessage(
  key: ExpenseMessageKey,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

const STATUS_NAMES: Record<ExpenseStatus, Record<Lang, string>> = {
  [ExpenseStatus.Pending]: { en: 'Pending', fr: 'En attente' },
  [ExpenseStatus.Checked]: { en: 'Checked', fr: 'Vérifiée' },
  [ExpenseStatus.Approved]: { en: 'Approved', fr: 'Approuvée' },
  [ExpenseStatus.Paid]: { en: 'Paid', fr: 'Payée' },
  [ExpenseStatus.Rejected]: { en: 'Rejected', fr: 'Refusée' },
  [ExpenseStatus.Cancelled]: { en: 'Cancelled', fr: 'Annulée' },
};

export const expenseStatusName = (status: number, lang: Lang) =>
  STATUS_NAMES[status as ExpenseStatus]?.[lang] ?? String(status);

/** "checked", "approved"... as the wrong-state message says it. */
const STEP_DONE: Record<string, Record<Lang, string>> = {
  check: { en: 'checked', fr: 'vérifiée' },
  approve: { en: 'approved', fr: 'approuvée' },
  pay: { en: 'paid', fr: 'payée' },
  reject: { en: 'rejected', fr: 'refusée' },
  cancel: { en: 'cancelled', fr: 'annulée' },
};

export const stepDoneName = (step: string, lang: Lang) => STEP_DONE[step]?.[lang] ?? step;

/** 'yyyy-MM-dd' as the portal shows dates (dd/MM/yyyy). */
export const shownDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** Server texts of the label keys of EXPENSE_CLAIM_RULES. */
export const EXPENSE_RULE_LABELS: RuleLabels = {
  'hr.expense.field.title': { en: 'Title', fr: 'Objet' },
  'hr.expense.field.lines': { en: 'Expense lines', fr: 'Lignes de dépense' },
  'hr.expense.field.expenseDate': { en: 'Date', fr: 'Date' },
  'hr.expense.field.expenseType': { en: 'Type', fr: 'Type' },
  'hr.expense.field.amount': { en: 'Amount', fr: 'Montant' },
  'hr.expense.field.currency': { en: 'Currency', fr: 'Devise' },
};
