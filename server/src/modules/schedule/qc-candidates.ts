import {
  AllocationRefusal,
  amountCents,
  dayRefusals,
  freeManDays,
  MAN_DAY_STEP,
  type Lang,
  type QcCandidate,
  type QcCandidateRequest,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { ResourceScope } from '../kit/resource-definition';
import { requiredSkills, takesAllocations } from './allocation-detail';
import { dayOf, qcDays } from './qc-day-facts';
import { listQcs } from './qc-directory';
import { travelPlanner } from './qc-travel';
import { refusalText } from './refusal-text';
import { scheduleToday } from './schedule-clock';
import { scheduleBookings, type ScheduleBooking } from './schedule-bookings';

/** The refusals every QC shares for this day of this booking (its status, the day itself). */
function dayWideRefusals(booking: ScheduleBooking, date: string): AllocationRefusal[] {
  const refusals: AllocationRefusal[] = [];
  if (!takesAllocations(booking)) refusals.push(AllocationRefusal.BookingStatus);
  if (date < booking.inspectionDateFrom || date > booking.inspectionDateTo)
    refusals.push(AllocationRefusal.OutsideBooking);
  if (date < scheduleToday()) refusals.push(AllocationRefusal.PastDay);
  return refusals;
}

const cents = (candidate: QcCandidate) => amountCents(candidate.travel!.total) ?? 0n;

/**
 * The planner's order: who can take the day first; then who has more of the customer's skills; then a
 * known journey before an unknown one, the shorter, then the cheaper; then by name.
 */
export function compareCandidates(a: QcCandidate, b: QcCandidate): number {
  if (a.available !== b.available) return a.available ? -1 : 1;
  if (a.skillsMatched !== b.skillsMatched) return b.skillsMatched - a.skillsMatched;
  if ((a.travel === null) !== (b.travel === null)) return a.travel ? -1 : 1;
  if (a.travel && b.travel) {
    if (a.travel.travelTimeHours !== b.travel.travelTimeHours)
      return a.travel.travelTimeHours - b.travel.travelTimeHours;
    const difference = cents(a) - cents(b);
    if (difference !== 0n) return difference < 0n ? -1 : 1;
  }
  return a.staffName.localeCompare(b.staffName) || a.staffId - b.staffId;
}

/**
 * Every QC of the entity matching the filter, for one day of the booking, ranked (compareCandidates): what
 * stands on their day (this booking's own allocations left out), what they have free, their cheapest trip
 * to the factory for a man-day and the customer's skills they have. A fixed number of queries whatever
 * the number of QCs. null: the booking is not the entity's.
 */
export async function qcCandidates(
  db: Db,
  scope: ResourceScope,
  bookingId: number,
  request: QcCandidateRequest,
  lang: Lang,
): Promise<QcCandidate[] | null> {
  const [booking] = await scheduleBookings(db, scope.entityId, [bookingId]);
  if (!booking) return null;
  const qcs = await listQcs(db, scope.entityId, {
    searchText: request.searchText,
    officeCountryIds: request.officeCountryIds,
    qcIds: request.qcIds,
    operationalCountryIds: request.operationalCountryIds,
  });
  const [days, skills, travelOf] = await Promise.all([
    qcDays(db, scope.entityId, qcs, request.date, request.date, { excludeBookingId: booking.id }),
    requiredSkills(db, booking.customerId),
    travelPlanner(
      db,
      scope.entityId,
      qcs.map((qc) => qc.officeId),
      { cityId: booking.factoryCityId, countryId: booking.factoryCountryId },
    ),
  ]);
  const shared = dayWideRefusals(booking, request.date);
  const candidates = qcs.map((qc): QcCandidate => {
    const facts = dayOf(days, qc.staffId, request.date);
    const reasons = [...shared, ...dayRefusals(facts, MAN_DAY_STEP)];
    const has = new Set(qc.skillIds);
    const missing = skills.filter((skill) => !has.has(skill.id));
    return {
      staffId: qc.staffId,
      staffName: qc.staffName,
      employeeNo: qc.employeeNo,
      outsource: qc.outsource,
      officeId: qc.officeId,
      officeName: qc.officeName,
      officeCountryName: qc.officeCountryName,
      available: reasons.length === 0,
      refusals: reasons.map((reason) => ({
        reason,
        message: refusalText(reason, lang, {
          qcName: qc.staffName,
          date: request.date,
          bookingNo: booking.bookingNo,
          facts,
        }),
      })),
      dayManDays: facts.otherManDays,
      freeManDays: freeManDays(facts),
      travel: travelOf(qc.officeId, 1),
      skillsRequired: skills.length,
      skillsMatched: skills.length - missing.length,
      missingSkills: missing.map((skill) => skill.name),
    };
  });
  return candidates.sort(compareCandidates);
}
