import { useIntl } from 'react-intl';
import type { BookingDetail, BookingProduct } from '@portal/domain';
import { Select } from '@portal/ui';
import { formatAql, SamplingSummary } from '../edit/sampling-summary';
import { productQuantity } from './picking-groups';

const K = 'inspection.bookingPicking';
/** The group select's "sampled alone" entry (a select cannot offer null as a choice). */
const ALONE = 0;

/**
 * One product: its quantity and AQL choice, the group it is drawn with, and the lot and plan the server
 * saved for it (its group's, when it is picked with others).
 */
export function PickingProductCard({
  record,
  product,
  group,
  groupCount,
  disabled,
  onGroup,
}: {
  record: BookingDetail;
  product: BookingProduct;
  group: number | null;
  /** As many groups as products: any split into groups can be chosen. */
  groupCount: number;
  disabled: boolean;
  onGroup(group: number | null): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${K}.${id}` }, values);
  const reference =
    product.productReference ??
    record.lines.find((line) => line.productId === product.productId)?.productReference ??
    String(product.productId);
  const aql = (value: number | null) =>
    value === null
      ? intl.formatMessage({ id: 'inspection.bookingEdit.aql.notInspected' })
      : formatAql(intl, value);
  const level = intl.formatMessage({ id: `inspection.booking.aqlLevel.${product.aqlLevel}` });
  const options = [
    { value: ALONE, label: t('alone') },
    ...Array.from({ length: groupCount }, (_, index) => ({
      value: index + 1,
      label: t('group', { group: index + 1 }),
    })),
  ];

  return (
    <li
      data-testid="picking-product"
      aria-label={reference}
      className="grid grid-cols-1 gap-3 rounded-md p-3 ring-1 ring-slate-200 lg:grid-cols-[minmax(12rem,1fr)_12rem_minmax(16rem,1.5fr)]"
    >
      <div className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-900">{reference}</span>
        <span>
          {t('quantity', { quantity: intl.formatNumber(productQuantity(record, product.productId)) })}
        </span>
        <span className="text-slate-700">
          {t('aql', {
            level: product.customSampleSize ? `${level} (${product.customSampleSize})` : level,
            critical: aql(product.criticalAql),
            major: aql(product.majorAql),
            minor: aql(product.minorAql),
          })}
        </span>
      </div>
      <Select<number>
        name={`group-${product.productId}`}
        label={t('groupLabel')}
        options={options}
        value={group ?? ALONE}
        clearable={false}
        disabled={disabled}
        onChange={(value) => onGroup(value === ALONE ? null : value)}
      />
      <div className="flex flex-col gap-1">
        {product.lotSize !== undefined ? (
          <span className="text-sm text-slate-700">
            {t('savedLot', { size: intl.formatNumber(product.lotSize) })}
          </span>
        ) : null}
        {product.sampling ? (
          <SamplingSummary result={product.sampling} pending={false} label={t('samplingOf', { reference })} />
        ) : (
          <span className="text-sm text-slate-600">{t('noPlan')}</span>
        )}
      </div>
    </li>
  );
}
