import {
  CUSTOMER_RECORD_SCREENS,
  HR_ROUTES,
  Permissions,
  PRODUCT_SCREEN_PATHS,
  BOOKING_SCREEN_PATHS,
  PURCHASE_ORDER_SCREEN_PATHS,
  SCHEDULE_SCREEN_PATHS,
  REPORT_SCREEN_PATHS,
  RightType,
  type PermissionName,
} from '@portal/domain';

/**
 * The menu (rights). Headings carry path '#'; screens carry their route WITHOUT the entity prefix.
 * A role holds a screen when it holds the screen's permission, and a heading when it holds any of the
 * heading's screens, so the menu a user sees always matches what the routes let them open.
 */
export interface MenuSeed {
  id: number;
  parentId: number | null;
  menuName: string;
  titleName: string;
  path: string;
  ranking: number;
  rightType: RightType;
  isHeading: boolean;
  glyphicons: string | null;
  /** Screens only: the permission that opens it. */
  permission?: PermissionName;
}

interface ScreenSpec {
  id: number;
  title: string;
  path: string;
  permission: PermissionName;
}

/** A group inside a heading: the third menu level (heading > group > screen). */
interface GroupSpec {
  id: number;
  title: string;
  screens: ScreenSpec[];
}

interface HeadingSpec {
  id: number;
  title: string;
  rightType: RightType;
  glyphicons: string;
  screens: (ScreenSpec | GroupSpec)[];
}

const P = Permissions;

