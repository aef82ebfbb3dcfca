import type { FastifyRequest } from 'fastify';
import { hasPermission, Permissions } from '@portal/domain';
import type { Db } from '../../db/client';
import { ownStaffId } from '../hr-staff/staff-queries';

/** Who asks, as the leave rules see it. "HR" means LeaveSummary.ViewAll throughout (docs/hr-leave.md). */
export interface LeaveCaller {
  userId: number;
  entityId: number;
  /** The caller's own staff record in the entity (users.staff_id), or null. */
  staffId: number | null;
  /** Sees every request of the entity, enters and cancels them for anyone. */
  viewAll: boolean;
  /** Approves the leave of staff who have no reachable manager. */
  hrApprove: boolean;
}

export async function leaveCallerOf(
  db: Db,
  user: { id: number; permissions: string[] },
  entityId: number,
): Promise<LeaveCaller> {
  return {
    userId: user.id,
    entityId,
    staffId: await ownStaffId(db, entityId, user.id),
    viewAll: hasPermission(user, Permissions.LeaveSummary.ViewAll),
    hrApprove: hasPermission(user, Permissions.LeaveSummary.HrApprove),
  };
}

export function leaveCaller(db: Db, request: FastifyRequest): Promise<LeaveCaller> {
  return leaveCallerOf(db, request.user, request.entityId!);
}
