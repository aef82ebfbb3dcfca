import { useIntl } from 'react-intl';
import { Alert, Button } from '@portal/ui';
import type { LoadStatus } from './use-loaded';

/**
 * Loading, or a failure with Retry. `prefix` is the screen's message prefix: each screen words its own
 * (`<prefix>.loading`, `<prefix>.failed`, `<prefix>.retry`).
 */
export function LoadState({
  status,
  retry,
  prefix,
}: {
  status: LoadStatus;
  retry: () => void;
  prefix: string;
}) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${prefix}.${key}` });
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
  if (status === 'loading')
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  return null;
}
