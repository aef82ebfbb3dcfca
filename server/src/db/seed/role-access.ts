import { ALL_PERMISSIONS, Permissions, Role, type PermissionName } from '@portal/domain';
import { menuIdsFor } from './menu';

const P = Permissions;
const BOOKINGS_FULL = [
  P.InspectionSummary.View,
  P.InspectionSummary.Export,
  P.InspectionSummary.DisplayColumns,
  P.InspectionSummary.SaveFilter,
];
const QUOTATION_DECIDE = [P.QuotationSummary.View, P.QuotationSummary.Approve, P.QuotationSummary.Reject];
/** What every employee does for themselves: request leave, claim expenses, see the holidays. */
const SELF_SERVICE = [
  P.LeaveRequest.View,
  P.LeaveSummary.View,
  P.LeaveSummary.SaveFilter,
  P.LeaveSummary.DisplayColumns,
  P.ExpenseClaim.View,
  P.ExpenseSummary.View,
  P.ExpenseSummary.SaveFilter,
  P.ExpenseSummary.DisplayColumns,
  P.HolidaySummary.View,
];
const summaryTools = (group: { View: string; Export: string; SaveFilter: string; DisplayColumns: string }) =>
  [group.View, group.Export, group.SaveFilter, group.DisplayColumns] as PermissionName[];
const HR_WORK = [
  ...SELF_SERVICE,
  ...summaryTools(P.StaffSummary),
  P.StaffSummary.Edit,
  ...summaryTools(P.OfficeSummary),
  P.OfficeSummary.Edit,
  ...summaryTools(P.HolidaySummary),
  P.HolidaySummary.Edit,
  P.HolidaySummary.Delete,
  ...summaryTools(P.LeaveSummary),
  P.LeaveSummary.ViewAll,
  ...summaryTools(P.ExpenseSummary),
  P.ExpenseSummary.ViewAll,
];
const HR_MANAGEMENT = [
  ...HR_WORK,
  P.StaffSummary.Delete,
  P.OfficeSummary.Delete,
  P.LeaveSummary.HrApprove,
  P.LeaveSummary.ManageTypes,
  P.ExpenseSummary.Approve,
  ...summaryTools(P.UserAccountSummary),
  P.UserAccountSummary.Edit,
  P.UserAccountSummary.Delete,
  P.EmailOutbox.View,
];
const ACCOUNTING_EXPENSES = [
  ...summaryTools(P.ExpenseSummary),
  P.ExpenseSummary.ViewAll,
  P.ExpenseSummary.Pay,
];
/** Reading the place lists (offices and staff addresses use them): every level, without changing any. */
const GEOGRAPHY_READ = [
  P.CountrySummary,
  P.ProvinceSummary,
  P.CitySummary,
  P.CountySummary,
  P.TownSummary,
].flatMap((group) => [group.View, group.Export, group.SaveFilter, group.DisplayColumns]);

/**
 * The role -> permission matrix (the spec does not show one; docs/roles.md explains it). Rights (menu
 * items) follow from the permissions, see menu.ts. IT_Team holds everything, which also guarantees that
 * every permission name is held by some role.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly PermissionName[]> = {
  [Role.Cs]: [...SELF_SERVICE, ...BOOKINGS_FULL, P.QuotationSummary.View],
  [Role.Inspector]: [...SELF_SERVICE, P.InspectionSummary.View, P.QcDashboard.View],
  [Role.Planning]: [...SELF_SERVICE, ...BOOKINGS_FULL, P.QcDashboard.View],
  [Role.IT_Team]: ALL_PERMISSIONS,
  [Role.Management]: [
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.InspectionSummary.Export,
    P.ManagementDashboard.View,
    ...QUOTATION_DECIDE,
    P.FinanceDashboard.View,
    P.AuditSummary.View,
    P.AuditDashboard.View,
  ],
  [Role.CSManagement]: [...SELF_SERVICE, ...BOOKINGS_FULL, ...QUOTATION_DECIDE],
  [Role.TechnicalTeam]: [
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.QcDashboard.View,
    P.ManagementDashboard.View,
  ],
  [Role.OperationTeamManagement]: [
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.InspectionSummary.Export,
    P.QcDashboard.View,
    P.ManagementDashboard.View,
  ],
  [Role.HumanResource]: HR_WORK,
  [Role.HRManagement]: [...HR_MANAGEMENT, P.ManagementDashboard.View, ...GEOGRAPHY_READ],
  [Role.Accounting]: [
    P.FinanceDashboard.View,
    P.InvoiceSummary.View,
    P.QuotationSummary.View,
    ...SELF_SERVICE,
    ...ACCOUNTING_EXPENSES,
  ],
  [Role.KAM]: [
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.ManagementDashboard.View,
    P.CustomerSummary.View,
    P.QuotationSummary.View,
  ],
  [Role.CEO]: [
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.InspectionSummary.Export,
    P.ManagementDashboard.View,
    P.QuotationSummary.View,
    P.QuotationSummary.Approve,
    P.FinanceDashboard.View,
    P.AuditDashboard.View,
    P.CustomerSummary.View,
    P.SupplierSummary.View,
  ],
  [Role.SalesTeam]: [
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.ManagementDashboard.View,
    P.CustomerSummary.View,
    P.CustomerSummary.Edit,
    P.QuotationSummary.View,
  ],
  [Role.Customer]: [
    P.InspectionSummary.View,
    P.InspectionSummary.Export,
    P.CustomerDashboard.View,
    ...QUOTATION_DECIDE,
    P.AuditSummary.View,
    P.AuditDashboard.View,
    P.TcfDashboard.View,
    P.LabDashboard.View,
    P.CustomerSummary.View,
  ],
  [Role.Supplier]: [
    P.InspectionSummary.View,
    P.SupplierDashboard.View,
    P.AuditSummary.View,
    P.AuditDashboard.View,
  ],
  [Role.Factory]: [
    P.InspectionSummary.View,
    P.SupplierDashboard.View,
    P.AuditSummary.View,
    P.AuditDashboard.View,
  ],
  [Role.ReportChecker]: [...SELF_SERVICE, P.InspectionSummary.View, P.InspectionSummary.DisplayColumns],
  [Role.OutSourceAccountingRole]: [P.InspectionSummary.View, P.QuotationSummary.View, P.InvoiceSummary.View],
  [Role.Auditor]: [...SELF_SERVICE, P.AuditSummary.View, P.AuditDashboard.View],
  [Role.TcfUser]: [...SELF_SERVICE, P.TcfDashboard.View],
  [Role.LabUser]: [...SELF_SERVICE, P.LabDashboard.View],
};

export function rolePermissionRows(): { roleId: number; permission: string }[] {
  return Object.entries(ROLE_PERMISSIONS).flatMap(([roleId, permissions]) =>
    [...new Set(permissions)].map((permission) => ({ roleId: Number(roleId), permission })),
  );
}

export function roleRightRows(): { roleId: number; rightId: number }[] {
  return Object.entries(ROLE_PERMISSIONS).flatMap(([roleId, permissions]) =>
    menuIdsFor(permissions).map((rightId) => ({ roleId: Number(roleId), rightId })),
  );
}
