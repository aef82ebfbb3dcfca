import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Permissions,
  ResourceResult,
  type AllocationSaveBody,
  type QcCandidateRequest,
  type ScheduleSearchRequest,
} from '@portal/domain';
import { allocationSaveBody, qcCandidateBody, scheduleSearchBody } from '@portal/domain/src/schemas';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { idSchema } from '../../lib/search/search-schemas';
import { requestLang } from '../../plugins/errors';
import { entityRoute, INTERNAL } from '../../plugins/route-access';
import { createMailer } from '../accounts/mailer';
import { scopeOf } from '../kit/resource-routes';
import { answerWorkflow } from '../kit/workflow-outcome';
import { allocationDetail } from './allocation-detail';
import { saveAllocation, type AllocationOutcome } from './allocation-save';
import { qcCandidates } from './qc-candidates';
import { scheduleSummary } from './schedule-summary';

const tags = ['Scheduling'];
const P = Permissions.ScheduleSummary;
const internal = (permission: string) => entityRoute(permission, INTERNAL, 'entity');
// The paths of SCHEDULE_API (packages/domain), with the booking id as a route parameter.
const SUMMARY = '/api/Schedule/summary';
const ALLOCATION = '/api/Schedule/allocation/:bookingId';
const CANDIDATES = '/api/Schedule/allocation/:bookingId/qcs';

const bookingParams = {
  type: 'object',
  required: ['bookingId'],
  properties: { bookingId: idSchema },
} as const;
const notFound = (reply: FastifyReply) => reply.code(404).send({ result: ResourceResult.NotFound });

function answerSave(request: FastifyRequest, reply: FastifyReply, outcome: AllocationOutcome) {
  if (outcome.kind === 'notFound') return notFound(reply);
  if (outcome.kind === 'refused')
    return reply.code(400).send({
      result: ResourceResult.Invalid,
      message: outcome.refusals[0]!.message,
      refusals: outcome.refusals,
    });
  return answerWorkflow(request, reply, outcome);
}

/** The schedule summary and a booking's allocation: read, save, and the ranked QCs of a day (docs/scheduling.md). */
export async function allocationRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: AppConfig },
): Promise<void> {
  const mailer = createMailer(config.mail);

  app.post<{ Body: ScheduleSearchRequest }>(
    SUMMARY,
    {
      config: internal(P.View),
      schema: {
        tags,
        summary: 'Bookings waiting for inspectors and those given some, by first inspection day',
        body: scheduleSearchBody,
      },
    },
    async (request) => ({
      result: ResourceResult.Success,
      ...(await scheduleSummary(db, request.entityId!, request.body)),
    }),
  );

  app.get<{ Params: { bookingId: number } }>(
    ALLOCATION,
    {
      config: internal(P.View),
      schema: { tags, summary: 'One booking’s inspectors day by day (404 for none)', params: bookingParams },
    },
    async (request, reply) => {
      const data = await allocationDetail(db, request.params.bookingId, scopeOf(request));
      return data ? { result: ResourceResult.Success, data } : notFound(reply);
    },
  );

  app.put<{ Params: { bookingId: number }; Body: AllocationSaveBody }>(
    ALLOCATION,
    {
      config: internal(P.Allocate),
      schema: {
        tags,
        summary: 'Replace the inspectors of the listed days (400 with the refusals per QC and day)',
        params: bookingParams,
        body: allocationSaveBody,
      },
    },
    async (request, reply) => {
      const command = {
        change: { db, realtime: app.realtime, mailer, log: request.log, actorId: request.user.id },
        scope: scopeOf(request),
        lang: requestLang(request),
      };
      return answerSave(
        request,
        reply,
        await saveAllocation(command, request.params.bookingId, request.body),
      );
    },
  );

  app.post<{ Params: { bookingId: number }; Body: QcCandidateRequest }>(
    CANDIDATES,
    {
      config: internal(P.View),
      schema: {
        tags,
        summary: 'The QCs for one day of the booking, ranked: available, skilled, near, cheap',
        params: bookingParams,
        body: qcCandidateBody,
      },
    },
    async (request, reply) => {
      const data = await qcCandidates(
        db,
        scopeOf(request),
        request.params.bookingId,
        request.body,
        requestLang(request),
      );
      return data ? { result: ResourceResult.Success, data } : notFound(reply);
    },
  );
}
