import { useField } from 'formik';
import { TextField, type TextFieldProps } from '@portal/ui';
import { useShownError } from './use-shown-error';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'inputMode'> & {
  name: string;
  validate?: (value: number | null) => string | undefined;
};

/** A whole-number input (digits only) whose empty value is null, with an optional field-level check. */
export function FormWholeNumber({ name, validate, ...props }: Props) {
  const [field, meta, helpers] = useField<number | null>({ name, validate });
  const error = useShownError(meta);
  return (
    <TextField
      {...props}
      name={name}
      inputMode="numeric"
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        void helpers.setValue(digits === '' ? null : Number(digits));
      }}
      error={error}
    />
  );
}
