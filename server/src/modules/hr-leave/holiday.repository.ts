import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { ResourceResult, type HolidayDetail, type HolidaySave } from '@portal/domain';
import type { Db } from '../../db/client';
import { holidayMasters, holidays } from '../../db/schema';
import type { WriteOutcome } from '../kit/resource-definition';
import { occurrenceIn } from '../../lib/holiday-occurrences';
import { getHoliday, lockedHoliday } from './holiday-queries';

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/**
 * Another holiday of the entity with the same name (any case), the same country or office and a row of
 * the same year: entering the same holiday twice.
 */
async function isDuplicate(tx: Db, entityId: number, body: HolidaySave): Promise<boolean> {
  const [row] = await tx
    .select({ id: holidayMasters.id })
    .from(holidayMasters)
    .innerJoin(holidays, eq(holidays.masterId, holidayMasters.id))
    .where(
      and(
        eq(holidayMasters.entityId, entityId),
        sql`lower(${holidayMasters.name}) = lower(${body.name.trim()})`,
        body.officeId != null
          ? eq(holidayMasters.officeId, body.officeId)
          : eq(holidayMasters.countryId, body.countryId!),
        eq(holidays.year, yearOf(body.startDate)),
        body.id ? ne(holidayMasters.id, body.id) : undefined,
      ),
    )
    .limit(1);
  return row != null;
}

/**
 * The first row becomes the saved dates' year. Rows of earlier years go (the holiday now starts later);
 * of later years, a recurring holiday keeps only its "deleted for that year" marks (the rest would hold
 * the old dates) and a one-off keeps none. A first year already marked deleted stays so while recurring.
 */
async function writeFirstOccurrence(tx: Db, masterId: number, body: HolidaySave): Promise<void> {
  const year = yearOf(body.startDate);
  await tx
    .delete(holidays)
    .where(
      and(
        eq(holidays.masterId, masterId),
        or(
          lt(holidays.year, year),
          and(gt(holidays.year, year), body.recurring ? eq(holidays.removed, false) : undefined),
        ),
      ),
    );
  await tx
    .insert(holidays)
    .values({ masterId, year, startDate: body.startDate, endDate: body.endDate, removed: false })
    .onConflictDoUpdate({
      target: [holidays.masterId, holidays.year],
      set: {
        startDate: body.startDate,
        endDate: body.endDate,
        removed: body.recurring ? sql`${holidays.removed}` : false,
      },
    });
}

/** POST holiday/edit: create (id 0) or update at the loaded version (409 with the current one). */
export async function saveHoliday(
  tx: Db,
  entityId: number,
  body: HolidaySave,
): Promise<WriteOutcome<HolidayDetail>> {
  if (await isDuplicate(tx, entityId, body)) return { result: ResourceResult.DuplicateName };
  const values = {
    name: body.name.trim(),
    // Absent is null: an update must clear the place the holiday no longer has, not keep it.
    countryId: body.officeId != null ? null : (body.countryId ?? null),
    officeId: body.officeId ?? null,
    recurring: body.recurring,
  };
  let masterId = body.id;
  if (!masterId) {
    const [created] = await tx
      .insert(holidayMasters)
      .values({ ...values, entityId })
      .returning({ id: holidayMasters.id });
    masterId = created!.id;
  } else {
    const locked = await lockedHoliday(tx, entityId, masterId);
    if (!locked) return { result: ResourceResult.NotFound };
    if (locked.master.version !== body.version)
      return { result: ResourceResult.Conflict, current: (await getHoliday(tx, entityId, masterId))! };
    await tx
      .update(holidayMasters)
      .set({ ...values, version: sql`${holidayMasters.version} + 1`, updatedAt: sql`now()` })
      .where(eq(holidayMasters.id, masterId));
  }
  await writeFirstOccurrence(tx, masterId, body);
  return { result: ResourceResult.Success, data: (await getHoliday(tx, entityId, masterId))! };
}

/** 'yearRequired': a recurring holiday deleted once without saying which year. */
export type HolidayDeleteOutcome = ResourceResult.Success | ResourceResult.NotFound | 'yearRequired';

/**
 * POST holiday/delete. A recurring holiday deleted for one year keeps a row of that year marked removed
 * (with the dates it had, so a first year removed still gives the later years their dates); anything
 * else deletes the holiday and its rows. A year the holiday does not occur in is NotFound.
 */
export async function deleteHoliday(
  tx: Db,
  entityId: number,
  request: { id: number; forAllIterations: boolean; year: number | null },
): Promise<HolidayDeleteOutcome> {
  const locked = await lockedHoliday(tx, entityId, request.id);
  if (!locked) return ResourceResult.NotFound;
  const { master, rows } = locked;
  if (request.forAllIterations || !master.recurring) {
    await tx.delete(holidayMasters).where(eq(holidayMasters.id, master.id));
    return ResourceResult.Success;
  }
  if (request.year == null) return 'yearRequired';
  const occurrence = occurrenceIn(true, rows, request.year);
  if (!occurrence) return ResourceResult.NotFound;
  await tx
    .insert(holidays)
    .values({
      masterId: master.id,
      year: occurrence.year,
      startDate: occurrence.startDate,
      endDate: occurrence.endDate,
      removed: true,
    })
    .onConflictDoUpdate({ target: [holidays.masterId, holidays.year], set: { removed: true } });
  // The holiday changed: an edit screen opened before this answers 409 rather than undoing it.
  await tx
    .update(holidayMasters)
    .set({ version: sql`${holidayMasters.version} + 1`, updatedAt: sql`now()` })
    .where(eq(holidayMasters.id, master.id));
  return ResourceResult.Success;
}
