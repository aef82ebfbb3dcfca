import { useFormikContext } from 'formik';
import { useIntl, type IntlShape } from 'react-intl';
import { EmploymentType, HR_ROUTES, Permissions, StaffStatus, type StaffRow } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, type SummaryColumn } from '@portal/screen-kit';
import { Select } from '@portal/ui';
import { useHrStaffApi } from './staff-api';
import { toOptions } from '../shared/forms/form-values';
import { useStaffLookups } from './use-staff-lookups';

type Filters = {
  officeIds: number[];
  departmentIds: number[];
  statuses: number[];
  employmentTypes: number[];
};
const FILTER_DEFAULTS: Filters = { officeIds: [], departmentIds: [], statuses: [], employmentTypes: [] };

export const statusOptions = (intl: IntlShape) =>
  Object.values(StaffStatus)
    .filter((value): value is StaffStatus => typeof value === 'number')
    .map((value) => ({
      value: value as number,
      label: intl.formatMessage({ id: `hr.staff.status.${value}` }),
    }));

export const employmentTypeOptions = (intl: IntlShape) =>
  Object.values(EmploymentType)
    .filter((value): value is EmploymentType => typeof value === 'number')
    .map((value) => ({
      value: value as number,
      label: intl.formatMessage({ id: `hr.staff.employmentType.${value}` }),
    }));

function StaffFilters({ lookups }: { lookups: ReturnType<typeof useStaffLookups> }) {
  const intl = useIntl();
  const form = useFormikContext<Filters>();
  const multi = (name: keyof Filters, labelId: string, options: { value: number; label: string }[]) => (
    <Select<number>
      multiple
      name={name}
      label={intl.formatMessage({ id: labelId })}
      options={options}
      value={form.values[name]}
      onChange={(ids) => void form.setFieldValue(name, ids)}
    />
  );
  return (
    <>
      {multi('officeIds', 'hr.staff.filter.offices', toOptions(lookups.offices))}
      {multi('departmentIds', 'hr.staff.filter.departments', toOptions(lookups.departments))}
      {multi('statuses', 'hr.staff.filter.statuses', statusOptions(intl))}
      {multi('employmentTypes', 'hr.staff.filter.employmentTypes', employmentTypeOptions(intl))}
    </>
  );
}

/** Staff summary (the HumanResource landing): search by text, office, department, status, employment type. */
export function StaffSummary() {
  const api = useHrStaffApi();
  const lookups = useStaffLookups(api);
  const link = useEntityLink();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const columns: SummaryColumn<StaffRow>[] = [
    { key: 'fullName', titleId: 'hr.staff.field.fullName', sortable: true },
    { key: 'employeeNo', titleId: 'hr.staff.field.employeeNo', sortable: true },
    { key: 'officeName', titleId: 'hr.staff.field.office', sortable: true },
    { key: 'departmentName', titleId: 'hr.staff.field.department', sortable: true },
    { key: 'positionTitle', titleId: 'hr.staff.field.positionTitle', sortable: true },
    { key: 'managerName', titleId: 'hr.staff.field.manager', sortable: true, defaultVisible: false },
    {
      key: 'status',
      titleId: 'hr.staff.field.status',
      sortable: true,
      render: (row) => t(`hr.staff.status.${row.status}`),
      exportValue: (row) => t(`hr.staff.status.${row.status}`),
    },
    {
      key: 'employmentType',
      titleId: 'hr.staff.field.employmentType',
      sortable: true,
      render: (row) => t(`hr.staff.employmentType.${row.employmentType}`),
      exportValue: (row) => t(`hr.staff.employmentType.${row.employmentType}`),
    },
    { key: 'joinDate', titleId: 'hr.staff.field.joinDate', sortable: true, defaultVisible: false },
  ];
  return (
    <SummaryPage<StaffRow, Filters>
      titleId="hr.staff.summary.title"
      screenKey="staff-summary"
      resource={api.staff}
      columns={columns}
      filterDefaults={FILTER_DEFAULTS}
      renderFilters={() => <StaffFilters lookups={lookups} />}
      defaultSort={{ field: 'fullName', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.StaffSummary)}
      rowLink={(row) => link(`${HR_ROUTES.staffEdit}/${row.id}`)}
      newLink={link(HR_ROUTES.staffEdit)}
      exportName="staff"
    />
  );
}
