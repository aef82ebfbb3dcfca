import type { SendingTimeCount } from '@portal/domain';

/** Reports that count for the on-time share: sent (on time or late) and overdue. */
export const countedReports = (count: SendingTimeCount): number => count.onTime + count.late + count.overdue;

/** The share sent on time, 0..1; null when nothing was due (no share to speak of). */
export function onTimeShare(count: SendingTimeCount): number | null {
  const all = countedReports(count);
  return all === 0 ? null : count.onTime / all;
}
