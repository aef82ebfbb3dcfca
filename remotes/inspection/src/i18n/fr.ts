import { PURCHASE_ORDER_MESSAGES } from '../purchase-order/messages';
import type { MessageKey } from './en';

export const fr: Record<MessageKey, string> = {
  'inspection.area': 'Inspection',
  'inspection.bookingSummary.title': 'Synthèse des réservations',
  'inspection.customerDashboard.title': 'Tableau de bord client',
  'inspection.supplierDashboard.title': 'Tableau de bord fournisseur',
  'inspection.qcDashboard.title': 'Tableau de bord QC',
  'inspection.managementDashboard.title': 'Tableau de bord de direction',
  ...PURCHASE_ORDER_MESSAGES.fr,
};
