import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { notifications, tasks, userEntities, users } from '../../db/schema';
import type { DayBoundaries } from './work-item-dates';

/**
 * The task and notification queries, built once for both kinds by `workItemRepository`, and what else the
 * two share: recipients, and whether a user has any item at all.
 */

/** Whose items, in which entity, of which types (the types the caller may see in the asked category). */
export interface Owner {
  userId: number;
  entityId: number;
}

export interface Page {
  skip: number;
  take: number;
}

type WorkItemTable = typeof tasks | typeof notifications;

/** The owner's items of the given types in the owner's entity; with `id`, only that one. */
function ownedItems(
  table: WorkItemTable,
  owner: Owner,
  types: readonly number[],
  id?: number,
): SQL | undefined {
  return and(
    id === undefined ? undefined : eq(table.id, id),
    eq(table.userId, owner.userId),
    eq(table.entityId, owner.entityId),
    inArray(table.type, [...types]),
  );
}

/** Newest first; id breaks ties so pages never overlap or skip rows created in the same instant. */
function newestFirst(table: WorkItemTable) {
  return [desc(table.createdAt), desc(table.id)];
}

export interface DayCounts {
  todayCount: number;
  yesterdayCount: number;
  olderCount: number;
  totalCount: number;
}

/** count(*) per age group in one pass; boundaries travel as ISO text so every driver binds them alike. */
function dayCountColumns(createdAt: WorkItemTable['createdAt'], b: DayBoundaries) {
  const today = sql`${b.todayStart.toISOString()}::timestamptz`;
  const yesterday = sql`${b.yesterdayStart.toISOString()}::timestamptz`;
  return {
    todayCount: sql<number>`(count(*) filter (where ${createdAt} >= ${today}))::int`,
    yesterdayCount: sql<number>`(count(*) filter (where ${createdAt} >= ${yesterday} and ${createdAt} < ${today}))::int`,
    olderCount: sql<number>`(count(*) filter (where ${createdAt} < ${yesterday}))::int`,
    totalCount: sql<number>`(count(*))::int`,
  };
}

const NO_COUNTS: DayCounts = { todayCount: 0, yesterdayCount: 0, olderCount: 0, totalCount: 0 };

/**
 * A list's filter: the owner's items of these types, and whether handled (a task done, a notification
 * read); null: handled or not alike.
 */
export interface WorkItemScope extends Owner {
  types: readonly number[];
  handled: boolean | null;
}

/** What sets one kind of work item apart: its table and the flag its user sets (done, read), with its time. */
export interface WorkItemKind<Table extends WorkItemTable> {
  table: Table;
  handled: AnyColumn;
  handledAt: AnyColumn;
  /** The values that mark an item handled, `at` being the time to store. */
  handle(at: SQL): PgUpdateSetSource<Table>;
}

/**
 * One kind's queries. With no visible type (a category the user may not see) nothing is read or changed.
 * Extra count columns (the notifications' unseen count) are added to the day counts, 0 when nothing is read.
 */
export function workItemRepository<Table extends WorkItemTable>(kind: WorkItemKind<Table>) {
  type Row = Table['$inferSelect'];
  const table: WorkItemTable = kind.table;
  const scoped = (scope: WorkItemScope) =>
    and(
      ownedItems(table, scope, scope.types),
      scope.handled == null ? undefined : eq(kind.handled, scope.handled),
    );
  const markWhere = async (db: Db, at: SQL, where: SQL | undefined) =>
    db.update(kind.table).set(kind.handle(at)).where(where).returning({ id: table.id });

  return {
    async list(db: Db, scope: WorkItemScope, page: Page): Promise<Row[]> {
      if (!scope.types.length) return [];
      return db
        .select()
        .from(table)
        .where(scoped(scope))
        .orderBy(...newestFirst(table))
        .offset(page.skip)
        .limit(page.take);
    },

    /** The day counts, and the kind's own count columns (the notifications' unseen count) beside them. */
    async count<Extra extends Record<string, SQL<number>> = Record<never, SQL<number>>>(
      db: Db,
      scope: WorkItemScope,
      boundaries: DayBoundaries,
      extra = {} as Extra,
    ) {
      type Counts = DayCounts & Record<keyof Extra, number>;
      const none = {
        ...NO_COUNTS,
        ...Object.fromEntries(Object.keys(extra).map((key) => [key, 0])),
      } as Counts;
      if (!scope.types.length) return none;
      const [row] = await db
        .select({ ...dayCountColumns(table.createdAt, boundaries), ...extra })
        .from(table)
        .where(scoped(scope));
      return (row as Counts | undefined) ?? none;
    },

    /** Marks one of the owner's items handled, keeping the first time; false when it is not theirs. */
    async mark(db: Db, owner: Owner, types: readonly number[], id: number): Promise<boolean> {
      if (!types.length) return false;
      const rows = await markWhere(
        db,
        sql`coalesce(${kind.handledAt}, now())`,
        ownedItems(table, owner, types, id),
      );
      return rows.length > 0;
    },

    /** Marks every unhandled item of the owner handled now; returns how many. */
    async markAll(db: Db, owner: Owner, types: readonly number[]): Promise<number> {
      if (!types.length) return 0;
      const rows = await markWhere(db, sql`now()`, scoped({ ...owner, types, handled: false }));
      return rows.length;
    },

    async insert(db: Db, values: PgInsertValue<Table>): Promise<Row> {
      const [row] = await db.insert(kind.table).values(values).returning();
      return row!;
    },

    async insertAll(db: Db, rows: PgInsertValue<Table>[]): Promise<number> {
      if (!rows.length) return 0;
      return (await db.insert(kind.table).values(rows).returning({ id: table.id })).length;
    },
  };
}

/** Who a task or notification is raised for. */
export interface Recipient {
  id: number;
  userType: number;
  /** Whether the user may work in the entity the item is raised in. */
  inEntity: boolean;
}

export async function findRecipient(
  db: Db,
  user: { id: number } | { loginName: string },
  entityId: number,
): Promise<Recipient | null> {
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      inEntity: sql<boolean>`exists (select 1 from ${userEntities} ue
        where ue.user_id = ${users.id} and ue.entity_id = ${entityId})`,
    })
    .from(users)
    .where(
      'id' in user ? eq(users.id, user.id) : sql`lower(${users.loginName}) = ${user.loginName.toLowerCase()}`,
    );
  return row ?? null;
}

/** Whether a user has any task or notification at all (the demo seed adds its items only once). */
export async function hasAnyWorkItem(db: Db, userId: number): Promise<boolean> {
  const [task] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.userId, userId)).limit(1);
  if (task) return true;
  const [notification] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .limit(1);
  return notification != null;
}

export async function userIdsByLogin(db: Db, loginNames: readonly string[]): Promise<Map<string, number>> {
  if (!loginNames.length) return new Map();
  const rows = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, [...loginNames]));
  return new Map(rows.map((row) => [row.loginName, row.id]));
}
