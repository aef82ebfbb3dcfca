import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@portal/ui';
import { dayWithWeekday, formatManDays } from '../schedule-format';
import { isValidManDays, draftManDays, type DraftDay, type DraftQc } from './allocation-draft';
import { TravelDetail } from './travel-summary';

export interface AllocationDayProps {
  day: DraftDay;
  /** The caller may change allocations and the day has not begun. */
  editable: boolean;
  /** The server's refusals on this day, by QC. */
  refusals: ReadonlyMap<number, string[]>;
  onManDays: (staffId: number, manDays: number | null) => void;
  onRemove: (staffId: number) => void;
  onRemoveAll: () => void;
  onAddQc: () => void;
  /** The open QC picker of this day. */
  picker?: ReactNode;
}

export function OutsourceBadge() {
  const intl = useIntl();
  return (
    <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-700">
      {intl.formatMessage({ id: 'inspection.schedule.common.outsource' })}
    </span>
  );
}

function ManDaysInput({
  qc,
  label,
  onChange,
}: {
  qc: DraftQc;
  label: string;
  onChange: AllocationDayProps['onManDays'];
}) {
  const intl = useIntl();
  const valid = isValidManDays(qc.manDays);
  return (
    <div className="flex flex-col gap-1">
      <input
        type="number"
        min={0.25}
        max={1}
        step={0.25}
        inputMode="decimal"
        aria-label={label}
        aria-invalid={!valid}
        value={qc.manDays ?? ''}
        onChange={(event) =>
          onChange(qc.staffId, event.target.value === '' ? null : Number(event.target.value))
        }
        className="w-20 rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      {valid ? null : (
        <span className="text-xs text-red-700">
          {intl.formatMessage({ id: 'inspection.schedule.allocation.manDaysRange' })}
        </span>
      )}
    </div>
  );
}

/** One inspection day: its QCs with their man-days and journeys, and what the planner may change. */
export function AllocationDay({
  day,
  editable,
  refusals,
  onManDays,
  onRemove,
  onRemoveAll,
  onAddQc,
  picker,
}: AllocationDayProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.schedule.allocation.${key}` }, values);
  const label = dayWithWeekday(intl, day.date);
  return (
    <section
      aria-label={label}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-base font-semibold text-slate-800">{label}</h2>
        <span className="text-sm text-slate-600">
          {t('dayManDays', { value: formatManDays(intl, draftManDays([day])) })}
        </span>
        {day.editable ? null : (
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{t('pastDay')}</span>
        )}
      </div>
      {day.qcs.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noQc')}</p>
      ) : (
        // Relative: the hidden header texts are placed in the box, or they would widen the page.
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t('dayTable', { day: label })}</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('column.qc')}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('column.office')}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('column.manDays')}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('column.travel')}
                </th>
                {editable ? (
                  <th scope="col" className="px-2 py-1">
                    <span className="sr-only">{t('column.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {day.qcs.map((qc) => (
                <tr key={qc.staffId} data-staff={qc.staffId}>
                  <td className="px-2 py-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{qc.staffName}</span>
                      {qc.outsource ? <OutsourceBadge /> : null}
                    </div>
                    {(refusals.get(qc.staffId) ?? []).map((message) => (
                      <p key={message} role="alert" className="mt-1 text-xs text-red-700">
                        {message}
                      </p>
                    ))}
                  </td>
                  <td className="px-2 py-2">{qc.officeName ?? '—'}</td>
                  <td className="px-2 py-2">
                    {editable ? (
                      <ManDaysInput
                        qc={qc}
                        label={t('manDaysOf', { qc: qc.staffName })}
                        onChange={onManDays}
                      />
                    ) : (
                      formatManDays(intl, qc.manDays ?? 0)
                    )}
                  </td>
                  <td className="px-2 py-2">
                    <TravelDetail travel={qc.travel} />
                  </td>
                  {editable ? (
                    <td className="px-2 py-2 text-right">
                      <Button
                        variant="ghost"
                        className="!px-2 !py-1 !text-red-700"
                        aria-label={t('removeQc', { qc: qc.staffName, day: label })}
                        onClick={() => onRemove(qc.staffId)}
                      >
                        {t('remove')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editable ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onAddQc} aria-label={t('addQcTo', { day: label })}>
            {t('addQc')}
          </Button>
          {day.qcs.length ? (
            <Button variant="secondary" onClick={onRemoveAll} aria-label={t('removeAllOf', { day: label })}>
              {t('removeAll')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {picker}
    </section>
  );
}
