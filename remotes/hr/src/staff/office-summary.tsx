import { useIntl } from 'react-intl';
import { HR_ROUTES, Permissions, type OfficeRow } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, type SummaryColumn } from '@portal/screen-kit';
import { useHrStaffApi } from './staff-api';

/** Offices of the entity (GET OfficesControl, searched and paged in the browser: a short list). */
export function OfficeSummary() {
  const api = useHrStaffApi();
  const link = useEntityLink();
  const intl = useIntl();
  const active = (row: OfficeRow) =>
    intl.formatMessage({ id: row.isActive ? 'hr.office.active.yes' : 'hr.office.active.no' });
  const columns: SummaryColumn<OfficeRow>[] = [
    { key: 'name', titleId: 'hr.office.field.name', sortable: true },
    { key: 'code', titleId: 'hr.office.field.code', sortable: true },
    { key: 'countryName', titleId: 'hr.office.field.country', sortable: true },
    { key: 'cityName', titleId: 'hr.office.field.city', sortable: true, defaultVisible: false },
    { key: 'email', titleId: 'hr.office.field.email', sortable: true, defaultVisible: false },
    { key: 'staffCount', titleId: 'hr.office.field.staffCount', sortable: true },
    {
      key: 'isActive',
      titleId: 'hr.office.field.isActive',
      sortable: true,
      render: active,
      exportValue: active,
    },
  ];
  return (
    <SummaryPage<OfficeRow>
      titleId="hr.office.summary.title"
      screenKey="office-summary"
      resource={api.office}
      columns={columns}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.OfficeSummary)}
      rowLink={(row) => link(`${HR_ROUTES.officeEdit}/${row.id}`)}
      newLink={link(HR_ROUTES.officeEdit)}
      exportName="offices"
    />
  );
}
