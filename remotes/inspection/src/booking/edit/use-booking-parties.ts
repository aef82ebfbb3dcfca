import { useEffect, useState } from 'react';
import type { BookingParties } from '@portal/domain';
import type { BookingApi } from '../use-booking-api';
import type { OwnParties } from './booking-values';

const NONE: BookingParties = { customers: [], suppliers: [] };

/**
 * A customer, supplier or factory user picks among its own partners (the server's list); staff search the
 * entity's lists instead, so they ask nothing here.
 */
export function useBookingParties(parties: BookingApi['parties'], own: OwnParties): BookingParties {
  const [found, setFound] = useState<BookingParties>(NONE);
  const isParty = own.customerId !== null || own.supplierId !== null || own.factoryId !== null;
  useEffect(() => {
    if (!isParty) return;
    let live = true;
    parties()
      .then((answer) => live && setFound(answer.data ?? NONE))
      .catch(() => live && setFound(NONE));
    return () => {
      live = false;
    };
  }, [parties, isParty]);
  return found;
}
