import { useIntl } from 'react-intl';
import type { QcBlockRow } from '@portal/domain';
import { Button } from '@portal/ui';
import { bookingDay, bookingMoment } from '../../shared/dates/booking-dates';
import { SimpleTable } from '../../shared/simple-table';
import type { UnblockTarget } from '../screen-parts/use-unblock';

/** The blocked days of one page; Unblock only for users who may. */
export function QcBlockList({
  rows,
  onUnblock,
}: {
  rows: QcBlockRow[];
  onUnblock?: (target: UnblockTarget) => void;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.schedule.qcBlock.list.${key}` }, values);
  const headers = ['qc', 'office', 'date', 'reason', 'createdBy', 'createdAt'].map((key) => t(key));
  return (
    <SimpleTable caption={t('caption')} headers={onUnblock ? [...headers, t('actions')] : headers}>
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
            {row.staffName}
          </th>
          <td className="px-3 py-2 text-slate-700">{row.officeName ?? ''}</td>
          <td className="whitespace-nowrap px-3 py-2 text-slate-700">{bookingDay(row.date)}</td>
          <td className="min-w-[12rem] break-words px-3 py-2 text-slate-700">{row.reason}</td>
          <td className="px-3 py-2 text-slate-700">{row.createdByName ?? ''}</td>
          <td className="whitespace-nowrap px-3 py-2 text-slate-700">{bookingMoment(row.createdAt)}</td>
          {onUnblock ? (
            <td className="px-3 py-2">
              <Button
                variant="secondary"
                className="!px-3 !py-1"
                aria-label={t('unblock', { qc: row.staffName, date: bookingDay(row.date) })}
                onClick={() => onUnblock({ blockId: row.id, staffName: row.staffName, date: row.date })}
              >
                {t('unblockShort')}
              </Button>
            </td>
          ) : null}
        </tr>
      ))}
    </SimpleTable>
  );
}
