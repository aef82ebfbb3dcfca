import type { FastifyInstance } from 'fastify';
import { Permissions, REPORT_API, UserType, type CustomerDecisionBody } from '@portal/domain';
import { customerDecisionBody } from '@portal/domain/src/schemas';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { idSchema } from '../../lib/search/search-schemas';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute } from '../../plugins/route-access';
import { createMailer } from '../accounts/mailer';
import { scopeOf } from '../kit/resource-routes';
import { answerWorkflow } from '../kit/workflow-outcome';
import { recordDecision } from './report-decision';

const tags = ['InspectionReport'];
const bookingParams = {
  type: 'object',
  required: ['bookingId'],
  properties: { bookingId: idSchema },
} as const;

/** REPORT_API's path as a route pattern: the booking id as Fastify's :bookingId parameter. */
const BOOKING = ':bookingId' as unknown as number;

/** The customer's decision on a sent report, with the re-inspection it may ask for (report-decision.ts). */
export async function reportDecisionRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: AppConfig },
): Promise<void> {
  const mailer = createMailer(config.mail);

  app.post<{ Params: { bookingId: number }; Body: CustomerDecisionBody }>(
    `/${REPORT_API.decision(BOOKING)}`,
    {
      // A customer's users only, on their own customer's bookings (the booking scope).
      config: entityRoute(Permissions.InspectionReport.Decide, [UserType.Customer], 'party'),
      schema: {
        tags,
        summary:
          "Record the customer's decision on a failed or pending report it was sent (once); `reinspection` " +
          'books a re-inspection on those days (409 when the report does not take a decision now)',
        params: bookingParams,
        body: customerDecisionBody,
      },
    },
    async (request, reply) => {
      const outcome = await recordDecision(
        {
          change: { db, realtime: app.realtime, mailer, log: request.log, actorId: request.user.id },
          scope: scopeOf(request),
          lang: requestLang(request),
        },
        request.params.bookingId,
        request.body,
      );
      if (outcome.kind === 'notFound') return sendError(request, reply, 404, 'http.notFound');
      return answerWorkflow(request, reply, outcome);
    },
  );
}
