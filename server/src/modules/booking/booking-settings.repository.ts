import type { BookingSettings, EntityBookingRules } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entityBookingSettings } from '../../db/schema';

/** No row yet: suppliers and factories may cancel and reschedule within the spec's status lists. */
const DEFAULTS: BookingSettings = {
  supplierMayCancelAfterRequested: true,
  supplierMayRescheduleAfterRequested: true,
  version: 0,
};

export async function loadBookingSettings(db: Db, entityId: number): Promise<BookingSettings> {
  const [row] = await db
    .select({
      supplierMayCancelAfterRequested: entityBookingSettings.supplierMayCancelAfterRequested,
      supplierMayRescheduleAfterRequested: entityBookingSettings.supplierMayRescheduleAfterRequested,
      version: entityBookingSettings.version,
    })
    .from(entityBookingSettings)
    .where(eq(entityBookingSettings.entityId, entityId));
  return row ?? DEFAULTS;
}

/** Writes the entity's settings at the version read (0: none stored yet); null when someone saved since. */
export async function saveBookingSettings(
  tx: Db,
  entityId: number,
  body: BookingSettings,
): Promise<BookingSettings | null> {
  const values = {
    supplierMayCancelAfterRequested: body.supplierMayCancelAfterRequested,
    supplierMayRescheduleAfterRequested: body.supplierMayRescheduleAfterRequested,
  };
  const [row] = await tx
    .insert(entityBookingSettings)
    .values({ entityId, ...values, version: 1 })
    .onConflictDoUpdate({
      target: entityBookingSettings.entityId,
      set: { ...values, version: sql`${entityBookingSettings.version} + 1`, updatedAt: new Date() },
      setWhere: sql`${entityBookingSettings.version} = ${body.version}`,
    })
    .returning();
  if (!row || (body.version === 0 && row.version !== 1)) return null;
  return {
    supplierMayCancelAfterRequested: row.supplierMayCancelAfterRequested,
    supplierMayRescheduleAfterRequested: row.supplierMayRescheduleAfterRequested,
    version: row.version,
  };
}

export type { EntityBookingRules };
