import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Advisory lock classes (the first key; the entity is the second), one per rule no index can hold. */
const LOCK_CLASSES = {
  /** Rows of one service type may not overlap. */
  workloadMatrix: 7401,
  /** Names are unique per entity whatever their case. */
  otherManday: 7402,
} as const;

/**
 * Serialises the saves of one entity's configuration table until the transaction ends, so a check of the
 * other rows (an overlap, a taken name) cannot miss a row another save is writing at the same time.
 */
export async function lockEntityConfig(
  tx: Db,
  kind: keyof typeof LOCK_CLASSES,
  entityId: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASSES[kind]}, ${entityId})`);
}
