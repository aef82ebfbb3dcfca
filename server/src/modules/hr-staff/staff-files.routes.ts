import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Permissions, ResourceResult, UPLOAD_MIME_TYPES, UploadResult } from '@portal/domain';
import type { Db } from '../../db/client';
import { staff, staffFiles } from '../../db/schema';
import { requestLang, sendError } from '../../plugins/errors';
import { isStaffSide } from '../user/caller-kind';
import { hrMessage } from './hr-staff-messages';
import { idParams, resultOnly } from './hr-staff.schemas';
import {
  attachmentHeader,
  PHOTO_MIME_TYPES,
  readUpload,
  removeStoredFiles,
  sniffType,
  storedFilePath,
  storeStaffFile,
  staffPhotoFileUrl,
} from './staff-files';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const P = Permissions.StaffSummary;
const BASE = '/api/HumanResource';
const tags = ['staff'];

const uploadSchema = (summary: string) => ({
  tags,
  summary,
  consumes: ['multipart/form-data'],
  params: idParams,
});

async function staffOfEntity(db: Db, entityId: number, id: number) {
  const [row] = await db
    .select({ id: staff.id, photoFile: staff.photoFile })
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.entityId, entityId)));
  return row ?? null;
}

/** Sends a stored file whole (photos, documents and receipts are at most MAX_UPLOAD_BYTES). */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  filesDir: string | undefined,
  relative: string | null,
  mimeType: string,
  downloadName?: string,
) {
  const file = filesDir && relative ? storedFilePath(filesDir, relative) : null;
  const bytes = file && (await fs.promises.readFile(file).catch(() => null));
  if (!bytes) return sendError(request, reply, 404, 'http.notFound');
  reply
    .header('content-type', mimeType)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff');
  if (downloadName) reply.header('content-disposition', attachmentHeader(downloadName));
  return reply.send(bytes);
}

/**
 * Staff photo and attached files (multipart, one file): images (photo) or images and PDF (files), up to
 * MAX_UPLOAD_BYTES; a larger file answers FileSizeExceed and nothing is stored. The type is read from
 * the bytes, so a renamed file is refused.
 */
export async function staffFileRoutes(app: FastifyInstance, { db, filesDir }: { db: Db; filesDir?: string }) {
  async function receive(
    request: FastifyRequest,
    allowed: readonly string[],
    typeMessage: 'photoType' | 'fileType',
  ) {
    const lang = requestLang(request);
    if (!filesDir)
      return { refusal: { result: UploadResult.Failure, message: hrMessage('noStorage', lang) } };
    const upload = await readUpload(request);
    if (upload.kind === 'tooLarge')
      return { refusal: { result: UploadResult.FileSizeExceed, message: hrMessage('fileSizeExceed', lang) } };
    if (upload.kind === 'none')
      return { refusal: { result: UploadResult.Failure, message: hrMessage('noFile', lang) } };
    const type = sniffType(upload.bytes);
    if (!type || !allowed.includes(type))
      return { refusal: { result: UploadResult.Failure, message: hrMessage(typeMessage, lang) } };
    return { upload: { ...upload, type, dir: filesDir } };
  }

  app.post<{ Params: { id: number } }>(
    `${BASE}/staff/uphoto/:id`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      schema: uploadSchema('Upload the staff photo (an image)'),
    },
    async (request, reply) => {
      const record = await staffOfEntity(db, request.entityId!, request.params.id);
      if (!record) return sendError(request, reply, 404, 'http.notFound');
      const received = await receive(request, PHOTO_MIME_TYPES, 'photoType');
      if (received.refusal) return received.refusal;
      const { upload } = received;
      const stored = await storeStaffFile(upload.dir, record.id, 'photo', upload.type, upload.bytes);
      // The version does not change: a photo is not an edit of the form, so an open form still saves.
      await db.update(staff).set({ photoFile: stored }).where(eq(staff.id, record.id));
      if (record.photoFile) await removeStoredFiles(filesDir, [record.photoFile]);
      return { result: UploadResult.Success, fileUrl: staffPhotoFileUrl(record.id, stored) };
    },
  );

  app.post<{ Params: { id: number } }>(
    `${BASE}/staff/attached/:id`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      schema: uploadSchema('Attach a document (image or PDF) to a staff record'),
    },
    async (request, reply) => {
      const record = await staffOfEntity(db, request.entityId!, request.params.id);
      if (!record) return sendError(request, reply, 404, 'http.notFound');
      const received = await receive(request, UPLOAD_MIME_TYPES, 'fileType');
      if (received.refusal) return received.refusal;
      const { upload } = received;
      const stored = await storeStaffFile(upload.dir, record.id, 'files', upload.type, upload.bytes);
      const [file] = await db
        .insert(staffFiles)
        .values({
          staffId: record.id,
          fileName: upload.fileName,
          mimeType: upload.type,
          size: upload.bytes.length,
          storedPath: stored,
          uploadedBy: request.user.id,
        })
        .returning();
      return {
        result: UploadResult.Success,
        file: {
          id: file!.id,
          fileName: file!.fileName,
          mimeType: file!.mimeType,
          size: file!.size,
          createdAt: file!.createdAt.toISOString(),
        },
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/staff/file/:id`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Download an attached file (blob with its type and name)', params: idParams },
    },
    async (request, reply) => {
      const [file] = await db
        .select({
          storedPath: staffFiles.storedPath,
          mimeType: staffFiles.mimeType,
          fileName: staffFiles.fileName,
        })
        .from(staffFiles)
        .innerJoin(staff, eq(staff.id, staffFiles.staffId))
        .where(and(eq(staffFiles.id, request.params.id), eq(staff.entityId, request.entityId!)));
      if (!file) return sendError(request, reply, 404, 'http.notFound');
      return sendStored(request, reply, filesDir, file.storedPath, file.mimeType, file.fileName);
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${BASE}/staff/file/:id`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      schema: { tags, summary: 'Remove an attached file', params: idParams, response: resultOnly },
    },
    async (request) => {
      const [file] = await db
        .select({ id: staffFiles.id, storedPath: staffFiles.storedPath })
        .from(staffFiles)
        .innerJoin(staff, eq(staff.id, staffFiles.staffId))
        .where(and(eq(staffFiles.id, request.params.id), eq(staff.entityId, request.entityId!)));
      if (!file) return { result: ResourceResult.NotFound };
      await db.delete(staffFiles).where(eq(staffFiles.id, file.id));
      await removeStoredFiles(filesDir, [file.storedPath]);
      return { result: ResourceResult.Success };
    },
  );

  // The picture itself: the same audience as the header's staff/photo lookup (internal and outsource users).
  app.get<{ Params: { id: number } }>(
    `${BASE}/staff/photo-file/:id`,
    {
      config: entityRoute(null, INTERNAL, 'entity'),
      schema: { tags, summary: 'The staff photo (image/*); 404 without one', params: idParams },
    },
    async (request, reply) => {
      if (!isStaffSide(request.user)) return sendError(request, reply, 403, 'http.403');
      const record = await staffOfEntity(db, request.entityId!, request.params.id);
      const type = record?.photoFile ? photoType(record.photoFile) : null;
      if (!record || !type) return sendError(request, reply, 404, 'http.notFound');
      return sendStored(request, reply, filesDir, record.photoFile, type);
    },
  );
}

const PHOTO_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

function photoType(relative: string): string | null {
  return PHOTO_TYPES[relative.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}
