import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { holidayMasters, holidays, offices } from '../schema';
import type { DemoHoliday } from './demo-calendar';
import { demoHolidayPlan } from './demo-holiday-plan';

/** Every active office's id by entity and code (the holiday plan names one office by its code). */
export async function officeIdsByCode(db: Db): Promise<(entityId: number, code: string) => number | null> {
  const rows = await db
    .select({ id: offices.id, entityId: offices.entityId, code: offices.code })
    .from(offices);
  return (entityId, code) => rows.find((row) => row.entityId === entityId && row.code === code)?.id ?? null;
}

async function hasHolidays(tx: Db, holiday: DemoHoliday): Promise<boolean> {
  const scope =
    holiday.officeId != null
      ? eq(holidayMasters.officeId, holiday.officeId)
      : and(eq(holidayMasters.countryId, holiday.countryId!), isNull(holidayMasters.officeId));
  const [row] = await tx
    .select({ id: holidayMasters.id })
    .from(holidayMasters)
    .where(and(eq(holidayMasters.entityId, holiday.entityId), scope))
    .limit(1);
  return row != null;
}

/**
 * Demo public holidays per office country (and one office's own day) for the seeding year and the next
 * (demo-holiday-plan.ts). A place that already holds a holiday of the entity is left alone (HR keeps its
 * calendar from then on, and a holiday HR deleted does not come back at the next start).
 */
export async function seedDemoHolidays(db: Db, today: Date): Promise<void> {
  const plan = demoHolidayPlan(today, await officeIdsByCode(db));
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const placed = new Map<string, boolean>();
    for (const holiday of plan) {
      const place = `${holiday.entityId}|${holiday.countryId}|${holiday.officeId}`;
      // Asked once per place, before its first holiday is added.
      if (!placed.has(place)) placed.set(place, !(await hasHolidays(tx, holiday)));
      if (!placed.get(place)) continue;
      const { rows, ...master } = holiday;
      const [created] = await tx.insert(holidayMasters).values(master).returning({ id: holidayMasters.id });
      await tx.insert(holidays).values(
        rows.map((row) => ({
          masterId: created!.id,
          year: row.year,
          startDate: row.startDate,
          endDate: row.endDate,
        })),
      );
    }
  });
}

/** Every holiday a database holds, with its rows, as the demo calendar reads them. */
export async function loadHolidays(db: Db): Promise<DemoHoliday[]> {
  const rows = await db
    .select({
      id: holidayMasters.id,
      entityId: holidayMasters.entityId,
      countryId: holidayMasters.countryId,
      officeId: holidayMasters.officeId,
      name: holidayMasters.name,
      recurring: holidayMasters.recurring,
      year: holidays.year,
      startDate: holidays.startDate,
      endDate: holidays.endDate,
      removed: holidays.removed,
    })
    .from(holidayMasters)
    .innerJoin(holidays, eq(holidays.masterId, holidayMasters.id))
    .orderBy(asc(holidayMasters.id), asc(holidays.year));
  const byId = new Map<number, DemoHoliday>();
  for (const row of rows) {
    let holiday = byId.get(row.id);
    if (!holiday)
      byId.set(
        row.id,
        (holiday = {
          entityId: row.entityId,
          countryId: row.countryId,
          officeId: row.officeId,
          name: row.name,
          recurring: row.recurring,
          rows: [],
        }),
      );
    holiday.rows.push({
      year: row.year,
      startDate: row.startDate,
      endDate: row.endDate,
      removed: row.removed,
    });
  }
  return [...byId.values()];
}
