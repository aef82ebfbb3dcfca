export const en = {
  'inspection.area': 'Inspection',
  'inspection.bookingSummary.title': 'Booking summary',
  'inspection.customerDashboard.title': 'Customer dashboard',
  'inspection.supplierDashboard.title': 'Supplier dashboard',
  'inspection.qcDashboard.title': 'QC dashboard',
  'inspection.managementDashboard.title': 'Management dashboard',
} as const;

export type MessageKey = keyof typeof en;
