import { ALL_PERMISSIONS, Permissions, Role, type PermissionName } from '@portal/domain';
import { menuIdsFor } from './menu';
import { CUSTOMER_CONFIG_GRANTS } from '../../modules/customer-config/customer-config-grants';
import { REPORT_GRANTS } from '../../modules/report/report-grants';

const P = Permissions;
const BOOKINGS_FULL = [
  P.InspectionSummary.View,
  P.InspectionSummary.Export,
  P.InspectionSummary.DisplayColumns,
  P.InspectionSummary.SaveFilter,
];
const IS = P.InspectionSummary;
/** CS runs the booking lifecycle: every step (docs/bookings.md). */
const BOOKINGS_RUN = [
  ...BOOKINGS_FULL,
  IS.Edit,
  IS.Delete,
  IS.Verify,
  IS.Confirm,
  IS.Hold,
  IS.Cancel,
  IS.Split,
  IS.Combine,
];
/** Customers, suppliers and factories: request, change and cancel their own (the workflow narrows by status). */
const BOOKINGS_OWN = [...BOOKINGS_FULL, IS.Edit, IS.Delete, IS.Cancel];
const QUOTATION_DECIDE = [P.QuotationSummary.View, P.QuotationSummary.Approve, P.QuotationSummary.Reject];
/** What every employee does for themselves: request leave, claim expenses, see the holidays. */
const configGroups = [
  P.WorkloadMatrixSummary,
  P.OtherMandaySummary,
  P.StartingPortSummary,
  P.TravelMatrixSummary,
  P.TravelTariffSummary,
  P.FoodAllowanceSummary,
];
/** Seeing the schedule: who goes where, the calendar, occupancy and the rates behind them. */
const SCHEDULE_READ = [
  P.ScheduleSummary.View,
  P.ScheduleSummary.Export,
  P.ScheduleSummary.SaveFilter,
  P.ScheduleSummary.DisplayColumns,
  P.QcAvailability.View,
  P.QcBlock.View,
  P.InspectionOccupancy.View,
  P.InspectionOccupancy.Export,
  ...configGroups.flatMap((g) => [g.View, g.Export, g.SaveFilter, g.DisplayColumns]),
];
/** Planning allocates QCs, blocks their days and keeps the man-day rules and travel rates (docs/scheduling.md). */
const SCHEDULE_RUN = [
  ...SCHEDULE_READ,
  P.ScheduleSummary.Allocate,
  P.QcBlock.Edit,
  ...configGroups.flatMap((g) => [g.Edit, g.Delete]),
];
/** Accounting reads the travel rates (what inspections cost). */
const TRAVEL_RATES_READ = [
  P.StartingPortSummary,
  P.TravelMatrixSummary,
  P.TravelTariffSummary,
  P.FoodAllowanceSummary,
].flatMap((g) => [g.View, g.Export]);
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

/** The product taxonomy's four levels, and a customer's products and styles. */
const PRODUCT_TAXONOMY = [
  P.ProductCategorySummary,
  P.ProductSubCategorySummary,
  P.ProductSub2CategorySummary,
  P.ProductSub3CategorySummary,
];
const CUSTOMER_PRODUCT_GROUPS = [P.CustomerProductSummary, P.CustomerStyleSummary];
/** Reading the taxonomy (CS, KAM, sales, management): pick and export, not change. */
const PRODUCT_TAXONOMY_READ = PRODUCT_TAXONOMY.flatMap((group) => summaryTools(group));
/** Keeping the taxonomy (CS management): everything. */
const PRODUCT_TAXONOMY_KEEP = PRODUCT_TAXONOMY.flatMap((group) => [
  ...summaryTools(group),
  group.Edit,
  group.Delete,
]);
/** Keeping a customer's products and styles (CS, KAM, sales): everything but deleting. */
const CUSTOMER_PRODUCTS_EDIT = CUSTOMER_PRODUCT_GROUPS.flatMap((group) => [
  ...summaryTools(group),
  group.Edit,
]);
const CUSTOMER_PRODUCTS_READ = CUSTOMER_PRODUCT_GROUPS.flatMap((group) => summaryTools(group));
const CUSTOMER_PRODUCTS_DELETE = CUSTOMER_PRODUCT_GROUPS.map((group) => group.Delete as PermissionName);
/** A customer user: its own customer's products and styles, read and exported. */
const CUSTOMER_PRODUCTS_OWN = CUSTOMER_PRODUCT_GROUPS.flatMap((group) => [group.View, group.Export]);

