import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { Permissions } from '@portal/domain';
import type { Db } from '../../db/client';
import { rolePermissions, staff, userEntities, userRoles, users } from '../../db/schema';

/**
 * Who approves a staff's leave (docs/hr-leave.md, "Leave requests"): the active accounts of the staff's
 * manager that may work in the entity; when there are none (no manager, or a manager without a usable
 * account), every active holder of LeaveSummary.HrApprove in the entity. Nobody is ever the approver of
 * their own leave. Computed when asked, so a change of manager or of HR reroutes pending requests.
 */

export interface Approver {
  id: number;
  fullName: string;
}

export interface ApproverRoute {
  /** True when HR approves (the requester then hears LeaveApprovedHrLeave). */
  hrApproval: boolean;
  approvers: Approver[];
}

const inEntity = (entityId: number) =>
  sql`exists (select 1 from ${userEntities} ue where ue.user_id = ${users.id} and ue.entity_id = ${entityId})`;

/** SQL: the staff row's manager has an active account in the entity (so HR does not approve). */
export function managerReachable(entityId: number): SQL {
  return sql`exists (select 1 from ${users} mu
    join ${userEntities} mue on mue.user_id = mu.id and mue.entity_id = ${entityId}
    where mu.staff_id = ${staff.managerStaffId} and mu.is_active)`;
}

/** SQL over `staff`: rows whose leave the caller approves (as their manager, or as HR for the rest). */
export function approvedByCaller(
  entityId: number,
  caller: { staffId: number | null; hrApprove: boolean },
): SQL | undefined {
  return or(
    caller.staffId != null ? eq(staff.managerStaffId, caller.staffId) : undefined,
    caller.hrApprove
      ? and(sql`not ${managerReachable(entityId)}`, ne(staff.id, caller.staffId ?? -1))
      : undefined,
  );
}

export async function leaveApprovers(db: Db, entityId: number, staffId: number): Promise<ApproverRoute> {
  const [subject] = await db
    .select({ managerStaffId: staff.managerStaffId })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.entityId, entityId)));
  if (!subject) return { hrApproval: false, approvers: [] };
  if (subject.managerStaffId != null) {
    const managers = await db
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(and(eq(users.staffId, subject.managerStaffId), eq(users.isActive, true), inEntity(entityId)))
      .orderBy(asc(users.id));
    if (managers.length) return { hrApproval: false, approvers: managers };
  }
  const hr = await db
    .selectDistinct({ id: users.id, fullName: users.fullName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(
      and(
        sql`lower(${rolePermissions.permission}) = lower(${Permissions.LeaveSummary.HrApprove})`,
        eq(users.isActive, true),
        inEntity(entityId),
        // Not the requester's own account(s): nobody approves their own leave.
        sql`${users.staffId} is distinct from ${staffId}`,
      ),
    )
    .orderBy(asc(users.id));
  return { hrApproval: true, approvers: hr };
}
