import { useField } from 'formik';
import { DateInput } from '@portal/ui';
import { isoToLocalDate, localDateToIso } from './iso-date';
import { useShownError } from './use-shown-error';

/**
 * A date field bound to formik holding the API's 'yyyy-MM-dd' (or null). `validate` is formik's
 * field-level check, for what a rule file cannot say (a date inside a line of a list).
 */
export function FormDate({
  name,
  label,
  validate,
}: {
  name: string;
  label: string;
  validate?: (value: string | null) => string | undefined;
}) {
  const [field, meta, helpers] = useField<string | null>({ name, validate });
  const error = useShownError(meta);
  return (
    <DateInput
      name={name}
      label={label}
      value={isoToLocalDate(field.value)}
      onChange={(value) => {
        void helpers.setValue(localDateToIso(value));
        void helpers.setTouched(true, false);
      }}
      error={error}
    />
  );
}
