import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Permissions, REPORT_SCREEN_PATHS as PATHS, type PendingCertificateRow } from '@portal/domain';
import {
  FormSelect,
  SummaryPage,
  usePermission,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { useCertificateApi } from './certificate-api';
import { dayText, momentDay, newCertificatePath } from './certificate-format';

interface Filters extends Record<string, number[]> {
  customerIds: number[];
}

const P = Permissions.InspectionCertificateSummary;
const field = (key: string) => `inspection.certificate.field.${key}`;
const actionClass =
  'inline-block whitespace-nowrap rounded-md border border-sky-700 px-2 py-1 text-sm font-medium text-sky-800 hover:bg-sky-50';

/**
 * The bookings waiting for their certificate: a validated, passed report of a customer that needs
 * certificates, and no certificate issued. "Create certificate" opens the form for the booking; a booking
 * with a draft opens that draft.
 */
export function CertificatePending() {
  const api = useCertificateApi();
  const intl = useIntl();
  const link = useEntityLink();
  const canEdit = usePermission(P.Edit);
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.certificate.${key}` }, values);

  const action = (row: PendingCertificateRow) => {
    if (row.certificateId !== null)
      return (
        <Link
          className={actionClass}
          to={link(`${PATHS.certificateEdit}/${row.certificateId}`)}
          aria-label={t('action.openDraftFor', { bookingNo: row.bookingNo })}
        >
          {t('action.openDraft')}
        </Link>
      );
    return canEdit ? (
      <Link
        className={actionClass}
        to={link(newCertificatePath(PATHS.certificateEdit, row.bookingId))}
        aria-label={t('action.createFor', { bookingNo: row.bookingNo })}
      >
        {t('action.create')}
      </Link>
    ) : null;
  };

  const columns: SummaryColumn<PendingCertificateRow>[] = [
    { key: 'bookingNo', titleId: field('bookingNo'), sortable: true },
    { key: 'customerName', titleId: field('customerName'), sortable: true },
    { key: 'supplierName', titleId: field('supplierName') },
    { key: 'factoryName', titleId: field('factoryName'), defaultVisible: false },
    {
      key: 'inspectionDateTo',
      titleId: field('inspectionDateTo'),
      sortable: true,
      render: (row) => dayText(row.inspectionDateTo),
    },
    {
      key: 'validatedAt',
      titleId: field('validatedAt'),
      sortable: true,
      render: (row) => momentDay(row.validatedAt),
    },
    { key: 'totalQuantity', titleId: field('totalQuantity'), className: 'text-right' },
    { key: 'actions', titleId: field('actions'), render: action },
  ];

  return (
    <SummaryPage<PendingCertificateRow, Filters>
      titleId="inspection.certificate.pending.title"
      screenKey="inspection-certificate-pending"
      resource={api.pending}
      columns={columns}
      rowKey={(row) => row.bookingId}
      filterDefaults={{ customerIds: [] }}
      renderFilters={() => (
        <FormSelect<number>
          name="customerIds"
          multiple
          label={t('filter.customers')}
          dataSource={api.customerDataSource}
        />
      )}
      defaultSort={{ field: 'validatedAt', direction: 'desc' }}
      permissions={{ saveFilter: P.SaveFilter, displayColumns: P.DisplayColumns }}
    />
  );
}
