import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  BookingAction,
  bookingNumber,
  BOOKING_SCREEN_PATHS as PATHS,
  ResourceResult,
  type BookingRow,
} from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { Alert, Button, showToast } from '@portal/ui';
import { stepRefusal } from '../step-actions';
import { useBookingApi } from '../use-booking-api';
import { anchorOf, type CombineAnchor } from './combine-anchor';
import { CombineCandidates, toggled, type CombineSelection } from './combine-candidates';
import { findCombinable } from './find-combinable';
import { FirstBookingPicker } from './first-booking-picker';
import { useCompatibleBookings } from './use-compatible-bookings';

/** `?ids=1,2`: the bookings a link (a summary, a task) asks to combine; the first one is the anchor. */
function idsOf(params: URLSearchParams): number[] {
  return (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Combining bookings: a first booking, then the compatible ones (same customer, supplier, factory and
 * service type, not yet scheduled), two or more of them and the one to keep. The server merges them and
 * cancels the others; the kept booking opens after.
 */
export function BookingCombinePage() {
  const api = useBookingApi();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.booking.combine.${key}` }, values);
  const navigate = useNavigate();
  const link = useEntityLink();
  const [params] = useSearchParams();
  const [preset] = useState(() => idsOf(params));
  const [anchor, setAnchor] = useState<CombineAnchor | null>(null);
  const [selection, setSelection] = useState<CombineSelection>({ selected: new Set(), targetId: null });
  const [busy, setBusy] = useState(false);
  const candidates = useCompatibleBookings(api, anchor);

  const start = (row: BookingRow) => {
    setAnchor(anchorOf(row));
    setSelection({ selected: new Set([row.id]), targetId: row.id });
  };
  useEffect(() => {
    const [first] = preset;
    if (first === undefined) return;
    let current = true;
    findCombinable(api, first)
      .then((row) => {
        if (!current || !row) return;
        setAnchor(anchorOf(row));
        setSelection({ selected: new Set(preset), targetId: row.id });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, preset]);
  useEffect(() => {
    // Ids of the link that turn out not to be combinable are dropped from the selection.
    if (candidates.status !== 'ready') return;
    const offered = new Set(candidates.rows.map((row) => row.id));
    setSelection((before) => {
      const selected = new Set([...before.selected].filter((id) => offered.has(id)));
      const targetId = before.targetId !== null && selected.has(before.targetId) ? before.targetId : null;
      return { selected, targetId: targetId ?? [...selected][0] ?? null };
    });
  }, [candidates.status, candidates.rows]);

  const ready = selection.selected.size >= 2 && selection.targetId !== null;
  const combine = async () => {
    if (!ready || selection.targetId === null) return;
    const targetId = selection.targetId;
    setBusy(true);
    try {
      const answer = await api.combine({ bookingIds: [...selection.selected], targetId });
      if (answer.result === ResourceResult.Success && answer.data) {
        showToast({ kind: 'success', message: t('done', { number: bookingNumber(targetId) }) });
        const editable = answer.data.actions?.includes(BookingAction.Edit);
        navigate(link(`${editable ? PATHS.edit : PATHS.detail}/${targetId}`));
        return;
      }
      showToast({ kind: 'warning', title: t('refused'), message: stepRefusal(intl, answer) });
      candidates.reload();
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'inspection.booking.step.failed' }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {anchor === null ? (
        <FirstBookingPicker api={api} onPicked={(row) => start(row)} />
      ) : (
        <section
          className="flex flex-col gap-3"
          aria-label={t('compatible', { number: bookingNumber(anchor.id) })}
        >
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="mr-auto text-base font-semibold text-slate-800">
              {t('compatible', { number: bookingNumber(anchor.id) })}
            </h2>
            <Button variant="secondary" onClick={() => setAnchor(null)}>
              {t('change')}
            </Button>
          </div>
          {candidates.status === 'loading' ? (
            <p role="status" className="text-sm text-slate-600">
              {t('loading')}
            </p>
          ) : null}
          {candidates.status === 'error' ? <Alert tone="error">{t('failed')}</Alert> : null}
          {candidates.status === 'ready' && candidates.rows.length < 2 ? (
            <Alert tone="info">{t('alone')}</Alert>
          ) : null}
          {candidates.status === 'ready' && candidates.rows.length >= 2 ? (
            <>
              <CombineCandidates
                rows={candidates.rows}
                selection={selection}
                onToggle={(id) => setSelection((before) => toggled(before, id))}
                onTarget={(id) => setSelection((before) => ({ ...before, targetId: id }))}
              />
              <p className="text-sm text-slate-600">{ready ? t('hint') : t('needTwo')}</p>
              <div>
                <Button disabled={!ready || busy} onClick={() => void combine()}>
                  {t('submit', { count: selection.selected.size })}
                </Button>
              </div>
            </>
          ) : null}
        </section>
      )}
    </div>
  );
}
