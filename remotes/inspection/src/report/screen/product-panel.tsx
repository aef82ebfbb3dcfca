import { useIntl } from 'react-intl';
import type {
  ReportDetail,
  ReportDraftSave,
  ReportMeasurement,
  ReportProduct,
  ReportQuantities,
} from '@portal/domain';
import { NumericInput } from '@portal/ui';
import { AqlTable } from './aql-table';
import { productOutcome } from './live-result';
import { MeasurementRow, NewPointForm } from './measurement-row';
import { ResultBadge } from './state-badges';
import { useReportText } from './use-report-text';

const QUANTITY_FIELDS = ['presentedQuantity', 'packedQuantity', 'cartonCount'] as const;

/**
 * One product: its sample and AQL table with the defects found so far, the quantities found and the
 * measurement points. Every edit goes out as the product's quantities or its whole list of points.
 */
export function ProductPanel({
  detail,
  product,
  editable,
  onChange,
}: {
  detail: ReportDetail;
  product: ReportProduct;
  editable: boolean;
  onChange: (body: ReportDraftSave) => void;
}) {
  const t = useReportText();
  const intl = useIntl();
  const outcome = productOutcome(detail, product);
  const setQuantities = (quantities: ReportQuantities) =>
    onChange({ products: [{ productId: product.productId, quantities }] });
  const setMeasurements = (measurements: ReportMeasurement[]) =>
    onChange({ products: [{ productId: product.productId, measurements }] });
  const headingId = `product-${product.productId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {product.reference} · {product.name}
        </h3>
        <ResultBadge result={outcome.result} />
      </header>
      <p className="text-sm text-slate-700">
        {t('booked')} {intl.formatNumber(product.bookedQuantity)} · {t('sampleSize')}{' '}
        <span className="font-semibold">
          {product.fullInspection ? t('fullInspection') : intl.formatNumber(product.sampleSize)}
        </span>
      </p>
      <AqlTable product={product} outcome={outcome} />
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-slate-800">{t('quantities')}</h4>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {QUANTITY_FIELDS.map((field) =>
            editable ? (
              <NumericInput
                key={field}
                label={`${t(field)} (${product.reference})`}
                value={product.quantities[field]}
                maxLength={9}
                onChange={(value) => setQuantities({ ...product.quantities, [field]: value })}
              />
            ) : (
              <p key={field} className="text-sm">
                <span className="text-slate-600">{t(field)}</span>{' '}
                <span className="font-medium">
                  {product.quantities[field] === null ? '—' : intl.formatNumber(product.quantities[field])}
                </span>
              </p>
            ),
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-slate-800">{t('measurements')}</h4>
        {product.measurements.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noMeasurement')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {product.measurements.map((point) => (
              <MeasurementRow
                key={point.id}
                point={point}
                editable={editable}
                onChange={(next) =>
                  setMeasurements(product.measurements.map((old) => (old.id === next.id ? next : old)))
                }
                onRemove={() => setMeasurements(product.measurements.filter((old) => old.id !== point.id))}
              />
            ))}
          </ul>
        )}
        {editable ? (
          <NewPointForm onAdd={(point) => setMeasurements([...product.measurements, point])} />
        ) : null}
      </div>
    </section>
  );
}