// Ids: right type * 100 + heading * 10 (+ screen), stable so seeding stays idempotent.
const HEADINGS: HeadingSpec[] = [
  {
    id: 110,
    title: 'Inspection',
    rightType: RightType.Inspection,
    glyphicons: 'search',
    screens: [
      {
        id: 111,
        title: 'Booking Summary',
        path: BOOKING_SCREEN_PATHS.summary,
        permission: P.InspectionSummary.View,
      },
      {
        id: 112,
        title: 'New Booking',
        path: `${BOOKING_SCREEN_PATHS.edit}/0`,
        permission: P.InspectionSummary.Edit,
      },
      {
        id: 113,
        title: 'Combine Bookings',
        path: BOOKING_SCREEN_PATHS.combine,
        permission: P.InspectionSummary.Combine,
      },
    ],
  },
  {
    id: 120,
    title: 'Dashboard',
    rightType: RightType.Inspection,
    glyphicons: 'dashboard',
    screens: [
      {
        id: 125,
        title: 'Client Dashboards',
        screens: [
          {
            id: 121,
            title: 'Customer Dashboard',
            path: 'cusdashboard',
            permission: P.CustomerDashboard.View,
          },
          {
            id: 122,
            title: 'Supplier Dashboard',
            path: 'supdashboard/dashboard',
            permission: P.SupplierDashboard.View,
          },
        ],
      },
      {
        id: 126,
        title: 'Operations Dashboards',
        screens: [
          { id: 123, title: 'QC Dashboard', path: 'qcdashboard', permission: P.QcDashboard.View },
          {
            id: 124,
            title: 'Management Dashboard',
            path: 'managementdashboard/dashboard',
            permission: P.ManagementDashboard.View,
          },
        ],
      },
    ],
  },
  {
    id: 130,
    title: 'Quotation',
    rightType: RightType.Inspection,
    glyphicons: 'file-text',
    screens: [
      {
        id: 131,
        title: 'Quotation Summary',
        path: 'quotations/quotation-summary',
        permission: P.QuotationSummary.View,
      },
    ],
  },
  {
    id: 140,
    title: 'Invoice',
    rightType: RightType.Inspection,
    glyphicons: 'credit-card',
    screens: [
      { id: 141, title: 'Finance Dashboard', path: 'finance', permission: P.FinanceDashboard.View },
      {
        id: 142,
        title: 'Invoice Summary',
        path: 'invoicesummary/invoice-summary',
        permission: P.InvoiceSummary.View,
      },
      {
        id: 143,
        title: 'Pending Certificates',
        path: REPORT_SCREEN_PATHS.certificatePending,
        permission: P.InspectionCertificateSummary.View,
      },
      {
        id: 144,
        title: 'Inspection Certificates',
        path: REPORT_SCREEN_PATHS.certificateSearch,
        permission: P.InspectionCertificateSummary.View,
      },
    ],
  },
  {
    id: 150,
    title: 'Scheduling',
    rightType: RightType.Inspection,
    glyphicons: 'calendar',
    screens: [
      {
        id: 151,
        title: 'Schedule Summary',
        path: SCHEDULE_SCREEN_PATHS.summary,
        permission: P.ScheduleSummary.View,
      },
      {
        id: 152,
        title: 'QC Availability',
        path: SCHEDULE_SCREEN_PATHS.availability,
        permission: P.QcAvailability.View,
      },
      { id: 153, title: 'QC Block', path: SCHEDULE_SCREEN_PATHS.qcBlock, permission: P.QcBlock.View },
      {
        id: 154,
        title: 'Inspection Occupancy',
        path: SCHEDULE_SCREEN_PATHS.occupancy,
        permission: P.InspectionOccupancy.View,
      },
      {
        id: 155,
        title: 'Man-day Summary',
        path: SCHEDULE_SCREEN_PATHS.manDaySummary,
        permission: P.InspectionOccupancy.View,
      },
    ],
  },
  {
    id: 160,
    title: 'Purchase Order',
    rightType: RightType.Inspection,
    glyphicons: 'shopping-cart',
    screens: [
      {
        id: 161,
        title: 'Purchase Order Summary',
        path: PURCHASE_ORDER_SCREEN_PATHS.summary,
        permission: P.PurchaseOrderSummary.View,
      },
      {
        id: 162,
        title: 'Purchase Order Upload',
        path: PURCHASE_ORDER_SCREEN_PATHS.upload,
        permission: P.PurchaseOrderSummary.Import,
      },
      {
        id: 163,
        title: 'Open Purchase Order Lines',
        path: PURCHASE_ORDER_SCREEN_PATHS.lite,
        permission: P.PurchaseOrderSummary.View,
      },
    ],
  },
  {
    id: 170,
    title: 'Reports',
    rightType: RightType.Inspection,
    glyphicons: 'bar-chart',
    screens: [
      {
        id: 171,
        title: 'Report Summary',
        path: REPORT_SCREEN_PATHS.summary,
        permission: P.InspectionReport.View,
      },
      {
        id: 173,
        title: 'Report Sending Time',
        path: REPORT_SCREEN_PATHS.sendingTime,
        permission: P.ReportSendingTime.View,
      },
      {
        id: 172,
        title: 'Inspector Scorecard',
        path: 'inspector-scorecard/scorecard',
        permission: P.Rights.Manage,
      },
    ],
  },
  {
    id: 180,
    title: 'Configuration',
    rightType: RightType.Inspection,
    glyphicons: 'settings',
    screens: [
      {
        id: 181,
        title: 'Exchange Rate',
        path: 'exchangerate/exchange-rate-summary',
        permission: P.Rights.Manage,
      },
      { id: 182, title: 'Rate Matrix', path: 'ratematrix/rate-matrix-summary', permission: P.Rights.Manage },
      {
        id: 183,
        title: 'Workload Matrix',
        path: SCHEDULE_SCREEN_PATHS.workloadMatrix,
        permission: P.WorkloadMatrixSummary.View,
      },
      {
        id: 184,
        title: 'Other Man-days',
        path: SCHEDULE_SCREEN_PATHS.otherManday,
        permission: P.OtherMandaySummary.View,
      },
      {
        id: 185,
        title: 'Starting Ports',
        path: SCHEDULE_SCREEN_PATHS.startingPort,
        permission: P.StartingPortSummary.View,
      },
      {
        id: 186,
        title: 'Travel Matrix',
        path: SCHEDULE_SCREEN_PATHS.travelMatrix,
        permission: P.TravelMatrixSummary.View,
      },
      {
        id: 187,
        title: 'Travel Tariffs',
        path: SCHEDULE_SCREEN_PATHS.travelTariff,
        permission: P.TravelTariffSummary.View,
      },
      {
        id: 188,
        title: 'Food Allowance',
        path: SCHEDULE_SCREEN_PATHS.foodAllowance,
        permission: P.FoodAllowanceSummary.View,
      },
      {
        id: 189,
        title: 'Report Templates',
        path: REPORT_SCREEN_PATHS.templateSummary,
        permission: P.ReportTemplateSummary.View,
      },
      {
        id: 191,
        title: 'Email Configuration',
        path: REPORT_SCREEN_PATHS.emailConfigSummary,
        permission: P.EmailConfigSummary.View,
      },
    ],
  },
  {
    id: 210,
    title: 'Audit',
    rightType: RightType.Audit,
    glyphicons: 'clipboard',
    screens: [
      {
        id: 211,
        title: 'Audit Summary',
        path: 'auditsummary/audit-summary',
        permission: P.AuditSummary.View,
      },
      {
        id: 212,
        title: 'Audit Dashboard',
        path: 'auditdashboard/dashboard',
        permission: P.AuditDashboard.View,
      },
    ],
  },
  {
    id: 310,
    title: 'TCF',
    rightType: RightType.TCF,
    glyphicons: 'folder',
    screens: [
      {
        id: 311,
        title: 'TCF Dashboard',
        path: 'tcfdashboardnew/tcf-dashboard-new',
        permission: P.TcfDashboard.View,
      },
    ],
  },
  {
    id: 410,
    title: 'Lab Testing',
    rightType: RightType.LabTesting,
    glyphicons: 'flask',
    screens: [{ id: 411, title: 'Lab Dashboard', path: 'labdashboard', permission: P.LabDashboard.View }],
  },
  {
    id: 510,
    title: 'Customer',
    rightType: RightType.Customer,
    glyphicons: 'users',
    screens: [
      {
        id: 511,
        title: 'Customer Summary',
        path: 'cussearch/customer-summary',
        permission: P.CustomerSummary.View,
      },
      {
        id: 550,
        title: 'Contacts & Buyers',
        screens: [
          {
            id: 551,
            title: 'Customer Contacts',
            path: CUSTOMER_RECORD_SCREENS.contact.summary,
            permission: P.CustomerContactSummary.View,
          },
          {
            id: 552,
            title: 'Contact Groups',
            path: CUSTOMER_RECORD_SCREENS.contactGroup.summary,
            permission: P.CustomerContactGroupSummary.View,
          },
          {
            id: 553,
            title: 'Departments',
            path: CUSTOMER_RECORD_SCREENS.department.summary,
            permission: P.CustomerDepartmentSummary.View,
          },
          {
            id: 554,
            title: 'Buyers',
            path: CUSTOMER_RECORD_SCREENS.buyer.summary,
            permission: P.CustomerBuyerSummary.View,
          },
          {
            id: 555,
            title: 'Collections',
            path: CUSTOMER_RECORD_SCREENS.collection.summary,
            permission: P.CustomerCollectionSummary.View,
          },
        ],
      },
      {
        id: 512,
        title: 'Brands',
        path: 'cusbrand/brand-summary',
        permission: P.CustomerBrandSummary.View,
      },
      {
        id: 513,
        title: 'Customer Registrations',
        path: 'cussearch/customer-registrations',
        permission: P.CustomerRegistration.View,
      },
      {
        id: 560,
        title: 'Services & Quality',
        screens: [
          {
            id: 561,
            title: 'Customer Services',
            path: 'cusservicesearch/customer-service-summary',
            permission: P.CustomerServiceSummary.View,
          },
          {
            id: 562,
            title: 'Checkpoints',
            path: 'cuscheckpointedit/customer-checkpoint-summary',
            permission: P.CustomerCheckpointSummary.View,
          },
          {
            id: 563,
            title: 'Complaints',
            path: 'cuscomplaintsummary/customer-complaint-summary',
            permission: P.CustomerComplaintSummary.View,
          },
          {
            id: 564,
            title: 'Customer Decisions',
            path: 'customerdecision/customer-decision-summary',
            permission: P.CustomerDecisionSummary.View,
          },
          {
            id: 565,
            title: 'Customer Staff & Access',
            path: 'userconfigcustomer/customer-user-config-summary',
            permission: P.CustomerUserConfigSummary.View,
          },
        ],
      },
      {
        id: 590,
        title: 'Products',
        screens: [
          {
            id: 591,
            title: 'Customer Products',
            path: PRODUCT_SCREEN_PATHS.customerProduct.summary,
            permission: P.CustomerProductSummary.View,
          },
          {
            id: 592,
            title: 'Customer Styles',
            path: PRODUCT_SCREEN_PATHS.customerStyle.summary,
            permission: P.CustomerStyleSummary.View,
          },
          {
            id: 593,
            title: 'Product Categories',
            path: PRODUCT_SCREEN_PATHS.productCategory.summary,
            permission: P.ProductCategorySummary.View,
          },
          {
            id: 594,
            title: 'Product Sub-categories',
            path: PRODUCT_SCREEN_PATHS.productSubCategory.summary,
            permission: P.ProductSubCategorySummary.View,
          },
          {
            id: 595,
            title: 'Product Sub-categories 2',
            path: PRODUCT_SCREEN_PATHS.productSub2Category.summary,
            permission: P.ProductSub2CategorySummary.View,
          },
          {
            id: 596,
            title: 'Product Sub-categories 3',
            path: PRODUCT_SCREEN_PATHS.productSub3Category.summary,
            permission: P.ProductSub3CategorySummary.View,
          },
        ],
      },
    ],
  },
  {
    id: 610,
    title: 'Supplier/Factory',
    rightType: RightType.Vendor,
    glyphicons: 'truck',
    screens: [
      {
        id: 611,
        title: 'Supplier Summary',
        path: 'suppliersearch/supplier-summary',
        permission: P.SupplierSummary.View,
      },
    ],
  },
  {
    id: 710,
    title: 'Human Resource',
    rightType: RightType.HumanResource,
    glyphicons: 'id-card',
    screens: [
      { id: 711, title: 'Staff Summary', path: HR_ROUTES.staffSummary, permission: P.StaffSummary.View },
      { id: 712, title: 'Office', path: HR_ROUTES.officeSummary, permission: P.OfficeSummary.View },
      {
        id: 713,
        title: 'Outsource Companies',
        path: HR_ROUTES.outsourceCompanies,
        permission: P.StaffSummary.Edit,
      },
      {
        id: 714,
        title: 'Payroll Companies',
        path: HR_ROUTES.payrollCompanies,
        permission: P.StaffSummary.Edit,
      },
    ],
  },
  {
    id: 720,
    title: 'Leave',
    rightType: RightType.HumanResource,
    glyphicons: 'calendar',
    screens: [
      { id: 721, title: 'Leave Summary', path: HR_ROUTES.leaveSummary, permission: P.LeaveSummary.View },
      { id: 722, title: 'Leave Request', path: HR_ROUTES.leaveRequest, permission: P.LeaveRequest.View },
      { id: 723, title: 'Leave To Approve', path: HR_ROUTES.leavePending, permission: P.LeaveRequest.View },
      { id: 725, title: 'Leave Balance', path: HR_ROUTES.leaveBalance, permission: P.LeaveSummary.View },
      { id: 724, title: 'Leave Types', path: HR_ROUTES.leaveTypes, permission: P.LeaveSummary.ManageTypes },
    ],
  },
  {
    id: 730,
    title: 'Holiday',
    rightType: RightType.HumanResource,
    glyphicons: 'sun',
    screens: [
      {
        id: 731,
        title: 'Holiday Summary',
        path: HR_ROUTES.holidaySummary,
        permission: P.HolidaySummary.View,
      },
    ],
  },
  {
    id: 740,
    title: 'Expense Claim',
    rightType: RightType.HumanResource,
    glyphicons: 'receipt',
    screens: [
      {
        id: 741,
        title: 'Expense Summary',
        path: HR_ROUTES.expenseSummary,
        permission: P.ExpenseSummary.View,
      },
      { id: 742, title: 'Expense Claim', path: HR_ROUTES.expenseClaim, permission: P.ExpenseClaim.View },
      { id: 743, title: 'Pending Expense', path: HR_ROUTES.pendingExpense, permission: P.ExpenseClaim.View },
    ],
  },
  {
    id: 810,
    title: 'Data Management',
    rightType: RightType.Document,
    glyphicons: 'database',
    screens: [
      {
        id: 811,
        title: 'Data Management',
        path: 'datamanagement/dmsummary',
        permission: P.DataManagement.View,
      },
    ],
  },
  // Ids 911 and 912 predate the other levels; the list order (the ranking) follows the hierarchy.
  {
    id: 910,
    title: 'Area Management',
    rightType: RightType.Admin,
    glyphicons: 'globe',
    screens: [
      { id: 911, title: 'Country', path: 'country/country-summary', permission: P.CountrySummary.View },
      { id: 913, title: 'Province', path: 'province/province-summary', permission: P.ProvinceSummary.View },
      { id: 912, title: 'City', path: 'city/city-summary', permission: P.CitySummary.View },
      { id: 914, title: 'County', path: 'county/county-summary', permission: P.CountySummary.View },
      { id: 915, title: 'Town', path: 'town/town-summary', permission: P.TownSummary.View },
    ],
  },
  {
    id: 920,
    title: 'User Management',
    rightType: RightType.Admin,
    glyphicons: 'user-cog',
    screens: [
      {
        id: 921,
        title: 'User Accounts',
        path: HR_ROUTES.userAccountSummary,
        permission: P.UserAccountSummary.View,
      },
      { id: 924, title: 'Email Outbox', path: HR_ROUTES.emailOutbox, permission: P.EmailOutbox.View },
      { id: 922, title: 'Rights', path: 'rightsummary/right-summary', permission: P.RightsAdmin.View },
      { id: 923, title: 'Role Rights', path: 'rolerights/role-rights', permission: P.RightsAdmin.View },
      {
        id: 925,
        title: 'Permission Map',
        path: 'permissionmap/permission-map',
        permission: P.RightsAdmin.View,
      },
    ],
  },
];

