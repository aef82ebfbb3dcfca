export const en = {
  'finance.area': 'Finance',
  'finance.quotationSummary.title': 'Quotation summary',
  'finance.financeDashboard.title': 'Finance dashboard',
} as const;

export type MessageKey = keyof typeof en;
