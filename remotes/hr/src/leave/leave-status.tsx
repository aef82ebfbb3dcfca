import { useIntl } from 'react-intl';
import { STATUS_TONES } from './leave-values';

/** A request's status as a coloured label (the text says it; the colour only helps the eye). */
export function LeaveStatusBadge({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <span
      data-testid="leave-status"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status] ?? ''}`}
    >
      {intl.formatMessage({ id: `hr.leave.status.${status}` })}
    </span>
  );
}
