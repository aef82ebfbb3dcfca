/**
 * Permission strings ("Screen.Action", spec section 3). The server seeds them into roles and checks them on
 * routes; the remotes declare them on their routes so the shell's guard can refuse early.
 */
/** The six permissions of a summary/edit screen pair, named `{Screen}.{Action}`. */
function screenGroup<Screen extends string>(screen: Screen) {
  return {
    View: `${screen}.View`,
    Edit: `${screen}.Edit`,
    Delete: `${screen}.Delete`,
    Export: `${screen}.Export`,
    SaveFilter: `${screen}.SaveFilter`,
    DisplayColumns: `${screen}.DisplayColumns`,
  } as const;
}

export const Permissions = {
  /** Inspection bookings: the summary's tools, and each lifecycle step (docs/bookings.md). */
  InspectionSummary: {
    ...screenGroup('InspectionSummary'),
    Verify: 'InspectionSummary.Verify',
    Confirm: 'InspectionSummary.Confirm',
    /** Hold and release. */
    Hold: 'InspectionSummary.Hold',
    Cancel: 'InspectionSummary.Cancel',
    Split: 'InspectionSummary.Split',
    Combine: 'InspectionSummary.Combine',
  },
  /**
   * Scheduling (docs/scheduling.md): the schedule summary and allocation (Allocate gives and takes back
   * QCs), the availability calendar, blocked days, occupancy and the man-day summary.
   */
  ScheduleSummary: {
    View: 'ScheduleSummary.View',
    Allocate: 'ScheduleSummary.Allocate',
    Export: 'ScheduleSummary.Export',
    SaveFilter: 'ScheduleSummary.SaveFilter',
    DisplayColumns: 'ScheduleSummary.DisplayColumns',
  },
  QcAvailability: { View: 'QcAvailability.View' },
  /** View the blocked days; Edit blocks and unblocks them. */
  QcBlock: { View: 'QcBlock.View', Edit: 'QcBlock.Edit' },
  /** Occupancy per office and the man-day summary per QC. */
  InspectionOccupancy: { View: 'InspectionOccupancy.View', Export: 'InspectionOccupancy.Export' },
  // The rates and man-day rules allocation reads.
  WorkloadMatrixSummary: screenGroup('WorkloadMatrixSummary'),
  OtherMandaySummary: screenGroup('OtherMandaySummary'),
  StartingPortSummary: screenGroup('StartingPortSummary'),
  TravelMatrixSummary: screenGroup('TravelMatrixSummary'),
  TravelTariffSummary: screenGroup('TravelTariffSummary'),
  FoodAllowanceSummary: screenGroup('FoodAllowanceSummary'),
  /**
   * Inspection reports (docs/reports.md): View reads them (and the report summary), Fill is the allocated
   * inspector's, Review the report checker's, TechnicalReview the technical team's second level, Send mails
   * a validated report, Decide records a customer's decision.
   */
  InspectionReport: {
    View: 'InspectionReport.View',
    Fill: 'InspectionReport.Fill',
    Review: 'InspectionReport.Review',
    TechnicalReview: 'InspectionReport.TechnicalReview',
    Send: 'InspectionReport.Send',
    Decide: 'InspectionReport.Decide',
    Export: 'InspectionReport.Export',
    SaveFilter: 'InspectionReport.SaveFilter',
    DisplayColumns: 'InspectionReport.DisplayColumns',
  },
  /** Reports sent on time against the deadline rule. */
  ReportSendingTime: { View: 'ReportSendingTime.View', Export: 'ReportSendingTime.Export' },
  ReportTemplateSummary: screenGroup('ReportTemplateSummary'),
  EmailConfigSummary: screenGroup('EmailConfigSummary'),
  /** Inspection certificates; Issue numbers a draft and makes it final. */
  InspectionCertificateSummary: {
    ...screenGroup('InspectionCertificateSummary'),
    Issue: 'InspectionCertificateSummary.Issue',
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
  /** Customers (summary and edit) and their brands. */
  CustomerSummary: screenGroup('CustomerSummary'),
  CustomerBrandSummary: screenGroup('CustomerBrandSummary'),
  /** Suppliers and factories; MappingLink: send a supplier the public factory-mapping link. */
  SupplierSummary: { ...screenGroup('SupplierSummary'), MappingLink: 'SupplierSummary.MappingLink' },
  // Human resources. A summary group's View/Edit/Delete/Export/SaveFilter/DisplayColumns feed the kit.
  StaffSummary: screenGroup('StaffSummary'),
  OfficeSummary: screenGroup('OfficeSummary'),
  HolidaySummary: screenGroup('HolidaySummary'),
  /** Self-service: request, see and cancel one's own leave; approve as someone's manager. */
  LeaveRequest: { View: 'LeaveRequest.View' },
  LeaveSummary: {
    ...screenGroup('LeaveSummary'),
    /** Every staff's leave in the entity (HR), not only one's own and one's reports'. */
    ViewAll: 'LeaveSummary.ViewAll',
    /** Approve or reject for staff without a manager (the HR leave approval). */
    HrApprove: 'LeaveSummary.HrApprove',
    /** Leave types and yearly allocations. */
    ManageTypes: 'LeaveSummary.ManageTypes',
  },
  /** Self-service: claim one's own expenses; check them as someone's manager. */
  ExpenseClaim: { View: 'ExpenseClaim.View' },
  ExpenseSummary: {
    ...screenGroup('ExpenseSummary'),
    ViewAll: 'ExpenseSummary.ViewAll',
    Approve: 'ExpenseSummary.Approve',
    Pay: 'ExpenseSummary.Pay',
  },
  DataManagement: { View: 'DataManagement.View' },
  UserAccountSummary: screenGroup('UserAccountSummary'),
  /** Reading the mail the portal sent (the outbox). */
  EmailOutbox: { View: 'EmailOutbox.View' },
  Rights: { Manage: 'Rights.Manage' },
  /** Rights and roles administration (rights, role rights, permission map, audit trail): admins only. */
  RightsAdmin: screenGroup('RightsAdmin'),
  /** Customer self-registrations waiting for an internal user's decision (entity 3). */
  CustomerRegistration: {
    View: 'CustomerRegistration.View',
    Approve: 'CustomerRegistration.Approve',
    SaveFilter: 'CustomerRegistration.SaveFilter',
    DisplayColumns: 'CustomerRegistration.DisplayColumns',
  },
  // Geography (Admin > Area Management): one group per screen, so a role may keep towns but not countries.
  CountrySummary: {
    View: 'CountrySummary.View',
    Edit: 'CountrySummary.Edit',
    Delete: 'CountrySummary.Delete',
    Export: 'CountrySummary.Export',
    SaveFilter: 'CountrySummary.SaveFilter',
    DisplayColumns: 'CountrySummary.DisplayColumns',
  },
  ProvinceSummary: {
    View: 'ProvinceSummary.View',
    Edit: 'ProvinceSummary.Edit',
    Delete: 'ProvinceSummary.Delete',
    Export: 'ProvinceSummary.Export',
    SaveFilter: 'ProvinceSummary.SaveFilter',
    DisplayColumns: 'ProvinceSummary.DisplayColumns',
  },
  CitySummary: {
    View: 'CitySummary.View',
    Edit: 'CitySummary.Edit',
    Delete: 'CitySummary.Delete',
    Export: 'CitySummary.Export',
    SaveFilter: 'CitySummary.SaveFilter',
    DisplayColumns: 'CitySummary.DisplayColumns',
  },
  CountySummary: {
    View: 'CountySummary.View',
    Edit: 'CountySummary.Edit',
    Delete: 'CountySummary.Delete',
    Export: 'CountySummary.Export',
    SaveFilter: 'CountySummary.SaveFilter',
    DisplayColumns: 'CountySummary.DisplayColumns',
  },
  TownSummary: {
    View: 'TownSummary.View',
    Edit: 'TownSummary.Edit',
    Delete: 'TownSummary.Delete',
    Export: 'TownSummary.Export',
    SaveFilter: 'TownSummary.SaveFilter',
    DisplayColumns: 'TownSummary.DisplayColumns',
  },
  // A customer's contacts, contact groups, departments, buyers and collections (one group per screen pair).
  CustomerContactSummary: screenGroup('CustomerContactSummary'),
  CustomerContactGroupSummary: screenGroup('CustomerContactGroupSummary'),
  CustomerDepartmentSummary: screenGroup('CustomerDepartmentSummary'),
  CustomerBuyerSummary: screenGroup('CustomerBuyerSummary'),
  CustomerCollectionSummary: screenGroup('CustomerCollectionSummary'),
  // Product taxonomy (one group per level), a customer's products and styles.
  ProductCategorySummary: screenGroup('ProductCategorySummary'),
  ProductSubCategorySummary: screenGroup('ProductSubCategorySummary'),
  ProductSub2CategorySummary: screenGroup('ProductSub2CategorySummary'),
  ProductSub3CategorySummary: screenGroup('ProductSub3CategorySummary'),
  CustomerProductSummary: screenGroup('CustomerProductSummary'),
  CustomerStyleSummary: screenGroup('CustomerStyleSummary'),
  // A customer's services, checkpoints, complaints, decision labels and staff assignment (userconfigcustomer).
  CustomerServiceSummary: screenGroup('CustomerServiceSummary'),
  CustomerCheckpointSummary: screenGroup('CustomerCheckpointSummary'),
  CustomerComplaintSummary: screenGroup('CustomerComplaintSummary'),
  CustomerDecisionSummary: screenGroup('CustomerDecisionSummary'),
  CustomerUserConfigSummary: screenGroup('CustomerUserConfigSummary'),
  /** Purchase orders (summary over their lines, edit) and their Excel import. */
  PurchaseOrderSummary: { ...screenGroup('PurchaseOrderSummary'), Import: 'PurchaseOrderSummary.Import' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionName = Leaves<typeof Permissions>;

export const ALL_PERMISSIONS: readonly PermissionName[] = Object.values(Permissions).flatMap(
  (group) => Object.values(group) as PermissionName[],
);
