import { useIntl } from 'react-intl';
import { QcDayState } from '@portal/domain';
import { PARTLY_ALLOCATED_STYLE, STATE_STYLES } from './qc-day-cell';

/** What the colours and letters of the calendar mean. */
export function AvailabilityLegend() {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.availability.${key}` });
  const entries: { key: string; style: string; mark: string; text: string }[] = [
    { key: 'free', style: 'bg-white', mark: '', text: t('state.free') },
    { key: 'allocated', style: STATE_STYLES[QcDayState.Allocated], mark: '1', text: t('legend.allocated') },
    { key: 'partly', style: PARTLY_ALLOCATED_STYLE, mark: '0.5', text: t('legend.partly') },
    ...[QcDayState.Leave, QcDayState.Holiday, QcDayState.Blocked].map((state) => ({
      key: state,
      style: STATE_STYLES[state],
      mark: t(`short.${state}`),
      text: t(`state.${state}`),
    })),
    { key: 'weekend', style: 'bg-slate-100', mark: '', text: t('legend.weekend') },
    { key: 'today', style: 'bg-sky-700 text-white', mark: '', text: t('today') },
  ];
  return (
    <section aria-label={t('legend.title')} className="text-xs text-slate-700">
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {entries.map((entry) => (
          <li key={entry.key} className="flex items-center gap-1.5">
            <span
              aria-hidden
              className={`inline-flex h-5 min-w-5 items-center justify-center rounded px-0.5 text-[10px] font-semibold ring-1 ring-slate-300 ${entry.style}`}
            >
              {entry.mark}
            </span>
            {entry.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
