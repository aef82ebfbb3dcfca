import { and, asc, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ExpenseStatus, Permissions } from '@portal/domain';
import type { Db } from '../../db/client';
import { expenseClaims, rolePermissions, staff, userEntities, userRoles, users } from '../../db/schema';
import { managerReachable } from '../hr-leave/leave-approvers';
import type { ExpenseCaller } from './expense-caller';

/**
 * Who takes the next step of a claim (docs/hr-expenses.md, "Who does what"):
 * - check (Pending): the active accounts of the claimant's manager that may work in the entity; when
 *   there are none, every active holder of ExpenseSummary.Approve in the entity;
 * - approve (Checked): the holders of ExpenseSummary.Approve;
 * - pay (Approved): the holders of ExpenseSummary.Pay.
 * Never the claimant, whatever they hold, and never someone who already took a step of the same claim
 * (four eyes: the checker does not approve, neither of them pays). Computed when asked, so a change of
 * manager or of roles reroutes waiting claims; tasks go to the actors of the moment of the step.
 */

export type WaitingStep = 'check' | 'approve' | 'pay';

export interface ExpenseActor {
  id: number;
  fullName: string;
}

export interface StepRoute {
  step: WaitingStep | null;
  actors: ExpenseActor[];
  /** The check went to the Approve holders (no manager with a usable account). */
  viaHr: boolean;
}

/** What the route of a claim depends on. */
export interface RoutedClaim {
  staffId: number;
  status: number;
  checkedBy: number | null;
  approvedBy: number | null;
}

const inEntity = (entityId: number) =>
  sql`exists (select 1 from ${userEntities} ue where ue.user_id = ${users.id} and ue.entity_id = ${entityId})`;

async function managerAccounts(db: Db, entityId: number, staffId: number): Promise<ExpenseActor[]> {
  const [claimant] = await db
    .select({ managerStaffId: staff.managerStaffId })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.entityId, entityId)));
  if (claimant?.managerStaffId == null) return [];
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.staffId, claimant.managerStaffId),
        // A manager who is somehow the claimant (bad data) is still not their own checker.
        sql`${users.staffId} is distinct from ${staffId}`,
        eq(users.isActive, true),
        inEntity(entityId),
      ),
    )
    .orderBy(asc(users.id));
}

async function permissionHolders(
  db: Db,
  entityId: number,
  permission: string,
  claim: RoutedClaim,
): Promise<ExpenseActor[]> {
  const earlier = [claim.checkedBy, claim.approvedBy].filter((id): id is number => id != null);
  return db
    .selectDistinct({ id: users.id, fullName: users.fullName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(
      and(
        sql`lower(${rolePermissions.permission}) = lower(${permission})`,
        eq(users.isActive, true),
        inEntity(entityId),
        sql`${users.staffId} is distinct from ${claim.staffId}`,
        earlier.length ? notInArray(users.id, earlier) : undefined,
      ),
    )
    .orderBy(asc(users.id));
}

export async function stepRoute(db: Db, entityId: number, claim: RoutedClaim): Promise<StepRoute> {
  switch (claim.status) {
    case ExpenseStatus.Pending: {
      const managers = await managerAccounts(db, entityId, claim.staffId);
      if (managers.length) return { step: 'check', actors: managers, viaHr: false };
      const hr = await permissionHolders(db, entityId, Permissions.ExpenseSummary.Approve, claim);
      return { step: 'check', actors: hr, viaHr: true };
    }
    case ExpenseStatus.Checked:
      return {
        step: 'approve',
        actors: await permissionHolders(db, entityId, Permissions.ExpenseSummary.Approve, claim),
        viaHr: false,
      };
    case ExpenseStatus.Approved:
      return {
        step: 'pay',
        actors: await permissionHolders(db, entityId, Permissions.ExpenseSummary.Pay, claim),
        viaHr: false,
      };
    default:
      return { step: null, actors: [], viaHr: false };
  }
}

/**
 * SQL over expense_claims joined with the claimant's `staff` row: the claims waiting for the caller,
 * the same rule as stepRoute (the caller is signed in to the entity, so their account is usable).
 */
export function waitingForCaller(caller: ExpenseCaller): SQL | undefined {
  const notOwn = sql`${expenseClaims.staffId} is distinct from ${caller.staffId}`;
  const notEarlier = and(
    sql`${expenseClaims.checkedBy} is distinct from ${caller.userId}`,
    sql`${expenseClaims.approvedBy} is distinct from ${caller.userId}`,
  );
  return or(
    and(
      eq(expenseClaims.status, ExpenseStatus.Pending),
      notOwn,
      or(
        caller.staffId != null ? eq(staff.managerStaffId, caller.staffId) : undefined,
        caller.approve ? sql`not ${managerReachable(caller.entityId)}` : undefined,
      ),
    ),
    caller.approve ? and(eq(expenseClaims.status, ExpenseStatus.Checked), notOwn, notEarlier) : undefined,
    caller.pay ? and(eq(expenseClaims.status, ExpenseStatus.Approved), notOwn, notEarlier) : undefined,
  );
}

/**
 * SQL: the claims a caller may see. Their own, their direct reports', those they took a step on or that
 * wait for them; with ViewAll every claim of the entity.
 */
export function visibleTo(caller: ExpenseCaller): SQL | undefined {
  if (caller.viewAll) return undefined;
  return or(
    caller.staffId != null ? eq(expenseClaims.staffId, caller.staffId) : undefined,
    caller.staffId != null ? eq(staff.managerStaffId, caller.staffId) : undefined,
    eq(expenseClaims.checkedBy, caller.userId),
    eq(expenseClaims.approvedBy, caller.userId),
    eq(expenseClaims.paidBy, caller.userId),
    eq(expenseClaims.rejectedBy, caller.userId),
    waitingForCaller(caller),
  );
}
