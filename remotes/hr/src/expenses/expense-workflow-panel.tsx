import { useIntl } from 'react-intl';
import { EXPENSE_COMMENT_MAX, type ExpenseDetail, type ExpenseStep } from '@portal/domain';
import { ApprovalPanel } from '@portal/ui';
import type { ExpenseApi } from './expense-api';
import { ExpenseStatusBadge } from './expense-status';
import { shownTotals } from './expense-values';
import { WorkflowHistory } from '../shared/workflow/workflow-history';
import { workflowTexts } from '../shared/workflow/workflow-texts';

/** The forward step the caller may take, if any (a claim waits for one step at a time). */
const forwardStep = (record: ExpenseDetail): 'check' | 'approve' | 'pay' | null =>
  record.canCheck ? 'check' : record.canApprove ? 'approve' : record.canPay ? 'pay' : null;

/**
 * A claim's status, who it waits for, its history and the steps the signed-in user may take; each step
 * sends the version on screen.
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
  const forward = forwardStep(record);
  const waiting = record.waitingFor;
  return (
    <ApprovalPanel
      title={t('hr.expense.workflow.title')}
      testId="expense-workflow"
      badge={<ExpenseStatusBadge status={record.status} />}
      summary={t('hr.expense.workflow.summary', {
        claimNo: record.claimNo,
        name: record.staffName,
        total: shownTotals(intl, record.totals) || '—',
      })}
      waiting={
        waiting ? (
          <p className="text-sm text-slate-700" data-testid="expense-waiting">
            <span className="font-medium">{t(`hr.expense.workflow.waiting.${waiting.step}`)}</span>{' '}
            {waiting.names.join(', ') || t('hr.expense.workflow.nobody')}
            {record.checkedByHr && waiting.step === 'check' ? ` ${t('hr.expense.workflow.noManager')}` : ''}
          </p>
        ) : null
      }
      history={<WorkflowHistory area="expense" entries={record.history} />}
      canCancel={record.canCancel}
      canReject={record.canReject}
      forward={forward ? { step: forward, label: t(`hr.expense.action.${forward}`) } : null}
      commentMax={EXPENSE_COMMENT_MAX}
      texts={workflowTexts(intl, 'expense', EXPENSE_COMMENT_MAX)}
      take={(step, comment) => api.step(record.id, step as ExpenseStep, { version: record.version, comment })}
      onChanged={onChanged}
    />
  );
}
