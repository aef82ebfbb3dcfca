import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { BOOKING_REASON_MAX, type BookingDetail } from '@portal/domain';
import { FormTextArea } from '@portal/screen-kit';
import { Button } from '@portal/ui';
import { reasonProblem, useBookingStep } from '../step-actions';

/** The reason (required, checked like the server checks it) and the button that cancels. */
export function CancelReasonForm({
  booking,
  onChanged,
}: {
  booking: BookingDetail;
  onChanged: (booking: BookingDetail) => void;
}) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.booking.cancel.${key}` });
  const stepText = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.booking.step.${key}` }, values);
  const { run, busy } = useBookingStep(onChanged);
  return (
    <Formik
      initialValues={{ reason: '' }}
      validate={({ reason }) => {
        const problem = reasonProblem(reason, stepText);
        return problem ? { reason: problem } : {};
      }}
      onSubmit={async ({ reason }) => {
        await run(booking.id, 'cancel', { version: booking.version, reason: reason.trim() });
      }}
    >
      <Form noValidate className="flex max-w-2xl flex-col gap-4">
        <FormTextArea name="reason" label={t('reason')} maxLength={BOOKING_REASON_MAX} rows={4} />
        <div>
          <Button type="submit" disabled={busy} className="!bg-red-700 hover:!bg-red-800">
            {t('submit')}
          </Button>
        </div>
      </Form>
    </Formik>
  );
}
