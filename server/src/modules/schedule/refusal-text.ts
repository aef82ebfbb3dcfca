import {
  AllocationRefusal,
  allocationRefusalMessage,
  manDaysText,
  type Lang,
  type QcDayFacts,
} from '@portal/domain';
import { displayDay } from '../booking/booking-allocations';

/** What one refusal names: the QC, the day, the booking, and what stands on the day. */
export interface RefusalSubject {
  qcName: string;
  date: string;
  bookingNo: string;
  facts?: QcDayFacts;
}

function labelOf(reason: AllocationRefusal, facts: QcDayFacts | undefined): string | undefined {
  if (!facts) return undefined;
  if (reason === AllocationRefusal.Leave) return facts.leave ?? undefined;
  if (reason === AllocationRefusal.Holiday) return facts.holiday ?? undefined;
  if (reason === AllocationRefusal.Blocked) return facts.block ?? undefined;
  return undefined;
}

/** The refusal's sentence in the request's language (schedule-messages.ts), every placeholder filled. */
export function refusalText(reason: AllocationRefusal, lang: Lang, subject: RefusalSubject): string {
  return allocationRefusalMessage(reason, lang, {
    qc: subject.qcName,
    date: displayDay(subject.date),
    booking: subject.bookingNo,
    label: labelOf(reason, subject.facts),
    manDays: manDaysText(subject.facts?.otherManDays ?? 0, lang),
  });
}
