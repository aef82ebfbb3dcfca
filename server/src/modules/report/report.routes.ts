import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Permissions,
  REPORT_API,
  REPORT_PHOTO_MAX_BYTES,
  ResourceResult,
  type ReportActionBody,
  type ReportDraftSave,
} from '@portal/domain';
import { clientIdSchema, reportActionBody, reportDraftSaveBody } from '@portal/domain/src/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { reportPhotos } from '../../db/schema';
import { idSchema } from '../../lib/search/search-schemas';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute, STAFF_SIDE } from '../../plugins/route-access';
import { createMailer } from '../accounts/mailer';
import { sendStored } from '../hr-staff/staff-files.routes';
import { readUpload, removeStoredFiles, sniffType, storeUploadedFile } from '../hr-staff/staff-files';
import { resourceRoutes, scopeOf } from '../kit/resource-routes';
import { answerWorkflow } from '../kit/workflow-outcome';
import { bookingChanged } from '../booking/booking-hooks';
import { defectList } from './defect-list';
import { readRefused } from './report-access';
import { followBookingInReport } from './report-booking-sync';
import { reportDetail } from './report-detail';
import { saveDraft } from './report-draft';
import { addPhoto, PHOTO_MESSAGES, photoFields, photoRefusal } from './report-photo';
import { imageSize } from './report-photo-size';
import { REVIEW_STEPS, takeReviewStep, type ReviewCommand, type ReviewStep } from './report-review';
import { reportBooking, REPORT_USER_TYPES } from './report-scope';
import { reportOf } from './report-state';
import { reportTemplateResource } from './report-template-resource';

const R = Permissions.InspectionReport;
const tags = ['InspectionReport'];
const bookingParams = {
  type: 'object',
  required: ['bookingId'],
  properties: { bookingId: idSchema },
} as const;
const photoParams = {
  type: 'object',
  required: ['bookingId', 'photoId'],
  properties: { bookingId: idSchema, photoId: clientIdSchema },
} as const;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

type BookingParams = { bookingId: number };
/** REPORT_API's paths as route patterns: the booking id as Fastify's :bookingId parameter. */
const BOOKING = ':bookingId' as unknown as number;

/**
 * The inspection report of a booking (docs/reports.md): read it, save the draft, add photos, take the review
 * steps; and the report templates (a kit resource) and the defect list inspectors pick from.
 */
