import type { IntlShape } from 'react-intl';
import {
  ExpenseStatus,
  formatDate,
  type ExpenseDetail,
  type ExpenseSave,
  type ExpenseTotal,
  type ExpenseTypeOption,
} from '@portal/domain';
import type { SelectOption } from '@portal/ui';
import { isoDateToLocal, localToIsoDate } from '../shared/forms/form-values';

/** One line of the form: what ExpenseLineSave holds, with '' for empty text (inputs need strings). */
export interface ExpenseLineValues {
  expenseDate: string | null;
  expenseTypeId: number | null;
  description: string;
  /** As typed: decimal text, never a float. */
  amount: string;
  currency: string | null;
}

export interface ExpenseValues {
  title: string;
  lines: ExpenseLineValues[];
}

/** Today as 'yyyy-MM-dd' in the user's own calendar. */
export const todayIso = (now = new Date()) => localToIsoDate(now)!;

/** A new line: the previous line's date and currency carry over, since claims are mostly one trip. */
export const newLine = (
  currency: string | null,
  expenseDate: string | null = todayIso(),
): ExpenseLineValues => ({
  expenseDate,
  expenseTypeId: null,
  description: '',
  amount: '',
  currency,
});

export const emptyExpenseValues = (currency: string | null): ExpenseValues => ({
  title: '',
  lines: [newLine(currency)],
});

export function expenseToValues(record: ExpenseDetail): ExpenseValues {
  return {
    title: record.title,
    lines: record.lines.map((line) => ({
      expenseDate: line.expenseDate,
      expenseTypeId: line.expenseTypeId,
      description: line.description ?? '',
      amount: line.amount,
      currency: line.currency,
    })),
  };
}

export function expenseToBody(values: ExpenseValues): ExpenseSave {
  return {
    id: 0,
    version: 0,
    title: values.title.trim(),
    lines: values.lines.map((line) => ({
      expenseDate: line.expenseDate ?? '',
      expenseTypeId: line.expenseTypeId ?? 0,
      description: line.description.trim() || null,
      amount: line.amount.trim(),
      currency: line.currency ?? '',
    })),
  };
}

const numbers = (values: object) =>
  Object.values(values).filter((value): value is number => typeof value === 'number');

/** Statuses in the order a claim goes through them. */
const STATUS_ORDER = [
  ExpenseStatus.Pending,
  ExpenseStatus.Checked,
  ExpenseStatus.Approved,
  ExpenseStatus.Paid,
  ExpenseStatus.Rejected,
  ExpenseStatus.Cancelled,
];

export const expenseStatusOptions = (intl: IntlShape): SelectOption<number>[] =>
  STATUS_ORDER.filter((value) => numbers(ExpenseStatus).includes(value)).map((value) => ({
    value,
    label: intl.formatMessage({ id: `hr.expense.status.${value}` }),
  }));

export const STATUS_TONES: Record<number, string> = {
  [ExpenseStatus.Pending]: 'bg-amber-100 text-amber-900',
  [ExpenseStatus.Checked]: 'bg-sky-100 text-sky-900',
  [ExpenseStatus.Approved]: 'bg-indigo-100 text-indigo-900',
  [ExpenseStatus.Paid]: 'bg-emerald-100 text-emerald-900',
  [ExpenseStatus.Rejected]: 'bg-red-100 text-red-900',
  [ExpenseStatus.Cancelled]: 'bg-slate-200 text-slate-700',
};

/** Active types to choose from, plus those already on the claim if they were retired since. */
export const expenseTypeOptions = (
  types: ExpenseTypeOption[],
  keep: ReadonlySet<number> = new Set(),
): SelectOption<number>[] =>
  types
    .filter((type) => type.isActive || keep.has(type.id))
    .map((type) => ({ value: type.id, label: type.name }));

/** An amount in its currency, in the user's language ("€1,234.50", "1 234,50 €"). */
export function shownMoney(intl: IntlShape, amount: string, currency: string): string {
  try {
    return intl.formatNumber(Number(amount), { style: 'currency', currency });
  } catch {
    return `${amount} ${currency}`;
  }
}

export const shownTotals = (intl: IntlShape, totals: ExpenseTotal[]) =>
  totals.map((total) => shownMoney(intl, total.amount, total.currency)).join(' · ');

/** 'yyyy-MM-dd' as dd/MM/yyyy. */
export const shownDate = (iso: string | null) => (iso ? formatDate(isoDateToLocal(iso) as Date) : '');

/** "02/03/2026" or "02/03/2026 – 05/03/2026". */
export const shownRange = (first: string | null, last: string | null) =>
  first && last && first !== last ? `${shownDate(first)} – ${shownDate(last)}` : shownDate(first);
