import type { FastifyRequest } from 'fastify';
import { hasPermission, Permissions } from '@portal/domain';
import type { Db } from '../../db/client';
import { ownStaffId } from '../hr-staff/staff-queries';

/** Who asks, as the expense rules see it (docs/hr-expenses.md). */
export interface ExpenseCaller {
  userId: number;
  entityId: number;
  /** The caller's own staff record in the entity (users.staff_id): their claims are the ones of this staff. */
  staffId: number | null;
  /** ExpenseSummary.ViewAll: sees every claim of the entity. */
  viewAll: boolean;
  /** ExpenseSummary.Approve: approves checked claims, and checks those of staff without a manager. */
  approve: boolean;
  /** ExpenseSummary.Pay: pays approved claims. */
  pay: boolean;
}

export async function expenseCallerOf(
  db: Db,
  user: { id: number; permissions: string[] },
  entityId: number,
): Promise<ExpenseCaller> {
  return {
    userId: user.id,
    entityId,
    staffId: await ownStaffId(db, entityId, user.id),
    viewAll: hasPermission(user, Permissions.ExpenseSummary.ViewAll),
    approve: hasPermission(user, Permissions.ExpenseSummary.Approve),
    pay: hasPermission(user, Permissions.ExpenseSummary.Pay),
  };
}

export function expenseCaller(db: Db, request: FastifyRequest): Promise<ExpenseCaller> {
  return expenseCallerOf(db, request.user, request.entityId!);
}
