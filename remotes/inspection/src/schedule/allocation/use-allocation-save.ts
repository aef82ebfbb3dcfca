import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  ResourceResult,
  type AllocationDetail,
  type AllocationRefusalItem,
  type AllocationSaveResult,
  type FieldMessage,
} from '@portal/domain';
import { resultMessage } from '@portal/screen-kit';
import { showToast } from '@portal/ui';
import type { ScheduleApi } from '../../shared/api/use-schedule-api';
import { isValidManDays, saveBody, type DraftDay } from './allocation-draft';

/** What the kit's save answer may carry besides the allocation's own fields. */
type SaveAnswer = AllocationSaveResult & { messageKey?: string; errors?: FieldMessage[] };

export interface AllocationConflict {
  /** The allocation as saved by the other user; null when the server did not send it. */
  current: AllocationDetail | null;
  /** A workflow's own reason (the booking's status changed), instead of the kit's wording. */
  message?: string;
}

/**
 * Saving a booking's allocations: the new detail on success; on a refusal each QC's reason, the user's
 * choices kept; on a lost race the other version on demand.
 */
export function useAllocationSave(api: ScheduleApi, onSaved: (detail: AllocationDetail) => void) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState<AllocationRefusalItem[]>([]);
  const [conflict, setConflict] = useState<AllocationConflict | null>(null);
  const error = (message: string) => showToast({ kind: 'error', message });

  const answered = (response: SaveAnswer) => {
    if (response.result === ResourceResult.Success && response.data) {
      setRefusals([]);
      setConflict(null);
      showToast({ kind: 'success', message: t('inspection.schedule.allocation.saved') });
      onSaved(response.data);
    } else if (response.result === ResourceResult.Invalid && response.refusals?.length) {
      setRefusals(response.refusals);
      error(response.message ?? response.refusals[0]!.message);
    } else if (response.result === ResourceResult.Conflict) {
      setConflict({
        current: response.current ?? null,
        message: response.messageKey ? undefined : response.message,
      });
    } else if (response.result === ResourceResult.Invalid) {
      const messages = (response.errors ?? []).map((item) => item.message);
      error(messages.join(' ') || response.message || resultMessage(intl, response.result));
    } else if (response.result === ResourceResult.Forbidden && response.message) {
      error(response.message);
    } else error(resultMessage(intl, response.result));
  };

  const save = async (bookingId: number, version: number, days: readonly DraftDay[]) => {
    if (days.some((day) => day.editable && day.qcs.some((qc) => !isValidManDays(qc.manDays)))) {
      error(t('inspection.schedule.allocation.fixManDays'));
      return;
    }
    setSaving(true);
    try {
      answered(await api.saveAllocation(bookingId, saveBody(version, days)));
    } catch {
      error(t('kit.edit.failed'));
    } finally {
      setSaving(false);
    }
  };

  /** A QC taken off a day takes its refusal with it. */
  const forget = (date: string, staffId?: number) =>
    setRefusals((before) =>
      before.filter((item) => item.date !== date || (staffId !== undefined && item.staffId !== staffId)),
    );

  return {
    saving,
    refusals,
    conflict,
    save,
    forget,
    clear: () => {
      setRefusals([]);
      setConflict(null);
    },
  };
}
