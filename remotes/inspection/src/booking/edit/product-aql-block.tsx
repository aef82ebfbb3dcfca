import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { AqlLevel, SAMPLING_AQL_VALUES, type SamplingResult } from '@portal/domain';
import { FormNumber, FormSelect } from '@portal/screen-kit';
import { customSampleSizeProblem, useSay } from './booking-checks';
import { NOT_INSPECTED, type BookingProductValues } from './booking-values';
import { formatAql, SamplingSummary } from './sampling-summary';

const E = 'inspection.bookingEdit.aql';
const LEVELS = [AqlLevel.AQLI, AqlLevel.AQLII, AqlLevel.AQLIII, AqlLevel.Custom];
const CLASS_FIELDS = ['criticalAql', 'majorAql', 'minorAql'] as const;

/**
 * One product's AQL choice (inspection level, or a custom sample size, and an AQL per defect class) with
 * its lot and the server's sampling of it beside, following every change.
 */
export function ProductAqlBlock({
  index,
  product,
  lotSize,
  result,
  pending,
}: {
  index: number;
  product: BookingProductValues;
  lotSize: number;
  result: SamplingResult | undefined;
  pending: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${E}.${id}` }, values);
  const say = useSay();
  const checkCustomSize = useCallback((size: number | null) => say(customSampleSizeProblem(size)), [say]);
  const name = (field: keyof BookingProductValues) => `products.${index}.${field}`;
  const aqlOptions = [
    { value: NOT_INSPECTED, label: t('notInspected') },
    ...SAMPLING_AQL_VALUES.map((aql) => ({ value: aql, label: formatAql(intl, aql) })),
  ];
  const title = t('product', { reference: product.productReference });

  return (
    <section
      aria-label={title}
      data-testid="booking-product"
      className="flex flex-col gap-3 rounded-md p-3 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline gap-x-4">
        <h3 className="text-sm font-semibold text-slate-900">{product.productReference}</h3>
        <span className="text-sm text-slate-700">{t('lotSize', { size: intl.formatNumber(lotSize) })}</span>
        {product.pickingGroup !== null ? (
          <span className="text-xs text-slate-600">
            {t('pickedTogether', { group: product.pickingGroup })}
          </span>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <FormSelect<number>
          name={name('aqlLevel')}
          label={t('level')}
          clearable={false}
          options={LEVELS.map((level) => ({
            value: level,
            label: intl.formatMessage({ id: `inspection.booking.aqlLevel.${level}` }),
          }))}
        />
        {product.aqlLevel === AqlLevel.Custom ? (
          <FormNumber
            name={name('customSampleSize')}
            label={t('customSampleSize')}
            validate={checkCustomSize}
            className="[&_input]:text-right"
          />
        ) : null}
        {CLASS_FIELDS.map((field) => (
          <FormSelect<number>
            key={field}
            name={name(field)}
            label={t(field)}
            clearable={false}
            options={aqlOptions}
          />
        ))}
      </div>
      <SamplingSummary
        result={result}
        pending={pending}
        label={t('samplingOf', { reference: product.productReference })}
      />
    </section>
  );
}
