import { useField, useFormikContext } from 'formik';
import { useShownError } from '@portal/screen-kit';
import { Select, type SelectCommonProps } from '@portal/ui';
import type { BookingValues } from './booking-values';

type PartyField = 'customerId' | 'supplierId' | 'factoryId';

/**
 * A party of the booking (customer, supplier, factory). The user's change empties what belonged to the
 * old party (its PO lines, its contacts); a booking loaded into the form keeps everything it brings.
 */
export function PartySelect({
  name,
  clears,
  ...props
}: Omit<SelectCommonProps<number>, 'name' | 'error' | 'onBlur'> & {
  name: PartyField;
  /** What the old choice decided, emptied when the user picks another. */
  clears: Partial<BookingValues>;
}) {
  const form = useFormikContext<BookingValues>();
  const [field, meta, helpers] = useField<number | null>(name);
  const error = useShownError(meta);
  return (
    <Select<number>
      {...props}
      name={name}
      value={field.value ?? null}
      error={error}
      onBlur={() => void helpers.setTouched(true)}
      onChange={(value) => {
        if (value === field.value) return;
        void form.setValues({ ...form.values, ...clears, [name]: value });
      }}
    />
  );
}
