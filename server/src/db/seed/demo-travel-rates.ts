import { eq, sql } from 'drizzle-orm';
import { TripType } from '@portal/domain';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import { foodAllowances, offices, startingPorts, travelMatrix, travelTariffs } from '../schema';
import { Country } from './demo-data';
import { DEMO_QCS } from './demo-qcs';

/**
 * Demo travel rates: where each office's inspectors set out from (its city, and a station or an airport
 * for some), the journeys from there to the cities of the entity's factories in the countries its QCs
 * work in, and what a trip and a day's meals cost per destination country. Journeys follow the map: one
 * city is no trip, a short drive or train ride a single trip (there and back the same day), a long train
 * ride or a flight a double trip (a night away); times are one way. The ticket is what the travel estimate
 * reads (travel-estimate.ts): the return fare of a single trip, the one-way fare of a double trip (it
 * counts two), in the office's currency (USD abroad). Idempotent: an entity with starting ports keeps its rates.
 */

type Mode = 'city' | 'station' | 'airport';

const PORTS: { entityId: number; office: string; name: string; city: string; mode: Mode }[] = [
  { entityId: 1, office: 'SHA', name: 'Shanghai', city: 'Shanghai', mode: 'city' },
  {
    entityId: 1,
    office: 'SHA',
    name: 'Shanghai Hongqiao Railway Station',
    city: 'Shanghai',
    mode: 'station',
  },
  { entityId: 1, office: 'SZX', name: 'Shenzhen', city: 'Shenzhen', mode: 'city' },
  { entityId: 1, office: 'SZX', name: 'Shenzhen North Railway Station', city: 'Shenzhen', mode: 'station' },
  { entityId: 1, office: 'DEL', name: 'New Delhi', city: 'New Delhi', mode: 'city' },
  {
    entityId: 1,
    office: 'DEL',
    name: 'Indira Gandhi International Airport',
    city: 'New Delhi',
    mode: 'airport',
  },
  { entityId: 1, office: 'SGN', name: 'Ho Chi Minh City', city: 'Ho Chi Minh City', mode: 'city' },
  { entityId: 1, office: 'DAC', name: 'Dhaka', city: 'Dhaka', mode: 'city' },
  {
    entityId: 1,
    office: 'DAC',
    name: 'Hazrat Shahjalal International Airport',
    city: 'Dhaka',
    mode: 'airport',
  },
  { entityId: 2, office: 'IST', name: 'Istanbul', city: 'Istanbul', mode: 'city' },
  { entityId: 2, office: 'IST', name: 'Istanbul Airport', city: 'Istanbul', mode: 'airport' },
];

/** Latitude and longitude of the demo cities that offices and factories are in. */
const PLACES: Record<string, [number, number]> = {
  Shanghai: [31.23, 121.47],
  Shenzhen: [22.54, 114.06],
  Guangzhou: [23.13, 113.26],
  Dongguan: [23.02, 113.75],
  Shantou: [23.35, 116.68],
  Ningbo: [29.87, 121.54],
  Jinhua: [29.08, 119.65],
  Suzhou: [31.3, 120.58],
  Quanzhou: [24.87, 118.68],
  Hangzhou: [30.27, 120.16],
  Shaoxing: [30.0, 120.58],
  'New Delhi': [28.61, 77.21],
  Tiruppur: [11.11, 77.34],
  Coimbatore: [11.02, 76.96],
  Bengaluru: [12.97, 77.59],
  Panipat: [29.39, 76.97],
  Moradabad: [28.84, 78.77],
  'Ho Chi Minh City': [10.82, 106.63],
  'Thu Dau Mot': [10.98, 106.65],
  'Di An': [10.9, 106.77],
  'Bien Hoa': [10.95, 106.82],
  Hanoi: [21.03, 105.85],
  'Hai Phong': [20.84, 106.69],
  Dhaka: [23.81, 90.41],
  Gazipur: [24.0, 90.42],
  Narayanganj: [23.62, 90.5],
  Chattogram: [22.36, 91.78],
  Istanbul: [41.01, 28.98],
  Bursa: [40.19, 29.06],
  Denizli: [37.78, 29.09],
};

