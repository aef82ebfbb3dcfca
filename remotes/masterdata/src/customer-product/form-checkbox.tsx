import { useField } from 'formik';

/** A yes/no field bound to formik (a labelled checkbox). */
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
