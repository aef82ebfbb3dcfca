import { Permissions, RightType, type PermissionName } from '@portal/domain';

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

interface HeadingSpec {
  id: number;
  title: string;
  rightType: RightType;
  glyphicons: string;
  screens: ScreenSpec[];
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
        path: 'inspsummary/booking-summary',
        permission: P.InspectionSummary.View,
      },
    ],
  },
  {
    id: 120,
    title: 'Dashboard',
    rightType: RightType.Inspection,
    glyphicons: 'dashboard',
    screens: [
      { id: 121, title: 'Customer Dashboard', path: 'cusdashboard', permission: P.CustomerDashboard.View },
      {
        id: 122,
        title: 'Supplier Dashboard',
        path: 'supdashboard/dashboard',
        permission: P.SupplierDashboard.View,
      },
      { id: 123, title: 'QC Dashboard', path: 'qcdashboard', permission: P.QcDashboard.View },
      {
        id: 124,
        title: 'Management Dashboard',
        path: 'managementdashboard/dashboard',
        permission: P.ManagementDashboard.View,
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
      { id: 711, title: 'Staff Summary', path: 'staffsearch/staff-summary', permission: P.StaffSummary.View },
    ],
  },
  {
    id: 720,
    title: 'Leave',
    rightType: RightType.HumanResource,
    glyphicons: 'calendar',
    screens: [
      { id: 721, title: 'Leave Summary', path: 'leavesearch/leave-summary', permission: P.LeaveRequest.View },
      {
        id: 722,
        title: 'Leave Request',
        path: 'leaverequest/leave-request',
        permission: P.LeaveRequest.View,
      },
    ],
  },
  {
    id: 730,
    title: 'Holiday',
    rightType: RightType.HumanResource,
    glyphicons: 'sun',
    screens: [
      { id: 731, title: 'Holiday Summary', path: 'holiday/holiday-summary', permission: P.LeaveRequest.View },
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
        path: 'expensesearch/expense-summary',
        permission: P.ExpenseClaim.View,
      },
      {
        id: 742,
        title: 'Expense Claim',
        path: 'expenseclaim/expense-claim',
        permission: P.ExpenseClaim.View,
      },
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
  // No permission names exist yet for geography; until master data adds them, it is an administrator area.
  {
    id: 910,
    title: 'Area Management',
    rightType: RightType.Admin,
    glyphicons: 'globe',
    screens: [
      { id: 911, title: 'Country', path: 'country/country-summary', permission: P.Rights.Manage },
      { id: 912, title: 'City', path: 'city/city-summary', permission: P.Rights.Manage },
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
        path: 'usersearch/user-account-summary',
        permission: P.UserAccountSummary.View,
      },
      { id: 922, title: 'Rights', path: 'rightsummary/right-summary', permission: P.Rights.Manage },
      { id: 923, title: 'Role Rights', path: 'rolerights/role-rights', permission: P.Rights.Manage },
    ],
  },
];

/** Flat rows, parents before children (the foreign key needs that order). */
export const MENU: readonly MenuSeed[] = HEADINGS.flatMap((heading, headingIndex) => [
  {
    id: heading.id,
    parentId: null,
    menuName: heading.title,
    titleName: heading.title,
    path: '#',
    ranking: headingIndex + 1,
    rightType: heading.rightType,
    isHeading: true,
    glyphicons: heading.glyphicons,
  },
  ...heading.screens.map((screen, screenIndex) => ({
    id: screen.id,
    parentId: heading.id,
    menuName: screen.title,
    titleName: screen.title,
    path: screen.path,
    ranking: screenIndex + 1,
    rightType: heading.rightType,
    isHeading: false,
    glyphicons: null,
    permission: screen.permission,
  })),
]);

/** Menu ids a set of permissions opens: the screens, plus the headings above them. */
export function menuIdsFor(permissions: readonly string[]): number[] {
  const held = new Set(permissions);
  const screens = MENU.filter((item) => item.permission && held.has(item.permission));
  const headings = new Set(screens.map((screen) => screen.parentId).filter((id): id is number => id != null));
  return MENU.filter((item) => headings.has(item.id) || screens.includes(item)).map((item) => item.id);
}
