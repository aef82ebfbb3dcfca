import { useIntl } from 'react-intl';
import type { PoImportJob } from '@portal/domain';
import { Alert, Button, Spinner } from '@portal/ui';
import { ImportJobResult } from './import-job-result';
import { ImportProgressBar } from './import-progress-bar';

/** One import, running or finished, as the URL's hash names it. */
export function ImportJobView({
  job,
  failed,
  retry,
  downloadErrors,
  onNewImport,
}: {
  job: PoImportJob | null;
  failed: boolean;
  retry(): void;
  downloadErrors: (hash: string) => Promise<Blob>;
  onNewImport(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const running = job?.status === 'running';
  return (
    <section
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      aria-label={t('inspection.poImport.job.title')}
      aria-busy={running || (!job && !failed)}
    >
      {job ? (
        <p className="text-sm text-slate-700" data-testid="po-import-file">
          {t('inspection.poImport.job.file', { fileName: job.fileName, customerName: job.customerName })}
        </p>
      ) : null}
      {failed ? (
        <Alert tone="error">
          <div className="flex items-center justify-between gap-4">
            <span>{t('inspection.poImport.job.loadFailed')}</span>
            <Button variant="secondary" onClick={retry}>
              {t('kit.table.retry')}
            </Button>
          </div>
        </Alert>
      ) : null}
      {!job && !failed ? <Spinner label={t('inspection.poImport.job.loading')} /> : null}
      {job && running ? <ImportProgressBar job={job} /> : null}
      {job && !running ? <ImportJobResult job={job} downloadErrors={downloadErrors} /> : null}
      {job && !running ? (
        <div>
          <Button variant="secondary" onClick={onNewImport}>
            {t('inspection.poImport.newImport')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
