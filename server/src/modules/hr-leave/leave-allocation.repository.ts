import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  ActiveLeaveType,
  LeaveAllocationChange,
  LeaveAllocationFilter,
  LeaveAllocationRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { leaveAllocations, leaveTypes, offices, staff } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';

export type AllocationQuery = SearchQuery<LeaveAllocationFilter>;

const SORT_COLUMNS: Record<string, SQL> = {
  fullName: sql`${staff.fullName}`,
  employeeNo: sql`${staff.employeeNo}`,
  officeName: sql`${offices.name}`,
};

function staffCondition(entityId: number, query: AllocationQuery): SQL | undefined {
  return allOf(
    eq(staff.entityId, entityId),
    textMatches(query.searchText, [staff.fullName, staff.employeeNo]),
    idIn(staff.id, query.idList),
    idIn(staff.officeId, query.filter.officeIds),
  );
}

/**
 * The columns of a year: the entity's active types, then inactive ones still holding an allocation of
 * that year (so nothing set is hidden).
 */
export function allocationTypes(db: Db, entityId: number, year: number): Promise<ActiveLeaveType[]> {
  const allocatedThatYear = sql`exists (select 1 from leave_allocations a where a.leave_type_id = leave_types.id and a.year = ${year})`;
  return db
    .select({
      id: leaveTypes.id,
      name: leaveTypes.name,
      code: leaveTypes.code,
      isPaid: leaveTypes.isPaid,
      isActive: leaveTypes.isActive,
      yearlyDays: leaveTypes.yearlyDays,
    })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.entityId, entityId), or(eq(leaveTypes.isActive, true), allocatedThatYear)))
    .orderBy(sql`${leaveTypes.isActive} desc`, asc(sql`lower(${leaveTypes.name})`), asc(leaveTypes.id));
}

/** One page of the entity's staff with each column type's days of the year (allocation, else yearly days). */
export async function allocationPage(
  db: Db,
  entityId: number,
  query: AllocationQuery,
  types: readonly ActiveLeaveType[],
): Promise<{ rows: LeaveAllocationRow[]; total: number }> {
  const where = staffCondition(entityId, query);
  let paged = db
    .select({
      staffId: staff.id,
      employeeNo: staff.employeeNo,
      fullName: staff.fullName,
      officeName: offices.name,
    })
    .from(staff)
    .leftJoin(offices, eq(offices.id, staff.officeId))
    .where(where)
    .orderBy(...orderBy(query.sort, SORT_COLUMNS, staff.id, ['fullName', 'employeeNo', 'officeName']))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) paged = paged.limit(query.take);
  const [people, [counted]] = await Promise.all([
    paged,
    db.select({ total: count() }).from(staff).leftJoin(offices, eq(offices.id, staff.officeId)).where(where),
  ]);
  const allocated =
    people.length && types.length
      ? await db
          .select()
          .from(leaveAllocations)
          .where(
            and(
              eq(leaveAllocations.year, query.filter.year),
              inArray(
                leaveAllocations.staffId,
                people.map((person) => person.staffId),
              ),
              inArray(
                leaveAllocations.leaveTypeId,
                types.map((type) => type.id),
              ),
            ),
          )
      : [];
  const set = new Map(allocated.map((row) => [`${row.staffId}:${row.leaveTypeId}`, row.days]));
  const rows = people.map((person) => ({
    ...person,
    allocations: types.map((type) => {
      const days = set.get(`${person.staffId}:${type.id}`);
      return { leaveTypeId: type.id, days: days ?? type.yearlyDays, allocated: days !== undefined };
    }),
  }));
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Ids among `ids` that are staff (or types) of the entity. */
export async function entityIds(
  db: Db,
  entityId: number,
  table: 'staff' | 'leaveTypes',
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const source = table === 'staff' ? staff : leaveTypes;
  const rows = await db
    .select({ id: source.id })
    .from(source)
    .where(and(eq(source.entityId, entityId), inArray(source.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}

/** Sets or removes (days null) each cell of the year; the caller runs it in one transaction. */
export async function saveAllocations(
  tx: Db,
  year: number,
  changes: readonly LeaveAllocationChange[],
): Promise<void> {
  for (const change of changes) {
    const key = and(
      eq(leaveAllocations.staffId, change.staffId),
      eq(leaveAllocations.leaveTypeId, change.leaveTypeId),
      eq(leaveAllocations.year, year),
    );
    if (change.days === null) await tx.delete(leaveAllocations).where(key);
    else
      await tx
        .insert(leaveAllocations)
        .values({ staffId: change.staffId, leaveTypeId: change.leaveTypeId, year, days: change.days })
        .onConflictDoUpdate({
          target: [leaveAllocations.staffId, leaveAllocations.leaveTypeId, leaveAllocations.year],
          set: { days: change.days },
        });
  }
}
