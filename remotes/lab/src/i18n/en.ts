export const en = {
  'lab.area': 'Lab testing',
  'lab.labDashboard.title': 'Lab dashboard',
} as const;

export type MessageKey = keyof typeof en;
