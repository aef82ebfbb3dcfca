import { useIntl } from 'react-intl';
import type { PoImportJob } from '@portal/domain';
import { importPercent } from './import-progress';

/** The running import: its phase, a progress bar and the rows read, checked and written. */
export function ImportProgressBar({ job }: { job: PoImportJob }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const percent = importPercent(job);
  const phase = t(`inspection.poImport.phase.${job.phase}`);
  const count = (value: number) => intl.formatNumber(value);
  const total = job.rowsTotal === null ? '—' : count(job.rowsTotal);
  return (
    <div className="flex flex-col gap-2" data-testid="po-import-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{phase}</span>
        <span className="text-slate-600">{intl.formatNumber(percent / 100, { style: 'percent' })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('inspection.poImport.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${phase}: ${intl.formatNumber(percent / 100, { style: 'percent' })}`}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-sky-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <li>{t('inspection.poImport.count.read', { count: count(job.rowsRead), total })}</li>
        <li>{t('inspection.poImport.count.checked', { count: count(job.rowsChecked), total })}</li>
        <li>{t('inspection.poImport.count.written', { count: count(job.rowsWritten), total })}</li>
      </ul>
    </div>
  );
}
