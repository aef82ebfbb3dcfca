import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { workItemRepository } from './work-items.repository';

export type TaskRow = typeof tasks.$inferSelect;

/** The tasks' lists, counts and marks: a task is handled once done. */
export const taskItems = workItemRepository({
  table: tasks,
  handled: tasks.isDone,
  handledAt: tasks.doneAt,
  handle: (doneAt) => ({ isDone: true, doneAt }),
});

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

export const insertTask: (db: Db, task: NewTask) => Promise<TaskRow> = taskItems.insert;

export const insertTasks: (db: Db, rows: (NewTask & { isDone?: boolean })[]) => Promise<number> =
  taskItems.insertAll;

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
