import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { parseBookingNumber, type BookingRow } from '@portal/domain';
import { Button, TextField } from '@portal/ui';
import type { BookingApi } from '../use-booking-api';
import { findCombinable } from './find-combinable';

/** Step one: the booking the others are combined with, typed by its number ('INS-000123' or '123'). */
export function FirstBookingPicker({
  api,
  onPicked,
}: {
  api: BookingApi;
  onPicked: (row: BookingRow) => void;
}) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.booking.combine.${key}` });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const id = parseBookingNumber(text);
    if (id === null) {
      setProblem(t('badNumber'));
      return;
    }
    setBusy(true);
    try {
      const row = await findCombinable(api, id);
      setProblem(row ? null : t('notFound'));
      if (row) onPicked(row);
    } catch {
      setProblem(t('notFound'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void find(event)} aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-800">
        {t('first')}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={t('number')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          error={problem}
        />
        <Button type="submit" disabled={busy}>
          {t('find')}
        </Button>
      </div>
    </form>
  );
}
