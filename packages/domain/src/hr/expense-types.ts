import type { VersionedRecord } from '../resource/resource-types';
import type { RuleFile } from '../validation';
import type { ExpenseStatus } from './hr-enums';

/**
 * Paths of the expense claim calls. The spec names the screens and the statuses but no API, so the base
 * /api/ExpenseClaim and everything under it are ours (docs/hr-expenses.md).
 */
export const EXPENSE_API = {
  /** GET: expense types, currencies and what the caller may see and do. */
  lookups: 'api/ExpenseClaim/lookups',
  /** GET {id}: one claim with its lines, receipts, history and allowed steps. */
  claim: 'api/ExpenseClaim',
  /** POST: create (id 0) or change a pending claim at its version. */
  save: 'api/ExpenseClaim/save',
  /** POST {id}/{step} { version? }: check, approve, pay, cancel; reject also needs { comment }. */
  step: 'api/ExpenseClaim',
  /** POST: the summary's search; `export` the same as an xlsx. */
  search: 'api/ExpenseClaim/search',
  export: 'api/ExpenseClaim/export',
  /** POST: the claims waiting for the caller's action. */
  pending: 'api/ExpenseClaim/pending',
  /** POST {claimId}/receipt (multipart, one file); GET / DELETE receipt/{receiptId}. */
  receipt: 'api/ExpenseClaim/receipt',
} as const;

export type ExpenseStep = 'check' | 'approve' | 'pay' | 'reject' | 'cancel';
export const EXPENSE_STEPS: readonly ExpenseStep[] = ['check', 'approve', 'pay', 'reject', 'cancel'];

export const EXPENSE_TITLE_MAX = 200;
export const EXPENSE_DESCRIPTION_MAX = 500;
export const EXPENSE_COMMENT_MAX = 500;
export const EXPENSE_MAX_LINES = 50;
export const EXPENSE_MAX_RECEIPTS = 20;
/** Largest amount of one line (the column holds 12 digits before the point; a claim line is far below). */
export const EXPENSE_AMOUNT_MAX_CENTS = 100_000_000_00n;

/** ISO 4217 codes a line may be in: the offices' currencies and the usual travel ones. */
export const EXPENSE_CURRENCIES = [
  'BDT',
  'CNY',
  'EUR',
  'GBP',
  'HKD',
  'IDR',
  'INR',
  'JPY',
  'KRW',
  'THB',
  'TRY',
  'USD',
  'VND',
] as const;
export type ExpenseCurrency = (typeof EXPENSE_CURRENCIES)[number];

export const isExpenseCurrency = (value: unknown): value is ExpenseCurrency =>
  typeof value === 'string' && (EXPENSE_CURRENCIES as readonly string[]).includes(value);

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * An amount as whole cents, or null when it is not a plain positive-or-zero decimal with at most two
 * decimals ("12", "12.5", "12.50"). Money is never a float: text in, integer cents out.
 */
export function amountCents(value: unknown): bigint | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the API writes amounts: "1234.50". */
export function centsText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export interface ExpenseTotal {
  currency: string;
  /** Decimal text, two decimals. */
  amount: string;
}

/** The claim's totals, one per currency (alphabetical); lines whose amount is unreadable are left out. */
export function expenseTotals(
  lines: readonly { amount: unknown; currency: string | null }[],
): ExpenseTotal[] {
  const sums = new Map<string, bigint>();
  for (const line of lines) {
    const cents = amountCents(line.amount);
    if (cents === null || !line.currency) continue;
    sums.set(line.currency, (sums.get(line.currency) ?? 0n) + cents);
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => ({ currency, amount: centsText(cents) }));
}

/** The claim form's first check (the server checks the same and each line in depth). */
export const EXPENSE_CLAIM_RULES: RuleFile = {
  title: [
    { type: 'required', kind: 'text', label: 'hr.expense.field.title' },
    { type: 'maxLength', max: EXPENSE_TITLE_MAX },
  ],
  lines: [
    {
      type: 'required',
      kind: 'arrayOfRecords',
      label: 'hr.expense.field.lines',
      fields: ['expenseDate', 'expenseTypeId', 'amount', 'currency'],
      fieldLabels: {
        expenseDate: 'hr.expense.field.expenseDate',
        expenseTypeId: 'hr.expense.field.expenseType',
        amount: 'hr.expense.field.amount',
        currency: 'hr.expense.field.currency',
      },
    },
  ],
};

export const EXPENSE_SORT_FIELDS = [
  'claimNo',
  'title',
  'staffName',
  'employeeNo',
  'status',
  'firstDate',
  'createdAt',
] as const;

export interface ExpenseRow {
  id: number;
  claimNo: string;
  title: string;
  staffId: number;
  staffName: string;
  employeeNo: string;
  status: ExpenseStatus;
  totals: ExpenseTotal[];
  lineCount: number;
  /** First and last expense date of the lines ('yyyy-MM-dd'). */
  firstDate: string | null;
  lastDate: string | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  checkedByName: string | null;
  approvedByName: string | null;
  paidByName: string | null;
  rejectedByName: string | null;
  rejectComment: string | null;
}

export interface ExpenseLine {
  id: number;
  position: number;
  expenseDate: string;
  expenseTypeId: number;
  expenseTypeName: string;
  description: string | null;
  amount: string;
  currency: string;
}

export interface ExpenseReceipt {
  id: number;
  fileName: string;
  mimeType: string;
  size: number;
  uploadedByName: string | null;
  createdAt: string;
}

export type ExpenseHistoryAction = 'Submitted' | 'Checked' | 'Approved' | 'Paid' | 'Rejected' | 'Cancelled';

export interface ExpenseHistoryEntry {
  action: ExpenseHistoryAction;
  byName: string | null;
  at: string;
  comment: string | null;
}

/** What the caller may do now (the server checks again on every call). */
export interface ExpenseActions {
  canEdit: boolean;
  canCheck: boolean;
  canApprove: boolean;
  canPay: boolean;
  canReject: boolean;
  canCancel: boolean;
}

export interface ExpenseDetail extends ExpenseRow, VersionedRecord, ExpenseActions {
  lines: ExpenseLine[];
  receipts: ExpenseReceipt[];
  history: ExpenseHistoryEntry[];
  /** The step the claim waits for and who may take it (empty once paid, rejected or cancelled). */
  waitingFor: { step: 'check' | 'approve' | 'pay'; names: string[] } | null;
  /** The check went to the Approve holders because the claimant has no manager with an account. */
  checkedByHr: boolean;
}

export interface ExpenseTypeOption {
  id: number;
  name: string;
  isActive: boolean;
}

/** GET lookups: what the form and the summary pick from. */
export interface ExpenseLookups {
  result: number;
  expenseTypes: ExpenseTypeOption[];
  currencies: string[];
  /** The currency of the caller's last line, else USD: what a new line starts with. */
  defaultCurrency: string;
  /** The caller's staff record in the entity (null: none, so no claim of their own). */
  ownStaffId: number | null;
  ownStaffName: string | null;
  viewAll: boolean;
  /** Has people reporting to them, so sees (and checks) their claims. */
  isManager: boolean;
}

/** POST {claimId}/receipt: an UploadResult, the receipt when stored, a translated message otherwise. */
export interface ExpenseUploadResponse {
  result: number;
  message?: string;
  receipt?: ExpenseReceipt;
}
