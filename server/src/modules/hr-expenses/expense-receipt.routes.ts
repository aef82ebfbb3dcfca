import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  EXPENSE_MAX_RECEIPTS,
  ExpenseStatus,
  Permissions,
  ResourceResult,
  UPLOAD_MIME_TYPES,
  UploadResult,
  type ExpenseUploadResponse,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { expenseClaims, expenseReceipts } from '../../db/schema';
import { requestLang, sendError } from '../../plugins/errors';
import { readUpload, removeStoredFiles, sniffType, storeUploadedFile } from '../hr-staff/staff-files';
import { sendStored } from '../hr-staff/staff-files.routes';
import { stepRoute } from './expense-actors';
import { expenseCaller } from './expense-caller';
import { findClaim, receiptsOf } from './expense-claim.repository';
import { notPendingMessage } from './expense-claim.service';
import { mayView, relationOf } from './expense-detail';
import { expenseMessage } from './expense-messages';
import { idParams } from './expense.schemas';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const BASE = '/api/ExpenseClaim';
const tags = ['Expense claims'];

/**
 * The claim of the request's entity and whether the caller may see it and change its receipts: the
 * claimant while it is pending. Anything else has already been answered (404, 403, 409) when null.
 */
async function claimFor(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  claimId: number,
  intent: 'read' | 'change',
) {
  const lang = requestLang(request);
  const caller = await expenseCaller(db, request);
  const record = await findClaim(db, caller.entityId, claimId);
  if (!record) {
    await sendError(request, reply, 404, 'http.notFound');
    return null;
  }
  const relation = relationOf(caller, record, await stepRoute(db, caller.entityId, record));
  if (!mayView(caller, relation)) {
    await sendError(request, reply, 403, 'http.403');
    return null;
  }
  if (intent === 'change' && !relation.isClaimant) {
    await reply.code(403).send({ message: expenseMessage('NotClaimant', lang) });
    return null;
  }
  if (intent === 'change' && record.status !== ExpenseStatus.Pending) {
    await reply.code(409).send({ result: UploadResult.Failure, message: notPendingMessage(record, lang) });
    return null;
  }
  return record;
}

/** The receipt of an id with its claim's id, or null (any entity: the claim check scopes it). */
async function findReceipt(db: Db, id: number) {
  const [row] = await db
    .select({
      id: expenseReceipts.id,
      claimId: expenseReceipts.claimId,
      fileName: expenseReceipts.fileName,
      mimeType: expenseReceipts.mimeType,
      storedPath: expenseReceipts.storedPath,
    })
    .from(expenseReceipts)
    .where(eq(expenseReceipts.id, id));
  return row ?? null;
}

/**
 * Receipts of a claim: upload (multipart, one image or PDF up to MAX_UPLOAD_BYTES, the type read from
 * the bytes; too large answers FileSizeExceed with nothing stored), download as a blob (whoever may see
 * the claim), remove (the claimant while pending). Files live under {filesDir}/expenses/{claimId}/.
 */
export async function expenseReceiptRoutes(
  app: FastifyInstance,
  { db, filesDir }: { db: Db; filesDir?: string },
): Promise<void> {
  app.post<{ Params: { id: number } }>(
    `${BASE}/:id/receipt`,
    {
      config: entityRoute(Permissions.ExpenseClaim.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Attach a receipt (image or PDF) to a pending claim of ones own',
        consumes: ['multipart/form-data'],
        params: idParams,
      },
    },
    async (request, reply): Promise<ExpenseUploadResponse | FastifyReply> => {
      const lang = requestLang(request);
      const record = await claimFor(db, request, reply, request.params.id, 'change');
      if (!record) return reply;
      const refuse = (message: Parameters<typeof expenseMessage>[0], values = {}) => ({
        result: UploadResult.Failure,
        message: expenseMessage(message, lang, values),
      });
      if (!filesDir) return refuse('NoStorage');
      const [held] = await db
        .select({ total: count() })
        .from(expenseReceipts)
        .where(eq(expenseReceipts.claimId, record.id));
      if (Number(held?.total ?? 0) >= EXPENSE_MAX_RECEIPTS)
        return refuse('TooManyReceipts', { max: EXPENSE_MAX_RECEIPTS });
      const upload = await readUpload(request);
      if (upload.kind === 'tooLarge')
        return { result: UploadResult.FileSizeExceed, message: expenseMessage('FileSizeExceed', lang) };
      if (upload.kind === 'none') return refuse('NoFile');
      const type = sniffType(upload.bytes);
      if (!type || !(UPLOAD_MIME_TYPES as readonly string[]).includes(type)) return refuse('ReceiptType');

      const stored = await storeUploadedFile(filesDir, ['expenses', String(record.id)], type, upload.bytes);
      const saved = await db
        .transaction(async (tx) => {
          // Still pending now that the file is in: a claim checked meanwhile keeps its receipts as seen.
          const [claim] = await tx
            .select({ status: expenseClaims.status })
            .from(expenseClaims)
            .where(eq(expenseClaims.id, record.id))
            .for('update');
          if (claim?.status !== ExpenseStatus.Pending) return null;
          const [row] = await tx
            .insert(expenseReceipts)
            .values({
              claimId: record.id,
              fileName: upload.fileName,
              mimeType: type,
              size: upload.bytes.length,
              storedPath: stored,
              uploadedBy: request.user.id,
            })
            .returning({ id: expenseReceipts.id });
          return row!.id;
        })
        .catch(async (error: unknown) => {
          await removeStoredFiles(filesDir, [stored]);
          throw error;
        });
      if (saved == null) {
        await removeStoredFiles(filesDir, [stored]);
        return reply
          .code(409)
          .send({ result: UploadResult.Failure, message: notPendingMessage(record, lang) });
      }
      const receipt = (await receiptsOf(db, record.id)).find((item) => item.id === saved);
      return { result: UploadResult.Success, receipt };
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/receipt/:id`,
    {
      config: entityRoute(Permissions.ExpenseClaim.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Download a receipt (blob with its type and name)', params: idParams },
    },
    async (request, reply) => {
      const receipt = await findReceipt(db, request.params.id);
      if (!receipt) return sendError(request, reply, 404, 'http.notFound');
      const record = await claimFor(db, request, reply, receipt.claimId, 'read');
      if (!record) return reply;
      return sendStored(request, reply, filesDir, receipt.storedPath, receipt.mimeType, receipt.fileName);
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${BASE}/receipt/:id`,
    {
      config: entityRoute(Permissions.ExpenseClaim.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Remove a receipt of a pending claim of ones own', params: idParams },
    },
    async (request, reply) => {
      const receipt = await findReceipt(db, request.params.id);
      if (!receipt) return { result: ResourceResult.NotFound };
      const record = await claimFor(db, request, reply, receipt.claimId, 'change');
      if (!record) return reply;
      const removed = await db
        .delete(expenseReceipts)
        .where(
          and(
            eq(expenseReceipts.id, receipt.id),
            // Only while the claim is still pending, decided in the same statement.
            sql`exists (select 1 from ${expenseClaims} c where c.id = ${record.id}
              and c.status = ${ExpenseStatus.Pending})`,
          ),
        )
        .returning({ id: expenseReceipts.id });
      if (!removed.length)
        return reply.code(409).send({ message: notPendingMessage(record, requestLang(request)) });
      await removeStoredFiles(filesDir, [receipt.storedPath]);
      return { result: ResourceResult.Success };
    },
  );
}
