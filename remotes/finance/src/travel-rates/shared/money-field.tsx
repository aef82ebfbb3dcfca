import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { DecimalInput } from '@portal/ui';
import { FormSelect, useShownError } from '@portal/screen-kit';
import { currencyOptions } from './choices';

/**
 * An amount typed as text and kept as text ("125.5"): money never goes through a float on its way to the
 * server, which writes it to the cent. Two decimals at most; empty is ''.
 */
export function FormMoney({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field, meta, helpers] = useField<string>(name);
  const error = useShownError(meta);
  return (
    <DecimalInput
      name={name}
      label={label}
      decimals={2}
      maxLength={13}
      disabled={disabled}
      value={field.value ?? ''}
      error={error}
      onBlur={() => void helpers.setTouched(true)}
      onChange={(_value, text) => void helpers.setValue(text)}
    />
  );
}

/** The currency of a form's amounts (field `currency`). */
export function CurrencyField() {
  const intl = useIntl();
  return (
    <FormSelect<string>
      name="currency"
      label={intl.formatMessage({ id: 'finance.travel.field.currency' })}
      options={currencyOptions}
    />
  );
}
