import { cheapestTravel, travelEstimate, type TravelEstimate, type TripType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** Where a booking's QC travels to: the factory's main address. */
export interface FactoryPlace {
  cityId: number | null;
  countryId: number | null;
}

/** The cheapest known trip of a QC of `officeId` for `manDays`, or null when no port of the office has one. */
export type TravelOf = (officeId: number | null, manDays: number) => TravelEstimate | null;

interface PortJourney {
  port_id: number;
  port_name: string;
  office_id: number;
  city_id: number;
  trip_type: number | null;
  travel_time_hours: string | null;
  ticket_cost: string | null;
  currency: string | null;
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
const none: TravelOf = () => null;

/**
 * The trips of the given offices' QCs to one factory, read once for every QC (one query for the ports and
 * their journeys, one for the country's tariffs, one for its food allowance): from each active starting
 * port of the office, the travel matrix row to the factory's city, or a NoTrip when the port is in that
 * city and the matrix has no row; priced with the factory country's tariff of the trip type and its food
 * allowance (travelEstimate); the cheapest of them (cheapestTravel).
 */
export async function travelPlanner(
  db: Db,
  entityId: number,
  officeIds: readonly (number | null)[],
  place: FactoryPlace,
): Promise<TravelOf> {
  const offices = [...new Set(officeIds.filter((id): id is number => id != null))];
  if (!offices.length || place.cityId == null) return none;
  const countryId = place.countryId ?? -1;
  // In turn, not at once: the allocation save reads travel inside its transaction.
  const journeys = await rawRows<PortJourney>(
    db,
    sql`select p.id as port_id, p.name as port_name, p.office_id, p.city_id, m.trip_type,
          m.travel_time_hours::text as travel_time_hours, m.ticket_cost::text as ticket_cost, m.currency
        from starting_ports p
        left join travel_matrix m on m.starting_port_id = p.id and m.city_id = ${place.cityId}
        where p.entity_id = ${entityId} and p.is_active and p.office_id = any(${ids(offices)})
        order by p.id`,
  );
  const tariffs = await rawRows<{ trip_type: number; amount: string; currency: string }>(
    db,
    sql`select trip_type, amount::text as amount, currency from travel_tariffs
        where entity_id = ${entityId} and country_id = ${countryId}`,
  );
  const food = await rawRows<{ amount: string; currency: string }>(
    db,
    sql`select amount_per_man_day::text as amount, currency from food_allowances
        where entity_id = ${entityId} and country_id = ${countryId}`,
  );
  const tariffOf = new Map(tariffs.map((row) => [row.trip_type, row]));
  const foodRow = food[0] ?? null;
  const byOffice = new Map<number, PortJourney[]>();
  for (const row of journeys) {
    // Without a matrix row, only a port in the factory's own city makes a (NoTrip) journey.
    if (row.trip_type == null && row.city_id !== place.cityId) continue;
    byOffice.set(row.office_id, [...(byOffice.get(row.office_id) ?? []), row]);
  }

  const cache = new Map<string, TravelEstimate | null>();
  return (officeId, manDays) => {
    if (officeId == null) return null;
    const key = `${officeId}:${manDays}`;
    if (cache.has(key)) return cache.get(key)!;
    const estimates = (byOffice.get(officeId) ?? []).map((row) => {
      const journey =
        row.trip_type == null
          ? null
          : {
              tripType: row.trip_type as TripType,
              travelTimeHours: Number(row.travel_time_hours),
              ticketCost: row.ticket_cost!,
              currency: row.currency!,
            };
      const tariff = journey ? tariffOf.get(journey.tripType) : undefined;
      return travelEstimate({
        port: { id: row.port_id, name: row.port_name },
        journey,
        tariff: tariff ? { amount: tariff.amount, currency: tariff.currency } : null,
        food: foodRow ? { amountPerManDay: foodRow.amount, currency: foodRow.currency } : null,
        manDays,
      });
    });
    const best = cheapestTravel(estimates);
    cache.set(key, best);
    return best;
  };
}
