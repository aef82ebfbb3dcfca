import { useField } from 'formik';
import { useId } from 'react';
import { useShownError } from './use-shown-error';

/** A labelled multi-line text bound to formik (remarks, comments). */
export function FormTextArea({
  name,
  label,
  maxLength,
  rows = 3,
}: {
  name: string;
  label: string;
  maxLength?: number;
  rows?: number;
}) {
  const id = useId();
  const [field, meta] = useField<string | null>(name);
  const error = useShownError(meta);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        {...field}
        value={field.value ?? ''}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-sky-500 ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
