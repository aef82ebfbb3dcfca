import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  EXPENSE_COMMENT_MAX,
  ResourceResult,
  type ExpenseDetail,
  type ExpenseStep,
  type SaveResponse,
} from '@portal/domain';
import { Button, ConfirmDialog, PromptDialog, showToast } from '@portal/ui';
import type { ExpenseApi } from './expense-api';
import { ExpenseStatusBadge } from './expense-status';
import { shownTotals } from './expense-values';
import { WorkflowHistory } from '../workflow/workflow-history';

/** The forward step the caller may take, if any (a claim waits for one step at a time). */
const forwardStep = (record: ExpenseDetail): 'check' | 'approve' | 'pay' | null =>
  record.canCheck ? 'check' : record.canApprove ? 'approve' : record.canPay ? 'pay' : null;

/**
 * Status, who the claim waits for, its history and the steps the signed-in user may take. Each step
 * sends the version on screen and answers with the claim as it is now (also when someone else acted
 * first: 409 with a message).
 */
export function ExpenseWorkflowPanel({
  api,
  record,
  onChanged,
}: {
  api: ExpenseApi;
  record: ExpenseDetail;
  onChanged: (record: ExpenseDetail) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState<'reject' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (step: ExpenseStep, call: () => Promise<SaveResponse<ExpenseDetail>>) => {
    setBusy(true);
    try {
      const answer = await call();
      if (answer.result === ResourceResult.Success && answer.data) {
        showToast({ kind: 'success', message: t(`hr.expense.done.${step}`) });
        onChanged(answer.data);
      } else if (answer.result === ResourceResult.Conflict && answer.current) {
        showToast({ kind: 'warning', message: answer.message ?? t('kit.edit.conflict.body') });
        onChanged(answer.current);
      } else {
        showToast({
          kind: 'error',
          message: answer.errors?.[0]?.message ?? answer.message ?? t('kit.edit.failed'),
        });
      }
    } catch {
      showToast({ kind: 'error', message: t('kit.edit.failed') });
    } finally {
      setBusy(false);
      setOpen(null);
    }
  };
  const take = (step: ExpenseStep, comment?: string) =>
    void run(step, () => api.step(record.id, step, { version: record.version, comment }));

  const forward = forwardStep(record);
  const waiting = record.waitingFor;
  return (
    <section
      aria-label={t('hr.expense.workflow.title')}
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-testid="expense-workflow"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-slate-800">{t('hr.expense.workflow.title')}</h2>
        <ExpenseStatusBadge status={record.status} />
        <span className="text-sm text-slate-600">
          {t('hr.expense.workflow.summary', {
            claimNo: record.claimNo,
            name: record.staffName,
            total: shownTotals(intl, record.totals) || '—',
          })}
        </span>
      </div>
      {waiting ? (
        <p className="text-sm text-slate-700" data-testid="expense-waiting">
          <span className="font-medium">{t(`hr.expense.workflow.waiting.${waiting.step}`)}</span>{' '}
          {waiting.names.join(', ') || t('hr.expense.workflow.nobody')}
          {record.checkedByHr && waiting.step === 'check' ? ` ${t('hr.expense.workflow.noManager')}` : ''}
        </p>
      ) : null}
      <WorkflowHistory area="expense" entries={record.history} />
      {record.canCancel || record.canReject || forward ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
          {record.canCancel ? (
            <Button variant="secondary" onClick={() => setOpen('cancel')} disabled={busy}>
              {t('hr.expense.action.cancel')}
            </Button>
          ) : null}
          {record.canReject ? (
            <Button
              variant="secondary"
              className="!text-red-700"
              onClick={() => setOpen('reject')}
              disabled={busy}
            >
              {t('hr.expense.action.reject')}
            </Button>
          ) : null}
          {forward ? (
            <Button onClick={() => take(forward)} disabled={busy}>
              {t(`hr.expense.action.${forward}`)}
            </Button>
          ) : null}
        </div>
      ) : null}
      <PromptDialog
        open={open === 'reject'}
        title={t('hr.expense.reject.title')}
        label={t('hr.expense.reject.comment')}
        confirmLabel={t('hr.expense.action.reject')}
        cancelLabel={t('kit.dialog.cancel')}
        maxLength={EXPENSE_COMMENT_MAX}
        validate={(text) =>
          !text.trim()
            ? t('hr.expense.reject.required')
            : text.trim().length > EXPENSE_COMMENT_MAX
              ? t('hr.expense.reject.tooLong', { max: EXPENSE_COMMENT_MAX })
              : null
        }
        onConfirm={(comment) => take('reject', comment)}
        onCancel={() => setOpen(null)}
        busy={busy}
        danger
      />
      <ConfirmDialog
        open={open === 'cancel'}
        title={t('hr.expense.cancel.title')}
        body={t('hr.expense.cancel.body')}
        confirmLabel={t('hr.expense.action.cancel')}
        cancelLabel={t('hr.expense.cancel.keep')}
        onConfirm={() => take('cancel')}
        onCancel={() => setOpen(null)}
        busy={busy}
        danger
      />
    </section>
  );
}
