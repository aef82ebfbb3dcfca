import { useIntl } from 'react-intl';
import type { ClassPlan, SamplingResult } from '@portal/domain';

const E = 'inspection.bookingEdit.sampling';
const CLASSES = ['critical', 'major', 'minor'] as const;

/** An AQL as people write it: 0, 0.65, 1.0, 4.0 (in the reader's number format). */
export function formatAql(intl: ReturnType<typeof useIntl>, aql: number): string {
  return intl.formatNumber(aql, { minimumFractionDigits: aql === 0 ? 0 : 1, maximumFractionDigits: 2 });
}

/**
 * The server's plan for one lot: code letter, sample size, 100 % inspection when the sample reaches the
 * lot, and per defect class its AQL with the accept (Ac) and reject (Re) numbers.
 */
export function SamplingSummary({
  result,
  pending,
  label,
}: {
  result: SamplingResult | undefined;
  /** The inputs are complete and the server is being asked. */
  pending: boolean;
  label: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${E}.${id}` }, values);
  if (!result)
    return (
      <p className="text-sm text-slate-600" role="status">
        {t(pending ? 'calculating' : 'incomplete')}
      </p>
    );
  const cell = 'px-3 py-1.5';
  const plan = (name: (typeof CLASSES)[number], classPlan: ClassPlan | null) => (
    <tr key={name}>
      <th scope="row" className={`${cell} text-left font-normal`}>
        {t(`class.${name}`)}
      </th>
      {classPlan ? (
        <>
          <td className={`${cell} text-right tabular-nums`}>{formatAql(intl, classPlan.aql)}</td>
          <td className={`${cell} text-right tabular-nums`}>{classPlan.ac}</td>
          <td className={`${cell} text-right tabular-nums`}>{classPlan.re}</td>
        </>
      ) : (
        <td colSpan={3} className={`${cell} text-slate-600`}>
          {t('notInspected')}
        </td>
      )}
    </tr>
  );

  return (
    <div className="flex flex-col gap-2" data-testid="sampling" aria-live="polite">
      <p className="flex flex-wrap gap-x-4 text-sm text-slate-800">
        <span>{t('letter', { letter: result.letter ?? '–' })}</span>
        <span className="font-medium">{t('sampleSize', { size: intl.formatNumber(result.sampleSize) })}</span>
        {result.fullInspection ? (
          <span className="font-medium text-amber-800">{t('fullInspection')}</span>
        ) : null}
      </p>
      <table className="w-fit text-sm ring-1 ring-slate-200">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={`${cell} text-left`}>
              {t('class')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('aql')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('ac')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('re')}
            </th>
          </tr>
        </thead>
        <tbody>{CLASSES.map((name) => plan(name, result.classes[name]))}</tbody>
      </table>
    </div>
  );
}
