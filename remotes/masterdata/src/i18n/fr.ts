import type { MessageKey } from './en';

export const fr: Record<MessageKey, string> = {
  'masterdata.area': 'Données de référence',
  'masterdata.customerSummary.title': 'Synthèse des clients',
  'masterdata.supplierSummary.title': 'Synthèse des fournisseurs',
  'masterdata.dataManagement.title': 'Gestion des données',
};
