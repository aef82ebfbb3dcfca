import { useIntl } from 'react-intl';
import type { BookingRow } from '@portal/domain';
import { BookingStatusBadge } from '../../shared/booking/booking-status';
import { bookingDays } from '../../shared/dates/booking-dates';
import { SimpleTable } from '../../shared/simple-table';

export interface CombineSelection {
  selected: ReadonlySet<number>;
  targetId: number | null;
}

/**
 * The compatible bookings, each with a box to include it and a radio to keep it (the target). Only an
 * included booking can be kept.
 */
export function CombineCandidates({
  rows,
  selection,
  onToggle,
  onTarget,
}: {
  rows: BookingRow[];
  selection: CombineSelection;
  onToggle: (id: number) => void;
  onTarget: (id: number) => void;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.booking.combine.${key}` }, values);
  const field = (key: string) => intl.formatMessage({ id: `inspection.booking.field.${key}` });
  const headers = [
    t('include'),
    t('keep'),
    field('bookingNo'),
    field('status'),
    field('inspectionDates'),
    field('poNumbers'),
    field('totalQuantity'),
  ];
  return (
    <SimpleTable caption={t('title')} headers={headers}>
      {rows.map((row) => {
        const included = selection.selected.has(row.id);
        return (
          <tr key={row.id} className={included ? 'bg-sky-50' : ''}>
            <td className="px-3 py-2">
              <input
                type="checkbox"
                aria-label={t('select', { number: row.bookingNo })}
                checked={included}
                onChange={() => onToggle(row.id)}
              />
            </td>
            <td className="px-3 py-2">
              <input
                type="radio"
                name="combine-target"
                aria-label={t('target', { number: row.bookingNo })}
                checked={selection.targetId === row.id}
                disabled={!included}
                onChange={() => onTarget(row.id)}
              />
            </td>
            <td className="px-3 py-2 font-medium">{row.bookingNo}</td>
            <td className="px-3 py-2">
              <BookingStatusBadge status={row.status} />
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              {bookingDays(row.inspectionDateFrom, row.inspectionDateTo)}
            </td>
            <td className="px-3 py-2">{row.poNumbers}</td>
            <td className="px-3 py-2 text-right">{intl.formatNumber(row.totalQuantity)}</td>
          </tr>
        );
      })}
    </SimpleTable>
  );
}

/** Include or leave out one booking; the kept one moves to another included booking when left out. */
export function toggled(selection: CombineSelection, id: number): CombineSelection {
  const selected = new Set(selection.selected);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  const targetId =
    selection.targetId !== null && selected.has(selection.targetId)
      ? selection.targetId
      : ([...selected][0] ?? null);
  return { selected, targetId };
}
