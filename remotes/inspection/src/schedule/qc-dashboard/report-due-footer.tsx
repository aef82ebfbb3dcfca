import { useIntl } from 'react-intl';
import type { QcAssignment } from '@portal/domain';
import { Button } from '@portal/ui';
import { bookingMoment } from '../../shared/dates/booking-dates';

/**
 * The report's deadline ("due dd/MM/yyyy HH:mm", marked when passed) and, for a day that has come and is
 * not yet finished, the button that says the inspection is finished.
 */
export function ReportDueFooter({
  assignment,
  today,
  now,
  busy,
  onFinish,
}: {
  assignment: QcAssignment;
  today: string;
  now: Date;
  busy: boolean;
  onFinish: (assignment: QcAssignment) => void;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.schedule.qcDashboard.${key}` }, values);
  const due = assignment.reportDueAt;
  const overdue = due !== null && new Date(due).getTime() < now.getTime();
  const canFinish = assignment.date <= today && !assignment.finishedAt;
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3 text-sm">
      {due ? (
        <span className={overdue ? 'font-semibold text-red-800' : 'text-slate-800'}>
          {t('due', { at: bookingMoment(due) })}
        </span>
      ) : null}
      {overdue ? (
        <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold uppercase text-red-900 ring-1 ring-red-300">
          <span aria-hidden>⚠ </span>
          {t('overdue')}
        </span>
      ) : null}
      {canFinish ? (
        <Button className="ml-auto" onClick={() => onFinish(assignment)} disabled={busy}>
          {t('finish')}
        </Button>
      ) : null}
    </div>
  );
}
