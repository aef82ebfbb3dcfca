import { useEffect, useState } from 'react';
import type { BookingLookups } from '@portal/domain';
import type { BookingApi } from '../use-booking-api';

/**
 * The edit screen's pickers for the chosen parties (the supplier's factories, each party's contacts, the
 * offices, the customer's AQL defaults per service type). Nothing is asked without a customer; an answer
 * for parties changed since is dropped.
 */
export function useBookingLookups(
  load: BookingApi['lookups'],
  customerId: number | null,
  supplierId: number | null,
  factoryId: number | null,
) {
  const [lookups, setLookups] = useState<BookingLookups | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setLookups(null);
    setFailed(false);
    if (!customerId) return;
    let live = true;
    load(customerId, supplierId, factoryId)
      .then((response) => live && setLookups(response.data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [load, customerId, supplierId, factoryId]);

  return { lookups, failed };
}
