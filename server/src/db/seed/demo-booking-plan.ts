import { BookingStatus as S } from '@portal/domain';
import {
  DAY,
  generator,
  MINUTE,
  officeOf,
  type Order,
  type People,
  type Planned,
  type References,
} from './demo-booking-model';
import type { HolidayCalendar } from './demo-calendar';
import { planBookings } from './demo-booking-draft';
import { isoDay, nameRelatives, tellStories } from './demo-booking-stories';

/**
 * The demo bookings' plan (demo-bookings.ts writes it): about 300 in every status, first inspection days
 * from two months before to a month after the seeding day, drawn (demo-booking-draft.ts), kept off their
 * offices' closed days and told (demo-booking-stories.ts). A function of the inputs the database holds and
 * of the seeding moment, nothing else.
 */

/** How far a booking is looked at and moved around its office's closed days, in days. */
const MOST_DAYS_MOVED = 30;
/** The statuses that name inspectors: their days must be days the booking's office works. */
const STAFFED: readonly S[] = [S.AllocateQC, S.Scheduled, S.Inspected, S.Validated, S.ReportSent];

/** Whether the office (null: the entity has none) is closed that day (yyyy-MM-dd). */
export type ClosedOn = (
  entityId: number,
  office: { id: number; countryId: number } | null,
  date: string,
) => boolean;

/** An office is closed on its own holidays and its country's, as the inspectors' calendar has them. */
export function officeClosedOn(calendar: HolidayCalendar): ClosedOn {
  return (entityId, office, date) =>
    office != null &&
    calendar.isHoliday(entityId, { officeId: office.id, countryId: office.countryId }, date);
}

/**
 * Moves the bookings that name inspectors off the days their office is closed: nobody there inspects on
 * a public holiday, and a booking all of whose inspectors are off that day would be left without one
 * (entity 2's inspectors all work in Istanbul). A past booking is mirrored to before the closed days and a
 * coming one to after them, so none crosses the seeding day and a week-long holiday spreads its bookings
 * over the week next to it instead of piling them on one day. The generator is not drawn from, so the rest
 * of the plan stays as it was.
 */
function keepOffClosedDays(planned: Planned[], references: References, today: number, closed: ClosedOn) {
  for (const booking of planned) {
    if (!STAFFED.includes(booking.status)) continue;
    const office = officeOf(booking.order, references);
    const shut = (day: number) =>
      Array.from({ length: booking.extraDays + 1 }, (_, index) => isoDay(today + (day + index) * DAY)).some(
        (date) => closed(booking.order.entityId, office, date),
      );
    if (!shut(booking.day)) continue;
    const step = booking.day < 0 ? -1 : 1;
    // The end of the closed stretch on the side the booking moves to: it lands as far beyond as it was inside.
    let edge = booking.day;
    for (let moves = 0; moves < MOST_DAYS_MOVED && shut(edge + step); moves += 1) edge += step;
    let day = edge + step * (1 + Math.abs(edge - booking.day));
    for (let moves = 0; moves < MOST_DAYS_MOVED && shut(day); moves += 1) day += step;
    booking.day = day;
  }
}

/** What the bookings are made of: the orders with their lines, the people who act, the parties' records. */
export interface BookingInputs {
  orders: Order[];
  people: People;
  references: References;
}

/**
 * Every demo booking for the seeding moment `now`: dates, lines and story, in the order they were made
 * (their numbers follow it), without ids yet (numberBookings). The same inputs and moment give the same plan.
 */
export function planDemoBookings(inputs: BookingInputs, now: Date, closed: ClosedOn): Planned[] {
  // Each plan spends the lines' budgets of its own copy of the orders.
  const orders = inputs.orders.map((order) => ({
    ...order,
    lines: order.lines.map((line) => ({ ...line })),
  }));
  const random = generator(20_260_101);
  // Calendar days are UTC days, like the hours to inspection (DEFAULT_TIME_ZONE) and the other demo seeds.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const planned = planBookings(orders, inputs.people, inputs.references, random);
  keepOffClosedDays(planned, inputs.references, today, closed);
  tellStories(planned, inputs.people, random, today, Math.floor(now.getTime() / MINUTE) * MINUTE);
  planned.sort((a, b) => a.steps[0]!.at - b.steps[0]!.at || a.key - b.key);
  return planned;
}

/** Gives the planned bookings their ids, in their order, and the texts that name another booking. */
export function numberBookings(planned: Planned[], ids: readonly number[]): void {
  planned.forEach((booking, index) => (booking.id = ids[index]!));
  nameRelatives(planned);
}
