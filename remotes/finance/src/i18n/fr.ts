import type { MessageKey } from './en';

export const fr: Record<MessageKey, string> = {
  'finance.area': 'Finance',
  'finance.quotationSummary.title': 'Synthèse des devis',
  'finance.financeDashboard.title': 'Tableau de bord financier',
};
