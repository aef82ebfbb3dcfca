import { BookingEvent, BookingStatus as S, LeaveStatus, TaskType } from '@portal/domain';
import { HolidayCalendar, type Place } from './demo-calendar';
import { seedDay } from './demo-days';
import { demoHolidayPlan } from './demo-holiday-plan';
import { demoQcAbsencePlan } from './demo-qc-absences';
import { numberBookings, officeClosedOn, planDemoBookings } from './demo-booking-plan';
import { inspectionDays, openTasks, productRows } from './demo-booking-rows';
import type { Planned } from './demo-booking-model';
import { leaveClashDays, pickLeaveClashBooking } from './demo-leave-clash-marks';
import {
  allocationTime,
  finishTime,
  planBooking,
  PLANNERS,
  statusAfterAllocation,
  type BookingFacts,
} from './demo-allocation-facts';
import { ALLOCATED_STATUSES, DONE_STATUSES } from './demo-allocation-plan';
import { planDemoAllocations } from './demo-allocation-pins';
import type { DayBooking, DayFacts } from './demo-day-checks.test-support';
import type { DemoInputs } from './demo-day-inputs.test-support';
import { offDays, planLeave, planQcLeave } from './demo-day-leave.test-support';

/**
 * The dated part of the demo as the seed plans it for one moment, without a database: the holidays, the
 * leave requests, the QCs' absences, the bookings with their stories, the browser tests' booking and the
 * inspectors' plan, composed as seed.ts runs them, from inputs read once (demo-day-inputs.test-support.ts).
 */

export interface DemoDayPlan {
  facts: DayFacts;
  /** What a database seeded at that moment must hold, to compare with (demo-day-written.test-support.ts). */
  bookings: { id: number; status: S; dateFrom: string; dateTo: string }[];
  allocations: { bookingId: number; staffId: number; date: string; manDays: number }[];
  leave: { staffId: number; status: LeaveStatus; startDate: string; endDate: string }[];
}

