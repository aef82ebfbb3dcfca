import { useParams } from 'react-router-dom';
import { useRecord } from '@portal/screen-kit';
import { useBookingApi } from './use-booking-api';

/** The booking named by the route's `:id` (GET api/Booking/{id}), for the read-only screens. */
export function useBooking() {
  const api = useBookingApi();
  const { id } = useParams();
  const bookingId = Number(id);
  const valid = Number.isInteger(bookingId) && bookingId > 0;
  const loaded = useRecord(valid ? bookingId : -1, (key) => api.booking.get(key));
  return { api, bookingId, ...loaded };
}
