import { and, eq } from 'drizzle-orm';
import { ResourceResult, TRIP_TYPE_NAMES, type Lang, type TripType } from '@portal/domain';
import type { Db } from '../../db/client';
import { cities, countries, startingPorts } from '../../db/schema';
import { sameText } from './travel-rate-places';
import type { Refusal, Refused } from './entity-config-repository';

/**
 * The travel rates' refusals in words, naming the record in the way (a taken name, the journey or rate
 * that already exists), in the request's language; the edit screens show the sentence as it comes.
 */

const TEXTS = {
  portName: {
    en: 'Another starting port of this entity is already called “{name}”.',
    fr: 'Un autre point de départ de cette entité s’appelle déjà « {name} ».',
  },
  journey: {
    en: '{port} already has a journey to {city}: change that one instead.',
    fr: '{port} a déjà un trajet vers {city} : modifiez plutôt celui-ci.',
  },
  tariff: {
    en: '{country} already has a tariff for “{tripType}”.',
    fr: '{country} a déjà un tarif pour « {tripType} ».',
  },
  food: {
    en: '{country} already has a food allowance.',
    fr: '{country} a déjà une indemnité de repas.',
  },
} as const;

const fill = (key: keyof typeof TEXTS, lang: Lang, values: Record<string, string>) =>
  TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const nameOf = async (query: PromiseLike<{ name: string }[]>) => (await query)[0]?.name ?? '?';

const refused = (result: Refusal, message: string): Refused => ({ result, message });

/** Names the port that holds the name, as stored (the comparison ignores case). */
export async function takenPortName(db: Db, entityId: number, name: string, lang: Lang): Promise<Refused> {
  const stored = await nameOf(
    db
      .select({ name: startingPorts.name })
      .from(startingPorts)
      .where(and(eq(startingPorts.entityId, entityId), sameText(startingPorts.name, name)))
      .limit(1),
  );
  return refused(ResourceResult.DuplicateName, fill('portName', lang, { name: stored }));
}

export async function takenJourney(db: Db, portId: number, cityId: number, lang: Lang): Promise<Refused> {
  const port = await nameOf(
    db.select({ name: startingPorts.name }).from(startingPorts).where(eq(startingPorts.id, portId)),
  );
  const city = await nameOf(db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId)));
  return refused(ResourceResult.DuplicateData, fill('journey', lang, { port, city }));
}

const countryName = (db: Db, countryId: number) =>
  nameOf(db.select({ name: countries.name }).from(countries).where(eq(countries.id, countryId)));

export async function takenTariff(db: Db, countryId: number, tripType: TripType, lang: Lang) {
  const country = await countryName(db, countryId);
  const type = TRIP_TYPE_NAMES[tripType]?.[lang] ?? String(tripType);
  return refused(ResourceResult.DuplicateData, fill('tariff', lang, { country, tripType: type }));
}

export async function takenFoodAllowance(db: Db, countryId: number, lang: Lang) {
  return refused(
    ResourceResult.DuplicateData,
    fill('food', lang, { country: await countryName(db, countryId) }),
  );
}