export async function reportRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  // A report follows its booking's dates and cancellation, in the booking's own transaction.
  bookingChanged.attach(followBookingInReport);
  await app.register(resourceRoutes(reportTemplateResource), { db });
  const filesDir = config.filesDir;
  const mailer = createMailer(config.mail);
  const commandOf = (request: FastifyRequest): ReviewCommand => ({
    change: { db, realtime: app.realtime, mailer, log: request.log, actorId: request.user.id },
    scope: scopeOf(request),
    lang: requestLang(request),
  });
  /** Staff and outsourced inspectors: the entity's reports, theirs only for the latter (booking scope). */
  const staffSide = (permission: string) => entityRoute(permission, STAFF_SIDE, 'entity');
  const readers = (permission: string) => entityRoute(permission, REPORT_USER_TYPES, 'party');

  app.get<{ Querystring: { search?: string } }>(
    `/${REPORT_API.defectList}`,
    {
      config: staffSide(R.View),
      schema: {
        tags,
        summary: 'The defect list of the entity (?search= narrows by name or category)',
        querystring: {
          type: 'object',
          properties: { search: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request) => ({
      result: ResourceResult.Success,
      data: await defectList(db, request.entityId!, request.query.search ?? null),
    }),
  );

  app.get<{ Params: BookingParams }>(
    `/${REPORT_API.report(BOOKING)}`,
    {
      config: readers(R.View),
      schema: {
        tags,
        summary: 'The report of a booking (id null before its first save); customers once it was sent',
        params: bookingParams,
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const booking = await reportBooking(db, request.params.bookingId, scope);
      if (!booking) return sendError(request, reply, 404, 'http.notFound');
      const report = await reportOf(db, booking.id);
      if (readRefused(scope, booking, report)) return sendError(request, reply, 404, 'http.notFound');
      return { result: ResourceResult.Success, data: await reportDetail(db, scope, booking, report) };
    },
  );

  app.put<{ Params: BookingParams; Body: ReportDraftSave }>(
    `/${REPORT_API.report(BOOKING)}`,
    {
      config: staffSide(R.Fill),
      schema: {
        tags,
        summary: 'Save the draft (merged: products and checks by key, defects by id); an allocated inspector',
        params: bookingParams,
        body: reportDraftSaveBody,
      },
    },
    async (request, reply) => {
      const outcome = await saveDraft(
        db,
        scopeOf(request),
        requestLang(request),
        request.params.bookingId,
        request.body,
      );
      if (outcome.kind === 'notFound') return sendError(request, reply, 404, 'http.notFound');
      return answerWorkflow(request, reply, outcome);
    },
  );

  for (const step of REVIEW_STEPS)
    app.post<{ Params: BookingParams; Body: ReportActionBody }>(
      `/${REPORT_API.action(BOOKING, step)}`,
      {
        // Submitting needs Fill, reviewing Review or TechnicalReview by level: the handler decides by state.
        config: staffSide(R.View),
        schema: {
          tags,
          summary: STEP_SUMMARIES[step],
          params: bookingParams,
          body: reportActionBody,
        },
      },
      async (request, reply) => {
        const outcome = await takeReviewStep(
          commandOf(request),
          request.params.bookingId,
          step,
          request.body?.comment ?? null,
        );
        if (outcome.kind === 'notFound') return sendError(request, reply, 404, 'http.notFound');
        return answerWorkflow(request, reply, outcome);
      },
    );

  const refuseUpload = (reply: FastifyReply, field: string, message: string) =>
    reply.code(400).send({ message, errors: [{ field, message }] });

  app.post<{ Params: BookingParams }>(
    `/${REPORT_API.photos(BOOKING)}`,
    {
      config: staffSide(R.Fill),
      schema: {
        tags,
        summary: 'Add a photo (multipart: id, defectId, checkKey, caption, then the image); idempotent by id',
        consumes: ['multipart/form-data'],
        params: bookingParams,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const { bookingId } = request.params;
      const scope = scopeOf(request);
      const refused = await photoRefusal(db, scope, lang, bookingId);
      if (refused?.kind === 'notFound') return sendError(request, reply, 404, 'http.notFound');
      if (refused) return answerWorkflow(request, reply, refused);
      if (!filesDir) return refuseUpload(reply, 'file', PHOTO_MESSAGES.missing[lang]);
      const upload = await readUpload(request, { maxBytes: REPORT_PHOTO_MAX_BYTES });
      if (upload.kind === 'tooLarge')
        return refuseUpload(
          reply,
          'file',
          PHOTO_MESSAGES.tooLarge[lang].replace('{max}', String(REPORT_PHOTO_MAX_BYTES / 1024 / 1024)),
        );
      if (upload.kind === 'none') return refuseUpload(reply, 'file', PHOTO_MESSAGES.missing[lang]);
      const fields = photoFields(upload.fields, lang);
      if (Array.isArray(fields)) return sendError(request, reply, 400, 'http.validation', fields);
      const type = sniffType(upload.bytes);
      const size = type && PHOTO_TYPES.includes(type) ? imageSize(upload.bytes, type) : null;
      if (!type || !size) return refuseUpload(reply, 'file', PHOTO_MESSAGES.type[lang]);
      const storedPath = await storeUploadedFile(
        filesDir,
        ['reports', String(bookingId)],
        type,
        upload.bytes,
      );
      const outcome = await addPhoto(db, scope, lang, bookingId, fields, {
        storedPath,
        mimeType: type,
        size: upload.bytes.length,
        ...size,
      });
      if (outcome.kind !== 'photo' || !outcome.stored) await removeStoredFiles(filesDir, [storedPath]);
      if (outcome.kind === 'photo') return { result: ResourceResult.Success, data: outcome.photo };
      if (outcome.kind === 'notFound') return sendError(request, reply, 404, 'http.notFound');
      return answerWorkflow(request, reply, outcome);
    },
  );

  app.get<{ Params: BookingParams & { photoId: string } }>(
    `/${REPORT_API.photo(BOOKING, ':photoId')}`,
    {
      config: readers(R.View),
      schema: { tags, summary: 'One photo of a report, to whoever may read the report', params: photoParams },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const booking = await reportBooking(db, request.params.bookingId, scope);
      const report = booking ? await reportOf(db, booking.id) : null;
      if (!booking || !report || readRefused(scope, booking, report))
        return sendError(request, reply, 404, 'http.notFound');
      const [photo] = await db
        .select({ storedPath: reportPhotos.storedPath, mimeType: reportPhotos.mimeType })
        .from(reportPhotos)
        .where(
          and(
            eq(reportPhotos.id, request.params.photoId.toLowerCase()),
            eq(reportPhotos.reportId, report.id),
            isNull(reportPhotos.deletedAt),
          ),
        );
      if (!photo) return sendError(request, reply, 404, 'http.notFound');
      return sendStored(request, reply, filesDir, photo.storedPath, photo.mimeType);
    },
  );
}

const STEP_SUMMARIES: Record<ReviewStep, string> = {
  submit: 'Submit the report (mandatory checks answered): the booking becomes Inspected and CS is notified',
  'start-review':
    'Start the review at the report’s level (Review, or TechnicalReview at the technical level)',
  'send-back': 'Send the report back to the inspectors with a comment (required): it becomes Invalid',
  validate: 'Validate: to the technical level when the customer service asks for it, else Validated',
};
