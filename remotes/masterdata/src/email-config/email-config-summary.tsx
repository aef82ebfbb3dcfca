import { useIntl } from 'react-intl';
import { Permissions, REPORT_SCREEN_PATHS as PATHS, type EmailConfigRow } from '@portal/domain';
import {
  FormSelect,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { emailTypeOptions, serviceTypeOptions } from './email-config-options';
import { useEmailConfigApi } from './use-email-config-api';

interface Filters extends Record<string, number[]> {
  customerIds: number[];
  serviceTypes: number[];
  emailTypes: number[];
}

const field = (key: string) => `masterdata.emailConfig.field.${key}`;

/** The entity's email rules (emailconfig): which mail, for whom, and whether it is active. */
export function EmailConfigSummary() {
  const api = useEmailConfigApi();
  const intl = useIntl();
  const link = useEntityLink();
  const t = (key: string) => intl.formatMessage({ id: `masterdata.emailConfig.${key}` });
  const services = serviceTypeOptions(intl);
  const customer = (row: EmailConfigRow) => row.customerName ?? t('value.anyCustomer');
  const serviceType = (row: EmailConfigRow) =>
    services.find((option) => option.value === row.serviceType)?.label ?? t('value.anyService');
  const emailType = (row: EmailConfigRow) => t(`emailType.${row.emailType}`);
  const active = (row: EmailConfigRow) => t(row.active ? 'value.yes' : 'value.no');

  const columns: SummaryColumn<EmailConfigRow>[] = [
    {
      key: 'customerName',
      titleId: field('customer'),
      sortable: true,
      render: customer,
      exportValue: customer,
    },
    {
      key: 'serviceType',
      titleId: field('serviceType'),
      sortable: true,
      render: serviceType,
      exportValue: serviceType,
    },
    {
      key: 'emailType',
      titleId: field('emailType'),
      sortable: true,
      render: emailType,
      exportValue: emailType,
    },
    { key: 'subjectTemplate', titleId: field('subjectTemplate') },
    { key: 'active', titleId: field('active'), sortable: true, render: active, exportValue: active },
  ];

  return (
    <SummaryPage<EmailConfigRow, Filters>
      titleId="masterdata.emailConfig.summary.title"
      screenKey="email-config-summary"
      resource={api.emailConfig}
      columns={columns}
      filterDefaults={{ customerIds: [], serviceTypes: [], emailTypes: [] }}
      renderFilters={() => (
        <>
          <FormSelect<number>
            name="customerIds"
            multiple
            label={t('filter.customers')}
            dataSource={api.customerDataSource}
          />
          <FormSelect<number>
            name="serviceTypes"
            multiple
            label={t('filter.serviceTypes')}
            options={services}
          />
          <FormSelect<number>
            name="emailTypes"
            multiple
            label={t('filter.emailTypes')}
            options={emailTypeOptions(intl)}
          />
        </>
      )}
      defaultSort={{ field: 'customerName', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.EmailConfigSummary)}
      rowLink={(row) => link(`${PATHS.emailConfigEdit}/${row.id}`)}
      newLink={link(PATHS.emailConfigEdit)}
      exportName="email-configuration"
    />
  );
}
