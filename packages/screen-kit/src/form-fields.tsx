import { useField, useFormikContext, type FieldMetaProps } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import { isoDayToLocal, localToIsoDay } from '@portal/domain';
import {
  DateInput,
  DecimalInput,
  Select,
  TextField,
  type SelectCommonProps,
  type SelectValue,
} from '@portal/ui';

/** An error shows once the field was left or the form submitted (validation starts at the first submit). */
export function useShownError(meta: FieldMetaProps<unknown>): string | null {
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : null;
}

/** formik's field-level check, for what a rule file cannot say (a value inside a line of a list). */
type FieldCheck<V> = (value: V) => string | undefined;

export interface FormTextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value'> {
  name: string;
  label: string;
  hint?: string;
}

/** A labelled text input bound to the surrounding formik form by name. */
export function FormText({ name, validate, ...props }: FormTextProps & { validate?: FieldCheck<string> }) {
  const [field, meta] = useField<string | number | null>({ name, validate: validate as FieldCheck<unknown> });
  const error = useShownError(meta);
  return <TextField {...props} {...field} value={field.value ?? ''} error={error} />;
}

/** A whole-number input whose empty value is null (a required rule then says what is missing). */
export function FormNumber({
  name,
  validate,
  ...props
}: FormTextProps & { validate?: FieldCheck<number | null> }) {
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
        const text = event.target.value.replace(/[^\d]/g, '');
        void helpers.setValue(text === '' ? null : Number(text));
      }}
      error={error}
    />
  );
}

/** A decimal input (man-days, rates) whose empty value is null; `decimals` caps the places typed. */
export function FormDecimal({
  name,
  label,
  hint,
  decimals = 2,
  maxLength = 12,
  disabled,
}: {
  name: string;
  label: string;
  hint?: string;
  decimals?: number;
  maxLength?: number;
  disabled?: boolean;
}) {
  const [field, meta, helpers] = useField<number | null>(name);
  const error = useShownError(meta);
  return (
    <DecimalInput
      name={name}
      label={label}
      hint={hint}
      decimals={decimals}
      maxLength={maxLength}
      disabled={disabled}
      value={field.value}
      error={error}
      onBlur={() => void helpers.setTouched(true)}
      onChange={(value) => void helpers.setValue(value)}
    />
  );
}

/** A yes/no field bound to the form (a labelled checkbox). */
export function FormCheckbox({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <label className="flex items-center gap-2 self-end py-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        name={name}
        checked={field.value === true}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        onBlur={field.onBlur}
        className="h-4 w-4 rounded border-slate-300 text-sky-700"
      />
      {label}
    </label>
  );
}

export type FormSelectProps<V extends SelectValue> = SelectCommonProps<V> & {
  name: string;
  multiple?: boolean;
};

/** The Select bound to formik: one id (or null), or an array of ids with `multiple`. */
export function FormSelect<V extends SelectValue = number>({ name, multiple, ...props }: FormSelectProps<V>) {
  const [field, meta, helpers] = useField<V | V[] | null>(name);
  const error = useShownError(meta);
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

/** A date field holding the API's 'yyyy-MM-dd' (or null); typed text that is not yet a day stays as typed. */
export function FormDate({
  name,
  label,
  validate,
  disabled,
}: {
  name: string;
  label: string;
  validate?: FieldCheck<string | null>;
  disabled?: boolean;
}) {
  const [field, meta, helpers] = useField<string | null>({ name, validate });
  const error = useShownError(meta);
  return (
    <DateInput
      name={name}
      label={label}
      value={isoDayToLocal(field.value)}
      disabled={disabled}
      onChange={(value) => {
        void helpers.setValue(localToIsoDay(value));
        void helpers.setTouched(true, false);
      }}
      error={error}
    />
  );
}

/** A labelled multi-line text (remarks, notes) whose empty value shows as empty. */
export function FormTextArea({
  name,
  label,
  maxLength,
  rows = 3,
  disabled,
  className = '',
}: {
  name: string;
  label: string;
  maxLength?: number;
  rows?: number;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const [field, meta] = useField<string | null>(name);
  const error = useShownError(meta);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        {...field}
        value={field.value ?? ''}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-sky-500 disabled:bg-slate-100 ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
