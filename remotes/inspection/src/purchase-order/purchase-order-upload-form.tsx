import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { PO_IMPORT_MAX_BYTES, UploadResult } from '@portal/domain';
import { Alert, Button, Select, downloadBlob, showToast } from '@portal/ui';
import type { PurchaseOrderApi } from '../shared/api/use-purchase-order-api';
import { fileMessage } from './import-messages';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type UploadApi = Pick<
  PurchaseOrderApi,
  'importTemplate' | 'importUpload' | 'customerDataSource' | 'supplierDataSource' | 'factoryDataSource'
>;

/**
 * Choose the customer (a customer user's own is fixed), optionally the supplier and factory, fetch the
 * template, and send the workbook. The server answers at once with the job's hash, or why it refused.
 */
export function PurchaseOrderUploadForm({
  api,
  ownCustomerId,
  onStarted,
}: {
  api: UploadApi;
  ownCustomerId: number | null;
  onStarted(hash: string): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fileId = useId();
  const [customerId, setCustomerId] = useState<number | null>(ownCustomerId);
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [factoryId, setFactoryId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'template' | 'upload' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const downloadTemplate = async () => {
    if (!customerId) return;
    setBusy('template');
    try {
      downloadBlob(await api.importTemplate(customerId), 'purchase-order-template.xlsx');
    } catch {
      showToast({ kind: 'error', message: t('inspection.poImport.templateFailed') });
    } finally {
      setBusy(null);
    }
  };

  const upload = async () => {
    if (!customerId || !file) return;
    setRefusal(null);
    // Refused here rather than after sending megabytes the server would refuse anyway.
    if (file.size > PO_IMPORT_MAX_BYTES) {
      setRefusal(fileMessage(intl, 'fileSizeExceed'));
      return;
    }
    setBusy('upload');
    try {
      const answer = await api.importUpload({ file, customerId, supplierId, factoryId });
      if (answer.result === UploadResult.Success && answer.hash) onStarted(answer.hash);
      else setRefusal(fileMessage(intl, answer.code, { serverMessage: answer.message }));
    } catch {
      setRefusal(t('inspection.poImport.uploadFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      aria-label={t('inspection.purchaseOrder.upload.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      <p className="text-sm text-slate-700">{t('inspection.poImport.intro')}</p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <Select<number>
          name="customerId"
          label={t('inspection.purchaseOrder.field.customer')}
          dataSource={api.customerDataSource}
          value={customerId}
          onChange={setCustomerId}
          disabled={ownCustomerId !== null}
        />
        <Select<number>
          name="supplierId"
          label={t('inspection.purchaseOrder.field.supplier')}
          dataSource={api.supplierDataSource}
          value={supplierId}
          onChange={(value) => {
            setSupplierId(value);
            if (value !== supplierId) setFactoryId(null);
          }}
        />
        <Select<number>
          name="factoryId"
          label={t('inspection.purchaseOrder.field.factory')}
          dataSource={api.factoryDataSource}
          dataSourceParams={supplierId ? { supplierIdList: [supplierId] } : {}}
          value={factoryId}
          onChange={setFactoryId}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => void downloadTemplate()}
          disabled={!customerId || busy !== null}
          aria-describedby={customerId ? undefined : `${fileId}-template-hint`}
        >
          {t('inspection.poImport.downloadTemplate')}
        </Button>
        {customerId ? null : (
          <span id={`${fileId}-template-hint`} className="text-xs text-slate-500">
            {t('inspection.poImport.templateNeedsCustomer')}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-medium text-slate-700">
          {t('inspection.poImport.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept={XLSX_TYPES}
          data-testid="po-import-file-input"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setRefusal(null);
          }}
          className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
        />
      </div>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <div className="flex justify-end border-t border-slate-100 pt-4">
        <Button type="submit" disabled={!customerId || !file || busy !== null} aria-busy={busy === 'upload'}>
          {t(busy === 'upload' ? 'inspection.poImport.uploading' : 'inspection.poImport.upload')}
        </Button>
      </div>
    </form>
  );
}
