import { useIntl } from 'react-intl';
import type { BookingProduct, ClassPlan } from '@portal/domain';
import { SimpleTable } from '../../shared/simple-table';

const CLASSES = ['critical', 'major', 'minor'] as const;

/**
 * Per product: the AQL choice and the server's plan for its lot (sample size, Ac/Re of each defect class,
 * whether the whole lot is inspected). The browser never computes a plan of its own.
 */
export function BookingSamplingTable({ products }: { products: BookingProduct[] }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.booking.detail.${key}` }, values);
  // As the edit screen writes them (0, 0.65, 1.0, 2.5, 4.0): the AQL series' own spelling.
  const aql = (value: number | null) =>
    value === null
      ? '—'
      : intl.formatNumber(value, { minimumFractionDigits: value > 0 && Number.isInteger(value) ? 1 : 0 });
  const plan = (classPlan: ClassPlan | null | undefined) =>
    classPlan ? `${classPlan.ac} / ${classPlan.re}` : t('notInspected');
  const headers = [
    t('product'),
    t('aqlLevel'),
    t('aql'),
    t('lotSize'),
    t('sampleSize'),
    ...CLASSES.map((name) => t('classPlan', { class: t(`class.${name}`) })),
  ];
  return (
    <SimpleTable caption={t('sampling')} headers={headers}>
      {products.map((product) => {
        const sampling = product.sampling ?? null;
        return (
          <tr key={product.productId}>
            <td className="px-3 py-2">{product.productReference ?? product.productId}</td>
            <td className="px-3 py-2">
              {intl.formatMessage({ id: `inspection.booking.aqlLevel.${product.aqlLevel}` })}
              {product.customSampleSize ? ` (${intl.formatNumber(product.customSampleSize)})` : ''}
            </td>
            <td className="px-3 py-2">
              {[product.criticalAql, product.majorAql, product.minorAql].map(aql).join(' / ')}
            </td>
            <td className="px-3 py-2 text-right">
              {product.lotSize === undefined ? '—' : intl.formatNumber(product.lotSize)}
            </td>
            <td className="px-3 py-2 text-right">
              {sampling ? intl.formatNumber(sampling.sampleSize) : '—'}
              {sampling?.fullInspection ? (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                  {t('fullInspection')}
                </span>
              ) : null}
            </td>
            {CLASSES.map((name) => (
              <td key={name} className="px-3 py-2">
                {sampling ? plan(sampling.classes[name]) : '—'}
              </td>
            ))}
          </tr>
        );
      })}
    </SimpleTable>
  );
}
