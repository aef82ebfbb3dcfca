import { useField, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { FormSelectProps } from '@portal/screen-kit';
import { Select } from '@portal/ui';

/**
 * A single select whose change empties the choices below it (a department's sub-department, a country's
 * state and city). Only the user's choice clears them: a record loaded or reloaded into the form keeps
 * every value it brings.
 */
export function ParentSelect({
  name,
  clears,
  ...props
}: Omit<FormSelectProps<number>, 'multiple'> & { clears: string[] }) {
  const form = useFormikContext<Record<string, unknown>>();
  const [field, meta, helpers] = useField<number | null>(name);
  const error = (meta.touched || form.submitCount > 0) && typeof meta.error === 'string' ? meta.error : null;
  return (
    <Select<number>
      {...props}
      name={name}
      error={error}
      value={field.value ?? null}
      onBlur={() => void helpers.setTouched(true)}
      onChange={(value) => {
        if (value === field.value) return;
        void helpers.setValue(value);
        for (const child of clears) void form.setFieldValue(child, null, false);
      }}
    />
  );
}

/** A lookup list loaded when its key is set (null: no list), kept until the key changes. */
export function useLookup<T>(key: number | null, load: (key: number) => Promise<T[]>): T[] {
  const [items, setItems] = useState<T[]>([]);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    if (key == null) {
      setItems([]);
      return;
    }
    let cancelled = false;
    loader
      .current(key)
      .then((list) => !cancelled && setItems(list))
      .catch(() => !cancelled && setItems([]));
    return () => {
      cancelled = true;
    };
  }, [key]);
  return items;
}
