import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  ResourceResult,
  type ActiveLeaveType,
  type LeaveTypeDetail,
  type LeaveTypeSave,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { leaveTypes } from '../../db/schema';
import type { WriteOutcome } from '../kit/resource-definition';

// Spelled out: in a select list drizzle writes a column unqualified, which the subquery would take as r.id.
const requestCount = sql<number>`(select count(*)::int from leave_requests r where r.leave_type_id = leave_types.id)`;

const detailFields = {
  id: leaveTypes.id,
  version: leaveTypes.version,
  name: leaveTypes.name,
  code: leaveTypes.code,
  yearlyDays: leaveTypes.yearlyDays,
  isPaid: leaveTypes.isPaid,
  isActive: leaveTypes.isActive,
  requestCount,
};

const byName = [asc(sql`lower(${leaveTypes.name})`), asc(leaveTypes.id)];

/** Every type of the entity, active or not (the leave type screen). */
export function leaveTypeList(db: Db, entityId: number): Promise<LeaveTypeDetail[]> {
  return db
    .select(detailFields)
    .from(leaveTypes)
    .where(eq(leaveTypes.entityId, entityId))
    .orderBy(...byName);
}

/** The types a new request may choose. */
export function activeLeaveTypes(db: Db, entityId: number): Promise<ActiveLeaveType[]> {
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
    .where(and(eq(leaveTypes.entityId, entityId), eq(leaveTypes.isActive, true)))
    .orderBy(...byName);
}

export async function getLeaveType(db: Db, entityId: number, id: number): Promise<LeaveTypeDetail | null> {
  const [row] = await db
    .select(detailFields)
    .from(leaveTypes)
    .where(and(eq(leaveTypes.id, id), eq(leaveTypes.entityId, entityId)));
  return row ?? null;
}

/** Another type of the entity holding this code (or name), case-insensitive. */
export async function takenBy(
  db: Db,
  entityId: number,
  field: 'code' | 'name',
  value: string,
  exceptId: number,
): Promise<boolean> {
  const column = field === 'code' ? leaveTypes.code : leaveTypes.name;
  const conditions: SQL[] = [
    eq(leaveTypes.entityId, entityId),
    sql`lower(${column}) = lower(${value.trim()})`,
  ];
  if (exceptId) conditions.push(ne(leaveTypes.id, exceptId));
  const [row] = await db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(...conditions))
    .limit(1);
  return row != null;
}

/**
 * Create (id 0) or update at the loaded version. Codes are kept upper case; a code taken meanwhile
 * trips the unique index, which the caller answers as DuplicateData.
 */
export async function saveLeaveType(
  tx: Db,
  entityId: number,
  body: LeaveTypeSave,
): Promise<WriteOutcome<LeaveTypeDetail>> {
  const values = {
    name: body.name.trim(),
    code: body.code.trim().toUpperCase(),
    yearlyDays: body.yearlyDays,
    isPaid: body.isPaid,
    isActive: body.isActive,
  };
  if (!body.id) {
    const [created] = await tx
      .insert(leaveTypes)
      .values({ ...values, entityId })
      .returning({ id: leaveTypes.id });
    return { result: ResourceResult.Success, data: (await getLeaveType(tx, entityId, created!.id))! };
  }
  const current = await getLeaveType(tx, entityId, body.id);
  if (!current) return { result: ResourceResult.NotFound };
  if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
  const updated = await tx
    .update(leaveTypes)
    .set({ ...values, version: sql`${leaveTypes.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(leaveTypes.id, body.id), eq(leaveTypes.version, body.version)))
    .returning({ id: leaveTypes.id });
  if (!updated.length)
    return { result: ResourceResult.Conflict, current: (await getLeaveType(tx, entityId, body.id))! };
  return { result: ResourceResult.Success, data: (await getLeaveType(tx, entityId, body.id))! };
}
