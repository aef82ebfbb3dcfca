import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { leaveAllocations, leaveTypes, staff } from '../schema';

/** The same four types in both demo entities. */
const TYPES = [
  { name: 'Annual leave', code: 'AL', yearlyDays: 15, isPaid: true },
  { name: 'Sick leave', code: 'SL', yearlyDays: 10, isPaid: true },
  { name: 'Unpaid leave', code: 'UL', yearlyDays: 30, isPaid: false },
  { name: 'Compassionate leave', code: 'CL', yearlyDays: 3, isPaid: true },
] as const;

const ENTITIES = [1, 2];

/**
 * This year's overrides in entity 1 (seniority and a carried-over half day). Never below the type's
 * yearly days, so the demo leave requests that follow still fit their balances.
 */
const ALLOCATIONS: { employeeNo: string; code: (typeof TYPES)[number]['code']; days: number }[] = [
  { employeeNo: 'E0001', code: 'AL', days: 20 },
  { employeeNo: 'E0002', code: 'AL', days: 18 },
  { employeeNo: 'E0003', code: 'AL', days: 16.5 },
  { employeeNo: 'E0004', code: 'SL', days: 12 },
];

/**
 * Demo leave types and this year's allocation overrides (runs before the demo leave requests). An entity
 * that already has leave types is left alone, so what HR changed or removed stays so at the next start.
 */
export async function seedDemoLeaveTypes(db: Db, today: Date): Promise<void> {
  const year = today.getUTCFullYear();
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const entityId of ENTITIES) {
      const [existing] = await tx
        .select({ id: leaveTypes.id })
        .from(leaveTypes)
        .where(eq(leaveTypes.entityId, entityId))
        .limit(1);
      if (existing) continue;
      const created = await tx
        .insert(leaveTypes)
        .values(TYPES.map((type) => ({ ...type, entityId })))
        .returning({ id: leaveTypes.id, code: leaveTypes.code });
      if (entityId !== 1) continue;
      const typeIds = new Map(created.map((row) => [row.code, row.id]));
      const people = await tx
        .select({ id: staff.id, employeeNo: staff.employeeNo })
        .from(staff)
        .where(
          and(
            eq(staff.entityId, entityId),
            inArray(
              staff.employeeNo,
              ALLOCATIONS.map((allocation) => allocation.employeeNo),
            ),
          ),
        );
      const staffIds = new Map(people.map((row) => [row.employeeNo, row.id]));
      const rows = ALLOCATIONS.filter((allocation) => staffIds.has(allocation.employeeNo)).map(
        (allocation) => ({
          staffId: staffIds.get(allocation.employeeNo)!,
          leaveTypeId: typeIds.get(allocation.code)!,
          year,
          days: allocation.days,
        }),
      );
      if (rows.length) await tx.insert(leaveAllocations).values(rows);
    }
  });
}
