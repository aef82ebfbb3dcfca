import { and, count, eq, sql } from 'drizzle-orm';
import { ResourceResult, type VersionedRecord } from '@portal/domain';
import type { Db } from '../../db/client';
import { orderBy } from '../../lib/search/sql-filters';
import { rowExists } from './column-queries';
import type { HierarchyLevel } from './hierarchy-levels';
import type { LevelBody } from './hierarchy-writes';
import type { ResourceRepository } from './resource-definition';

/**
 * The repository of one level: searching, optimistic-locking writes and the delete refusal. Reference
 * data shared by every entity: the scope argument is not needed.
 */
export function levelRepository<Row, Detail extends VersionedRecord, Create, Filter extends object>(
  level: HierarchyLevel,
): ResourceRepository<Row, Detail, Create, Filter> {
  const { table } = level;

  async function get(db: Db, id: number): Promise<Detail | null> {
    const query = db.select(level.detailFields).from(table).$dynamic();
    const [row] = await level.joinAncestors(query).where(eq(table.id, id)).limit(1);
    return (row as Detail | undefined) ?? null;
  }

  return {
    async page(db, query) {
      const select = db.select(level.rowFields).from(table).$dynamic();
      let paged = level
        .joinRows(select)
        .where(level.condition(query))
        .orderBy(...orderBy(query.sort, level.sortColumns, table.id, level.textSortFields))
        .offset(query.skip);
      if (query.take != null) paged = paged.limit(query.take);
      return (await paged) as Row[];
    },

    async count(db, query) {
      const select = db.select({ total: count() }).from(table).$dynamic();
      const [row] = await level.joinAncestors(select).where(level.condition(query));
      return Number(row?.total ?? 0);
    },

    get: (db, id) => get(db, id),

    async create(tx, raw) {
      const body = raw as unknown as LevelBody;
      if (level.idGiven && (await rowExists(tx, table.id, body.id!)))
        return { result: ResourceResult.DuplicateData };
      const refused = await level.refusal(tx, body);
      if (refused) return refused;
      const [row] = await tx
        .insert(table)
        .values({ ...(level.idGiven ? { id: body.id } : {}), ...level.values(body) } as never)
        .returning({ id: table.id });
      return { result: ResourceResult.Success, data: (await get(tx, (row as { id: number }).id))! };
    },

    async update(tx, raw) {
      const body = raw as unknown as LevelBody & { id: number; version: number };
      const current = await get(tx, body.id);
      if (!current) return { result: ResourceResult.NotFound };
      if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
      const refused = await level.refusal(tx, body, body.id);
      if (refused) return refused;
      const updated = await tx
        .update(table)
        .set({ ...level.values(body), version: sql`${table.version} + 1`, updatedAt: sql`now()` } as never)
        .where(and(eq(table.id, body.id), eq(table.version, body.version)))
        .returning({ id: table.id });
      // Someone saved between our read and this write: theirs stands.
      if (!updated.length) return { result: ResourceResult.Conflict, current: (await get(tx, body.id))! };
      return { result: ResourceResult.Success, data: (await get(tx, body.id))! };
    },

    async remove(tx, id) {
      if (!(await rowExists(tx, table.id, id))) return ResourceResult.NotFound;
      for (const column of level.usedBy) if (await rowExists(tx, column, id)) return ResourceResult.InUse;
      await tx.delete(table).where(eq(table.id, id));
      return ResourceResult.Success;
    },
  };
}