export function planDemoDay(inputs: DemoInputs, now: Date): DemoDayPlan {
  const day = seedDay(now);
  const calendar = calendarOf(inputs, now);
  const holiday = (entityId: number, place: Place, date: string) => calendar.isHoliday(entityId, place, date);
  const { requests, refused } = planLeave(inputs, now, day, holiday);
  const absences = demoQcAbsencePlan(day);

  const planned = planDemoBookings(inputs.bookings, now, officeClosedOn(calendar));
  numberBookings(
    planned,
    planned.map((_, index) => index + 1),
  );
  const today = Date.parse(`${day}T00:00:00Z`);
  const dates = new Map(planned.map((booking) => [booking.id, inspectionDays(booking, today)]));
  const planners = (entityId: number) =>
    (PLANNERS[entityId] ?? []).map((login) => inputs.logins.get(login)).find((user) => user) ?? null;
  const tasks = openTasks(planned, inputs.bookings.people);
  const planning = inputs.logins.get('planning')?.id;
  const scheduling = new Set(
    tasks.filter((task) => task.type === TaskType.ScheduleInspection).map((task) => task.linkId),
  );
  const waitsForPlanning = new Set(
    tasks
      .filter((task) => task.type === TaskType.ScheduleInspection && task.userId === planning)
      .map((task) => task.linkId),
  );

  // The browser tests' booking moves to two days of Anita Desai's leave (demo-leave-clash.ts).
  const parents = new Set(planned.map((booking) => booking.parent));
  const [clashFrom, clashTo] = leaveClashDays(day);
  const clashId = pickLeaveClashBooking(
    planned
      .filter(
        (booking) =>
          booking.order.entityId === 1 &&
          booking.order.customerId === 1 &&
          booking.status === S.Confirmed &&
          !booking.parent &&
          !parents.has(booking) &&
          scheduling.has(booking.id),
      )
      .map((booking) => ({ id: booking.id, dateFrom: dates.get(booking.id)!.from })),
    clashFrom,
  );
  if (clashId != null) dates.set(clashId, { from: clashFrom, to: clashTo });

  const staffed = [S.Confirmed, ...ALLOCATED_STATUSES, ...DONE_STATUSES];
  const facts: BookingFacts[] = planned
    .filter((booking) => staffed.includes(booking.status) && [1, 2].includes(booking.order.entityId))
    .map((booking) => ({
      id: booking.id,
      entityId: booking.order.entityId,
      status: booking.status,
      customerId: booking.order.customerId,
      serviceType: booking.serviceType,
      productCount: new Set(booking.lines.map((item) => item.line.productId)).size,
      dateFrom: dates.get(booking.id)!.from,
      dateTo: dates.get(booking.id)!.to,
      factoryCountryId: inputs.factoryCountries.get(booking.order.factoryId) ?? null,
      products: samplesOf(inputs, booking),
    }))
    .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom) || a.id - b.id);
  const planBookings = facts.map((item) => planBooking(item, inputs.rules, clashId));

  const qcLeave = planQcLeave(inputs, absences, holiday);
  const off = offDays(inputs, [...requests, ...qcLeave], absences, holiday);
  const plan = planDemoAllocations(planBookings, inputs.qcs, off, day, {
    inspector: inputs.logins.get('inspector')?.id,
    qcpartner: inputs.logins.get('qcpartner')?.id,
  });
  const nowMs = now.getTime();
  const statusOf = new Map(planned.map((booking) => [booking.id, booking.status]));
  const allocations = plan.allocations.map((item) => ({
    ...item,
    finished: finishTime(statusOf.get(item.bookingId)!, item, day, nowMs) != null,
  }));
  const booked = new Set(allocations.map((item) => item.bookingId));

  const byId = new Map(planBookings.map((item) => [item.id, item]));
  const bookings: DayBooking[] = planned.map((booking) => {
    const { from, to } = dates.get(booking.id)!;
    const steps = booking.steps.map((step) => ({
      action: step.action as string,
      to: step.to,
      named: step.userId != null && inputs.bookings.people.names.has(step.userId),
      at: step.at,
    }));
    if (booked.has(booking.id))
      steps.push({
        action: BookingEvent.Allocated,
        to: statusAfterAllocation(plan, booking),
        named: planners(booking.order.entityId) != null,
        at: allocationTime(steps.at(-1)!.at, from, nowMs),
      });
    const planBookingOf = byId.get(booking.id);
    return {
      id: booking.id,
      entityId: booking.order.entityId,
      customerId: booking.order.customerId,
      status: plan.moved.get(booking.id) ?? booking.status,
      dateFrom: from,
      dateTo: to,
      steps,
      need: planBookingOf ? { low: planBookingOf.needLow, high: planBookingOf.needHigh } : null,
      // A booking planning scheduled has its task done.
      waitsForPlanning: waitsForPlanning.has(booking.id) && !booked.has(booking.id),
    };
  });

  const anita = inputs.staff.find((person) => person.entityId === 1 && person.name === 'Anita Desai');
  const leave = [...requests.filter((request) => request.valid), ...qcLeave];
  return {
    facts: {
      day,
      now: nowMs,
      bookings,
      allocations,
      qcs: inputs.qcs,
      away: off,
      leave,
      refusedLeave: refused,
      logins: {
        inspector: inputs.logins.get('inspector')?.id ?? null,
        qcpartner: inputs.logins.get('qcpartner')?.id ?? null,
      },
      anitaStaffId: anita?.id ?? null,
      leaveClashBookingId: clashId,
    },
    bookings: bookings.map(({ id, status, dateFrom, dateTo }) => ({ id, status, dateFrom, dateTo })),
    allocations: allocations.map(({ bookingId, staffId, date, manDays }) => ({
      bookingId,
      staffId,
      date,
      manDays,
    })),
    leave: leave.map(({ staffId, status, startDate, endDate }) => ({ staffId, status, startDate, endDate })),
  };
}

/**
 * Each product's sample size (productRows), kept per booking content: the same lines and AQL choice give
 * the same sampling on every day, and computing it is much of a day's plan.
 */
const samples = new WeakMap<DemoInputs, Map<string, BookingFacts['products']>>();
function samplesOf(inputs: DemoInputs, booking: Planned): BookingFacts['products'] {
  const known = samples.get(inputs) ?? new Map<string, BookingFacts['products']>();
  samples.set(inputs, known);
  const key = JSON.stringify([
    booking.order.customerId,
    booking.serviceType,
    booking.picking,
    booking.lines.map((item) => [item.line.productId, item.quantity]),
  ]);
  let products = known.get(key);
  if (!products)
    known.set(
      key,
      (products = productRows(booking, inputs.bookings.references).map((row) => ({
        productId: row.productId,
        pickingGroup: row.pickingGroup,
        sampleSize: row.sampling.sampleSize,
      }))),
    );
  return products;
}

/** The holidays are the seeding year's (and the next's): one calendar per year serves all its days. */
const calendars = new WeakMap<DemoInputs, Map<number, HolidayCalendar>>();
function calendarOf(inputs: DemoInputs, now: Date): HolidayCalendar {
  const byYear = calendars.get(inputs) ?? new Map<number, HolidayCalendar>();
  calendars.set(inputs, byYear);
  const year = now.getUTCFullYear();
  let calendar = byYear.get(year);
  if (!calendar) byYear.set(year, (calendar = new HolidayCalendar(demoHolidayPlan(now, inputs.officeIdOf))));
  return calendar;
}
