import type { LightMyRequestResponse } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { SCHEDULING_CONFIG_API, TripType, type ResourceResult } from '@portal/domain';
import { cities, offices, provinces } from '../../db/schema';
import { authHeaders, signInAs, type TestApp } from '../../test/test-app';

/** The travel-rate tests: signed-in calls in an entity, the demo places they name, and a port to start from. */

export const CHINA = 156;
export const FRANCE = 250;
export const TURKEY = 792;
/** Countries the demo gives no travel rates, for tariffs and allowances of the tests' own. */
export const ITALY = 380;
export const SPAIN = 724;
export const PORTUGAL = 620;

export const PORT = `/${SCHEDULING_CONFIG_API.startingPort}`;
export const MATRIX = `/${SCHEDULING_CONFIG_API.travelMatrix}`;
export const TARIFF = `/${SCHEDULING_CONFIG_API.travelTariff}`;
export const FOOD = `/${SCHEDULING_CONFIG_API.foodAllowance}`;

export type Saved<Detail = Record<string, unknown>> = {
  result: ResourceResult;
  data?: Detail & { id: number; version: number };
};
export type Refused = { message: string; errors: { field: string; message: string; text?: string }[] };

export function travelRateCalls(t: () => TestApp) {
  const tokens = new Map<string, string>();
  async function tokenOf(login: string): Promise<string> {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(t().app, login)).token);
    return tokens.get(login)!;
  }
  async function call(
    login: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    entity = 1,
  ): Promise<LightMyRequestResponse> {
    return t().app.inject({
      method,
      url,
      headers: authHeaders(await tokenOf(login), entity),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** The demo's cities of a country (by name) and an entity's offices (by name). */
  async function cityIds(countryId: number): Promise<Record<string, number>> {
    const rows = await t()
      .database.db.select({ id: cities.id, name: cities.name })
      .from(cities)
      .innerJoin(provinces, eq(provinces.id, cities.provinceId))
      .where(eq(provinces.countryId, countryId))
      .orderBy(asc(cities.id));
    return Object.fromEntries(rows.map((row) => [row.name, row.id]));
  }
  async function officeId(entityId: number, name: string): Promise<number> {
    const [row] = await t()
      .database.db.select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.entityId, entityId), eq(offices.name, name)));
    if (!row) throw new Error(`no office ${name} in entity ${entityId}`);
    return row.id;
  }

  return { call, cityIds, officeId };
}

/** A journey body from a port to a city of China, single trip unless told otherwise. */
export const journey = (startingPortId: number, cityId: number, over: Record<string, unknown> = {}) => ({
  startingPortId,
  countryId: CHINA,
  cityId,
  tripType: TripType.SingleTrip,
  travelTimeHours: 2.5,
  ticketCost: '120.50',
  currency: 'CNY',
  ...over,
});

/** The fields of a 400 answer. */
export const refusedFields = (response: LightMyRequestResponse) =>
  (response.json() as Refused).errors.map((error) => error.field);
