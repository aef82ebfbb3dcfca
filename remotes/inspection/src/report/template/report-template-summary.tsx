import { useIntl } from 'react-intl';
import { Permissions, REPORT_SCREEN_PATHS as PATHS, type ReportTemplateRow } from '@portal/domain';
import {
  FormSelect,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { useReportScreensApi } from '../../shared/api/report-screens-api';
import { serviceTypeOptions } from '../../shared/booking/booking-options';

interface Filters extends Record<string, number[]> {
  customerIds: number[];
  serviceTypes: number[];
}

/** The report templates: which customer and service type each serves, its checks, whether it is in use. */
export function ReportTemplateSummary() {
  const api = useReportScreensApi();
  const intl = useIntl();
  const link = useEntityLink();
  const t = (key: string) => intl.formatMessage({ id: key });
  const customer = (row: ReportTemplateRow) =>
    row.customerName ?? t('inspection.reportScreens.template.anyCustomer');
  const serviceType = (row: ReportTemplateRow) => t(`inspection.booking.serviceType.${row.serviceType}`);
  const active = (row: ReportTemplateRow) =>
    t(`inspection.reportScreens.template.active.${row.active ? 'yes' : 'no'}`);
  const columns: SummaryColumn<ReportTemplateRow>[] = [
    { key: 'name', titleId: 'reportTemplate.field.name', sortable: true },
    {
      key: 'customerName',
      titleId: 'reportTemplate.field.customer',
      sortable: true,
      render: customer,
      exportValue: customer,
    },
    {
      key: 'serviceType',
      titleId: 'reportTemplate.field.serviceType',
      sortable: true,
      render: serviceType,
      exportValue: serviceType,
    },
    {
      key: 'checkCount',
      titleId: 'inspection.reportScreens.template.field.checkCount',
      className: 'text-right',
      render: (row) => intl.formatNumber(row.checkCount),
    },
    {
      key: 'active',
      titleId: 'reportTemplate.field.active',
      sortable: true,
      render: active,
      exportValue: active,
    },
  ];
  return (
    <SummaryPage<ReportTemplateRow, Filters>
      titleId="inspection.reportScreens.template.summary.title"
      screenKey="report-template-summary"
      resource={api.template}
      columns={columns}
      filterDefaults={{ customerIds: [], serviceTypes: [] }}
      renderFilters={() => (
        <>
          <FormSelect<number>
            name="customerIds"
            multiple
            label={t('inspection.reportScreens.template.filter.customers')}
            dataSource={api.customerDataSource}
          />
          <FormSelect<number>
            name="serviceTypes"
            multiple
            label={t('inspection.reportScreens.template.filter.serviceTypes')}
            options={serviceTypeOptions(intl)}
          />
        </>
      )}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.ReportTemplateSummary)}
      rowLink={(row) => link(`${PATHS.templateEdit}/${row.id}`)}
      newLink={link(PATHS.templateEdit)}
      exportName="report-templates"
    />
  );
}
