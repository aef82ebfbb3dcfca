import type { MessageKey } from './en';

export const fr: Record<MessageKey, string> = {
  'audit.area': 'Audit',
  'audit.auditDashboard.title': "Tableau de bord d'audit",
  'audit.auditSummary.title': 'Synthèse des audits',
};
