import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  Permissions,
  ResourceResult,
  type LeaveBalanceRequest,
  type LeaveBalanceResponse,
} from '@portal/domain';
import { leaveBalanceBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { requestLang, sendError } from '../../plugins/errors';
import { leaveApprovers } from './leave-approvers';
import { balanceOf } from './leave-balance';
import { leaveCaller } from './leave-caller';
import { leaveMessage } from './leave-messages';
import { yearParams } from './leave-request.schemas';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const BASE = '/api/HumanResource';
const tags = ['Leave'];

/**
 * Balances per leave type for a year: GET leave-balance/{year} for oneself, POST leave-balance
 * { staffId, year } for one's direct report (as their manager), a staff whose leave one approves as HR,
 * or anyone of the entity (HR).
 */
export async function leaveBalanceRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    staffId: number | null,
    year: number,
  ): Promise<LeaveBalanceResponse | FastifyReply> {
    const caller = await leaveCaller(db, request);
    const subject = staffId ?? caller.staffId;
    if (subject == null)
      return sendError(request, reply, 400, 'http.validation', [
        { field: 'staffId', message: leaveMessage('NoStaff', requestLang(request)) },
      ]);
    const [row] = await db
      .select({ id: staff.id, fullName: staff.fullName, managerStaffId: staff.managerStaffId })
      .from(staff)
      .where(and(eq(staff.id, subject), eq(staff.entityId, caller.entityId)));
    if (!row) return sendError(request, reply, 403, 'http.403');
    const own = row.id === caller.staffId;
    const manager = caller.staffId != null && row.managerStaffId === caller.staffId;
    // Whoever may open one of the staff's requests may see the balance beside it (HR approvers too).
    const approver =
      !own &&
      !manager &&
      !caller.viewAll &&
      (await leaveApprovers(db, caller.entityId, row.id)).approvers.some((user) => user.id === caller.userId);
    if (!own && !manager && !caller.viewAll && !approver) return sendError(request, reply, 403, 'http.403');
    return {
      result: ResourceResult.Success,
      year,
      staffId: row.id,
      staffName: row.fullName,
      data: await balanceOf(db, caller.entityId, row.id, year),
    };
  }

  app.get<{ Params: { year: number } }>(
    `${BASE}/leave-balance/:year`,
    {
      config: entityRoute(Permissions.LeaveRequest.View, INTERNAL, 'entity'),
      schema: { tags, summary: "The caller's leave balance of a year, per type", params: yearParams },
    },
    (request, reply) => answer(request, reply, null, request.params.year),
  );

  app.post<{ Body: LeaveBalanceRequest }>(
    `${BASE}/leave-balance`,
    {
      config: entityRoute(Permissions.LeaveRequest.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: "A staff's leave balance of a year (own, a report's, or HR)",
        body: leaveBalanceBody,
      },
    },
    (request, reply) => answer(request, reply, request.body.staffId, request.body.year),
  );
}
