import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ResourceResult, type QcAssignment } from '@portal/domain';
import { resultMessage } from '@portal/screen-kit';
import { showToast } from '@portal/ui';
import { useScheduleApi } from '../../shared/api/use-schedule-api';
import { LoadState } from '../../shared/load-state';
import { browserTimeZone } from '../../shared/screen-parts/browser-time-zone';
import { useLoaded } from '../../shared/screen-parts/use-loaded';
import { AssignmentCard } from './assignment-card';
import { PastAssignments } from './past-assignments';
import { ReportDueFooter } from './report-due-footer';

const PREFIX = 'inspection.schedule.qcDashboard';

function Section({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    // Named by its heading: a landmark a screen reader (and a test) can go to.
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {count === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">{empty}</p>
      ) : (
        children
      )}
    </section>
  );
}

/**
 * The inspector's landing, read on a phone: today's and the coming assignments in full, the reports due
 * with their deadline and the Finished button, and the last 30 days.
 */
export function QcDashboardPage() {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `${PREFIX}.${key}` }, values);
  const api = useScheduleApi();
  const timeZone = browserTimeZone();
  const loaded = useLoaded(async () => (await api.qcDashboard(timeZone)).data, timeZone);
  const [finishing, setFinishing] = useState<number | null>(null);
  const dashboard = loaded.data;
  const now = new Date();

  const finish = async (assignment: QcAssignment) => {
    setFinishing(assignment.allocationId);
    try {
      // The server judges "today or earlier" in the inspector's zone, as it listed the day.
      const answer = await api.finish(assignment.allocationId, undefined, timeZone);
      if (answer.result === ResourceResult.Success)
        showToast({ kind: 'success', message: t('finishDone', { number: assignment.bookingNo }) });
      else {
        // A refusal names its cause in a field message (the day has not come, a time before it began).
        const reason = answer.errors?.[0]?.message ?? answer.message ?? resultMessage(intl, answer.result);
        showToast({ kind: 'warning', message: reason });
      }
    } catch {
      showToast({ kind: 'error', message: t('finishFailed') });
    } finally {
      setFinishing(null);
      loaded.reload();
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4">
      <h1 className="text-2xl font-semibold text-slate-900">
        {intl.formatMessage({ id: 'inspection.qcDashboard.title' })}
      </h1>
      <LoadState status={loaded.status} retry={loaded.reload} prefix={PREFIX} />
      {dashboard && loaded.status !== 'error' ? (
        <>
          <Section title={t('upcoming')} empty={t('upcomingEmpty')} count={dashboard.upcoming.length}>
            {dashboard.upcoming.map((assignment) => (
              <AssignmentCard key={assignment.allocationId} assignment={assignment} today={dashboard.today} />
            ))}
          </Section>
          <Section title={t('reportsDue')} empty={t('reportsDueEmpty')} count={dashboard.reportsDue.length}>
            {dashboard.reportsDue.map((assignment) => (
              <AssignmentCard
                key={assignment.allocationId}
                assignment={assignment}
                today={dashboard.today}
                compact
                footer={
                  <ReportDueFooter
                    assignment={assignment}
                    today={dashboard.today}
                    now={now}
                    busy={finishing === assignment.allocationId}
                    onFinish={(chosen) => void finish(chosen)}
                  />
                }
              />
            ))}
          </Section>
          <Section title={t('past')} empty={t('pastEmpty')} count={dashboard.past.length}>
            <PastAssignments assignments={dashboard.past} />
          </Section>
        </>
      ) : null}
    </div>
  );
}