const isGroup = (entry: ScreenSpec | GroupSpec): entry is GroupSpec => 'screens' in entry;

function screenRow(screen: ScreenSpec, parentId: number, ranking: number, rightType: RightType): MenuSeed {
  return {
    id: screen.id,
    parentId,
    menuName: screen.title,
    titleName: screen.title,
    path: screen.path,
    ranking,
    rightType,
    isHeading: false,
    glyphicons: null,
    permission: screen.permission,
  };
}

function headingRow(
  id: number,
  title: string,
  parentId: number | null,
  ranking: number,
  rightType: RightType,
  glyphicons: string | null,
): MenuSeed {
  return {
    id,
    parentId,
    menuName: title,
    titleName: title,
    path: '#',
    ranking,
    rightType,
    isHeading: true,
    glyphicons,
  };
}

/** Flat rows, parents before children (the foreign key needs that order). */
export const MENU: readonly MenuSeed[] = HEADINGS.flatMap((heading, headingIndex) => [
  headingRow(heading.id, heading.title, null, headingIndex + 1, heading.rightType, heading.glyphicons),
  ...heading.screens.flatMap((entry, entryIndex) =>
    isGroup(entry)
      ? [
          headingRow(entry.id, entry.title, heading.id, entryIndex + 1, heading.rightType, null),
          ...entry.screens.map((screen, screenIndex) =>
            screenRow(screen, entry.id, screenIndex + 1, heading.rightType),
          ),
        ]
      : [screenRow(entry, heading.id, entryIndex + 1, heading.rightType)],
  ),
]);

/** Menu ids a set of permissions opens: the screens, plus every heading and group above them. */
export function menuIdsFor(permissions: readonly string[]): number[] {
  const held = new Set(permissions);
  const byId = new Map(MENU.map((item) => [item.id, item]));
  const opened = new Set<number>();
  for (const screen of MENU.filter((item) => item.permission && held.has(item.permission))) {
    for (let item: MenuSeed | undefined = screen; item; item = byId.get(item.parentId ?? NaN))
      opened.add(item.id);
  }
  return MENU.filter((item) => opened.has(item.id)).map((item) => item.id);
}
