import {
  freeManDays,
  QC_DAY_CAPACITY,
  type OccupancyCell,
  type OccupancyRequest,
  type OccupancyResult,
  type OccupancyRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { datesBetween, dayOf, qcDays, type QcDays } from './qc-day-facts';
import { listQcs, type QcRecord } from './qc-directory';

/** Sums in hundredths of a man-day, so quarters add up exactly. */
const hundredths = (value: number) => Math.round(value * 100);

/** Whether a QC can work that day at all: not on leave, not on a holiday, not blocked. */
function present(days: QcDays, qc: QcRecord, date: string): boolean {
  const day = dayOf(days, qc.staffId, date);
  return freeManDays({ ...day, otherManDays: 0 }) > 0;
}

/** One row: per day what the QCs can give (a man-day each when present) against what they were given. */
function occupancyRow(
  id: number,
  name: string,
  officeName: string | null,
  qcs: readonly QcRecord[],
  dates: readonly string[],
  days: QcDays,
): OccupancyRow {
  let totalAllocated = 0;
  let totalAvailable = 0;
  const cells: OccupancyCell[] = dates.map((date) => {
    let allocated = 0;
    let available = 0;
    for (const qc of qcs) {
      allocated += hundredths(dayOf(days, qc.staffId, date).otherManDays);
      if (present(days, qc, date)) available += hundredths(QC_DAY_CAPACITY);
    }
    totalAllocated += allocated;
    totalAvailable += available;
    return {
      date,
      allocated: allocated / 100,
      available: available / 100,
      overloaded: allocated > available,
    };
  });
  return {
    id,
    name,
    officeName,
    cells,
    totalAllocated: totalAllocated / 100,
    totalAvailable: totalAvailable / 100,
  };
}

/**
 * Allocated against available man-days from one day to another, per office of the entity that has QCs
 * (its QCs' man-days added up) or per QC. A leave approved after an allocation leaves the day allocated
 * with nothing available: it shows overloaded. QCs without an office count only in the per-QC view.
 */
export async function occupancy(
  db: Db,
  entityId: number,
  request: OccupancyRequest,
): Promise<OccupancyResult> {
  const qcs = await listQcs(db, entityId, { officeIds: request.officeIds });
  const dates = datesBetween(request.dateFrom, request.dateTo);
  const days = await qcDays(db, entityId, qcs, request.dateFrom, request.dateTo);
  if (request.groupBy === 'qc')
    return {
      days: dates,
      rows: qcs.map((qc) => occupancyRow(qc.staffId, qc.staffName, qc.officeName, [qc], dates, days)),
    };
  const offices = new Map<number, { name: string; qcs: QcRecord[] }>();
  for (const qc of qcs) {
    if (qc.officeId == null) continue;
    let office = offices.get(qc.officeId);
    if (!office) offices.set(qc.officeId, (office = { name: qc.officeName ?? '', qcs: [] }));
    office.qcs.push(qc);
  }
  return {
    days: dates,
    rows: [...offices].map(([id, office]) => occupancyRow(id, office.name, null, office.qcs, dates, days)),
  };
}
