import { isWeekend, LeaveDayType, LeaveStatus, leaveDays, leaveRangesOverlap } from '@portal/domain';
import type { Place } from './demo-calendar';
import { addDays } from './demo-days';
import { demoLeavePlan, type LeaveWho } from './demo-leave-plan';
import { demoQcAbsencePlan } from './demo-qc-absences';
import type { DayLeave } from './demo-day-checks.test-support';
import type { DemoInputs, DemoStaff } from './demo-day-inputs.test-support';

/**
 * The day's leave as the seed plans it (demo-day.test-support.ts): the demo requests as the leave service
 * would take them on the staff's calendar, the QCs' leave and blocks, and which days a QC is off.
 */

export type Holiday = (entityId: number, place: Place, date: string) => boolean;

export interface PlannedRequest extends DayLeave {
  /** Only requests the leave service approves, on the days the staff works, stop a QC inspecting. */
  valid: boolean;
}

/** Staff found once per inputs: the plans of a year ask for the same few people again and again. */
const staffByKey = new WeakMap<DemoInputs, Map<string, DemoStaff | null>>();

/** The staff a request is for: a login's own, or the entity's employee number. */
export function staffOf(
  inputs: DemoInputs,
  entityId: number,
  who: { login?: string; staffNo?: string | null },
): DemoStaff | undefined {
  const key = who.staffNo ? `${entityId}|${who.staffNo}` : `login|${who.login}`;
  let found = staffByKey.get(inputs)?.get(key);
  if (found === undefined) {
    found =
      inputs.staff.find((person) =>
        who.staffNo
          ? person.entityId === entityId && person.employeeNo === who.staffNo
          : person.login === who.login,
      ) ?? null;
    staffByKey.set(inputs, (staffByKey.get(inputs) ?? new Map()).set(key, found));
  }
  return found ?? undefined;
}

/** A request on the staff's calendar: the working days it takes (zero makes the leave service refuse it). */
export function dated(
  person: DemoStaff,
  request: {
    startDate: string;
    endDate: string;
    startDayType?: LeaveDayType;
    endDayType?: LeaveDayType;
  },
  status: LeaveStatus,
  holiday: Holiday,
): PlannedRequest {
  const input = {
    startDate: request.startDate,
    endDate: request.endDate,
    startDayType: request.startDayType ?? LeaveDayType.FullDay,
    endDayType: request.endDayType ?? LeaveDayType.FullDay,
  };
  const result = leaveDays(input, (date) => isWeekend(date) || holiday(person.entityId, person.place, date));
  const days = result.valid ? result.days : 0;
  return {
    staffId: person.id,
    staffName: person.name,
    status,
    ...input,
    days,
    approvers: status === LeaveStatus.Pending ? [...person.approvers].sort((a, b) => a - b) : [],
    // The leave service raises the approval task for each approver of the moment.
    holders: status === LeaveStatus.Pending ? [...person.approvers].sort((a, b) => a - b) : [],
    valid: days > 0,
  };
}

/** demo-leave.ts's requests as the leave service takes them, in order; the ones it would refuse, named. */
export function planLeave(inputs: DemoInputs, now: Date, day: string, holiday: Holiday) {
  const requests: PlannedRequest[] = [];
  const refused: string[] = [];
  const isDayOff = (who: LeaveWho, date: string) => {
    const person = staffOf(inputs, 1, { login: who.login, staffNo: who.staffNo });
    return isWeekend(date) || (person != null && holiday(1, person.place, date));
  };
  for (const demo of demoLeavePlan(now, isDayOff)) {
    const person = staffOf(inputs, 1, { login: demo.login, staffNo: demo.staffNo });
    const name = `${demo.login} ${demo.type} ${demo.startDate}..${demo.endDate} (seeded ${day})`;
    if (!person) {
      refused.push(`${name}: no staff`);
      continue;
    }
    const request = dated(person, demo, demo.status, holiday);
    const clash = requests.some(
      (other) =>
        other.staffId === person.id &&
        [LeaveStatus.Pending, LeaveStatus.Approved].includes(other.status) &&
        leaveRangesOverlap(other, request),
    );
    if (!request.valid || clash) refused.push(`${name}: ${clash ? 'overlap' : 'no working day'}`);
    requests.push({ ...request, valid: request.valid && !clash });
  }
  return { requests, refused };
}

/** The QCs' approved leave (demo-qc-absences.ts), those the seed makes: a working day or more. */
export function planQcLeave(
  inputs: DemoInputs,
  absences: ReturnType<typeof demoQcAbsencePlan>,
  holiday: Holiday,
): PlannedRequest[] {
  return absences.leave.flatMap((item) => {
    const person = staffOf(inputs, item.entityId, { staffNo: item.employeeNo });
    const request = person && dated(person, item, LeaveStatus.Approved, holiday);
    return request?.valid ? [request] : [];
  });
}

/** A QC's day off, as qc-day-facts.ts reads it: approved leave, a holiday of their office, a blocked day. */
export function offDays(
  inputs: DemoInputs,
  requests: PlannedRequest[],
  absences: ReturnType<typeof demoQcAbsencePlan>,
  holiday: Holiday,
): (staffId: number, date: string) => boolean {
  const off = new Set<string>();
  const approved = requests.filter((request) => request.valid && request.status === LeaveStatus.Approved);
  for (const request of approved)
    for (let date = request.startDate; date <= request.endDate; date = addDays(date, 1))
      off.add(`${request.staffId}|${date}`);
  for (const block of absences.blocks) {
    const person = staffOf(inputs, block.entityId, { staffNo: block.employeeNo });
    if (person) off.add(`${person.id}|${block.blockDate}`);
  }
  const entityOf = new Map(inputs.qcs.map((qc) => [qc.staffId, qc.entityId]));
  return (staffId, date) => {
    if (off.has(`${staffId}|${date}`)) return true;
    const place = inputs.qcPlaces.get(staffId);
    const entityId = entityOf.get(staffId);
    return place != null && entityId != null && holiday(entityId, place, date);
  };
}
