import { useIntl } from 'react-intl';
import type { QcAssignment } from '@portal/domain';
import { bookingDay } from '../../shared/dates/booking-dates';
import { BookingNumber } from './assignment-card';

/** The last 30 days in short: day, booking, customer, factory and city, man-days, finished or not. */
export function PastAssignments({ assignments }: { assignments: QcAssignment[] }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.schedule.qcDashboard.${key}` }, values);
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      {assignments.map((assignment) => (
        <li key={assignment.allocationId} className="flex flex-col gap-0.5 p-3 text-sm">
          <span className="font-medium text-slate-900">
            {bookingDay(assignment.date)} · <BookingNumber assignment={assignment} />
          </span>
          <span className="break-words text-slate-800">
            {assignment.customerName} · {assignment.factoryName}
            {assignment.factoryCityName ? `, ${assignment.factoryCityName}` : ''}
          </span>
          <span className="text-slate-600">
            {t('manDays', { manDays: assignment.manDays })} ·{' '}
            {assignment.finishedAt ? t('pastFinished') : t('pastNotFinished')}
          </span>
        </li>
      ))}
    </ul>
  );
}
