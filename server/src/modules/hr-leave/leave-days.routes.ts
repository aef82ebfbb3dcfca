import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { hasPermission, Permissions, type LeaveDaysRequest } from '@portal/domain';
import { leaveDaysBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { staff, users } from '../../db/schema';
import { requestLang, sendError } from '../../plugins/errors';
import { errorResponses } from '../user/user.schemas';
import { staffLeaveDays } from './leave-day-count';
import { leaveMessage } from './leave-messages';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const TAGS = ['Leave'];

/** The staff a days calculation is for: the caller's own record unless HR or the manager asks for another. */
async function subjectStaff(
  db: Db,
  entityId: number,
  user: { id: number; permissions: string[] },
  staffId?: number | null,
) {
  const [own] = await db
    .select({ id: staff.id })
    .from(users)
    .innerJoin(staff, eq(staff.id, users.staffId))
    .where(and(eq(users.id, user.id), eq(staff.entityId, entityId)));
  if (staffId == null || staffId === own?.id) return own?.id ?? null;
  if (hasPermission(user, Permissions.LeaveSummary.ViewAll)) return staffId;
  const [report] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.entityId, entityId), eq(staff.managerStaffId, own?.id ?? -1)));
  return report ? report.id : 'forbidden';
}

/**
 * POST /api/HumanResource/leave/days: the working days a request would take for the caller (or, for HR
 * and the staff's manager, for a given staff), weekends and that staff's office and country holidays
 * excluded. The save checks the same function, so the number shown is the number charged.
 */
export async function leaveDaysRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: LeaveDaysRequest }>(
    '/api/HumanResource/leave/days',
    {
      config: entityRoute(Permissions.LeaveRequest.View, INTERNAL, 'entity'),
      schema: {
        tags: TAGS,
        summary: 'Working days of a leave request (weekends and holidays excluded, half days 0.5)',
        body: leaveDaysBody,
        response: {
          200: {
            type: 'object',
            properties: {
              result: { type: 'integer' },
              days: { type: 'number' },
              daysByYear: { type: 'object', additionalProperties: { type: 'number' } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const entityId = request.entityId!;
      const staffId = await subjectStaff(db, entityId, request.user, request.body.staffId);
      if (staffId === 'forbidden') return sendError(request, reply, 403, 'http.403');
      if (staffId == null)
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'staffId', message: leaveMessage('NoStaff', lang) },
        ]);
      const result = await staffLeaveDays(db, entityId, staffId, request.body);
      if (!result) return sendError(request, reply, 403, 'http.403');
      if (!result.valid) {
        const field =
          result.reason === 'InvalidDayType'
            ? 'startDayType'
            : result.reason === 'InvalidDate'
              ? 'startDate'
              : 'endDate';
        return sendError(request, reply, 400, 'http.validation', [
          { field, message: leaveMessage(result.reason, lang) },
        ]);
      }
      return { result: 1, days: result.days, daysByYear: result.daysByYear };
    },
  );
}
