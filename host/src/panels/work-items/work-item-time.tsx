import { FormattedRelativeTime } from 'react-intl';
import { formatWorkItemTime, relativeWorkItemAge } from '@portal/domain';

/** "5 minutes ago" under a day, dd/MM/yyyy HH:mm after; the absolute time is always in the tooltip. */
export function WorkItemTime({ createdOn }: { createdOn: string }) {
  const absolute = formatWorkItemTime(createdOn);
  const relative = relativeWorkItemAge(createdOn);
  return (
    <time dateTime={createdOn} title={absolute} className="text-xs text-slate-500">
      {relative ? (
        <FormattedRelativeTime value={relative.value} unit={relative.unit} numeric="auto" />
      ) : (
        absolute
      )}
    </time>
  );
}
