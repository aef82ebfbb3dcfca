import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BOOKING_API,
  BOOKING_ATTACHMENT_MAX_BYTES,
  BOOKING_ATTACHMENTS_MAX,
  BOOKING_MESSAGES,
  BookingAction,
  BookingEvent,
  Permissions,
  ResourceResult,
  UPLOAD_MIME_TYPES,
  type BookingStatus,
} from '@portal/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { bookingAttachments, bookings } from '../../db/schema';
import { idSchema } from '../../lib/search/search-schemas';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute } from '../../plugins/route-access';
import { createMailer } from '../accounts/mailer';
import { sendStored } from '../hr-staff/staff-files.routes';
import { readUpload, removeStoredFiles, sniffType, storeUploadedFile } from '../hr-staff/staff-files';
import { scopeOf } from '../kit/resource-routes';
import { answerWorkflow } from '../kit/workflow-outcome';
import { errorResponses } from '../user/user.schemas';
import { may } from './booking-access';
import { withBookingChange } from './booking-change';
import { attachmentsOf } from './booking-detail';
import { lockBookingRow } from './booking.repository';
import { BOOKING_USER_TYPES, bookingScopeCondition } from './booking-scope';
import { loadBookingSettings } from './booking-settings.repository';

const P = Permissions.InspectionSummary;
const BASE = `/${BOOKING_API.booking}/:id/attachments`;
const tags = ['booking'];
const party = (permission: string) => entityRoute(permission, BOOKING_USER_TYPES, 'party');
const params = (names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((name) => [name, idSchema])),
});
type Ids = { id: number; attachmentId: number };

/**
 * Files of a booking (a PDF or an image, read from the bytes so a renamed file is refused; at most
 * BOOKING_ATTACHMENTS_MAX of at most BOOKING_ATTACHMENT_MAX_BYTES), stored under the files folder. Adding and
 * removing one needs the Edit action on the booking in its status and writes a history entry; neither is an
 * edit of the form, so the booking's version stays.
 */
