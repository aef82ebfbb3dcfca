import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasPermission, Permissions, ResourceResult, type StaffIdRequest } from '@portal/domain';
import { staffIdBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { sessions, staff, users } from '../../db/schema';
import { idParams, resultOnly } from './hr-staff.schemas';
import { linkedUsers, ownStaffId } from './staff-queries';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const P = Permissions.StaffSummary;
const BASE = '/api/HumanResource';
const tags = ['staff'];

async function staffInEntity(db: Db, entityId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.entityId, entityId)));
  return rows.length > 0;
}

/**
 * validate/{id}: may the caller manage this staff record? Yes when it is in the request's entity, the
 * caller holds StaffSummary.Edit and it is not the caller's own record (nobody changes their own status,
 * manager or band). The edit screen turns read-only otherwise; the save route refuses the same way.
 *
 * remove-hr-access: ends a staff member's portal access by deactivating the user account(s) linked to
 * the record and revoking their sessions at once (StaffSummary.Delete; never one's own access).
 */
export async function hrAccessRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Params: { id: number } }>(
    `${BASE}/validate/:id`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'May the caller manage this staff record (isValid)', params: idParams },
    },
    async (request) => {
      const entityId = request.entityId!;
      if (!(await staffInEntity(db, entityId, request.params.id)))
        return { result: ResourceResult.NotFound, isValid: false };
      const own = await ownStaffId(db, entityId, request.user.id);
      const isValid = hasPermission(request.user, P.Edit) && own !== request.params.id;
      return { result: ResourceResult.Success, isValid, isOwnRecord: own === request.params.id };
    },
  );

  app.post<{ Body: StaffIdRequest }>(
    `${BASE}/remove-hr-access`,
    {
      config: entityRoute(P.Delete, INTERNAL, 'entity'),
      schema: {
        tags,
        summary:
          "Deactivate the staff's linked user account(s) and end their sessions (NotFound 3 without one)",
        body: staffIdBody,
        response: resultOnly,
      },
    },
    async (request) => {
      const entityId = request.entityId!;
      const staffId = request.body.id;
      if (!(await staffInEntity(db, entityId, staffId))) return { result: ResourceResult.NotFound };
      return db.transaction(async (tx) => {
        const accounts = await linkedUsers(tx as unknown as Db, staffId, request.user.id);
        if (!accounts.length) return { result: ResourceResult.NotFound };
        const ids = accounts.map((account) => account.id);
        await tx.update(users).set({ isActive: false }).where(inArray(users.id, ids));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
        return { result: ResourceResult.Success };
      });
    },
  );
}
