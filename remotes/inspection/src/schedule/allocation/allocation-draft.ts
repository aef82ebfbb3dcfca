import {
  MAN_DAY_STEP,
  QC_DAY_CAPACITY,
  type AllocationDetail,
  type AllocationSaveBody,
  type QcCandidate,
  type TravelEstimate,
} from '@portal/domain';
import { fromQuarters, toQuarters } from '../schedule-format';

/** One QC wanted on one day, as the planner arranges it before saving. */
export interface DraftQc {
  staffId: number;
  staffName: string;
  officeName: string | null;
  outsource: boolean;
  /** null while the input is empty. */
  manDays: number | null;
  /** As the server last estimated it (for a QC just added: the candidate's estimate). */
  travel: TravelEstimate | null;
  finishedAt: string | null;
}

export interface DraftDay {
  date: string;
  editable: boolean;
  qcs: DraftQc[];
}

export function draftOf(detail: AllocationDetail): DraftDay[] {
  return detail.days.map((day) => ({
    date: day.date,
    editable: day.editable,
    qcs: day.allocations.map((item) => ({
      staffId: item.staffId,
      staffName: item.staffName,
      officeName: item.officeName,
      outsource: item.outsource,
      manDays: item.manDays,
      travel: item.travel,
      finishedAt: item.finishedAt,
    })),
  }));
}

/** More than 0, at most a QC's day, in quarter days. */
export function isValidManDays(value: number | null): value is number {
  if (value === null || !Number.isFinite(value)) return false;
  const steps = value / MAN_DAY_STEP;
  return value > 0 && value <= QC_DAY_CAPACITY && Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** Every editable day with the QCs wanted on it (the server replaces those days, keeps the past ones). */
export function saveBody(version: number, days: readonly DraftDay[]): AllocationSaveBody {
  return {
    version,
    days: days
      .filter((day) => day.editable)
      .map((day) => ({
        date: day.date,
        qcs: day.qcs.map((qc) => ({ staffId: qc.staffId, manDays: qc.manDays ?? 0 })),
      })),
  };
}

export const sameDraft = (a: readonly DraftDay[], b: readonly DraftDay[]): boolean =>
  JSON.stringify(saveBody(0, a)) === JSON.stringify(saveBody(0, b));

/** Man-days of the whole booking as arranged (empty inputs count 0). */
export const draftManDays = (days: readonly DraftDay[]): number =>
  fromQuarters(
    days.reduce((sum, day) => sum + day.qcs.reduce((inDay, qc) => inDay + toQuarters(qc.manDays ?? 0), 0), 0),
  );

/**
 * What a QC added to a day starts with: what is still missing on the booking, but no more than the QC has
 * free that day, in quarter days, at least a quarter and at most a whole day. With nothing missing it is a
 * quarter, so the booking is not silently over-staffed; a QC with nothing free is not capped by it (the
 * planner means to ask anyway, and the server answers why not).
 */
export function startingManDays(candidate: QcCandidate, missing: number): number {
  const full = toQuarters(QC_DAY_CAPACITY);
  const free = toQuarters(candidate.freeManDays) > 0 ? toQuarters(candidate.freeManDays) : full;
  const wanted = toQuarters(missing) > 0 ? toQuarters(missing) : 1;
  return fromQuarters(Math.max(1, Math.min(free, wanted, full)));
}

export function withQc(days: readonly DraftDay[], date: string, qc: DraftQc): DraftDay[] {
  return days.map((day) =>
    day.date === date && !day.qcs.some((other) => other.staffId === qc.staffId)
      ? { ...day, qcs: [...day.qcs, qc] }
      : day,
  );
}

export function withoutQc(days: readonly DraftDay[], date: string, staffId: number): DraftDay[] {
  return days.map((day) =>
    day.date === date ? { ...day, qcs: day.qcs.filter((qc) => qc.staffId !== staffId) } : day,
  );
}

export function withManDays(
  days: readonly DraftDay[],
  date: string,
  staffId: number,
  manDays: number | null,
): DraftDay[] {
  return days.map((day) =>
    day.date === date
      ? { ...day, qcs: day.qcs.map((qc) => (qc.staffId === staffId ? { ...qc, manDays } : qc)) }
      : day,
  );
}

/** "Remove all": the day keeps no QC. */
export const withoutDay = (days: readonly DraftDay[], date: string): DraftDay[] =>
  days.map((day) => (day.date === date ? { ...day, qcs: [] } : day));

export function draftQcOf(candidate: QcCandidate, manDays: number): DraftQc {
  return {
    staffId: candidate.staffId,
    staffName: candidate.staffName,
    officeName: candidate.officeName,
    outsource: candidate.outsource,
    manDays,
    travel: candidate.travel,
    finishedAt: null,
  };
}
