import { useIntl } from 'react-intl';
import type { QcCandidate } from '@portal/domain';
import { Button } from '@portal/ui';
import { formatManDays } from '../schedule-format';
import { OutsourceBadge } from './allocation-day';
import { TravelBrief } from './travel-summary';

export interface CandidateTableProps {
  candidates: readonly QcCandidate[];
  dayLabel: string;
  /** QCs already on the day. */
  chosen: ReadonlySet<number>;
  onAdd: (candidate: QcCandidate) => void;
}

/** The QCs of a day in the server's ranking, each with why it fits or not; any of them may be asked for. */
export function CandidateTable({ candidates, dayLabel, chosen, onAdd }: CandidateTableProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.schedule.allocation.candidate.${key}` }, values);
  const header = (key: string) => (
    <th scope="col" className="px-2 py-1 font-medium">
      {t(`column.${key}`)}
    </th>
  );
  return (
    // Relative: the hidden caption and header texts are placed in the box, not past the page's edge.
    <div className="relative max-h-[28rem] overflow-auto rounded-md border border-slate-200">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">{t('caption', { day: dayLabel })}</caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            {header('qc')}
            {header('office')}
            {header('availability')}
            {header('dayManDays')}
            {header('travel')}
            {header('skills')}
            <th scope="col" className="px-2 py-1">
              <span className="sr-only">{t('column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {candidates.map((candidate) => (
            <tr key={candidate.staffId} data-available={candidate.available}>
              <td className="px-2 py-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{candidate.staffName}</span>
                  {candidate.outsource ? <OutsourceBadge /> : null}
                </div>
                <span className="text-xs text-slate-500">{candidate.employeeNo}</span>
              </td>
              <td className="px-2 py-2">
                {[candidate.officeName, candidate.officeCountryName].filter(Boolean).join(', ') || '—'}
              </td>
              <td className="px-2 py-2">
                {candidate.available ? (
                  <span className="font-medium text-green-800">{t('available')}</span>
                ) : null}
                {candidate.refusals.map((refusal) => (
                  <p key={refusal.reason} className="text-xs text-red-700">
                    {refusal.message}
                  </p>
                ))}
              </td>
              <td className="px-2 py-2">
                {t('taken', {
                  taken: formatManDays(intl, candidate.dayManDays),
                  free: formatManDays(intl, candidate.freeManDays),
                })}
              </td>
              <td className="px-2 py-2">
                <TravelBrief travel={candidate.travel} />
              </td>
              <td className="px-2 py-2">
                <span>
                  {t('skills', { matched: candidate.skillsMatched, required: candidate.skillsRequired })}
                </span>
                {candidate.missingSkills.length ? (
                  <span className="block text-xs text-amber-800">
                    {t('missing', { skills: candidate.missingSkills.join(', ') })}
                  </span>
                ) : null}
              </td>
              <td className="px-2 py-2 text-right">
                {chosen.has(candidate.staffId) ? (
                  <span className="text-xs text-slate-500">{t('chosen')}</span>
                ) : (
                  <Button
                    variant={candidate.available ? 'primary' : 'secondary'}
                    className="!px-3 !py-1"
                    aria-label={t('add', { qc: candidate.staffName })}
                    onClick={() => onAdd(candidate)}
                  >
                    {t('addShort')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
