import { useCallback, useEffect, useState } from 'react';
import type { BookingHistoryEntry } from '@portal/domain';
import type { BookingApi } from '../use-booking-api';

type HistoryState = { status: 'loading' | 'ready' | 'error'; entries: BookingHistoryEntry[] };

/** GET api/Booking/{id}/history; `reload` after a step so the new entry shows. */
export function useBookingHistory(api: BookingApi, bookingId: number) {
  const [state, setState] = useState<HistoryState>({ status: 'loading', entries: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState((before) => ({ ...before, status: 'loading' }));
    api
      .history(bookingId)
      .then((answer) => current && setState({ status: 'ready', entries: answer.data ?? [] }))
      .catch(() => current && setState({ status: 'error', entries: [] }));
    return () => {
      current = false;
    };
  }, [api, bookingId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
