import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  formatCommonMessage,
  Permissions,
  ResourceResult,
  ResultCode,
  SCHEDULE_API,
  type QcFinishBody,
} from '@portal/domain';
import { qcFinishBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute, STAFF_SIDE } from '../../plugins/route-access';
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '../work-items/work-item-dates';
import { finishAssignment, qcDashboard } from './qc-dashboard';
import { allocationIdParams, timeZoneQuery } from './schedule-schemas';
import { scheduleMessage } from './schedule-server-messages';

const P = Permissions.QcDashboard;
const tags = ['Scheduling'];
/** Only the caller's own allocations (their staff record's), internal or outsourced inspectors alike. */
const own = entityRoute(P.View, STAFF_SIDE, 'self');

type ZoneQuery = { timeZone?: string; lang?: string };

/** The request's time zone, or null after answering 400 when it is not one Intl knows. */
function timeZoneOf(request: FastifyRequest<{ Querystring: ZoneQuery }>, reply: FastifyReply): string | null {
  const zone = request.query.timeZone || DEFAULT_TIME_ZONE;
  if (isKnownTimeZone(zone)) return zone;
  void sendError(request, reply, 400, 'http.validation', [
    { field: 'timeZone', message: scheduleMessage('TimeZoneUnknown', requestLang(request), { zone }) },
  ]);
  return null;
}

/** The inspector's own assignments, report deadlines included, and saying an inspection is finished. */
export async function qcDashboardRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: ZoneQuery }>(
    `/${SCHEDULE_API.qcDashboard}`,
    {
      config: own,
      schema: {
        tags,
        summary:
          'The signed-in inspector’s upcoming, report-due and past assignments (timeZone: IANA, UTC by default)',
        querystring: timeZoneQuery,
      },
    },
    async (request, reply) => {
      const timeZone = timeZoneOf(request, reply);
      if (timeZone == null) return reply;
      const data = await qcDashboard(db, request.entityId!, request.user.id, timeZone);
      return { result: ResultCode.Success, data };
    },
  );

  app.post<{
    Params: { allocationId: number };
    Body: QcFinishBody;
    Querystring: ZoneQuery;
  }>(
    '/api/Schedule/assignment/:allocationId/finish',
    {
      config: own,
      schema: {
        tags,
        summary:
          'The caller finished the inspection of their own allocation (finishedAt: ISO 8601, now by default); ' +
          'answers the dashboard',
        params: allocationIdParams,
        querystring: timeZoneQuery,
        body: qcFinishBody,
      },
    },
    async (request, reply) => {
      const timeZone = timeZoneOf(request, reply);
      if (timeZone == null) return reply;
      const lang = requestLang(request);
      const entityId = request.entityId!;
      const outcome = await finishAssignment(db, entityId, request.user.id, request.params.allocationId, {
        finishedAt: request.body?.finishedAt,
        timeZone,
      });
      if (outcome.kind === 'notFound')
        return reply.code(404).send({
          result: ResourceResult.NotFound,
          message: formatCommonMessage(lang, 'http.notFound'),
        });
      if (outcome.kind === 'invalid')
        return sendError(request, reply, 400, 'http.validation', [
          { field: outcome.field, message: scheduleMessage(outcome.key, lang) },
        ]);
      return {
        result: ResourceResult.Success,
        data: await qcDashboard(db, entityId, request.user.id, timeZone),
      };
    },
  );
}
