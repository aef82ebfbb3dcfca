import { useCallback, useEffect, useState } from 'react';
import { BookingAction, ResultCode, type BookingRow } from '@portal/domain';
import type { BookingApi } from '../use-booking-api';
import { compatibleSearch, type CombineAnchor } from './combine-anchor';

type State = { status: 'idle' | 'loading' | 'ready' | 'error'; rows: BookingRow[] };

/**
 * The bookings that can be combined with the anchor. Only rows the server lets the caller combine
 * (their actions hold combine) are offered; the anchor itself stays first.
 */
export function useCompatibleBookings(api: BookingApi, anchor: CombineAnchor | null) {
  const [state, setState] = useState<State>({ status: 'idle', rows: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!anchor) {
      setState({ status: 'idle', rows: [] });
      return;
    }
    let current = true;
    setState({ status: 'loading', rows: [] });
    api.booking
      .search(compatibleSearch(anchor))
      .then((answer) => {
        if (!current) return;
        const rows = answer.result === ResultCode.Success ? answer.data : [];
        const combinable = rows.filter((row) => row.actions.includes(BookingAction.Combine));
        const first = combinable.filter((row) => row.id === anchor.id);
        setState({ status: 'ready', rows: [...first, ...combinable.filter((row) => row.id !== anchor.id)] });
      })
      .catch(() => current && setState({ status: 'error', rows: [] }));
    return () => {
      current = false;
    };
    // The anchor is state of the screen: a new object only when another first booking is chosen.
  }, [api, anchor, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
