import {
  AllocationRefusal,
  dayRefusals,
  validManDays,
  type AllocationRefusalItem,
  type AllocationSaveBody,
  type Lang,
} from '@portal/domain';
import type { FieldError } from '../../lib/http-error';
import type { StoredAllocation } from '../booking/booking-allocations';
import type { AllocationPair } from './allocation-notices';
import { dayOf, type QcDays } from './qc-day-facts';
import { refusalText } from './refusal-text';

/** The save's wanted days against what is stored: what it adds, changes and removes (unlisted days stay). */
export interface AllocationDiff {
  added: AllocationPair[];
  /** manDays: the new value. */
  changed: (AllocationPair & { before: number; allocationId: number })[];
  removed: (AllocationPair & { allocationId: number })[];
}

const hundredths = (value: number) => Math.round(value * 100);

const TEXTS = {
  dayTwice: { en: 'This day is listed twice.', fr: 'Ce jour figure deux fois.' },
  qcTwice: {
    en: 'This inspector is listed twice on the day.',
    fr: 'Cet inspecteur figure deux fois ce jour-là.',
  },
} as const;

/** A day listed twice, or a QC twice on one day, is a malformed request (nothing is guessed). */
export function bodyErrors(body: AllocationSaveBody, lang: Lang): FieldError[] {
  const errors: FieldError[] = [];
  const dates = new Set<string>();
  body.days.forEach((day, index) => {
    if (dates.has(day.date)) errors.push({ field: `days.${index}.date`, message: TEXTS.dayTwice[lang] });
    dates.add(day.date);
    const staff = new Set<number>();
    day.qcs.forEach((qc, position) => {
      if (staff.has(qc.staffId))
        errors.push({ field: `days.${index}.qcs.${position}.staffId`, message: TEXTS.qcTwice[lang] });
      staff.add(qc.staffId);
    });
  });
  return errors;
}

export function diffAllocations(body: AllocationSaveBody, stored: StoredAllocation[]): AllocationDiff {
  const diff: AllocationDiff = { added: [], changed: [], removed: [] };
  for (const day of body.days) {
    const wanted = new Map(day.qcs.map((qc) => [qc.staffId, qc.manDays]));
    const existing = stored.filter((allocation) => allocation.date === day.date);
    for (const allocation of existing) {
      const manDays = wanted.get(allocation.staffId);
      const pair = { staffId: allocation.staffId, date: day.date, allocationId: allocation.id };
      if (manDays === undefined) diff.removed.push({ ...pair, manDays: allocation.manDays });
      else if (hundredths(manDays) !== hundredths(allocation.manDays))
        diff.changed.push({ ...pair, manDays, before: allocation.manDays });
    }
    const had = new Set(existing.map((allocation) => allocation.staffId));
    for (const qc of day.qcs)
      if (!had.has(qc.staffId)) diff.added.push({ staffId: qc.staffId, date: day.date, manDays: qc.manDays });
  }
  return diff;
}

export const isEmptyDiff = (diff: AllocationDiff) =>
  !diff.added.length && !diff.changed.length && !diff.removed.length;

export interface RefusalContext {
  lang: Lang;
  bookingNo: string;
  dateFrom: string;
  dateTo: string;
  today: string;
  /** The entity's QCs among those involved. */
  qcIds: Set<number>;
  names: Map<number, string>;
  days: QcDays;
}

/**
 * Why the save may not stand, per QC and day, for the new and changed pairs only (a pair the save keeps is
 * not judged again: a leave approved after it raises a conflict elsewhere, it does not block every later
 * save), and the past days a removal would touch. Sorted by day, then QC name.
 */
export function refusalsOf(diff: AllocationDiff, context: RefusalContext): AllocationRefusalItem[] {
  const items: AllocationRefusalItem[] = [];
  const refuse = (pair: AllocationPair, reasons: AllocationRefusal[]) => {
    const staffName = context.names.get(pair.staffId) ?? `#${pair.staffId}`;
    const facts = dayOf(context.days, pair.staffId, pair.date);
    for (const reason of reasons)
      items.push({
        date: pair.date,
        staffId: pair.staffId,
        staffName,
        reason,
        message: refusalText(reason, context.lang, {
          qcName: staffName,
          date: pair.date,
          bookingNo: context.bookingNo,
          facts,
        }),
      });
  };
  for (const pair of [...diff.added, ...diff.changed]) {
    const reasons: AllocationRefusal[] = [];
    const isQc = context.qcIds.has(pair.staffId);
    const valid = validManDays(pair.manDays);
    if (!isQc) reasons.push(AllocationRefusal.NotQc);
    if (pair.date < context.dateFrom || pair.date > context.dateTo)
      reasons.push(AllocationRefusal.OutsideBooking);
    if (pair.date < context.today) reasons.push(AllocationRefusal.PastDay);
    if (!valid) reasons.push(AllocationRefusal.ManDays);
    if (isQc)
      reasons.push(
        ...dayRefusals(dayOf(context.days, pair.staffId, pair.date), valid ? pair.manDays : 0).filter(
          (reason) => valid || reason !== AllocationRefusal.DoubleAllocation,
        ),
      );
    if (reasons.length) refuse(pair, reasons);
  }
  for (const pair of diff.removed) if (pair.date < context.today) refuse(pair, [AllocationRefusal.PastDay]);
  return items.sort(
    (a, b) => a.date.localeCompare(b.date) || a.staffName.localeCompare(b.staffName) || a.staffId - b.staffId,
  );
}
