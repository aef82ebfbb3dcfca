import { HR_ROUTES, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { CompanyEdit, CompanySummary, COMPANY_PATHS, type CompanyKind } from './company-screens';
import { OfficeEdit } from './office-edit';
import { OfficeSummary } from './office-summary';
import { StaffEdit } from './staff-edit';
import { StaffSummary } from './staff-summary';

function companyRoutes(kind: CompanyKind): RemoteRoute[] {
  // Keyed by kind, so moving from one kind to the other starts afresh.
  const Summary = () => <CompanySummary key={kind} kind={kind} />;
  const Edit = () => <CompanyEdit key={kind} kind={kind} />;
  return [
    {
      path: COMPANY_PATHS[kind].summary,
      permission: Permissions.StaffSummary.Edit,
      titleId: `hr.company.${kind}.title`,
      component: Summary,
    },
    {
      path: `${COMPANY_PATHS[kind].edit}/:id?`,
      permission: Permissions.StaffSummary.Edit,
      titleId: `hr.company.${kind}.edit.title`,
      component: Edit,
    },
  ];
}

/** The staff screens under `/:entity/`: staff, offices, outsource and payroll companies. */
export const staffRoutes: RemoteRoute[] = [
  {
    path: HR_ROUTES.staffSummary,
    permission: Permissions.StaffSummary.View,
    titleId: 'hr.staff.summary.title',
    component: StaffSummary,
  },
  {
    path: `${HR_ROUTES.staffEdit}/:id?`,
    permission: Permissions.StaffSummary.View,
    titleId: 'hr.staff.edit.title',
    component: StaffEdit,
  },
  {
    path: HR_ROUTES.officeSummary,
    permission: Permissions.OfficeSummary.View,
    titleId: 'hr.office.summary.title',
    component: OfficeSummary,
  },
  {
    path: `${HR_ROUTES.officeEdit}/:id?`,
    permission: Permissions.OfficeSummary.View,
    titleId: 'hr.office.edit.title',
    component: OfficeEdit,
  },
  ...companyRoutes('outsource'),
  ...companyRoutes('payroll'),
];
