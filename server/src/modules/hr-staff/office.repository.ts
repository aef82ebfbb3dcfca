import { and, asc, eq, lte, ne, or, sql } from 'drizzle-orm';
import {
  ResourceResult,
  type OfficeDetail,
  type OfficeHoliday,
  type OfficeRow,
  type OfficeSave,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { cities, countries, holidayMasters, holidays, offices } from '../../db/schema';
import { occurrenceIn } from '../../lib/holiday-occurrences';
import type { WriteOutcome } from '../kit/resource-definition';

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

// Spelled out: drizzle writes a column in a select list without its table, which here would mean s.id.
const staffCount = sql<number>`(select count(*)::int from staff s where s.office_id = "offices"."id")`;

/** GET OfficesControl: every office of the entity (a short list; the screen pages and sorts it). */
export function officeRows(db: Db, entityId: number): Promise<OfficeRow[]> {
  return db
    .select({
      id: offices.id,
      name: offices.name,
      code: offices.code,
      countryId: offices.countryId,
      countryName: countries.name,
      cityName: cities.name,
      email: offices.email,
      phone: offices.phone,
      isActive: offices.isActive,
      staffCount,
    })
    .from(offices)
    .innerJoin(countries, eq(countries.id, offices.countryId))
    .leftJoin(cities, eq(cities.id, offices.cityId))
    .where(eq(offices.entityId, entityId))
    .orderBy(asc(sql`lower(${offices.name})`), asc(offices.id));
}

export async function getOffice(db: Db, entityId: number, id: number): Promise<OfficeDetail | null> {
  const [row] = await db
    .select({ office: offices, countryName: countries.name })
    .from(offices)
    .innerJoin(countries, eq(countries.id, offices.countryId))
    .where(and(eq(offices.id, id), eq(offices.entityId, entityId)));
  if (!row) return null;
  const { office } = row;
  return {
    id: office.id,
    version: office.version,
    name: office.name,
    code: office.code,
    countryId: office.countryId,
    countryName: row.countryName,
    provinceId: office.provinceId,
    cityId: office.cityId,
    address: office.address,
    phone: office.phone,
    email: office.email,
    isActive: office.isActive,
  };
}

/** Create (id 0) or update at the loaded version; names are unique per entity (DuplicateName). */
export async function saveOffice(
  tx: Db,
  entityId: number,
  body: OfficeSave,
): Promise<WriteOutcome<OfficeDetail>> {
  const sameName = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(
      and(
        eq(offices.entityId, entityId),
        sql`lower(${offices.name}) = lower(${body.name.trim()})`,
        body.id ? ne(offices.id, body.id) : undefined,
      ),
    )
    .limit(1);
  if (sameName.length) return { result: ResourceResult.DuplicateName };
  const values = {
    name: body.name.trim(),
    code: text(body.code)?.toUpperCase() ?? null,
    countryId: body.countryId,
    provinceId: body.provinceId ?? null,
    cityId: body.provinceId ? (body.cityId ?? null) : null,
    address: text(body.address),
    phone: text(body.phone),
    email: text(body.email),
    isActive: body.isActive,
  };
  if (!body.id) {
    const [created] = await tx
      .insert(offices)
      .values({ ...values, entityId })
      .returning({ id: offices.id });
    return { result: ResourceResult.Success, data: (await getOffice(tx, entityId, created!.id))! };
  }
  const current = await getOffice(tx, entityId, body.id);
  if (!current) return { result: ResourceResult.NotFound };
  if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
  const updated = await tx
    .update(offices)
    .set({ ...values, version: sql`${offices.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(offices.id, body.id), eq(offices.version, body.version)))
    .returning({ id: offices.id });
  if (!updated.length)
    return { result: ResourceResult.Conflict, current: (await getOffice(tx, entityId, body.id))! };
  return { result: ResourceResult.Success, data: (await getOffice(tx, entityId, body.id))! };
}

/**
 * The office's holiday calendar for a year: the occurrences of the entity's holidays entered for this
 * office or for its whole country, recurring ones repeated from their first year and those deleted for
 * that year left out (the same rule as the leave-day count). Read-only here; the holiday screens own the
 * data. `id` is the holiday's (one occurrence per holiday and year).
 */
export async function officeHolidays(
  db: Db,
  office: { id: number; countryId: number },
  entityId: number,
  year: number,
): Promise<OfficeHoliday[]> {
  const rows = await db
    .select({
      masterId: holidayMasters.id,
      name: holidayMasters.name,
      officeId: holidayMasters.officeId,
      recurring: holidayMasters.recurring,
      year: holidays.year,
      startDate: holidays.startDate,
      endDate: holidays.endDate,
      removed: holidays.removed,
    })
    .from(holidays)
    .innerJoin(holidayMasters, eq(holidayMasters.id, holidays.masterId))
    .where(
      and(
        eq(holidayMasters.entityId, entityId),
        lte(holidays.year, year),
        or(eq(holidayMasters.officeId, office.id), eq(holidayMasters.countryId, office.countryId)),
      ),
    );
  const byMaster = new Map<number, typeof rows>();
  for (const row of rows) byMaster.set(row.masterId, [...(byMaster.get(row.masterId) ?? []), row]);
  const calendar: OfficeHoliday[] = [];
  for (const [masterId, own] of byMaster) {
    const occurrence = occurrenceIn(own[0]!.recurring, own, year);
    if (!occurrence) continue;
    calendar.push({
      id: masterId,
      name: own[0]!.name,
      startDate: occurrence.startDate,
      endDate: occurrence.endDate,
      scope: own[0]!.officeId != null ? 'office' : 'country',
      recurring: own[0]!.recurring,
    });
  }
  return calendar.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
}
