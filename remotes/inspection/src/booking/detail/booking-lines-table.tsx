import { useIntl } from 'react-intl';
import { containerNames, type BookingLine } from '@portal/domain';
import { SimpleTable } from '../../shared/simple-table';

/** The booked PO lines: PO, product, colour, quantity and, for a container loading, the container. */
export function BookingLinesTable({
  lines,
  containerCount,
}: {
  lines: BookingLine[];
  containerCount: number;
}) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.booking.detail.${key}` });
  if (lines.length === 0) return <p className="text-sm text-slate-600">{t('noLines')}</p>;
  const containers = containerNames(containerCount);
  const headers = [t('poNumber'), t('product'), t('colour'), t('quantity')];
  if (containerCount > 0) headers.push(t('container'));
  return (
    <SimpleTable caption={t('lines')} headers={headers}>
      {lines.map((line) => (
        <tr key={line.id ?? line.poLineId}>
          <td className="px-3 py-2">{line.poNumber ?? '—'}</td>
          <td className="px-3 py-2">
            {[line.productReference, line.productDescription].filter(Boolean).join(' – ') || '—'}
          </td>
          <td className="px-3 py-2">{[line.colorCode, line.colorName].filter(Boolean).join(' – ') || '—'}</td>
          <td className="px-3 py-2 text-right">{intl.formatNumber(line.quantity)}</td>
          {containerCount > 0 ? (
            <td className="px-3 py-2">{line.containerNo ? containers[line.containerNo - 1] : '—'}</td>
          ) : null}
        </tr>
      ))}
    </SimpleTable>
  );
}