/** Per office country: its currency, the fare per road km by bus or car, a domestic flight's per km and least fare. */
const FARES: Record<number, { currency: string; road: number; flightPerKm: number; flightMin: number }> = {
  [Country.China]: { currency: 'CNY', road: 0.5, flightPerKm: 0.75, flightMin: 450 },
  [Country.India]: { currency: 'INR', road: 6, flightPerKm: 5.5, flightMin: 3500 },
  [Country.Vietnam]: { currency: 'VND', road: 1200, flightPerKm: 1500, flightMin: 1_200_000 },
  [Country.Bangladesh]: { currency: 'BDT', road: 4, flightPerKm: 18, flightMin: 4500 },
  [Country.Turkey]: { currency: 'TRY', road: 3.5, flightPerKm: 3, flightMin: 1800 },
};
/** China's high-speed trains, per road km (second class). */
const RAIL_PER_KM = 0.46;
const ABROAD = { currency: 'USD', perKm: 0.11, min: 150 };

/**
 * Per entity and destination country: what a single and a double trip cost beyond tickets (a local trip
 * has no tariff: the travel estimate counts none) and the meals of a man-day.
 */
const TARIFFS: Record<number, Record<number, { currency: string; trips: number[]; food: number }>> = {
  1: {
    [Country.China]: { currency: 'CNY', trips: [100, 420], food: 80 },
    [Country.India]: { currency: 'INR', trips: [800, 3500], food: 600 },
    [Country.Vietnam]: { currency: 'VND', trips: [250_000, 900_000], food: 180_000 },
    [Country.Bangladesh]: { currency: 'BDT', trips: [1000, 4500], food: 700 },
  },
  2: {
    [Country.Turkey]: { currency: 'TRY', trips: [600, 2800], food: 500 },
    [Country.China]: { currency: 'USD', trips: [15, 60], food: 12 },
  },
};

interface Journey {
  tripType: TripType;
  hours: number;
  fare: number;
  currency: string;
}

/** Great-circle kilometres between two places. */
function kilometres([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/** How one gets from a port to a city, or null when that port is not the way to go there. */
function journey(
  mode: Mode,
  from: { countryId: number; place: [number, number] },
  to: { countryId: number; place: [number, number] },
  sameCity: boolean,
): Journey | null {
  const fares = FARES[from.countryId];
  if (!fares) return null;
  if (sameCity)
    return mode === 'city'
      ? { tripType: TripType.NoTrip, hours: 1, fare: 0, currency: fares.currency }
      : null;
  const km = kilometres(from.place, to.place);
  const road = km * 1.3;
  const domestic = from.countryId === to.countryId;
  if (domestic && road <= 250 && mode === 'city')
    return {
      tripType: TripType.SingleTrip,
      hours: tenths(road / 55 + 0.3),
      fare: 2 * road * fares.road,
      currency: fares.currency,
    };
  if (domestic && from.countryId === Country.China && road <= 1500 && mode !== 'airport') {
    const hours = tenths(road / 230 + (mode === 'station' ? 0.3 : 0.8));
    const tripType = hours <= 3.5 ? TripType.SingleTrip : TripType.DoubleTrip;
    const fare = road * RAIL_PER_KM * (tripType === TripType.SingleTrip ? 2 : 1);
    return { tripType, hours, fare, currency: fares.currency };
  }
  if (mode === 'station' || (domestic && road <= 250)) return null;
  const hours = tenths(km / 700 + (mode === 'airport' ? 2 : 3) + (domestic ? 0 : 1));
  return domestic
    ? {
        tripType: TripType.DoubleTrip,
        hours,
        fare: Math.max(fares.flightMin, km * fares.flightPerKm),
        currency: fares.currency,
      }
    : {
        tripType: TripType.DoubleTrip,
        hours,
        fare: Math.max(ABROAD.min, km * ABROAD.perKm),
        currency: ABROAD.currency,
      };
}

/** Whole units (thousands of dong), as a two-place decimal. */
function money(amount: number, currency: string): string {
  const step = currency === 'VND' ? 1000 : 1;
  return `${Math.round(amount / step) * step}.00`;
}

interface Destination {
  cityId: number;
  city: string;
  countryId: number;
}

export async function seedDemoTravelRates(db: Db): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const entityId of [...new Set(PORTS.map((port) => port.entityId))]) {
      const [seeded] = await tx
        .select({ id: startingPorts.id })
        .from(startingPorts)
        .where(eq(startingPorts.entityId, entityId))
        .limit(1);
      if (!seeded) await seedEntityRates(tx, entityId);
    }
  });
}

