import {
  bookingNumber,
  BookingStatus,
  LeaveStatus,
  parseIsoDate,
  toIsoDate,
  type QcDayFacts,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { occurrencesIn, type StoredOccurrence } from '../../lib/holiday-occurrences';
import type { QcRecord } from './qc-directory';

const DAY_MS = 86_400_000;

export interface QcAllocationFact {
  allocationId: number;
  bookingId: number;
  bookingNo: string;
  manDays: number;
}

/** One QC's day: what makes them absent (leave type, holiday name, block reason) and what they already do. */
export interface QcDayDetail extends QcDayFacts {
  blockId: number | null;
  allocations: QcAllocationFact[];
}

/** Staff id -> yyyy-MM-dd -> the day; days with nothing on them are absent. */
export type QcDays = Map<number, Map<string, QcDayDetail>>;

const emptyDay = (): QcDayDetail => ({
  leave: null,
  holiday: null,
  block: null,
  otherManDays: 0,
  blockId: null,
  allocations: [],
});

/** The day of a QC, empty when nothing stands on it. */
export function dayOf(days: QcDays, staffId: number, date: string): QcDayDetail {
  return days.get(staffId)?.get(date) ?? emptyDay();
}

/** Every yyyy-MM-dd from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  const dates: string[] = [];
  if (start == null || end == null) return dates;
  for (let time = start; time <= end; time += DAY_MS) dates.push(toIsoDate(time));
  return dates;
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/**
 * What stands on each day of the given QCs between two dates: approved leave, holidays of their office or
 * their office's country, blocked days and allocations (those of `excludeBookingId` left out, so a booking's
 * own allocations never count against it). One query per kind, whatever the number of QCs and days.
 */
export async function qcDays(
  db: Db,
  entityId: number,
  qcs: readonly QcRecord[],
  from: string,
  to: string,
  options: { excludeBookingId?: number } = {},
): Promise<QcDays> {
  const days: QcDays = new Map();
  if (!qcs.length) return days;
  const day = (staffId: number, date: string) => {
    let byDate = days.get(staffId);
    if (!byDate) days.set(staffId, (byDate = new Map()));
    let detail = byDate.get(date);
    if (!detail) byDate.set(date, (detail = emptyDay()));
    return detail;
  };
  const inRange = (date: string) => date >= from && date <= to;
  const staffIds = qcs.map((qc) => qc.staffId);

  // In turn, not at once: the allocation save reads the days inside its transaction, on one connection.
  const leave = await rawRows<{ staff_id: number; start_date: string; end_date: string; name: string }>(
    db,
    sql`select r.staff_id, r.start_date::text as start_date, r.end_date::text as end_date, t.name
          from leave_requests r join leave_types t on t.id = r.leave_type_id
          where r.entity_id = ${entityId} and r.status = ${LeaveStatus.Approved}
            and r.staff_id = any(${ids(staffIds)}) and r.start_date <= ${to} and r.end_date >= ${from}`,
  );
  const blocks = await rawRows<{ id: number; staff_id: number; block_date: string; reason: string }>(
    db,
    sql`select id, staff_id, block_date::text as block_date, reason from qc_blocks
          where staff_id = any(${ids(staffIds)}) and block_date between ${from} and ${to}`,
  );
  const allocations = await rawRows<{
    id: number;
    staff_id: number;
    booking_id: number;
    inspection_date: string;
    man_days: string;
  }>(
    db,
    sql`select a.id, a.staff_id, a.booking_id, a.inspection_date::text as inspection_date, a.man_days
          from booking_allocations a join bookings b on b.id = a.booking_id
          where a.staff_id = any(${ids(staffIds)}) and a.inspection_date between ${from} and ${to}
            and b.status <> ${BookingStatus.Cancel}
            ${options.excludeBookingId != null ? sql`and a.booking_id <> ${options.excludeBookingId}` : sql``}
          order by a.inspection_date, a.booking_id`,
  );

  for (const row of leave)
    for (const date of datesBetween(row.start_date, row.end_date))
      if (inRange(date)) day(row.staff_id, date).leave ??= row.name;
  for (const row of blocks) {
    const detail = day(row.staff_id, row.block_date);
    detail.block = row.reason;
    detail.blockId = row.id;
  }
  for (const row of allocations) {
    const detail = day(row.staff_id, row.inspection_date);
    const manDays = Number(row.man_days);
    detail.allocations.push({
      allocationId: row.id,
      bookingId: row.booking_id,
      bookingNo: bookingNumber(row.booking_id),
      manDays,
    });
    detail.otherManDays = Math.round((detail.otherManDays + manDays) * 100) / 100;
  }
  await addHolidays(db, entityId, qcs, from, to, day);
  return days;
}

/** Marks each QC's days that are holidays of their office or of their office's country. */
async function addHolidays(
  db: Db,
  entityId: number,
  qcs: readonly QcRecord[],
  from: string,
  to: string,
  day: (staffId: number, date: string) => QcDayDetail,
): Promise<void> {
  const officeIds = [...new Set(qcs.flatMap((qc) => (qc.officeId != null ? [qc.officeId] : [])))];
  const countryIds = [
    ...new Set(qcs.flatMap((qc) => (qc.officeCountryId != null ? [qc.officeCountryId] : []))),
  ];
  if (!officeIds.length && !countryIds.length) return;
  const rows = await rawRows<{
    master_id: number;
    name: string;
    recurring: boolean;
    office_id: number | null;
    country_id: number | null;
    year: number;
    start_date: string;
    end_date: string;
    removed: boolean;
  }>(
    db,
    sql`select m.id as master_id, m.name, m.recurring, m.office_id, m.country_id,
          h.year, h.start_date::text as start_date, h.end_date::text as end_date, h.removed
        from holiday_masters m join holidays h on h.master_id = m.id
        where m.entity_id = ${entityId}
          and (m.office_id = any(${ids(officeIds)})
               or (m.office_id is null and m.country_id = any(${ids(countryIds)})))`,
  );
  const years = [...new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])];
  const masters = new Map<
    number,
    {
      name: string;
      recurring: boolean;
      officeId: number | null;
      countryId: number | null;
      rows: StoredOccurrence[];
    }
  >();
  for (const row of rows) {
    let master = masters.get(row.master_id);
    if (!master)
      masters.set(
        row.master_id,
        (master = {
          name: row.name,
          recurring: row.recurring,
          officeId: row.office_id,
          countryId: row.country_id,
          rows: [],
        }),
      );
    master.rows.push({
      year: row.year,
      startDate: row.start_date,
      endDate: row.end_date,
      removed: row.removed,
    });
  }
  for (const master of masters.values()) {
    const concerned = qcs.filter((qc) =>
      master.officeId != null ? qc.officeId === master.officeId : qc.officeCountryId === master.countryId,
    );
    if (!concerned.length) continue;
    for (const occurrence of occurrencesIn(master.recurring, master.rows, years))
      for (const date of datesBetween(occurrence.startDate, occurrence.endDate))
        if (date >= from && date <= to)
          for (const qc of concerned) day(qc.staffId, date).holiday ??= master.name;
  }
}
