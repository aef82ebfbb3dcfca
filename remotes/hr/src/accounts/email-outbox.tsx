import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { formatDate, HR_ROUTES, type EmailOutboxRow, type OutboxStatus } from '@portal/domain';
import { SummaryPage, useEntityLink, type SummaryColumn } from '@portal/screen-kit';
import { Select } from '@portal/ui';
import { useAccountApi } from './account-api';

type Filters = { statuses: string[] };
const FILTER_DEFAULTS: Filters = { statuses: [] };
const STATUSES: OutboxStatus[] = ['stored', 'pending', 'sent', 'failed'];

export const STATUS_TONES: Record<OutboxStatus, string> = {
  stored: 'bg-sky-50 text-sky-800',
  pending: 'bg-amber-50 text-amber-800',
  sent: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
};

function StatusFilter() {
  const intl = useIntl();
  const form = useFormikContext<Filters>();
  return (
    <Select<string>
      multiple
      name="statuses"
      searchable={false}
      label={intl.formatMessage({ id: 'hr.account.outbox.filter.statuses' })}
      options={STATUSES.map((value) => ({
        value,
        label: intl.formatMessage({ id: `hr.account.outbox.status.${value}` }),
      }))}
      value={form.values.statuses}
      onChange={(values) => void form.setFieldValue('statuses', values)}
    />
  );
}

/** The mail the portal sent or keeps for this entity, newest first; a row opens the message. */
export function EmailOutbox() {
  const api = useAccountApi();
  const link = useEntityLink();
  const intl = useIntl();
  const status = (row: EmailOutboxRow) =>
    intl.formatMessage({ id: `hr.account.outbox.status.${row.status}` });
  const columns: SummaryColumn<EmailOutboxRow>[] = [
    {
      key: 'createdAt',
      titleId: 'hr.account.outbox.field.createdAt',
      sortable: true,
      render: (row) => formatDate(row.createdAt, { withTime: true }),
    },
    { key: 'toAddress', titleId: 'hr.account.outbox.field.toAddress', sortable: true },
    { key: 'subject', titleId: 'hr.account.outbox.field.subject', sortable: true },
    {
      key: 'status',
      titleId: 'hr.account.outbox.field.status',
      render: (row) => (
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_TONES[row.status]}`}>
          {status(row)}
        </span>
      ),
    },
  ];
  return (
    <SummaryPage<EmailOutboxRow, Filters>
      titleId="hr.account.outbox.title"
      screenKey="email-outbox"
      resource={api.outbox}
      columns={columns}
      filterDefaults={FILTER_DEFAULTS}
      renderFilters={() => <StatusFilter />}
      defaultSort={{ field: 'createdAt', direction: 'desc' }}
      rowLink={(row) => link(`${HR_ROUTES.emailOutbox}/${row.id}`)}
    />
  );
}
