import { PURCHASE_ORDER_MESSAGES } from '../purchase-order/messages';

/** Each part of the area keeps its texts beside its screens; this merges them. */
export const en = {
  'inspection.area': 'Inspection',
  'inspection.bookingSummary.title': 'Booking summary',
  'inspection.customerDashboard.title': 'Customer dashboard',
  'inspection.supplierDashboard.title': 'Supplier dashboard',
  'inspection.qcDashboard.title': 'QC dashboard',
  'inspection.managementDashboard.title': 'Management dashboard',
  ...PURCHASE_ORDER_MESSAGES.en,
} as const;

export type MessageKey = keyof typeof en;
