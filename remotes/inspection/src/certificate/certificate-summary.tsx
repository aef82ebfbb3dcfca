import { useIntl } from 'react-intl';
import {
  CertificateStatus,
  Permissions,
  REPORT_SCREEN_PATHS as PATHS,
  type InspectionCertificateRow,
} from '@portal/domain';
import {
  FormDateRange,
  FormSelect,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type FilterValue,
  type SummaryColumn,
} from '@portal/screen-kit';
import { useCertificateApi } from './certificate-api';
import { dayText, momentDay, statusOptions, statusText } from './certificate-format';
import { CertificatePdfButton } from './certificate-pdf-button';

interface Filters extends Record<string, FilterValue> {
  customerIds: number[];
  statuses: number[];
  dateFrom: string | null;
  dateTo: string | null;
}

const P = Permissions.InspectionCertificateSummary;
const field = (key: string) => `inspection.certificate.field.${key}`;

/** The entity's certificates, drafts and issued, by customer, status and issue day; PDFs of issued ones. */
export function CertificateSummary() {
  const api = useCertificateApi();
  const intl = useIntl();
  const link = useEntityLink();
  const t = (key: string) => intl.formatMessage({ id: `inspection.certificate.${key}` });
  const status = (row: InspectionCertificateRow) => statusText(intl, row.status);

  const columns: SummaryColumn<InspectionCertificateRow>[] = [
    {
      key: 'number',
      titleId: field('number'),
      sortable: true,
      render: (row) => row.number ?? status(row),
      exportValue: (row) => row.number ?? '',
    },
    { key: 'bookingNo', titleId: field('bookingNo'), sortable: true },
    { key: 'customerName', titleId: field('customerName'), sortable: true },
    { key: 'supplierName', titleId: field('supplierName'), defaultVisible: false },
    { key: 'factoryName', titleId: field('factoryName'), defaultVisible: false },
    { key: 'status', titleId: field('status'), sortable: true, render: status, exportValue: status },
    { key: 'consignee', titleId: field('consignee') },
    { key: 'quantity', titleId: field('quantity'), className: 'text-right' },
    {
      key: 'inspectionDateTo',
      titleId: field('inspectionDateTo'),
      defaultVisible: false,
      render: (row) => dayText(row.inspectionDateTo),
      exportValue: (row) => dayText(row.inspectionDateTo),
    },
    {
      key: 'issuedAt',
      titleId: field('issuedAt'),
      sortable: true,
      render: (row) => momentDay(row.issuedAt),
      exportValue: (row) => momentDay(row.issuedAt),
    },
    { key: 'issuedByName', titleId: field('issuedByName'), defaultVisible: false },
    {
      key: 'actions',
      titleId: field('actions'),
      render: (row) =>
        row.status === CertificateStatus.Issued && row.number ? (
          <CertificatePdfButton id={row.id} number={row.number} compact />
        ) : null,
      exportValue: () => '',
    },
  ];

  return (
    <SummaryPage<InspectionCertificateRow, Filters>
      titleId="inspection.certificate.summary.title"
      screenKey="inspection-certificate-summary"
      resource={api.certificate}
      columns={columns}
      filterDefaults={{ customerIds: [], statuses: [], dateFrom: null, dateTo: null }}
      renderFilters={() => (
        <>
          <FormSelect<number>
            name="customerIds"
            multiple
            label={t('filter.customers')}
            dataSource={api.customerDataSource}
          />
          <FormSelect<number>
            name="statuses"
            multiple
            label={t('filter.statuses')}
            options={statusOptions(intl)}
          />
          <FormDateRange fromName="dateFrom" toName="dateTo" label={t('filter.issued')} />
        </>
      )}
      defaultSort={{ field: 'issuedAt', direction: 'desc' }}
      permissions={{ ...summaryPermissions(P), create: undefined }}
      rowLink={(row) => link(`${PATHS.certificateEdit}/${row.id}`)}
      exportName="inspection-certificates"
    />
  );
}
