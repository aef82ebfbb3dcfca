import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  BookingStatus,
  Permissions,
  RECORD_REFUSAL_HEADER,
  REPORT_API,
  REPORT_MESSAGES,
  ReportStatus,
  UserType,
  type Lang,
} from '@portal/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';
import { HttpError } from '../../lib/http-error';
import { idSchema } from '../../lib/search/search-schemas';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute, publicRoute } from '../../plugins/route-access';
import { bookingScopeCondition } from '../booking/booking-scope';
import { renderCertificatePdf } from '../certificate/certificate-pdf';
import { attachmentHeader } from '../hr-staff/staff-files';
import { scopeOf } from '../kit/resource-routes';
import { fillText, pdfLangOf } from '../../lib/pdf-kit';
import { loadReportPdfData, type ReportPdfData } from './report-pdf-data';
import { reportPdfFile, type ReportPdfDeps } from './report-pdf-file';
import { verifyFileLink } from './signed-link';

/**
 * The PDF report for signed-in readers (staff of the entity, outsourced inspectors on their bookings, the
 * customer's users on their sent reports when the customer record allows downloads) and the signed,
 * expiring email link that serves a report or a certificate to contacts without an account.
 */

const TAGS = ['inspection report'];
/** Staff, outsourced inspectors and the customer's users read reports; suppliers and factories do not. */
const REPORT_READERS = [UserType.InternalUser, UserType.OutSource, UserType.Customer];
const langQuery = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['en', 'fr'] } },
  additionalProperties: false,
} as const;
const tokenQuery = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 2048 }, lang: { type: 'string' } },
} as const;
const messageSchema = { type: 'object', properties: { message: { type: 'string' } } } as const;
const pdfResponses = {
  200: { description: 'The PDF (application/pdf, attachment)', type: 'string', format: 'binary' },
  403: messageSchema,
  404: messageSchema,
  422: messageSchema,
  503: messageSchema,
} as const;

const sentToCustomer = (data: ReportPdfData, bookingStatus: number) =>
  data.sentAt !== null || bookingStatus === BookingStatus.ReportSent;

const FILE_NAMES: Record<Lang, string> = {
  en: 'Inspection-certificate-{number}.pdf',
  fr: 'Certificat-inspection-{number}.pdf',
};

export interface ReportFilesOptions {
  db: Db;
  config: AppConfig;
  /** Replaces the PDF renderer (tests make it fail). */
  render?: ReportPdfDeps['render'];
}

export async function reportFilesRoutes(app: FastifyInstance, { db, config, render }: ReportFilesOptions) {
  const deps = (request: FastifyRequest): ReportPdfDeps => ({
    db,
    filesDir: config.filesDir,
    realtime: app.realtime,
    log: request.log,
    ...(render ? { render } : {}),
  });

  const sendPdf = (reply: FastifyReply, bytes: Buffer, fileName: string) =>
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentHeader(fileName))
      .header('Cache-Control', 'private, no-store')
      .send(bytes);

  async function sendReport(
    request: FastifyRequest,
    reply: FastifyReply,
    data: ReportPdfData,
    options: { lang: Lang | null; callerId: number | null },
  ) {
    const outcome = await reportPdfFile(deps(request), data, {
      ...options,
      readerLang: requestLang(request),
    });
    if (outcome.kind === 'failed') return reply.code(outcome.status).send({ message: outcome.message });
    return sendPdf(reply, outcome.bytes, outcome.fileName);
  }

  app.get<{ Params: { bookingId: number }; Querystring: { lang?: Lang } }>(
    '/api/InspectionReport/:bookingId/pdf',
    {
      config: entityRoute(Permissions.InspectionReport.View, REPORT_READERS, 'party'),
      schema: {
        tags: TAGS,
        summary:
          'The PDF of a validated report (?lang=en|fr, default the customer language); a customer user only ' +
          'for its sent reports when its customer record allows downloads (403 otherwise)',
        params: { type: 'object', required: ['bookingId'], properties: { bookingId: idSchema } },
        querystring: langQuery,
        produces: ['application/pdf', 'application/json'],
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { bookingId } = request.params;
      const [booking] = await db
        .select({ status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), bookingScopeCondition(scope)));
      if (!booking) return sendError(request, reply, 404, 'http.notFound');
      const data = await loadReportPdfData(db, bookingId);
      if (!data || data.status !== ReportStatus.Validated)
        return sendError(request, reply, 404, 'http.notFound');
      const isCustomer = request.user.userType === UserType.Customer;
      if (isCustomer && !sentToCustomer(data, booking.status))
        return sendError(request, reply, 403, 'http.403');
      if (isCustomer && !data.downloadAllowed)
        // Worded, with the record-refusal header: the download button shows it instead of going to /forbidden.
        return reply
          .code(403)
          .header(RECORD_REFUSAL_HEADER, '1')
          .send({ message: REPORT_MESSAGES.downloadNotAllowed[requestLang(request)] });
      return sendReport(request, reply, data, {
        lang: request.query.lang ?? null,
        callerId: request.user.id,
      });
    },
  );

  app.get<{ Querystring: { token: string } }>(
    `/${REPORT_API.emailFile}`,
    {
      config: {
        ...publicRoute(),
        throttle: { family: 'fileLink', account: (request) => (request.query as { token?: unknown }).token },
      },
      schema: {
        tags: TAGS,
        summary:
          'The file of a signed, expiring email link (no sign-in): a sent report or an issued certificate, ' +
          'in the customer language; 410 expired, 400 not a valid link, 404 the file is no longer available',
        querystring: tokenQuery,
        produces: ['application/pdf', 'application/json'],
        response: { ...pdfResponses, 400: messageSchema, 410: messageSchema },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const link = verifyFileLink(config.jwtSecret, request.query.token);
      if (link.kind === 'expired')
        return reply.code(410).send({ message: REPORT_MESSAGES.linkExpired[lang] });
      if (link.kind === 'invalid')
        return reply.code(400).send({ message: REPORT_MESSAGES.linkInvalid[lang] });
      const gone = () => reply.code(404).send({ message: REPORT_MESSAGES.linkInvalid[lang] });
      const { file } = link;

      if (file.kind === 'report' && Number.isInteger(file.bookingId)) {
        const data = await loadReportPdfData(db, file.bookingId);
        const [booking] = data
          ? await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, data.bookingId))
          : [];
        // The link works while the report it was sent with stands: validated and sent.
        if (
          !data ||
          !booking ||
          data.status !== ReportStatus.Validated ||
          !sentToCustomer(data, booking.status)
        )
          return gone();
        return sendReport(request, reply, data, { lang: null, callerId: null });
      }

      if (file.kind === 'certificate' && Number.isInteger(file.certificateId)) {
        const [certificate] = await rawRows<{ number: string | null; language: string | null }>(
          db,
          sql`select ic.number, lang.name as language from inspection_certificates ic
              join customers c on c.id = ic.customer_id
              left join customer_lookups lang on lang.id = c.language_id
              where ic.id = ${file.certificateId}`,
        );
        if (!certificate) return gone();
        const pdfLang = pdfLangOf(certificate.language);
        try {
          const bytes = await renderCertificatePdf(db, file.certificateId, pdfLang);
          return sendPdf(reply, bytes, fillText(FILE_NAMES[pdfLang], { number: certificate.number ?? '' }));
        } catch (error) {
          // Not issued (or cancelled since the mail): the link no longer serves it.
          if (error instanceof HttpError && error.statusCode === 404) return gone();
          throw error;
        }
      }
      return gone();
    },
  );
}
