import {
  dayState,
  QcDayState,
  type QcAvailability,
  type QcAvailabilityRequest,
  type QcDay,
  type QcMonth,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { datesBetween, qcDays, type QcDayDetail } from './qc-day-facts';
import { listQcs, type QcRecord } from './qc-directory';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first and last yyyy-MM-dd of a yyyy-MM month, or null when it is not one. */
export function monthRange(month: string): { from: string; to: string } | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const [year, monthNumber] = [Number(match[1]), Number(match[2])];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** One day of the calendar: what the cell shows (the absence first, as allocation refuses it first). */
function toQcDay(date: string, detail: QcDayDetail): QcDay {
  const state = dayState(detail);
  const label =
    state === QcDayState.Leave
      ? detail.leave
      : state === QcDayState.Holiday
        ? detail.holiday
        : state === QcDayState.Blocked
          ? detail.block
          : null;
  return {
    date,
    state,
    manDays: detail.otherManDays,
    bookings: detail.allocations.map((allocation) => ({
      id: allocation.bookingId,
      bookingNo: allocation.bookingNo,
    })),
    label,
    blockId: detail.blockId,
  };
}

function toQcMonth(qc: QcRecord, days: Map<string, QcDayDetail> | undefined): QcMonth {
  const entries = [...(days ?? new Map<string, QcDayDetail>()).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, detail]) => toQcDay(date, detail));
  return {
    staffId: qc.staffId,
    staffName: qc.staffName,
    officeId: qc.officeId,
    officeName: qc.officeName,
    outsource: qc.outsource,
    days: entries,
  };
}

/**
 * The month calendar of the entity's QCs matching the filter: every day of the month, and per QC only
 * the days something stands on. Four queries whatever the number of QCs (the QCs, then leave, blocks and
 * allocations together, then holidays).
 */
export async function qcAvailability(
  db: Db,
  entityId: number,
  request: QcAvailabilityRequest,
): Promise<QcAvailability | null> {
  const range = monthRange(request.month);
  if (!range) return null;
  const qcs = await listQcs(db, entityId, {
    qcIds: request.qcIds,
    officeIds: request.officeIds,
    officeCountryIds: request.officeCountryIds,
    operationalCountryIds: request.operationalCountryIds,
    searchText: request.searchText,
  });
  const days = await qcDays(db, entityId, qcs, range.from, range.to);
  return {
    month: request.month,
    days: datesBetween(range.from, range.to),
    qcs: qcs.map((qc) => toQcMonth(qc, days.get(qc.staffId))),
  };
}
