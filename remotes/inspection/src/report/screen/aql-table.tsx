import { useIntl } from 'react-intl';
import { classRejected, DefectClass, NOT_APPLICABLE_LABEL, type ReportProduct } from '@portal/domain';
import type { ProductOutcome } from './live-result';
import { useReportText } from './use-report-text';

const ROWS = [
  { defectClass: DefectClass.Critical, key: 'critical' },
  { defectClass: DefectClass.Major, key: 'major' },
  { defectClass: DefectClass.Minor, key: 'minor' },
] as const;

/** Per class: the AQL, accept and reject numbers and the defects found; 'N/A' for a class not inspected. */
export function AqlTable({ product, outcome }: { product: ReportProduct; outcome: ProductOutcome }) {
  const t = useReportText();
  const intl = useIntl();
  const cell = 'px-2 py-1.5 text-right tabular-nums';
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="sr-only">{t('aqlTable', { product: product.reference })}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase text-slate-500">
          <th scope="col" className="px-2 py-1.5 text-left font-medium">
            {t('class')}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t('aql')}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t('ac')}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t('re')}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t('found')}
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ defectClass, key }) => {
          const limit = product.limits[key];
          const found = outcome.counts[key];
          const rejected = classRejected(found, limit);
          return (
            <tr key={key} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-800">
                {t(`defectClass.${defectClass}`)}
              </th>
              <td className={cell}>{limit ? intl.formatNumber(limit.aql) : NOT_APPLICABLE_LABEL}</td>
              <td className={cell}>{limit ? limit.ac : NOT_APPLICABLE_LABEL}</td>
              <td className={cell}>{limit ? limit.re : NOT_APPLICABLE_LABEL}</td>
              <td className={`${cell} ${rejected ? 'font-semibold text-red-800' : ''}`}>
                {found}
                {rejected ? <span className="sr-only"> ({t('rejected')})</span> : null}
                {rejected ? <span aria-hidden> ⚠</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
