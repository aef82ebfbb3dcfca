/**
 * Permission strings ("Screen.Action", spec section 3). The server seeds them into roles and checks them on
 * routes; the remotes declare them on their routes so the shell's guard can refuse early.
 */
export const Permissions = {
  InspectionSummary: {
    View: 'InspectionSummary.View',
    Export: 'InspectionSummary.Export',
    DisplayColumns: 'InspectionSummary.DisplayColumns',
    SaveFilter: 'InspectionSummary.SaveFilter',
  },
  QuotationSummary: {
    View: 'QuotationSummary.View',
    Approve: 'QuotationSummary.Approve',
    Reject: 'QuotationSummary.Reject',
  },
  CustomerDashboard: { View: 'CustomerDashboard.View' },
  SupplierDashboard: { View: 'SupplierDashboard.View' },
  QcDashboard: { View: 'QcDashboard.View' },
  ManagementDashboard: { View: 'ManagementDashboard.View' },
  AuditDashboard: { View: 'AuditDashboard.View' },
  AuditSummary: { View: 'AuditSummary.View' },
  TcfDashboard: { View: 'TcfDashboard.View' },
  LabDashboard: { View: 'LabDashboard.View' },
  FinanceDashboard: { View: 'FinanceDashboard.View' },
  InvoiceSummary: { View: 'InvoiceSummary.View' },
  CustomerSummary: { View: 'CustomerSummary.View', Edit: 'CustomerSummary.Edit' },
  SupplierSummary: { View: 'SupplierSummary.View', Edit: 'SupplierSummary.Edit' },
  StaffSummary: { View: 'StaffSummary.View', Edit: 'StaffSummary.Edit' },
  LeaveRequest: { View: 'LeaveRequest.View' },
  ExpenseClaim: { View: 'ExpenseClaim.View' },
  DataManagement: { View: 'DataManagement.View' },
  UserAccountSummary: { View: 'UserAccountSummary.View', Edit: 'UserAccountSummary.Edit' },
  Rights: { Manage: 'Rights.Manage' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionName = Leaves<typeof Permissions>;

export const ALL_PERMISSIONS: readonly PermissionName[] = Object.values(Permissions).flatMap(
  (group) => Object.values(group) as PermissionName[],
);
