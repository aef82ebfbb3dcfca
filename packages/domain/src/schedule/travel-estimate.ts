import { amountCents, centsText } from '../hr/expense-types';
import { TripType } from './schedule-enums';
import type { Money, TravelEstimate } from './schedule-types';

export interface TravelEstimateInput {
  port: { id: number; name: string };
  /** The travel matrix row from the port to the factory's city; null: the factory is in the port's own city. */
  journey: { tripType: TripType; travelTimeHours: number; ticketCost: Money; currency: string } | null;
  /** The destination country's tariff of the journey's trip type, if any. */
  tariff: { amount: Money; currency: string } | null;
  /** The destination country's food allowance, if any. */
  food: { amountPerManDay: Money; currency: string } | null;
  manDays: number;
}

/** Currency of an estimate with no journey and neither a tariff nor a food allowance. */
const FALLBACK_CURRENCY = 'USD';
/** manDays are read to four decimals (they go in quarter days): exact integer arithmetic from there. */
const MAN_DAY_SCALE = 10_000n;

function cents(value: Money): bigint {
  const parsed = amountCents(value);
  if (parsed === null) throw new RangeError(`Not a money amount: ${value}`);
  return parsed;
}

/** Tickets of a journey: none for NoTrip, the return fare for SingleTrip, two single fares for DoubleTrip. */
function ticketCents(tripType: TripType, ticketCost: Money): bigint {
  if (tripType === TripType.SingleTrip) return cents(ticketCost);
  if (tripType === TripType.DoubleTrip) return 2n * cents(ticketCost);
  return 0n;
}

/** amountPerManDay x manDays, rounded to the cent half-up (amounts are never negative). */
function foodCents(amountPerManDay: Money, manDays: number): bigint {
  const scaled = Number.isFinite(manDays) && manDays > 0 ? BigInt(Math.round(manDays * 10_000)) : 0n;
  return (cents(amountPerManDay) * scaled + MAN_DAY_SCALE / 2n) / MAN_DAY_SCALE;
}

/**
 * What sending one QC from a starting port to a factory costs, in one currency, computed in integer cents:
 *
 * - **Tickets**: 0 for NoTrip; 1 x the matrix's ticket cost for SingleTrip (for a same-day trip the matrix
 *   holds the return fare); 2 x for DoubleTrip (two single tickets, a night away). No journey (the factory
 *   is in the port's own city) is a NoTrip with nothing to pay and no travel time.
 * - **Tariff**: the destination country's tariff of that trip type (accommodation, local transport);
 *   0 when the country has none, and always 0 for NoTrip.
 * - **Food allowance**: the country's amount per man-day x manDays, rounded to the cent half-up; 0 when the
 *   country has none. manDays below 0 count as 0.
 * - **Total**: tickets + tariff + food allowance.
 *
 * Currency: the journey's; without a journey (a NoTrip, whose tariff counts 0), the food allowance's, else
 * the tariff's, else USD. There are
 * no exchange rates yet, so a tariff or food allowance in another currency is not converted: that part is
 * 0.00, left out of the total, and named in `excluded` (the total is still the sum of the parts shown).
 */
export function travelEstimate(input: TravelEstimateInput): TravelEstimate {
  const { port, journey, tariff, food, manDays } = input;
  const tripType = journey?.tripType ?? TripType.NoTrip;
  const currency = journey?.currency ?? food?.currency ?? tariff?.currency ?? FALLBACK_CURRENCY;
  const excluded: NonNullable<TravelEstimate['excluded']> = [];

  const tickets = journey ? ticketCents(tripType, journey.ticketCost) : 0n;
  let tariffPart = 0n;
  if (tariff && tripType !== TripType.NoTrip) {
    if (tariff.currency === currency) tariffPart = cents(tariff.amount);
    else excluded.push('tariff');
  }
  let foodPart = 0n;
  if (food) {
    if (food.currency === currency) foodPart = foodCents(food.amountPerManDay, manDays);
    else excluded.push('foodAllowance');
  }

  return {
    startingPortId: port.id,
    startingPortName: port.name,
    tripType,
    travelTimeHours: journey?.travelTimeHours ?? 0,
    ticketCost: centsText(tickets),
    tariff: centsText(tariffPart),
    foodAllowance: centsText(foodPart),
    total: centsText(tickets + tariffPart + foodPart),
    currency,
    ...(excluded.length ? { excluded } : {}),
  };
}

/**
 * The estimate to prefer: the lowest total, then the shortest travel time; the first of equals. Totals are
 * compared as amounts whatever their currency (no exchange rates yet). null for none.
 */
export function cheapestTravel(estimates: TravelEstimate[]): TravelEstimate | null {
  let best: TravelEstimate | null = null;
  for (const estimate of estimates) {
    if (!best) {
      best = estimate;
      continue;
    }
    const difference = cents(estimate.total) - cents(best.total);
    if (difference < 0n || (difference === 0n && estimate.travelTimeHours < best.travelTimeHours))
      best = estimate;
  }
  return best;
}
