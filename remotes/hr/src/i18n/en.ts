export const en = {
  'hr.area': 'Human resources',
  'hr.staffSummary.title': 'Staff summary',
  'hr.userAccountSummary.title': 'User account summary',
} as const;

export type MessageKey = keyof typeof en;
