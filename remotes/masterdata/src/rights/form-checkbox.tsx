import { useField } from 'formik';
import { useId } from 'react';

/** A labelled checkbox bound to a boolean of the surrounding formik form. */
export function FormCheckbox({
  name,
  label,
  disabled,
  onToggle,
}: {
  name: string;
  label: string;
  disabled?: boolean;
  onToggle?: (checked: boolean) => void;
}) {
  const [field, , helpers] = useField<boolean>(name);
  const id = useId();
  return (
    <div className="flex items-center gap-2 py-1">
      <input
        id={id}
        type="checkbox"
        name={name}
        className="h-4 w-4 rounded border-slate-300 text-sky-700"
        checked={!!field.value}
        disabled={disabled}
        onChange={(event) => {
          void helpers.setValue(event.target.checked);
          onToggle?.(event.target.checked);
        }}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
