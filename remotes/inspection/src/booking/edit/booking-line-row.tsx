import { useField } from 'formik';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { containerNames } from '@portal/domain';
import { FormNumber, useShownError } from '@portal/screen-kit';
import { Button, Select } from '@portal/ui';
import { containerProblem, lineQuantityProblem, useSay } from './booking-checks';
import type { BookingLineValues } from './booking-values';

const E = 'inspection.bookingEdit';

/**
 * One booked PO line: what it is (PO, product, colour), how much of it is left for this booking, the
 * quantity booked and, for a container loading, the container it is loaded in.
 */
export function BookingLineRow({
  index,
  line,
  containerCount,
  readOnly,
  onRemove,
}: {
  index: number;
  line: BookingLineValues;
  /** Null when the service is not a container loading (no container per line). */
  containerCount: number | null;
  readOnly: boolean;
  onRemove(index: number): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${E}.${id}` }, values);
  const say = useSay();
  const available = line.availableQuantity;
  const checkQuantity = useCallback(
    (value: number | null) => say(lineQuantityProblem(value, available)),
    [say, available],
  );
  const checkContainer = useCallback(
    (value: number | null) =>
      containerCount === null ? undefined : say(containerProblem(value, containerCount)),
    [say, containerCount],
  );
  const name = [line.poNumber, line.productReference, line.colour].filter(Boolean).join(' ');

  return (
    <li
      data-testid="booking-line"
      aria-label={t('lines.line', { name })}
      className="grid grid-cols-2 gap-3 rounded-md p-3 ring-1 ring-slate-200 lg:grid-cols-[minmax(12rem,2fr)_8rem_minmax(10rem,1fr)_auto] items-start"
    >
      <div className="col-span-2 flex flex-col text-sm lg:col-span-1">
        <span className="font-medium text-slate-900">{line.poNumber}</span>
        <span>{`${line.productReference}${line.colour ? ` · ${line.colour}` : ''}`}</span>
        <span className="text-xs text-slate-600">
          {t('lines.available', { available: intl.formatNumber(available) })}
        </span>
      </div>
      <FormNumber
        name={`lines.${index}.quantity`}
        label={t('field.quantity')}
        validate={checkQuantity}
        className="[&_input]:text-right"
      />
      {containerCount === null ? (
        <span className="hidden lg:block" />
      ) : (
        <ContainerSelect index={index} count={containerCount} validate={checkContainer} />
      )}
      {readOnly ? null : (
        <div className="flex items-start justify-end pt-6">
          <Button
            variant="secondary"
            className="!px-3 !py-1.5 !text-xs"
            aria-label={t('lines.removeLine', { name })}
            onClick={() => onRemove(index)}
          >
            {t('lines.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The line's container. The kit's FormSelect takes no field-level check, so this binds the Select itself
 * to carry one (a container number the rule file cannot judge: it depends on the container count).
 */
function ContainerSelect({
  index,
  count,
  validate,
}: {
  index: number;
  count: number;
  validate: (value: number | null) => string | undefined;
}) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<number | null>({ name: `lines.${index}.containerNo`, validate });
  const error = useShownError(meta);
  return (
    <Select<number>
      name={field.name}
      label={intl.formatMessage({ id: `${E}.field.container` })}
      options={containerNames(count).map((label, position) => ({ value: position + 1, label }))}
      value={field.value ?? null}
      error={error}
      onBlur={() => void helpers.setTouched(true)}
      onChange={(value) => void helpers.setValue(value)}
    />
  );
}