/** Customers and their brands: CS, sales and KAMs keep them up to date; management reads them. */
const CUSTOMER_WORK = [
  ...summaryTools(P.CustomerSummary),
  P.CustomerSummary.Edit,
  ...summaryTools(P.CustomerBrandSummary),
  P.CustomerBrandSummary.Edit,
];
const CUSTOMER_READ = [...summaryTools(P.CustomerSummary), ...summaryTools(P.CustomerBrandSummary)];

/** Suppliers and factories: CS keeps the cards and sends the factory-mapping links; managers read them. */
const SUPPLIER_READ = summaryTools(P.SupplierSummary);
const SUPPLIER_WORK = [...SUPPLIER_READ, P.SupplierSummary.Edit, P.SupplierSummary.MappingLink];

/** Deciding on customer self-registrations (entity 3) and keeping the list's filters and columns. */
const REGISTRATION_DECIDE = [
  P.CustomerRegistration.View,
  P.CustomerRegistration.Approve,
  P.CustomerRegistration.SaveFilter,
  P.CustomerRegistration.DisplayColumns,
];

/** A customer's contacts, contact groups, departments, buyers and collections. */
const CUSTOMER_RECORD_GROUPS = [
  P.CustomerContactSummary,
  P.CustomerContactGroupSummary,
  P.CustomerDepartmentSummary,
  P.CustomerBuyerSummary,
  P.CustomerCollectionSummary,
];
/** Keeping them (CS, KAM, sales): everything but deleting. */
const CUSTOMER_RECORDS_EDIT = CUSTOMER_RECORD_GROUPS.flatMap((group) => [...summaryTools(group), group.Edit]);
/** Reading and exporting them (management). */
const CUSTOMER_RECORDS_READ = CUSTOMER_RECORD_GROUPS.flatMap((group) => summaryTools(group));
/** Removing them (CS management). */
const CUSTOMER_RECORD_DELETE = CUSTOMER_RECORD_GROUPS.map((group) => group.Delete as PermissionName);
/** A customer user: its own customer's records, read only. */
const CUSTOMER_RECORDS_OWN = CUSTOMER_RECORD_GROUPS.map((group) => group.View as PermissionName);

const PO = P.PurchaseOrderSummary;
/** Purchase orders: staff who book keep and import them; customers theirs; suppliers and factories read. */
const PURCHASE_ORDERS_READ = summaryTools(PO);
const PURCHASE_ORDERS_EDIT = [...PURCHASE_ORDERS_READ, PO.Edit, PO.Import] as PermissionName[];
const PURCHASE_ORDERS_OWN = [...PURCHASE_ORDERS_EDIT];

