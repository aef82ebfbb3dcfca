import type { MessageKey } from './en';

export const fr: Record<MessageKey, string> = {
  'tcf.area': 'Dossiers techniques',
  'tcf.tcfDashboard.title': 'Tableau de bord TCF',
};
