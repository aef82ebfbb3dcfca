import { and, count, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LeaveStatus, type LeaveFilter, type LeaveRow } from '@portal/domain';
import type { Db } from '../../db/client';
import { leaveRequests, leaveTypes, staff, users } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { approvedByCaller } from './leave-approvers';
import type { LeaveCaller } from './leave-caller';

const actor = alias(users, 'actor');
const creator = alias(users, 'creator');

const rowFields = {
  id: leaveRequests.id,
  staffId: leaveRequests.staffId,
  staffName: staff.fullName,
  employeeNo: staff.employeeNo,
  leaveTypeId: leaveRequests.leaveTypeId,
  leaveTypeName: leaveTypes.name,
  leaveTypeCode: leaveTypes.code,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  startDayType: leaveRequests.startDayType,
  endDayType: leaveRequests.endDayType,
  days: leaveRequests.days,
  status: leaveRequests.status,
  reason: leaveRequests.reason,
  createdAt: leaveRequests.createdAt,
  actedByName: actor.fullName,
  actedAt: leaveRequests.actedAt,
  comment: leaveRequests.comment,
};

type RawRow = Omit<LeaveRow, 'createdAt' | 'actedAt'> & { createdAt: Date; actedAt: Date | null };

const toRow = (row: RawRow): LeaveRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  actedAt: row.actedAt ? row.actedAt.toISOString() : null,
});

const SORT_COLUMNS: Record<string, SQL> = {
  staffName: sql`${staff.fullName}`,
  employeeNo: sql`${staff.employeeNo}`,
  leaveTypeName: sql`${leaveTypes.name}`,
  startDate: sql`${leaveRequests.startDate}`,
  endDate: sql`${leaveRequests.endDate}`,
  days: sql`${leaveRequests.days}`,
  status: sql`${leaveRequests.status}`,
  createdAt: sql`${leaveRequests.createdAt}`,
};
const TEXT_SORTS = ['staffName', 'employeeNo', 'leaveTypeName'];

export type LeaveQuery = SearchQuery<Partial<LeaveFilter>>;

/**
 * The requests a caller may see: their own, those they approve (their reports', or as HR those of staff
 * without a reachable manager), and with ViewAll every request of the entity.
 */
export function visibleTo(caller: LeaveCaller): SQL | undefined {
  if (caller.viewAll) return undefined;
  return or(eq(leaveRequests.staffId, caller.staffId ?? -1), approvedByCaller(caller.entityId, caller));
}

function condition(caller: LeaveCaller, query: LeaveQuery): SQL | undefined {
  const { filter } = query;
  return allOf(
    eq(leaveRequests.entityId, caller.entityId),
    visibleTo(caller),
    textMatches(query.searchText, [staff.fullName, staff.employeeNo, leaveTypes.name, leaveRequests.reason]),
    idIn(leaveRequests.id, query.idList),
    filter.statuses?.length ? inArray(leaveRequests.status, filter.statuses) : undefined,
    idIn(leaveRequests.leaveTypeId, filter.leaveTypeIds),
    idIn(leaveRequests.staffId, filter.staffIds),
    filter.fromDate ? gte(leaveRequests.endDate, filter.fromDate) : undefined,
    filter.toDate ? lte(leaveRequests.startDate, filter.toDate) : undefined,
    filter.year
      ? and(
          lte(leaveRequests.startDate, `${filter.year}-12-31`),
          gte(leaveRequests.endDate, `${filter.year}-01-01`),
        )
      : undefined,
    filter.toApprove
      ? and(approvedByCaller(caller.entityId, caller), ne(leaveRequests.staffId, caller.staffId ?? -1))
      : undefined,
  );
}

function joined<T extends Record<string, unknown>>(db: Db, fields: T) {
  return db
    .select(fields as never)
    .from(leaveRequests)
    .innerJoin(staff, eq(staff.id, leaveRequests.staffId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .leftJoin(actor, eq(actor.id, leaveRequests.actedBy))
    .leftJoin(creator, eq(creator.id, leaveRequests.createdBy))
    .$dynamic();
}

export async function leavePage(db: Db, caller: LeaveCaller, query: LeaveQuery): Promise<LeaveRow[]> {
  let paged = joined(db, rowFields)
    .where(condition(caller, query))
    .orderBy(...orderBy(query.sort, SORT_COLUMNS, leaveRequests.id, TEXT_SORTS))
    .offset(query.skip);
  if (query.take != null) paged = paged.limit(query.take);
  return ((await paged) as unknown as RawRow[]).map(toRow);
}

export async function leaveCount(db: Db, caller: LeaveCaller, query: LeaveQuery): Promise<number> {
  const [row] = (await joined(db, { total: count() }).where(condition(caller, query))) as unknown as {
    total: number;
  }[];
  return Number(row?.total ?? 0);
}

/** One request of the entity with what the detail needs beyond the row, or null. */
export async function findLeave(db: Db, entityId: number, id: number) {
  const [row] = (await joined(db, {
    ...rowFields,
    version: leaveRequests.version,
    createdBy: leaveRequests.createdBy,
    createdByName: creator.fullName,
    actedBy: leaveRequests.actedBy,
  }).where(and(eq(leaveRequests.id, id), eq(leaveRequests.entityId, entityId)))) as unknown as (RawRow & {
    version: number;
    createdBy: number | null;
    createdByName: string | null;
    actedBy: number | null;
  })[];
  return row
    ? {
        ...toRow(row),
        version: row.version,
        createdBy: row.createdBy,
        actedBy: row.actedBy,
        createdByName: row.createdByName,
      }
    : null;
}

export type LeaveRecord = NonNullable<Awaited<ReturnType<typeof findLeave>>>;

/** The staff's pending and approved requests touching [from, to], except one (the request being edited). */
export function activeRequestsOf(
  db: Db,
  staffId: number,
  range: { from: string; to: string },
  options: { exceptId?: number; leaveTypeId?: number } = {},
) {
  return db
    .select({
      id: leaveRequests.id,
      leaveTypeId: leaveRequests.leaveTypeId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      startDayType: leaveRequests.startDayType,
      endDayType: leaveRequests.endDayType,
      days: leaveRequests.days,
      status: leaveRequests.status,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.staffId, staffId),
        inArray(leaveRequests.status, [LeaveStatus.Pending, LeaveStatus.Approved]),
        lte(leaveRequests.startDate, range.to),
        gte(leaveRequests.endDate, range.from),
        options.exceptId ? ne(leaveRequests.id, options.exceptId) : undefined,
        options.leaveTypeId ? eq(leaveRequests.leaveTypeId, options.leaveTypeId) : undefined,
      ),
    )
    .orderBy(leaveRequests.startDate, leaveRequests.id);
}

export type ActiveRequest = Awaited<ReturnType<typeof activeRequestsOf>>[number];

/**
 * Moves a request from one of `from` to `to` at once: the WHERE on the status makes two simultaneous
 * decisions impossible (the second updates nothing). Answers whether it moved.
 */
export async function moveStatus(
  db: Db,
  id: number,
  from: readonly LeaveStatus[],
  to: LeaveStatus,
  actedBy: number,
  comment: string | null,
): Promise<boolean> {
  const rows = await db
    .update(leaveRequests)
    .set({
      status: to,
      actedBy,
      actedAt: sql`now()`,
      comment,
      version: sql`${leaveRequests.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(leaveRequests.id, id), inArray(leaveRequests.status, [...from])))
    .returning({ id: leaveRequests.id });
  return rows.length > 0;
}