async function seedEntityRates(tx: Db, entityId: number): Promise<void> {
  const officeRows = await tx
    .select({ id: offices.id, code: offices.code, countryId: offices.countryId, cityId: offices.cityId })
    .from(offices)
    .where(eq(offices.entityId, entityId));
  const ports = PORTS.filter((port) => port.entityId === entityId).flatMap((port) => {
    const office = officeRows.find((row) => row.code === port.office);
    return office?.cityId != null ? [{ ...port, office: { ...office, cityId: office.cityId } }] : [];
  });
  if (!ports.length) return;
  const created = await tx
    .insert(startingPorts)
    .values(
      ports.map((port) => ({
        entityId,
        name: port.name,
        officeId: port.office.id,
        countryId: port.office.countryId,
        cityId: port.office.cityId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: startingPorts.id, name: startingPorts.name });
  const destinations = await rawRows<Destination>(
    tx,
    sql`select distinct va.city_id as "cityId", c.name as city, va.country_id as "countryId"
        from factories f join vendor_addresses va on va.factory_id = f.id join cities c on c.id = va.city_id
        where f.entity_id = ${entityId} order by va.city_id`,
  );
  const matrix = created.flatMap((row) => {
    const port = ports.find((item) => item.name === row.name)!;
    const served = servedCountries(entityId, port.office.code ?? '', port.office.countryId);
    const from = PLACES[port.city];
    return destinations.flatMap((to) => {
      const place = PLACES[to.city];
      if (!from || !place || !served.has(to.countryId)) return [];
      const way = journey(
        port.mode,
        { countryId: port.office.countryId, place: from },
        { countryId: to.countryId, place },
        to.cityId === port.office.cityId,
      );
      if (!way) return [];
      return [
        {
          entityId,
          startingPortId: row.id,
          countryId: to.countryId,
          cityId: to.cityId,
          tripType: way.tripType,
          travelTimeHours: way.hours,
          ticketCost: money(way.fare, way.currency),
          currency: way.currency,
        },
      ];
    });
  });
  if (matrix.length) await tx.insert(travelMatrix).values(matrix).onConflictDoNothing();
  const countries = Object.entries(TARIFFS[entityId] ?? {}).filter(([countryId]) =>
    matrix.some((row) => row.countryId === Number(countryId)),
  );
  if (!countries.length) return;
  const tripTypes = [TripType.SingleTrip, TripType.DoubleTrip];
  await tx
    .insert(travelTariffs)
    .values(
      countries.flatMap(([countryId, tariff]) =>
        tripTypes.map((tripType, index) => ({
          entityId,
          countryId: Number(countryId),
          tripType,
          amount: money(tariff.trips[index]!, tariff.currency),
          currency: tariff.currency,
        })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(foodAllowances)
    .values(
      countries.map(([countryId, tariff]) => ({
        entityId,
        countryId: Number(countryId),
        amountPerManDay: money(tariff.food, tariff.currency),
        currency: tariff.currency,
      })),
    )
    .onConflictDoNothing();
}

/** The office's country and the countries its demo QCs travel to. */
function servedCountries(entityId: number, officeCode: string, officeCountryId: number): Set<number> {
  const served = new Set([officeCountryId]);
  for (const qc of DEMO_QCS)
    if (qc.entityId === entityId && qc.office === officeCode)
      for (const countryId of qc.countries ?? []) served.add(countryId);
  return served;
}
