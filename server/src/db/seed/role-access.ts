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
const HR_WORK = [P.StaffSummary.View, P.StaffSummary.Edit, P.LeaveRequest.View, P.ExpenseClaim.View];
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
  [Role.Cs]: [...BOOKINGS_FULL, P.QuotationSummary.View],
  [Role.Inspector]: [P.InspectionSummary.View, P.QcDashboard.View],
  [Role.Planning]: [...BOOKINGS_FULL, P.QcDashboard.View],
  [Role.IT_Team]: ALL_PERMISSIONS,
  [Role.Management]: [
    P.InspectionSummary.View,
    P.InspectionSummary.Export,
    P.ManagementDashboard.View,
    ...QUOTATION_DECIDE,
    P.FinanceDashboard.View,
    P.AuditSummary.View,
    P.AuditDashboard.View,
  ],
  [Role.CSManagement]: [...BOOKINGS_FULL, ...QUOTATION_DECIDE],
  [Role.TechnicalTeam]: [P.InspectionSummary.View, P.QcDashboard.View, P.ManagementDashboard.View],
  [Role.OperationTeamManagement]: [
    P.InspectionSummary.View,
    P.InspectionSummary.Export,
    P.QcDashboard.View,
    P.ManagementDashboard.View,
  ],
  [Role.HumanResource]: HR_WORK,
  [Role.HRManagement]: [...HR_WORK, P.ManagementDashboard.View, P.UserAccountSummary.View, ...GEOGRAPHY_READ],
  [Role.Accounting]: [
    P.FinanceDashboard.View,
    P.InvoiceSummary.View,
    P.QuotationSummary.View,
    P.ExpenseClaim.View,
  ],
  [Role.KAM]: [
    P.InspectionSummary.View,
    P.ManagementDashboard.View,
    P.CustomerSummary.View,
    P.QuotationSummary.View,
  ],
  [Role.CEO]: [
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
  [Role.ReportChecker]: [P.InspectionSummary.View, P.InspectionSummary.DisplayColumns],
  [Role.OutSourceAccountingRole]: [P.InspectionSummary.View, P.QuotationSummary.View, P.InvoiceSummary.View],
  [Role.Auditor]: [P.AuditSummary.View, P.AuditDashboard.View],
  [Role.TcfUser]: [P.TcfDashboard.View],
  [Role.LabUser]: [P.LabDashboard.View],
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
