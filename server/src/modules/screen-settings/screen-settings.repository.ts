import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { SavedFilter } from '@portal/domain';
import type { Db } from '../../db/client';
import { userColumnChoices, userSavedFilters } from '../../db/schema';

/** Every query names the user (and the entity for filters): a user only ever reaches their own rows. */
export interface FilterOwner {
  userId: number;
  entityId: number;
  screen: string;
}

const fields = {
  id: userSavedFilters.id,
  name: userSavedFilters.name,
  payload: userSavedFilters.payload,
  isDefault: userSavedFilters.isDefault,
  createdAt: userSavedFilters.createdAt,
};

const owned = (owner: FilterOwner) =>
  and(
    eq(userSavedFilters.userId, owner.userId),
    eq(userSavedFilters.entityId, owner.entityId),
    eq(userSavedFilters.screen, owner.screen),
  );

function toDto(row: {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  isDefault: boolean;
  createdAt: Date;
}): SavedFilter {
  return {
    id: row.id,
    name: row.name,
    payload: row.payload,
    isDefault: row.isDefault,
    createdOn: row.createdAt.toISOString(),
  };
}

export async function listFilters(db: Db, owner: FilterOwner): Promise<SavedFilter[]> {
  const rows = await db
    .select(fields)
    .from(userSavedFilters)
    .where(owned(owner))
    .orderBy(sql`lower(${userSavedFilters.name})`, asc(userSavedFilters.id));
  return rows.map(toDto);
}

export async function countFilters(db: Db, owner: FilterOwner): Promise<number> {
  const [row] = await db.select({ total: count() }).from(userSavedFilters).where(owned(owner));
  return Number(row?.total ?? 0);
}

/** Saves by name (case-insensitive): the same name replaces. One default per screen at most. */
export async function saveFilter(
  tx: Db,
  owner: FilterOwner,
  body: { name: string; payload: Record<string, unknown>; isDefault: boolean },
): Promise<SavedFilter> {
  const name = body.name.trim();
  const [existing] = await tx
    .select({ id: userSavedFilters.id })
    .from(userSavedFilters)
    .where(and(owned(owner), sql`lower(${userSavedFilters.name}) = lower(${name})`))
    .limit(1);
  let id: number;
  if (existing) {
    await tx
      .update(userSavedFilters)
      .set({ name, payload: body.payload, isDefault: body.isDefault, updatedAt: sql`now()` })
      .where(eq(userSavedFilters.id, existing.id));
    id = existing.id;
  } else {
    const [row] = await tx
      .insert(userSavedFilters)
      .values({ ...owner, name, payload: body.payload, isDefault: body.isDefault })
      .returning({ id: userSavedFilters.id });
    id = row!.id;
  }
  if (body.isDefault)
    await tx
      .update(userSavedFilters)
      .set({ isDefault: false })
      .where(and(owned(owner), ne(userSavedFilters.id, id)));
  const [saved] = await tx.select(fields).from(userSavedFilters).where(eq(userSavedFilters.id, id));
  return toDto(saved!);
}

/** false when the filter is not the user's own (or does not exist): the same answer either way. */
export async function deleteFilter(db: Db, owner: FilterOwner, id: number): Promise<boolean> {
  const deleted = await db
    .delete(userSavedFilters)
    .where(and(owned(owner), eq(userSavedFilters.id, id)))
    .returning({ id: userSavedFilters.id });
  return deleted.length > 0;
}

export async function getColumns(db: Db, userId: number, screen: string): Promise<string[] | null> {
  const [row] = await db
    .select({ columns: userColumnChoices.columns })
    .from(userColumnChoices)
    .where(and(eq(userColumnChoices.userId, userId), eq(userColumnChoices.screen, screen)));
  return row?.columns ?? null;
}

export async function saveColumns(db: Db, userId: number, screen: string, columns: string[]): Promise<void> {
  await db
    .insert(userColumnChoices)
    .values({ userId, screen, columns })
    .onConflictDoUpdate({
      target: [userColumnChoices.userId, userColumnChoices.screen],
      set: { columns, updatedAt: sql`now()` },
    });
}
