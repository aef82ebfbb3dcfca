import { useField, useFormikContext } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { Select, TextField, type SelectCommonProps, type SelectValue } from '@portal/ui';

/** An error shows once the field was left or the form submitted (validation starts at the first submit). */
function useShownError(name: string): string | null {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : null;
}

export interface FormTextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value'> {
  name: string;
  label: string;
  hint?: string;
}

/** A labelled text input bound to the surrounding formik form by name. */
export function FormText({ name, ...props }: FormTextProps) {
  const [field] = useField<string | number | null>(name);
  const error = useShownError(name);
  return <TextField {...props} {...field} value={field.value ?? ''} error={error} />;
}

/** A number input whose empty value is null (a required rule then says what is missing). */
export function FormNumber({ name, ...props }: FormTextProps) {
  const [field, , helpers] = useField<number | null>(name);
  const error = useShownError(name);
  return (
    <TextField
      {...props}
      name={name}
      inputMode="numeric"
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        const text = event.target.value.replace(/[^\d]/g, '');
        void helpers.setValue(text === '' ? null : Number(text));
      }}
      error={error}
    />
  );
}

export type FormSelectProps<V extends SelectValue> = SelectCommonProps<V> & {
  name: string;
  multiple?: boolean;
};

/** The Select bound to formik: one id (or null), or an array of ids with `multiple`. */
export function FormSelect<V extends SelectValue = number>({ name, multiple, ...props }: FormSelectProps<V>) {
  const [field, , helpers] = useField<V | V[] | null>(name);
  const error = useShownError(name);
  const common = { ...props, name, error, onBlur: () => void helpers.setTouched(true) };
  if (multiple) {
    return (
      <Select<V>
        {...common}
        multiple
        value={(field.value as V[] | null) ?? []}
        onChange={(values) => void helpers.setValue(values)}
      />
    );
  }
  return (
    <Select<V>
      {...common}
      value={(field.value as V | null) ?? null}
      onChange={(value) => void helpers.setValue(value)}
    />
  );
}
