import type { MessageKey } from './en';

export const fr: Record<MessageKey, string> = {
  'lab.area': 'Essais en laboratoire',
  'lab.labDashboard.title': 'Tableau de bord du laboratoire',
};
