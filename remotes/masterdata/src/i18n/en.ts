export const en = {
  'masterdata.area': 'Master data',
  'masterdata.customerSummary.title': 'Customer summary',
  'masterdata.supplierSummary.title': 'Supplier summary',
  'masterdata.dataManagement.title': 'Data management',
} as const;

export type MessageKey = keyof typeof en;
