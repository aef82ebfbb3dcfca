/** The expense screens' texts; keys start with 'hr.'. The parity test checks that French has every key. */
const en = {
  'hr.expense.summary.title': 'Expense summary',
  'hr.expense.claim.title': 'Expense claim',
  'hr.expense.pending.title': 'Pending expense',
} as const;

const fr: Record<keyof typeof en, string> = {
  'hr.expense.summary.title': 'Synthèse des notes de frais',
  'hr.expense.claim.title': 'Note de frais',
  'hr.expense.pending.title': 'Notes de frais en attente',
};

export const EXPENSE_MESSAGES = { en, fr };
