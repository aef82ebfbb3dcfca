import { useField } from 'formik';
import { TextField, type TextFieldProps } from '@portal/ui';
import { useShownError } from './use-shown-error';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** formik's field-level check, for what a rule file cannot say (a value inside a line of a list). */
  validate?: (value: string) => string | undefined;
};

/** A labelled text input bound to formik, with an optional field-level check. */
export function FormCheckedText({ name, validate, ...props }: Props) {
  const [field, meta] = useField<string>({ name, validate });
  const error = useShownError(meta);
  return <TextField {...props} {...field} value={field.value ?? ''} error={error} />;
}
