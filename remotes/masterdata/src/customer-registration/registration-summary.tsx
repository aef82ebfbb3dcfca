import { useIntl } from 'react-intl';
import {
  CUSTOMER_REGISTRATION_ROUTES,
  formatDate,
  Permissions,
  type CustomerRegistrationRow,
} from '@portal/domain';
import { FormSelect, SummaryPage, useEntityLink } from '@portal/screen-kit';
import { RegistrationStatusBadge, statusKey, statusOptions } from './registration-status';
import { useRegistrationApi } from './use-registration-api';

const P = Permissions.CustomerRegistration;

function StatusFilter() {
  const intl = useIntl();
  return (
    <FormSelect<number>
      name="statusIds"
      label={intl.formatMessage({ id: 'masterdata.registration.field.status' })}
      options={statusOptions(intl)}
      multiple
    />
  );
}

/** cussearch/customer-registrations: every self-registration of the entity, newest first. */
export function RegistrationSummary() {
  const api = useRegistrationApi();
  const intl = useIntl();
  const link = useEntityLink();
  return (
    <SummaryPage<CustomerRegistrationRow, { statusIds: number[] }>
      titleId="masterdata.registration.summary.title"
      screenKey="customer-registration-summary"
      resource={api}
      columns={[
        { key: 'companyName', titleId: 'masterdata.registration.field.companyName', sortable: true },
        { key: 'contactName', titleId: 'masterdata.registration.field.contactName', sortable: true },
        { key: 'email', titleId: 'masterdata.registration.field.email', sortable: true },
        { key: 'countryName', titleId: 'masterdata.registration.field.country', sortable: true },
        {
          key: 'status',
          titleId: 'masterdata.registration.field.status',
          sortable: true,
          render: (row) => <RegistrationStatusBadge status={row.status} />,
          exportValue: (row) => intl.formatMessage({ id: statusKey(row.status) }),
        },
        {
          key: 'createdAt',
          titleId: 'masterdata.registration.field.createdAt',
          sortable: true,
          render: (row) => formatDate(row.createdAt, { withTime: true }),
        },
      ]}
      filterDefaults={{ statusIds: [] }}
      renderFilters={() => <StatusFilter />}
      defaultSort={{ field: 'createdAt', direction: 'desc' }}
      permissions={{ saveFilter: P.SaveFilter, displayColumns: P.DisplayColumns }}
      rowLink={(row) => link(`${CUSTOMER_REGISTRATION_ROUTES.detail}/${row.id}`)}
      exportName="customer-registrations"
    />
  );
}
