import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Button } from '@portal/ui';
import type { BookingValues } from './booking-values';

/**
 * "Save and request": the form's own submit with `request: true` in the body (the screen's toBody reads
 * `requesting`), so validation, conflicts and field errors work as for Save.
 */
export function SaveAndRequest({ requesting }: { requesting: { current: boolean } }) {
  const intl = useIntl();
  const { isSubmitting, submitForm } = useFormikContext<BookingValues>();
  const saveAndRequest = async () => {
    requesting.current = true;
    try {
      await submitForm();
    } finally {
      requesting.current = false;
    }
  };
  return (
    <Button
      variant="secondary"
      disabled={isSubmitting}
      title={intl.formatMessage({ id: 'inspection.bookingEdit.requestHint' })}
      onClick={() => void saveAndRequest()}
    >
      {intl.formatMessage({ id: 'inspection.bookingEdit.saveAndRequest' })}
    </Button>
  );
}
