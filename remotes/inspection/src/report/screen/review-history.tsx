import { useId } from 'react';
import type { ReviewHistoryLine } from '@portal/domain';
import { bookingMoment } from '../../shared/dates/booking-dates';
import { useReportText } from './use-report-text';

/** Each step of the report (submitted, review started, sent back...), who and when, with its comment. */
export function ReviewHistory({ lines }: { lines: ReviewHistoryLine[] }) {
  const t = useReportText();
  const headingId = useId();
  if (!lines.length) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('history')}
      </h2>
      <ol className="flex flex-col gap-2 text-sm">
        {lines.map((line, index) => (
          <li key={`${line.at}-${index}`} className="border-l-2 border-sky-200 pl-3">
            <span className="font-medium text-slate-900">
              {t('historyLine', {
                action:
                  line.level !== null && line.action === 'reviewStarted'
                    ? `${t(`action.${line.action}`)} (${t(`level.${line.level}`)})`
                    : t(`action.${line.action}`),
                user: line.userName ?? t('someone'),
                at: bookingMoment(line.at),
              })}
            </span>
            {line.comment ? (
              <blockquote className="mt-1 whitespace-pre-line text-slate-700">{line.comment}</blockquote>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
