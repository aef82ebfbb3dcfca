import type { MessageKey } from './en';

export const fr: Record<MessageKey, string> = {
  'hr.area': 'Ressources humaines',
  'hr.staffSummary.title': 'Synthèse du personnel',
  'hr.userAccountSummary.title': 'Synthèse des comptes utilisateurs',
};
