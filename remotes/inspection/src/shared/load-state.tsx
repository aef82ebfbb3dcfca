import { useIntl } from 'react-intl';
import type { RecordStatus } from '@portal/screen-kit';
import { Alert, Button } from '@portal/ui';

/**
 * What a screen shows until its data is there: loading, not found, or a failure with Retry; nothing once
 * ready. `prefix` is the screen's message prefix: each screen words its own (`<prefix>.loading`,
 * `<prefix>.notFound`, `<prefix>.failed`, `<prefix>.retry`).
 */
export function LoadState({
  status,
  retry,
  prefix,
}: {
  status: RecordStatus;
  retry: () => void;
  prefix: string;
}) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${prefix}.${key}` });
  if (status === 'ready') return null;
  if (status === 'notFound') return <Alert tone="warning">{t('notFound')}</Alert>;
  if (status === 'error')
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-4">
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
