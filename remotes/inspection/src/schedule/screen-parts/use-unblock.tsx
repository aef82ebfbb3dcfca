import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ResourceResult } from '@portal/domain';
import { resultMessage } from '@portal/screen-kit';
import { ConfirmDialog, showToast } from '@portal/ui';
import type { ScheduleApi } from '../../shared/api/use-schedule-api';
import { bookingDay } from '../../shared/dates/booking-dates';

export interface UnblockTarget {
  blockId: number;
  staffName: string;
  /** yyyy-MM-dd. */
  date: string;
}

/**
 * Unblocking one QC day after a confirmation, from the block list or a calendar cell; `onDone` reloads
 * whatever showed the day (also after a refusal, which means the day changed meanwhile).
 */
export function useUnblock(api: ScheduleApi, onDone: () => void) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `inspection.schedule.qcBlock.unblock.${key}` }, values);
  const [target, setTarget] = useState<UnblockTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const names = target ? { qc: target.staffName, date: bookingDay(target.date) } : undefined;

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const answer = await api.unblock(target.blockId);
      if (answer.result === ResourceResult.Success) showToast({ kind: 'success', message: t('done', names) });
      // Someone else unblocked it meanwhile: the reload shows the day free.
      else if (answer.result === ResourceResult.NotFound)
        showToast({ kind: 'info', message: t('gone', names) });
      else showToast({ kind: 'warning', message: answer.message ?? resultMessage(intl, answer.result) });
    } catch {
      showToast({ kind: 'error', message: t('failed') });
    } finally {
      setBusy(false);
      setTarget(null);
      onDone();
    }
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={t('title')}
      body={names ? t('body', names) : ''}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
      busy={busy}
    />
  );
  return { ask: setTarget, dialog };
}