/**
 * The role -> permission matrix (the spec does not show one; docs/roles.md explains it). Rights (menu
 * items) follow from the permissions, see menu.ts. IT_Team holds everything, which also guarantees that
 * every permission name is held by some role.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly PermissionName[]> = {
  [Role.Cs]: [
    ...SCHEDULE_READ,
    ...PURCHASE_ORDERS_EDIT,
    ...CUSTOMER_RECORDS_EDIT,
    ...CUSTOMER_WORK,
    ...CUSTOMER_PRODUCTS_EDIT,
    ...PRODUCT_TAXONOMY_READ,
    ...SELF_SERVICE,
    ...BOOKINGS_RUN,
    P.QuotationSummary.View,
    ...SUPPLIER_WORK,
  ],
  [Role.Inspector]: [...SELF_SERVICE, P.InspectionSummary.View, P.QcDashboard.View],
  [Role.Planning]: [
    ...PURCHASE_ORDERS_READ,
    ...SELF_SERVICE,
    ...BOOKINGS_FULL,
    ...SCHEDULE_RUN,
    P.QcDashboard.View,
    P.SupplierSummary.View,
  ],
  [Role.IT_Team]: ALL_PERMISSIONS,
  [Role.Management]: [
    ...SCHEDULE_READ,
    ...PURCHASE_ORDERS_READ,
    ...CUSTOMER_RECORDS_READ,
    ...CUSTOMER_READ,
    ...CUSTOMER_PRODUCTS_READ,
    ...PRODUCT_TAXONOMY_READ,
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.InspectionSummary.Export,
    P.ManagementDashboard.View,
    ...QUOTATION_DECIDE,
    P.FinanceDashboard.View,
    P.AuditSummary.View,
    P.AuditDashboard.View,
    ...SUPPLIER_READ,
  ],
  [Role.CSManagement]: [
    ...SCHEDULE_READ,
    ...PURCHASE_ORDERS_EDIT,
    PO.Delete,
    ...CUSTOMER_RECORDS_EDIT,
    ...CUSTOMER_RECORD_DELETE,
    ...CUSTOMER_WORK,
    ...REGISTRATION_DECIDE,
    P.CustomerSummary.Delete,
    P.CustomerBrandSummary.Delete,
    ...CUSTOMER_PRODUCTS_EDIT,
    ...CUSTOMER_PRODUCTS_DELETE,
    ...PRODUCT_TAXONOMY_KEEP,
    ...SELF_SERVICE,
    ...BOOKINGS_RUN,
    ...QUOTATION_DECIDE,
    ...SUPPLIER_WORK,
    P.SupplierSummary.Delete,
  ],
  [Role.TechnicalTeam]: [
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.QcDashboard.View,
    P.ManagementDashboard.View,
  ],
  [Role.OperationTeamManagement]: [
    ...SCHEDULE_RUN,
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.InspectionSummary.Export,
    P.QcDashboard.View,
    P.ManagementDashboard.View,
  ],
  [Role.HumanResource]: HR_WORK,
  [Role.HRManagement]: [...HR_MANAGEMENT, P.ManagementDashboard.View, ...GEOGRAPHY_READ],
  [Role.Accounting]: [
    ...TRAVEL_RATES_READ,
    P.FinanceDashboard.View,
    P.InvoiceSummary.View,
    P.QuotationSummary.View,
    ...SELF_SERVICE,
    ...ACCOUNTING_EXPENSES,
  ],
  [Role.KAM]: [
    ...PURCHASE_ORDERS_READ,
    ...CUSTOMER_RECORDS_EDIT,
    ...CUSTOMER_WORK,
    ...CUSTOMER_PRODUCTS_EDIT,
    ...PRODUCT_TAXONOMY_READ,
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.ManagementDashboard.View,
    P.CustomerSummary.View,
    P.QuotationSummary.View,
    P.SupplierSummary.View,
  ],
  [Role.CEO]: [
    ...SCHEDULE_READ,
    ...PURCHASE_ORDERS_READ,
    ...CUSTOMER_RECORDS_READ,
    ...CUSTOMER_READ,
    ...CUSTOMER_PRODUCTS_READ,
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
    ...SUPPLIER_READ,
  ],
  [Role.SalesTeam]: [
    ...PURCHASE_ORDERS_READ,
    ...CUSTOMER_RECORDS_EDIT,
    ...CUSTOMER_WORK,
    ...REGISTRATION_DECIDE,
    ...CUSTOMER_PRODUCTS_EDIT,
    ...PRODUCT_TAXONOMY_READ,
    ...SELF_SERVICE,
    P.InspectionSummary.View,
    P.ManagementDashboard.View,
    P.CustomerSummary.View,
    P.CustomerSummary.Edit,
    P.QuotationSummary.View,
  ],
  [Role.Customer]: [
    ...PURCHASE_ORDERS_OWN,
    ...CUSTOMER_RECORDS_OWN,
    P.CustomerBrandSummary.View,
    ...CUSTOMER_PRODUCTS_OWN,
    ...BOOKINGS_OWN,
    P.CustomerDashboard.View,
    ...QUOTATION_DECIDE,
    P.AuditSummary.View,
    P.AuditDashboard.View,
    P.TcfDashboard.View,
    P.LabDashboard.View,
    P.CustomerSummary.View,
  ],
  [Role.Supplier]: [
    ...PURCHASE_ORDERS_READ,
    ...BOOKINGS_OWN,
    P.SupplierDashboard.View,
    P.AuditSummary.View,
    P.AuditDashboard.View,
    P.SupplierSummary.View,
    P.SupplierSummary.MappingLink,
  ],
  [Role.Factory]: [
    ...PURCHASE_ORDERS_READ,
    ...BOOKINGS_OWN,
    P.SupplierDashboard.View,
    P.AuditSummary.View,
    P.AuditDashboard.View,
    P.SupplierSummary.View,
  ],
  [Role.ReportChecker]: [...SELF_SERVICE, P.InspectionSummary.View, P.InspectionSummary.DisplayColumns],
  [Role.OutSourceAccountingRole]: [P.InspectionSummary.View, P.QuotationSummary.View, P.InvoiceSummary.View],
  [Role.Auditor]: [...SELF_SERVICE, P.AuditSummary.View, P.AuditDashboard.View],
  [Role.TcfUser]: [...SELF_SERVICE, P.TcfDashboard.View],
  [Role.LabUser]: [...SELF_SERVICE, P.LabDashboard.View],
};

// A customer's services, checkpoints, complaints, decisions and staff assignment (customer-config-grants.ts);
// inspection reports, their templates, email configuration and certificates (report-grants.ts).
for (const grants of [CUSTOMER_CONFIG_GRANTS, REPORT_GRANTS]) {
  for (const [role, granted] of Object.entries(grants)) {
    ROLE_PERMISSIONS[Number(role) as Role] = [...ROLE_PERMISSIONS[Number(role) as Role], ...granted];
  }
}

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
