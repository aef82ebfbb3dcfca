export const en = {
  'tcf.area': 'Technical compliance files',
  'tcf.tcfDashboard.title': 'TCF dashboard',
} as const;

export type MessageKey = keyof typeof en;
