import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BookingAction, ResourceResult, type BookingDetail } from '@portal/domain';
import { Alert, Button, showToast } from '@portal/ui';
import { LoadedBookingPage } from '../edit/loaded-booking-page';
import { stepRefusal } from '../step-actions';
import { useBookingApi, type BookingApi } from '../use-booking-api';
import { PickingProductCard } from './picking-product-card';
import { groupChoiceOf, mismatchedGroups, pickingGroups, type GroupChoice } from './picking-groups';

const K = 'inspection.bookingPicking';

/**
 * Picking (`insppicking/booking-picking/{id}`): which products of the booking are drawn as one lot and
 * sampled together. The server plans each lot on save; the saved plan shows beside each product.
 */
export function BookingPicking() {
  const api = useBookingApi();
  return (
    <LoadedBookingPage titleId={`${K}.title`}>
      {(record, setRecord) => (
        <PickingForm key={record.version} api={api} record={record} onSaved={setRecord} />
      )}
    </LoadedBookingPage>
  );
}

function PickingForm({
  api,
  record,
  onSaved,
}: {
  api: BookingApi;
  record: BookingDetail;
  onSaved(record: BookingDetail): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${K}.${id}` });
  const saved = groupChoiceOf(record.products);
  const [choice, setChoice] = useState<GroupChoice>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canPick = record.actions?.includes(BookingAction.Picking) ?? false;
  const changed = JSON.stringify(pickingGroups(choice)) !== JSON.stringify(pickingGroups(saved));

  const save = async () => {
    if (mismatchedGroups(record.products, choice).length > 0) {
      setProblem(t('mismatch'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await api.picking(record.id, { version: record.version, groups: pickingGroups(choice) });
      if (answer.result === ResourceResult.Success && answer.data) {
        showToast({ kind: 'success', message: t('saved') });
        onSaved(answer.data);
      } else if (answer.result === ResourceResult.Conflict) {
        // Someone saved first, or the status no longer allows picking: the server says which.
        setProblem(answer.message ?? t('conflict'));
        if (answer.current) onSaved(answer.current);
      } else setProblem(stepRefusal(intl, answer));
    } catch {
      setProblem(t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label={t('title')}
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {canPick ? null : <Alert tone="info">{t('notNow')}</Alert>}
      <ul className="flex flex-col gap-3">
        {record.products.map((product) => (
          <PickingProductCard
            key={product.productId}
            record={record}
            product={product}
            group={choice[product.productId] ?? null}
            groupCount={record.products.length}
            disabled={!canPick || busy}
            onGroup={(group) => setChoice({ ...choice, [product.productId]: group })}
          />
        ))}
      </ul>
      {changed ? <p className="text-sm text-slate-600">{t('saveToSee')}</p> : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {canPick ? (
        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button disabled={busy} onClick={() => void save()}>
            {t(busy ? 'saving' : 'save')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
