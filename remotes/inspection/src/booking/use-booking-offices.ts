import { useEffect, useState } from 'react';
import type { BookingApi } from './use-booking-api';

type Office = { id: number; name: string };

/**
 * The offices bookings are handled from. There is no office list every booking user may read (the HR
 * one needs HR rights), so they come with the booking lookups of a customer; none until one is chosen.
 */
export function useBookingOffices(api: BookingApi, customerId: number | null): Office[] {
  const [offices, setOffices] = useState<Office[]>([]);
  useEffect(() => {
    if (!customerId) {
      setOffices([]);
      return;
    }
    let current = true;
    api
      .lookups(customerId)
      .then((answer) => current && setOffices(answer.data?.offices ?? []))
      .catch(() => current && setOffices([]));
    return () => {
      current = false;
    };
  }, [api, customerId]);
  return offices;
}
