import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatCommonMessage, Permissions, REPORT_API, type ReportEmailSendBody } from '@portal/domain';
import { reportEmailSendBody } from '@portal/domain/src/schemas';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { requestLang } from '../../plugins/errors';
import { entityRoute, INTERNAL } from '../../plugins/route-access';
import { createMailer } from '../accounts/mailer';
import { resourceRoutes } from '../kit/resource-routes';
import { errorResponses } from '../user/user.schemas';
import { emailConfigResource } from './email-config-resource';
import { loadReportMailFacts } from './report-email-facts';
import {
  bookingIdParams,
  langQuery,
  reportEmailPreviewResponse,
  reportEmailSendResponse,
} from './report-email-schemas';
import { sendReportEmail } from './report-email.service';
import { sendingTimeRoutes } from './sending-time.routes';
import { composeReportMail, previewOf, type LinkSigner } from './report-mail';

const tags = ['Reports'];
/** REPORT_API.reportEmail(bookingId) as a route. */
const REPORT_EMAIL = `/${REPORT_API.reportEmail(0).replace(/0$/, ':bookingId')}`;
const refusal = { type: 'object', properties: { message: { type: 'string' } } } as const;
const SEND = entityRoute(Permissions.InspectionReport.Send, INTERNAL, 'entity');
type BookingParams = { Params: { bookingId: number } };

/**
 * The email configuration (kit resource), the report mail of a booking (its preview and its send) and the
 * report sending time dashboard (docs/reports.md, "Sending and the email configuration").
 */
export async function reportEmailRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const mailer = createMailer(config.mail);
  await app.register(resourceRoutes(emailConfigResource), { db });
  await app.register(sendingTimeRoutes, { db });

  // Links in the mail start with the portal's public address, else the address the sender used.
  const linkOf = (request: FastifyRequest): LinkSigner => ({
    baseUrl: config.publicUrl ?? `${request.protocol}://${request.host}`,
    secret: config.jwtSecret,
  });
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ message: formatCommonMessage(requestLang(request), 'http.notFound') });

  app.get<BookingParams>(
    REPORT_EMAIL,
    {
      config: SEND,
      schema: {
        tags,
        summary:
          'The report mail of a booking as it would go (subject, body, to, cc), or the configuration gap ' +
          'that stops it (code and its sentence)',
        params: bookingIdParams,
        querystring: langQuery,
        response: { 200: reportEmailPreviewResponse, ...errorResponses, 404: refusal },
      },
    },
    async (request, reply) => {
      const facts = await loadReportMailFacts(db, request.entityId!, request.params.bookingId);
      if (!facts) return notFound(request, reply);
      return previewOf(composeReportMail(facts, linkOf(request)), requestLang(request));
    },
  );

  app.post<BookingParams & { Body: ReportEmailSendBody | null }>(
    REPORT_EMAIL,
    {
      config: SEND,
      schema: {
        tags,
        summary:
          'Mail the validated report to the customer (booking ReportSent). 409 when the report or booking ' +
          'is not in a state to send; 422 { code, message } for a configuration gap; nothing changes then',
        params: bookingIdParams,
        querystring: langQuery,
        body: reportEmailSendBody,
        response: {
          200: reportEmailSendResponse,
          422: reportEmailSendResponse,
          ...errorResponses,
          404: refusal,
          409: refusal,
        },
      },
    },
    async (request, reply) => {
      const outcome = await sendReportEmail(
        {
          db,
          realtime: app.realtime,
          mailer,
          log: request.log,
          actorId: request.user.id,
          entityId: request.entityId!,
          lang: requestLang(request),
          link: linkOf(request),
        },
        request.params.bookingId,
        request.body?.note,
      );
      if (outcome.status === 404) return notFound(request, reply);
      return reply.code(outcome.status).send(outcome.body);
    },
  );
}
