import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  Permissions,
  PO_IMPORT_MAX_BYTES,
  PO_IMPORT_MESSAGES,
  PURCHASE_ORDER_API,
  UploadResult,
  type PoFileMessageCode,
  type PoImportUploadResponse,
} from '@portal/domain';
import { XLSX_MIME_TYPE } from '@portal/domain/src/xlsx';
import type { Db } from '../../../db/client';
import { requestLang, sendError } from '../../../plugins/errors';
import { entityRoute, INTERNAL_AND_CUSTOMERS } from '../../../plugins/route-access';
import { idSchema } from '../../../lib/search/search-schemas';
import { customerInScope } from '../../customer/customer-scope';
import { readUpload } from '../../hr-staff/staff-files';
import { scopeOf } from '../../kit/resource-routes';
import { errorResponses } from '../../user/user.schemas';
import { templateWorkbook } from './error-workbook';
import { runImport, withLiveProgress } from './import-job';
import { errorWorkbookOf, jobOf, startJob } from './import-job-store';
import { checkWorkbook } from './workbook-check';
import { vendorsInEntity } from '../purchase-order-scope';

const TAGS = ['Purchase order import'];
const P = Permissions.PurchaseOrderSummary;
const hashParams = {
  type: 'object',
  required: ['hash'],
  properties: { hash: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
} as const;

/** A positive whole id from a multipart field, or null. */
function idField(value: unknown): number | null {
  const text = (value as { value?: unknown } | undefined)?.value;
  const id = typeof text === 'string' && /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

/**
 * The purchase order import: the template, the upload (answers the job's key at once, or why the file is
 * refused unread), the job's progress and result, and the error workbook. The uploader alone sees a job.
 */
export async function poImportRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: { customerId: number } }>(
    `/${PURCHASE_ORDER_API.importTemplate}`,
    {
      config: entityRoute(P.Import, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: {
        tags: TAGS,
        summary: 'The import template (one header row) for a customer the caller may import for',
        querystring: {
          type: 'object',
          required: ['customerId'],
          properties: { customerId: idSchema, lang: { type: 'string' } },
        },
        produces: [XLSX_MIME_TYPE],
      },
    },
    async (request, reply) => {
      if (!(await customerInScope(db, scopeOf(request), request.query.customerId)))
        return sendError(request, reply, 403, 'http.403');
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', 'attachment; filename="purchase-order-template.xlsx"')
        .header('cache-control', 'no-store')
        .send(templateWorkbook(requestLang(request)));
    },
  );

  app.post(
    `/${PURCHASE_ORDER_API.importUpload}`,
    {
      config: entityRoute(P.Import, INTERNAL_AND_CUSTOMERS, 'party'),
      schema: {
        tags: TAGS,
        summary:
          'Upload a filled workbook (fields customerId, supplierId?, factoryId? then file): UploadResult ' +
          'Success with the job key (hash) at once, or Failure/FileSizeExceed with a code and message',
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<PoImportUploadResponse> => {
      const lang = requestLang(request);
      const refuse = (code: PoFileMessageCode, result = UploadResult.Failure): PoImportUploadResponse => ({
        result,
        code,
        message: PO_IMPORT_MESSAGES[lang][code],
      });
      const upload = await readUpload(request, { maxBytes: PO_IMPORT_MAX_BYTES });
      if (upload.kind === 'tooLarge') return refuse('fileSizeExceed', UploadResult.FileSizeExceed);
      if (upload.kind === 'none') return refuse('notXlsx');
      const workbook = checkWorkbook(upload.bytes);
      if (!workbook.ok) return refuse(workbook.code);
      const scope = scopeOf(request);
      const customerId = idField(upload.fields.customerId);
      const supplierId = idField(upload.fields.supplierId);
      const factoryId = idField(upload.fields.factoryId);
      if (customerId === null || !(await customerInScope(db, scope, customerId)))
        return refuse('customerNotFound');
      if (!(await vendorsInEntity(db, scope.entityId, supplierId, factoryId)))
        return refuse('customerNotFound');
      const hash = randomBytes(16).toString('hex');
      const started = await startJob(db, {
        hash,
        entityId: scope.entityId,
        userId: request.user.id,
        customerId,
        supplierId,
        factoryId,
        fileName: upload.fileName,
        fileSha256: createHash('sha256').update(upload.bytes).digest('hex'),
        lang,
      });
      if (!started) return refuse('importRunning');
      void runImport(
        db,
        {
          hash,
          bytes: upload.bytes,
          sheetNumber: workbook.sheetNumber,
          target: { entityId: scope.entityId, customerId, supplierId, factoryId },
          lang,
        },
        request.log,
      );
      return { result: UploadResult.Success, hash };
    },
  );

  app.get<{ Params: { hash: string } }>(
    `/${PURCHASE_ORDER_API.importJob}/:hash`,
    {
      config: entityRoute(P.Import, INTERNAL_AND_CUSTOMERS, 'self'),
      schema: {
        tags: TAGS,
        summary: "One of the caller's imports: progress (rows read, checked, written) and result",
        params: hashParams,
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const job = await jobOf(db, request.params.hash, request.user.id, request.entityId!);
      if (!job) return sendError(request, reply, 404, 'http.notFound');
      return withLiveProgress(job);
    },
  );

  app.get<{ Params: { hash: string } }>(
    `/${PURCHASE_ORDER_API.importJob}/:hash/errors`,
    {
      config: entityRoute(P.Import, INTERNAL_AND_CUSTOMERS, 'self'),
      schema: {
        tags: TAGS,
        summary: 'The uploaded rows with a messages column, for an import refused for its rows',
        params: hashParams,
        produces: [XLSX_MIME_TYPE],
      },
    },
    async (request, reply) => {
      const workbook = await errorWorkbookOf(db, request.params.hash, request.user.id, request.entityId!);
      if (!workbook) return sendError(request, reply, 404, 'http.notFound');
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', 'attachment; filename="purchase-order-import-errors.xlsx"')
        .header('cache-control', 'no-store')
        .send(workbook);
    },
  );
}
