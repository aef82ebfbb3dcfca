import { useIntl } from 'react-intl';
import { LEAVE_COMMENT_MAX, type LeaveDetail } from '@portal/domain';
import { ApprovalPanel } from '@portal/ui';
import type { HrLeaveApi } from './leave-api';
import { LeaveStatusBadge } from './leave-status';
import { WorkflowHistory } from '../shared/workflow/workflow-history';
import { workflowTexts } from '../shared/workflow/workflow-texts';

/** A saved leave request's status, approvers, history and the steps the signed-in user may take. */
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
  const waitingFor = record.hrApproval
    ? t('hr.leave.approver.hr', { names: record.approverNames.join(', ') || '—' })
    : record.approverNames.join(', ') || '—';
  return (
    <ApprovalPanel
      title={t('hr.leave.workflow.title')}
      testId="leave-workflow"
      badge={<LeaveStatusBadge status={record.status} />}
      summary={t('hr.leave.workflow.summary', {
        name: record.staffName,
        days: intl.formatNumber(record.days, { maximumFractionDigits: 1 }),
        count: record.days,
      })}
      waiting={
        record.status === 1 ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{t('hr.leave.workflow.waitingFor')}</span> {waitingFor}
          </p>
        ) : null
      }
      history={<WorkflowHistory area="leave" entries={record.history} />}
      canCancel={record.canCancel}
      canReject={record.canReject}
      forward={record.canApprove ? { step: 'approve', label: t('hr.leave.action.approve') } : null}
      commentMax={LEAVE_COMMENT_MAX}
      texts={workflowTexts(intl, 'leave', LEAVE_COMMENT_MAX)}
      take={(step, comment) =>
        step === 'approve'
          ? api.approve(record.id)
          : step === 'reject'
            ? api.reject(record.id, comment ?? '')
            : api.cancel(record.id)
      }
      onChanged={onChanged}
    />
  );
}
