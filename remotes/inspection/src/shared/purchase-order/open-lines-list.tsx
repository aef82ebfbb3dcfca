import { useIntl } from 'react-intl';
import { DEFAULT_PAGE_SIZE, type PurchaseOrderLiteItem } from '@portal/domain';
import { Alert, Button } from '@portal/ui';
import { usePurchaseOrderApi } from '../api/use-purchase-order-api';
import { formatIsoDay } from '../dates/format-iso-day';
import { useOpenLines, type OpenLinesFilters } from './use-open-lines';

export interface OpenLinesListProps {
  filters: OpenLinesFilters;
  /** Offered as a Pick button per line (the booking screen picks the lines it books). */
  onPick?(line: PurchaseOrderLiteItem): void;
  /** Lines per request. */
  pageSize?: number;
}

const cell = 'px-3 py-2';
const numberCell = `${cell} text-right tabular-nums`;

/**
 * The open lines (not fully booked) of a customer, optionally of a supplier and factory, with what remains
 * to book. "Load more" asks for the next lines after those listed.
 */
export function OpenLinesList({ filters, onPick, pageSize = DEFAULT_PAGE_SIZE }: OpenLinesListProps) {
  const api = usePurchaseOrderApi();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { items, total, status, hasMore, loadMore } = useOpenLines(api.purchaseOrderLite, filters, pageSize);
  const number = (value: number) => intl.formatNumber(value);
  const header = (key: string) => t(`inspection.purchaseOrder.field.${key}`);

  if (status === 'idle')
    return <p className="text-sm text-slate-600">{t('inspection.poLite.chooseCustomer')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {items.length > 0 ? (
        <div className="overflow-x-auto rounded-md ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t('inspection.purchaseOrder.lite.title')}</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className={cell}>
                  {header('poNumber')}
                </th>
                <th scope="col" className={cell}>
                  {header('product')}
                </th>
                <th scope="col" className={cell}>
                  {header('colour')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {header('quantity')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {header('bookedQuantity')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {header('remainingQuantity')}
                </th>
                <th scope="col" className={cell}>
                  {header('etd')}
                </th>
                <th scope="col" className={cell}>
                  {header('destinationCountry')}
                </th>
                {onPick ? (
                  <th scope="col" className={cell}>
                    <span className="sr-only">{t('inspection.poLite.pick')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white" data-testid="po-open-lines">
              {items.map((line) => (
                <tr key={line.id}>
                  <td className={cell}>{line.poNumber}</td>
                  <td className={cell}>
                    <span className="font-medium">{line.productReference}</span>
                    {line.productDescription ? (
                      <span className="block text-xs text-slate-600">{line.productDescription}</span>
                    ) : null}
                  </td>
                  <td className={cell}>{`${line.colorCode} – ${line.colorName}`}</td>
                  <td className={numberCell}>{number(line.quantity)}</td>
                  <td className={numberCell}>{number(line.bookedQuantity)}</td>
                  <td className={numberCell}>{number(line.remainingQuantity)}</td>
                  <td className={cell}>{formatIsoDay(intl, line.etd)}</td>
                  <td className={cell}>{line.destinationCountryName}</td>
                  {onPick ? (
                    <td className={cell}>
                      <Button
                        variant="secondary"
                        className="!px-3 !py-1.5 !text-xs"
                        aria-label={t('inspection.poLite.pickLine', { name: line.name })}
                        onClick={() => onPick(line)}
                      >
                        {t('inspection.poLite.pick')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {status === 'ready' && items.length === 0 ? (
        <p
          role="status"
          className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600"
        >
          {t('inspection.poLite.empty')}
        </p>
      ) : null}
      {status === 'error' ? (
        <Alert tone="error">
          <div className="flex items-center justify-between gap-4">
            <span>{t('inspection.poLite.failed')}</span>
            <Button variant="secondary" onClick={loadMore}>
              {t('kit.table.retry')}
            </Button>
          </div>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="po-open-lines-count" role="status">
          {status === 'loading'
            ? t('inspection.poLite.loading')
            : t('inspection.poLite.count', { shown: items.length, total })}
        </p>
        {hasMore && status !== 'error' ? (
          <Button variant="secondary" onClick={loadMore} disabled={status === 'loading'}>
            {t('inspection.poLite.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
