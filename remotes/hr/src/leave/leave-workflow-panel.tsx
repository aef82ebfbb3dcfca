import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LEAVE_COMMENT_MAX, ResourceResult, type LeaveDetail, type SaveResponse } from '@portal/domain';
import { Button, ConfirmDialog, PromptDialog, showToast } from '@portal/ui';
import type { HrLeaveApi } from './leave-api';
import { LeaveStatusBadge } from './leave-status';
import { WorkflowHistory } from '../workflow/workflow-history';

type Step = 'approve' | 'reject' | 'cancel';

/**
 * Status, approvers, history and the steps the signed-in user may take on a saved request. Each step
 * answers with the request as it is now (also when someone else decided first: 409 with a message).
 */
export function LeaveWorkflowPanel({
  api,
  record,
  onChanged,
}: {
  api: HrLeaveApi;
  record: LeaveDetail;
  onChanged: (record: LeaveDetail) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (step: Step, call: () => Promise<SaveResponse<LeaveDetail>>) => {
    setBusy(true);
    try {
      const answer = await call();
      if (answer.result === ResourceResult.Success && answer.data) {
        showToast({ kind: 'success', message: t(`hr.leave.done.${step}`) });
        onChanged(answer.data);
      } else if (answer.result === ResourceResult.Conflict && answer.current) {
        showToast({ kind: 'warning', message: answer.message ?? t('kit.edit.conflict.body') });
        onChanged(answer.current);
      } else {
        showToast({ kind: 'error', message: answer.errors?.[0]?.message ?? t('kit.edit.failed') });
      }
    } catch {
      showToast({ kind: 'error', message: t('kit.edit.failed') });
    } finally {
      setBusy(false);
      setOpen(null);
    }
  };

  const waitingFor = record.hrApproval
    ? t('hr.leave.approver.hr', { names: record.approverNames.join(', ') || '—' })
    : record.approverNames.join(', ') || '—';
  return (
    <section
      aria-label={t('hr.leave.workflow.title')}
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-testid="leave-workflow"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-slate-800">{t('hr.leave.workflow.title')}</h2>
        <LeaveStatusBadge status={record.status} />
        <span className="text-sm text-slate-600">
          {t('hr.leave.workflow.summary', {
            name: record.staffName,
            days: intl.formatNumber(record.days, { maximumFractionDigits: 1 }),
            count: record.days,
          })}
        </span>
      </div>
      {record.status === 1 ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t('hr.leave.workflow.waitingFor')}</span> {waitingFor}
        </p>
      ) : null}
      <WorkflowHistory area="leave" entries={record.history} />
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
        {record.canCancel ? (
          <Button variant="secondary" onClick={() => setOpen('cancel')} disabled={busy}>
            {t('hr.leave.action.cancel')}
          </Button>
        ) : null}
        {record.canReject ? (
          <Button
            variant="secondary"
            className="!text-red-700"
            onClick={() => setOpen('reject')}
            disabled={busy}
          >
            {t('hr.leave.action.reject')}
          </Button>
        ) : null}
        {record.canApprove ? (
          <Button onClick={() => void run('approve', () => api.approve(record.id))} disabled={busy}>
            {t('hr.leave.action.approve')}
          </Button>
        ) : null}
      </div>
      <PromptDialog
        open={open === 'reject'}
        title={t('hr.leave.reject.title')}
        label={t('hr.leave.reject.comment')}
        confirmLabel={t('hr.leave.action.reject')}
        cancelLabel={t('kit.dialog.cancel')}
        maxLength={LEAVE_COMMENT_MAX}
        validate={(text) =>
          !text.trim()
            ? t('hr.leave.reject.required')
            : text.trim().length > LEAVE_COMMENT_MAX
              ? t('hr.leave.reject.tooLong', { max: LEAVE_COMMENT_MAX })
              : null
        }
        onConfirm={(comment) => void run('reject', () => api.reject(record.id, comment))}
        onCancel={() => setOpen(null)}
        busy={busy}
        danger
      />
      <ConfirmDialog
        open={open === 'cancel'}
        title={t('hr.leave.cancel.title')}
        body={t('hr.leave.cancel.body')}
        confirmLabel={t('hr.leave.action.cancel')}
        cancelLabel={t('hr.leave.cancel.keep')}
        onConfirm={() => void run('cancel', () => api.cancel(record.id))}
        onCancel={() => setOpen(null)}
        busy={busy}
        danger
      />
    </section>
  );
}
