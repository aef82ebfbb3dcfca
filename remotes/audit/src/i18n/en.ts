export const en = {
  'audit.area': 'Audit',
  'audit.auditDashboard.title': 'Audit dashboard',
  'audit.auditSummary.title': 'Audit summary',
} as const;

export type MessageKey = keyof typeof en;
