import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PURCHASE_ORDER_SCREEN_PATHS as PATHS, type PoImportJob } from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { Alert, Button, downloadBlob, showToast } from '@portal/ui';
import { ImportErrorsTable } from './import-errors-table';
import { fileMessage } from './import-messages';

/** The error workbook's name, after the file imported: "orders-errors.xlsx". */
const errorsFileName = (fileName: string) =>
  `${fileName.replace(/\.xlsx$/i, '') || 'purchase-orders'}-errors.xlsx`;

/** A finished import: what was written, the rows refused (with the full list to download), or why it stopped. */
export function ImportJobResult({
  job,
  downloadErrors,
}: {
  job: PoImportJob;
  downloadErrors: (hash: string) => Promise<Blob>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const link = useEntityLink();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      downloadBlob(await downloadErrors(job.hash), errorsFileName(job.fileName));
    } catch {
      showToast({ kind: 'error', message: t('inspection.poImport.errors.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  if (job.status === 'done') {
    return (
      <Alert tone="success">
        <div className="flex flex-col gap-2">
          <span data-testid="po-import-done">
            {t('inspection.poImport.done', {
              orders: job.purchaseOrderCount,
              lines: job.lineCount,
              products: job.productCount,
            })}
          </span>
          <Link to={link(PATHS.summary)} className="font-medium text-sky-800 hover:underline">
            {t('inspection.poImport.openSummary')}
          </Link>
        </div>
      </Alert>
    );
  }
  if (job.status === 'invalid') {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="error">{t('inspection.poImport.invalid', { count: job.errorRowCount })}</Alert>
        <div className="flex flex-wrap items-center gap-3">
          {job.errorRowCount > job.errors.length ? (
            <p className="mr-auto text-sm text-slate-600">
              {t('inspection.poImport.errors.firstShown', { shown: job.errors.length })}
            </p>
          ) : (
            <span className="mr-auto" />
          )}
          <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
            {t('inspection.poImport.errors.download')}
          </Button>
        </div>
        <ImportErrorsTable errors={job.errors} />
      </div>
    );
  }
  return (
    <Alert tone="error">
      {fileMessage(intl, job.fileMessageCode ?? 'failed', { missingColumns: job.missingColumns })}
    </Alert>
  );
}
