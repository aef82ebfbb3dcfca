import type { ComponentType, ReactNode } from 'react';
import { FormattedRelativeTime } from 'react-intl';
import { formatWorkItemTime, relativeWorkItemAge, type WorkItemIcon } from '@portal/domain';

/** A router's link (react-router's `Link` fits): the kit does not know the router. */
export type WorkItemLink = ComponentType<{
  to: string;
  className?: string;
  onClick?: () => void;
  children?: ReactNode;
}>;

export interface WorkItemRowProps {
  id: number;
  testId: string;
  /** More data- attributes of the row (a notification's data-read). */
  data?: Record<`data-${string}`, string | number | boolean>;
  icon: WorkItemIcon;
  text: string;
  /** When the item was raised (ISO): "5 minutes ago" under a day, the date and time after. */
  createdOn: string;
  /** Where the row leads, drawn with `linkComponent`; null: nowhere. `onOpen` runs as it is followed. */
  to: string | null;
  linkComponent: WorkItemLink;
  onOpen?(): void;
  /** Unread items stand out and carry a dot named `unreadMark`; read ones are dimmed. Absent: neither. */
  unread?: boolean;
  unreadMark?: string;
  /** The tick beside the row (mark as done), named "label: text". */
  done?: { label: string; onClick(): void } | null;
}

const TEXT_TONE = { unread: 'font-medium text-slate-900', read: 'text-slate-600', plain: 'text-slate-800' };

/** One work item in a `WorkItemPanel`: its icon, text and age, the link it opens and its done button. */
export function WorkItemRow(props: WorkItemRowProps) {
  const { done, unread } = props;
  const body = (
    <>
      <WorkItemIconBadge icon={props.icon} />
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm break-words ${TEXT_TONE[unread == null ? 'plain' : unread ? 'unread' : 'read']}`}
        >
          {props.text}
        </span>
        <WorkItemTime createdOn={props.createdOn} />
      </span>
      {unread ? (
        <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-sky-600" title={props.unreadMark}>
          <span className="sr-only">{props.unreadMark}</span>
        </span>
      ) : null}
    </>
  );
  const className = `flex min-w-0 flex-1 items-start gap-3 py-2.5 pl-4 ${done ? 'pr-2' : 'pr-4'}`;
  const Link = props.linkComponent;
  return (
    <li
      data-testid={props.testId}
      data-id={props.id}
      {...props.data}
      className="flex items-start hover:bg-slate-50"
    >
      {props.to ? (
        <Link to={props.to} onClick={props.onOpen} className={className}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
      {done ? (
        <button
          type="button"
          onClick={done.onClick}
          aria-label={`${done.label}: ${props.text}`}
          title={done.label}
          className="mt-3 mr-4 shrink-0 rounded-full p-1 text-slate-400 ring-1 ring-slate-200 hover:bg-emerald-50 hover:text-emerald-700"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}

// 24x24 outline paths (stroke), one per icon name of the domain's display rules.
const PATHS: Record<WorkItemIcon, string> = {
  leave:
    'M7 3v3m10-3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm4 8 2 2 4-4',
  expense: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6m-6 4h6m-6 4h3',
  booking:
    'M9 4h6m-6 0a2 2 0 0 0-2 2H5v15h14V6h-2a2 2 0 0 0-2-2M9 4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2m-6 9 2 2 4-4',
  split: 'M6 3v6a3 3 0 0 0 3 3h6a3 3 0 0 1 3 3v6M18 3v6a3 3 0 0 1-3 3M6 21v-3',
  schedule: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  quotation: 'M7 3h7l5 5v13H7V3Zm7 0v5h5M10 13h6m-6 4h6',
  sync: 'M4 12a8 8 0 0 1 14-5.3L20 9m0-5v5h-5m5 3a8 8 0 0 1-14 5.3L4 15m0 5v-5h5',
  cancel: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-3-12 6 6m0-6-6 6',
  alert: 'M12 9v4m0 4h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
};

const TONES: Record<WorkItemIcon, string> = {
  leave: 'bg-violet-100 text-violet-700',
  expense: 'bg-emerald-100 text-emerald-700',
  booking: 'bg-sky-100 text-sky-700',
  split: 'bg-sky-100 text-sky-700',
  schedule: 'bg-indigo-100 text-indigo-700',
  quotation: 'bg-amber-100 text-amber-700',
  sync: 'bg-orange-100 text-orange-700',
  cancel: 'bg-rose-100 text-rose-700',
  alert: 'bg-red-100 text-red-700',
};

function WorkItemIconBadge({ icon }: { icon: WorkItemIcon }) {
  return (
    <span
      className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${TONES[icon]}`}
      data-icon={icon}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={1.8}>
        <path d={PATHS[icon]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** "5 minutes ago" under a day, dd/MM/yyyy HH:mm after; the absolute time is always in the tooltip. */
function WorkItemTime({ createdOn }: { createdOn: string }) {
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
