import { useIntl } from 'react-intl';
import type { RecordStatus } from '@portal/shell-contract';
import { Alert, Button } from '@portal/ui';

/** What a booking screen shows until its booking is there: loading, not found, or failed with Retry. */
export function BookingLoadState({ status, retry }: { status: RecordStatus; retry: () => void }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.booking.detail.${key}` });
  if (status === 'notFound') return <Alert tone="warning">{t('notFound')}</Alert>;
  if (status === 'error')
    return (
      <Alert tone="error">
        <div className="flex items-center justify-between gap-4">
          <span>{t('failed')}</span>
          <Button variant="secondary" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      </Alert>
    );
  return (
    <p role="status" className="text-sm text-slate-600">
      {t('loading')}
    </p>
  );
}
