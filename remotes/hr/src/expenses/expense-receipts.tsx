import { useEffect, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { EXPENSE_MAX_RECEIPTS, ResourceResult, UploadResult, type ExpenseReceipt } from '@portal/domain';
import { Button, downloadBlob, showToast } from '@portal/ui';
import { fileSize } from '../staff/staff-files';
import { MAX_UPLOAD_MB } from '../staff/staff-photo';
import type { ExpenseApi } from './expense-api';

/**
 * The claim's receipts: download for whoever sees the claim; upload (images or PDF, one at a time) and
 * removal for the claimant while the claim is pending.
 */
export function ExpenseReceipts({
  api,
  claimId,
  receipts,
  canChange,
}: {
  api: ExpenseApi;
  claimId: number;
  receipts: ExpenseReceipt[];
  canChange: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [list, setList] = useState(receipts);
  const [busy, setBusy] = useState(false);
  useEffect(() => setList(receipts), [receipts]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const answer = await api.upload(claimId, file);
      if (answer.result === UploadResult.Success && answer.receipt) {
        setList((current) => [...current, answer.receipt!]);
        showToast({ kind: 'success', message: t('hr.expense.receipts.saved') });
      } else showToast({ kind: 'error', message: answer.message ?? t('hr.upload.failed') });
    } catch {
      showToast({ kind: 'error', message: t('hr.upload.failed') });
    } finally {
      setBusy(false);
    }
  };
  const download = async (receipt: ExpenseReceipt) => {
    try {
      downloadBlob(await api.receipt(receipt.id), receipt.fileName);
    } catch {
      showToast({ kind: 'error', message: t('hr.expense.receipts.downloadFailed') });
    }
  };
  const remove = async (receipt: ExpenseReceipt) => {
    try {
      const answer = await api.removeReceipt(receipt.id);
      if (answer.result !== ResourceResult.Success) throw new Error(String(answer.result));
      setList((current) => current.filter((item) => item.id !== receipt.id));
      showToast({ kind: 'success', message: t('hr.expense.receipts.removed') });
    } catch {
      showToast({ kind: 'error', message: t('kit.edit.failed') });
    }
  };

  return (
    <section
      aria-label={t('hr.expense.receipts.title')}
      className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-testid="expense-receipts"
    >
      <h2 className="text-base font-semibold text-slate-800">{t('hr.expense.receipts.title')}</h2>
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">{t('hr.expense.receipts.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
          {list.map((receipt) => (
            <li key={receipt.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <button
                type="button"
                className="mr-auto break-all text-left font-medium text-sky-800 hover:underline"
                aria-label={t('hr.expense.receipts.download', { name: receipt.fileName })}
                onClick={() => void download(receipt)}
              >
                {receipt.fileName}
              </button>
              <span className="text-xs text-slate-500">{fileSize(receipt.size)}</span>
              {canChange ? (
                <Button
                  variant="secondary"
                  className="!px-2 !py-1 !text-xs"
                  aria-label={t('hr.expense.receipts.remove', { name: receipt.fileName })}
                  onClick={() => void remove(receipt)}
                >
                  ✕
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canChange && list.length < EXPENSE_MAX_RECEIPTS ? (
        <div className="flex flex-col gap-1">
          <label className="inline-flex w-fit cursor-pointer items-center rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-sky-500">
            {busy ? t('hr.upload.uploading') : t('hr.expense.receipts.upload')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
              className="sr-only"
              disabled={busy}
              onChange={(event) => void choose(event)}
              data-testid="expense-receipt-input"
            />
          </label>
          <span className="text-xs text-slate-500">
            {t('hr.expense.receipts.hint', { size: MAX_UPLOAD_MB, max: EXPENSE_MAX_RECEIPTS })}
          </span>
        </div>
      ) : null}
    </section>
  );
}
