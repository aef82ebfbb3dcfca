import { isWeekend, leaveDays, type LeaveDaysInput, type LeaveDaysResult } from '@portal/domain';
import type { Db } from '../../db/client';
import { holidayDates, staffPlace } from './holiday-calendar';

/**
 * The working days a request takes for one staff: weekends and the holidays of the staff's office and
 * country excluded (POST /leave/days shows it, the save charges it). Null when the staff is not of the
 * entity.
 */
export async function staffLeaveDays(
  db: Db,
  entityId: number,
  staffId: number,
  input: LeaveDaysInput,
): Promise<LeaveDaysResult | null> {
  const place = await staffPlace(db, entityId, staffId);
  if (!place) return null;
  const years = [Number(input.startDate.slice(0, 4)), Number(input.endDate.slice(0, 4))];
  // Only a plausible range loads holidays; leaveDays itself refuses the rest (too long, end first).
  const yearRange = years[1]! >= years[0]! && years[1]! - years[0]! <= 1 ? [...new Set(years)] : [];
  const holidaySet = await holidayDates(db, entityId, place, yearRange);
  return leaveDays(input, (date) => isWeekend(date) || holidaySet.has(date));
}
