import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import type { DayBoundaries } from './work-item-dates';
import {
  dayCountColumns,
  newestFirst,
  NO_COUNTS,
  ownedItems,
  type DayCounts,
  type Owner,
  type Page,
} from './work-items.repository';

export type TaskRow = typeof tasks.$inferSelect;

export interface TaskScope extends Owner {
  types: readonly number[];
  /** null: open and done alike. */
  isDone: boolean | null;
}

function taskWhere(scope: TaskScope): SQL | undefined {
  return and(
    ownedItems(tasks, scope, scope.types),
    scope.isDone == null ? undefined : eq(tasks.isDone, scope.isDone),
  );
}

export async function listTasks(db: Db, scope: TaskScope, page: Page): Promise<TaskRow[]> {
  if (!scope.types.length) return [];
  return db
    .select()
    .from(tasks)
    .where(taskWhere(scope))
    .orderBy(...newestFirst(tasks))
    .offset(page.skip)
    .limit(page.take);
}

export async function countTasks(db: Db, scope: TaskScope, boundaries: DayBoundaries): Promise<DayCounts> {
  if (!scope.types.length) return NO_COUNTS;
  const [row] = await db
    .select(dayCountColumns(tasks.createdAt, boundaries))
    .from(tasks)
    .where(taskWhere(scope));
  return row ?? NO_COUNTS;
}

/** Marks one of the owner's tasks done; false when it is not theirs (or not in this entity). */
export async function markTaskDone(
  db: Db,
  owner: Owner,
  types: readonly number[],
  id: number,
): Promise<boolean> {
  if (!types.length) return false;
  const rows = await db
    .update(tasks)
    .set({ isDone: true, doneAt: sql`coalesce(${tasks.doneAt}, now())` })
    .where(ownedItems(tasks, owner, types, id))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

export async function markAllTasksDone(db: Db, owner: Owner, types: readonly number[]): Promise<number> {
  if (!types.length) return 0;
  const rows = await db
    .update(tasks)
    .set({ isDone: true, doneAt: sql`now()` })
    .where(taskWhere({ ...owner, types, isDone: false }))
    .returning({ id: tasks.id });
  return rows.length;
}

export interface NewTask {
  userId: number;
  entityId: number;
  type: number;
  linkId: number | null;
  parentId: number | null;
  staffName: string | null;
  /** Absent: now (the database clock). */
  createdAt?: Date;
}

export async function insertTask(db: Db, task: NewTask): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(task).returning();
  return row!;
}

export async function insertTasks(db: Db, rows: (NewTask & { isDone?: boolean })[]): Promise<number> {
  if (!rows.length) return 0;
  return (await db.insert(tasks).values(rows).returning({ id: tasks.id })).length;
}

/** Closes the open tasks about one record, whoever holds them; returns how many were closed. */
export async function closeOpenTasks(
  db: Db,
  types: readonly number[],
  linkId: number,
  entityId: number | null,
): Promise<number> {
  if (!types.length) return 0;
  const rows = await db
    .update(tasks)
    .set({ isDone: true, doneAt: sql`now()` })
    .where(
      and(
        inArray(tasks.type, [...types]),
        eq(tasks.linkId, linkId),
        eq(tasks.isDone, false),
        entityId == null ? undefined : eq(tasks.entityId, entityId),
      ),
    )
    .returning({ id: tasks.id });
  return rows.length;
}