export async function bookingAttachmentRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: AppConfig },
) {
  const filesDir = config.filesDir;
  const mailer = createMailer(config.mail);
  const change = (request: FastifyRequest) => ({
    db,
    realtime: app.realtime,
    mailer,
    log: request.log,
    actorId: request.user.id,
  });
  const refuse = (request: FastifyRequest, reply: FastifyReply, message: string) =>
    reply.code(400).send({ message, errors: [{ field: 'file', message }] });

  /** The booking when the caller may change it; otherwise the answer already sent. */
  async function editable(request: FastifyRequest, reply: FastifyReply, id: number) {
    const scope = scopeOf(request);
    const [row] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.id, id), bookingScopeCondition(scope)));
    if (!row) return sendError(request, reply, 404, 'http.notFound');
    const rules = await loadBookingSettings(db, scope.entityId);
    if (!may(BookingAction.Edit, row.status as BookingStatus, scope, rules))
      return answerWorkflow(request, reply, {
        kind: 'forbidden',
        message: BOOKING_MESSAGES.notAllowed[requestLang(request)],
      });
    return null;
  }

  app.post<{ Params: { id: number } }>(
    BASE,
    {
      config: party(P.Edit),
      schema: {
        tags,
        summary: 'Attach a file (PDF or image) to a booking',
        consumes: ['multipart/form-data'],
        params: params(['id']),
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const { id } = request.params;
      const refused = await editable(request, reply, id);
      if (refused) return refused;
      // Without a files folder (a misconfigured server) nothing can be kept: refused like no file at all.
      if (!filesDir) return refuse(request, reply, BOOKING_MESSAGES.attachmentMissing[lang]);
      const upload = await readUpload(request, { maxBytes: BOOKING_ATTACHMENT_MAX_BYTES });
      if (upload.kind === 'tooLarge')
        return refuse(request, reply, BOOKING_MESSAGES.attachmentTooLarge[lang]);
      if (upload.kind === 'none') return refuse(request, reply, BOOKING_MESSAGES.attachmentMissing[lang]);
      const type = sniffType(upload.bytes);
      if (!type || !(UPLOAD_MIME_TYPES as readonly string[]).includes(type))
        return refuse(request, reply, BOOKING_MESSAGES.attachmentType[lang]);
      const stored = await storeUploadedFile(filesDir, ['bookings', String(id)], type, upload.bytes);
      const added = await withBookingChange(change(request), async (tx, effects) => {
        // Locked, so two uploads at once cannot both take the last place.
        const booking = await lockBookingRow(tx, id, scopeOf(request));
        if (!booking) return null;
        const [held] = await tx
          .select({ total: count() })
          .from(bookingAttachments)
          .where(eq(bookingAttachments.bookingId, id));
        if (Number(held?.total ?? 0) >= BOOKING_ATTACHMENTS_MAX) return 'full' as const;
        const [row] = await tx
          .insert(bookingAttachments)
          .values({
            bookingId: id,
            fileName: upload.fileName,
            mimeType: type,
            size: upload.bytes.length,
            storedPath: stored,
            uploadedBy: request.user.id,
          })
          .returning({ id: bookingAttachments.id });
        await effects.history(booking, {
          action: BookingEvent.Attachment,
          changes: [{ field: 'attachment', from: null, to: upload.fileName }],
        });
        return (await attachmentsOf(tx, id)).find((attachment) => attachment.id === row!.id)!;
      });
      if (added === null || added === 'full') {
        await removeStoredFiles(filesDir, [stored]);
        if (added === null) return sendError(request, reply, 404, 'http.notFound');
        return refuse(request, reply, BOOKING_MESSAGES.attachmentsFull[lang]);
      }
      return { result: ResourceResult.Success, data: added };
    },
  );

  /** The attachment of a booking the caller sees, or null. */
  async function attachmentOf(request: FastifyRequest, { id, attachmentId }: Ids) {
    const [file] = await db
      .select({
        id: bookingAttachments.id,
        storedPath: bookingAttachments.storedPath,
        mimeType: bookingAttachments.mimeType,
        fileName: bookingAttachments.fileName,
      })
      .from(bookingAttachments)
      .innerJoin(bookings, eq(bookings.id, bookingAttachments.bookingId))
      .where(
        and(
          eq(bookingAttachments.id, attachmentId),
          eq(bookings.id, id),
          bookingScopeCondition(scopeOf(request)),
        ),
      );
    return file ?? null;
  }

  app.get<{ Params: Ids }>(
    `${BASE}/:attachmentId`,
    {
      config: party(P.View),
      schema: {
        tags,
        summary: 'Download an attachment (its type and name)',
        params: params(['id', 'attachmentId']),
      },
    },
    async (request, reply) => {
      const file = await attachmentOf(request, request.params);
      if (!file) return sendError(request, reply, 404, 'http.notFound');
      return sendStored(request, reply, filesDir, file.storedPath, file.mimeType, file.fileName);
    },
  );

  app.delete<{ Params: Ids }>(
    `${BASE}/:attachmentId`,
    {
      config: party(P.Edit),
      schema: {
        tags,
        summary: 'Remove an attachment (NotFound 3 when absent)',
        params: params(['id', 'attachmentId']),
        response: { 200: { type: 'object', properties: { result: { type: 'integer' } } }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await attachmentOf(request, request.params);
      if (!file) return { result: ResourceResult.NotFound };
      const refused = await editable(request, reply, request.params.id);
      if (refused) return refused;
      const removed = await withBookingChange(change(request), async (tx, effects) => {
        const booking = await lockBookingRow(tx, request.params.id, scopeOf(request));
        const gone = await tx
          .delete(bookingAttachments)
          .where(eq(bookingAttachments.id, file.id))
          .returning({ id: bookingAttachments.id });
        if (!booking || !gone.length) return false;
        await effects.history(booking, {
          action: BookingEvent.Attachment,
          changes: [{ field: 'attachment', from: file.fileName, to: null }],
        });
        return true;
      });
      if (!removed) return { result: ResourceResult.NotFound };
      await removeStoredFiles(filesDir, [file.storedPath]);
      return { result: ResourceResult.Success };
    },
  );
}
