import { useIntl } from 'react-intl';
import { EXPENSE_MAX_RECEIPTS, ResourceResult, UploadResult, type ExpenseReceipt } from '@portal/domain';
import { FileList } from '@portal/ui';
import { fileListTexts, UPLOADABLE_FILES } from '../shared/files/file-list-texts';
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
  const title = intl.formatMessage({ id: 'hr.expense.receipts.title' });
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-testid="expense-receipts"
    >
      <h2 className="text-base font-semibold text-slate-800">{title}</h2>
      <FileList<ExpenseReceipt>
        files={receipts}
        canChange={canChange}
        maxFiles={EXPENSE_MAX_RECEIPTS}
        accept={UPLOADABLE_FILES}
        texts={fileListTexts(intl, 'hr.expense.receipts', { max: EXPENSE_MAX_RECEIPTS })}
        upload={async (file) => {
          const answer = await api.upload(claimId, file);
          return answer.result === UploadResult.Success && answer.receipt
            ? { ok: true, file: answer.receipt }
            : { ok: false, message: answer.message };
        }}
        download={(receipt) => api.receipt(receipt.id)}
        remove={async (receipt) => (await api.removeReceipt(receipt.id)).result === ResourceResult.Success}
        inputTestId="expense-receipt-input"
      />
    </section>
  );
}
