import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { CUSTOM_SAMPLE_SIZE_MAX } from '@portal/domain';

/**
 * What the rule file cannot check inside a line or a product (it only says which fields each must fill):
 * a message key and its values, or null. An empty value passes: the rule file reports it.
 */
export interface BookingProblem {
  id: string;
  values?: Record<string, number>;
}

const key = (name: string) => `inspection.bookingEdit.check.${name}`;

/** A booked quantity: a whole number from 1 to what is left of the PO line for this booking. */
export function lineQuantityProblem(quantity: number | null, available: number): BookingProblem | null {
  if (quantity === null) return null;
  if (!Number.isInteger(quantity) || quantity < 1) return { id: key('quantityWhole') };
  if (quantity > available) return { id: key('overRemaining'), values: { available } };
  return null;
}

/** For a container loading, each line goes into one of the booking's containers. */
export function containerProblem(containerNo: number | null, containerCount: number): BookingProblem | null {
  return containerNo !== null && containerNo >= 1 && containerNo <= containerCount
    ? null
    : { id: key('containerNo') };
}

/** A custom level's sample size: a whole number from 1 to CUSTOM_SAMPLE_SIZE_MAX. */
export function customSampleSizeProblem(size: number | null): BookingProblem | null {
  return size !== null && Number.isInteger(size) && size >= 1 && size <= CUSTOM_SAMPLE_SIZE_MAX
    ? null
    : { id: key('customSampleSize'), values: { max: CUSTOM_SAMPLE_SIZE_MAX } };
}

/** A check's message for formik's field-level validate (undefined: no error). */
export function useSay() {
  const intl = useIntl();
  return useCallback(
    (problem: BookingProblem | null) =>
      problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined,
    [intl],
  );
}
