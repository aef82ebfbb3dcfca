import { useIntl } from 'react-intl';
import { formatDate } from '@portal/domain';

export interface WorkflowHistoryEntry {
  action: string;
  byName: string | null;
  at: string;
  comment: string | null;
}

const when = (iso: string) => formatDate(new Date(iso), { withTime: true });

/**
 * Who did what and when on a record with a workflow (leave request, expense claim). Messages come from
 * `{area}.history.*`: `title`, one per action, `byAt` and `comment`; `area` also names the test ids.
 */
export function WorkflowHistory({
  area,
  entries,
}: {
  area: 'leave' | 'expense';
  entries: readonly WorkflowHistoryEntry[];
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `hr.${area}.history.${id}` }, values);
  return (
    <ol className="flex flex-col gap-2 border-l-2 border-slate-200 pl-4 text-sm" aria-label={t('title')}>
      {entries.map((entry) => (
        <li key={`${entry.action}-${entry.at}`} data-testid={`${area}-history-entry`}>
          <span className="font-medium text-slate-900">{t(entry.action)}</span>{' '}
          <span className="text-slate-600">
            {t('byAt', { name: entry.byName ?? '—', at: when(entry.at) })}
          </span>
          {entry.comment ? (
            <p className="mt-0.5 whitespace-pre-line text-slate-700">
              {t('comment', { text: entry.comment })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
