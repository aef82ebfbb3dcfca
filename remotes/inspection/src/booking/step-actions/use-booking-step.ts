import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  bookingNumber,
  ResourceResult,
  type BookingDetail,
  type BookingStep,
  type BookingStepBody,
} from '@portal/domain';
import { showToast } from '@portal/ui';
import { useBookingApi } from '../use-booking-api';
import { stepRefusal } from './step-refusal';

/**
 * Runs one lifecycle step and tells the user how it went. A refusal (another user moved the booking
 * first, or the caller may not do it in this status) keeps the screen where it is, says why, and hands
 * back the booking as the server has it now so the buttons follow the real status.
 */
export function useBookingStep(onChanged: (booking: BookingDetail) => void) {
  const api = useBookingApi();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  const run = async (id: number, step: BookingStep, body: BookingStepBody): Promise<BookingDetail | null> => {
    const number = bookingNumber(id);
    setBusy(true);
    try {
      const answer = await api.step(id, step, body);
      if (answer.result === ResourceResult.Success && answer.data) {
        showToast({
          kind: 'success',
          message: intl.formatMessage({ id: `inspection.booking.step.done.${step}` }, { number }),
        });
        onChanged(answer.data);
        return answer.data;
      }
      showToast({
        kind: 'warning',
        title: intl.formatMessage({ id: 'inspection.booking.step.refused' }, { number }),
        message: stepRefusal(intl, answer),
      });
      if (answer.current) onChanged(answer.current);
      return null;
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'inspection.booking.step.failed' }) });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
