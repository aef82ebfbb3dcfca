import type { KyInstance } from 'ky';
import {
  PURCHASE_ORDER_API as API,
  UploadResult,
  type PoImportJob,
  type PoImportUploadResponse,
  type PurchaseOrderCreate,
  type PurchaseOrderDetail,
  type PurchaseOrderLiteRequest,
  type PurchaseOrderLiteResponse,
  type PurchaseOrderRow,
  type PurchaseOrderSearchRequest,
} from '@portal/domain';
import { resourceClient } from './resource';

export interface PoImportUploadRequest {
  file: File;
  customerId: number;
  supplierId?: number | null;
  factoryId?: number | null;
}

/**
 * The upload's answer whatever its status: the server refuses a file with a 200 or a 4xx carrying
 * { result, code, message }, and the screen shows that message rather than a generic failure. A body that
 * is not the server's JSON (a proxy's 413 page) still becomes a refusal the screen can word.
 */
async function uploadAnswer(response: Response): Promise<PoImportUploadResponse> {
  try {
    const body = (await response.json()) as PoImportUploadResponse;
    if (body && typeof body.result === 'number') return body;
  } catch {
    // Not JSON: worded below from the status.
  }
  if (response.status === 413) return { result: UploadResult.FileSizeExceed, code: 'fileSizeExceed' };
  if (response.ok) return { result: UploadResult.Failure };
  throw new Error(`import upload failed with HTTP ${response.status}`);
}

/** Purchase orders (the kit's resource over PO lines), their Excel import and the open-lines lookup. */
export function purchaseOrderEndpoints(client: KyInstance) {
  return {
    purchaseOrder: resourceClient<
      PurchaseOrderRow,
      PurchaseOrderDetail,
      PurchaseOrderCreate,
      PurchaseOrderSearchRequest
    >(client, API.purchaseOrder),
    /** The import template (xlsx) with the customer's header texts. */
    importTemplate: (customerId: number) =>
      client.get(API.importTemplate, { searchParams: { customerId } }).blob(),
    /**
     * Multipart: the fields come before the file so the server knows the customer before it reads the
     * workbook's bytes. Never throws for a refused file (see uploadAnswer).
     */
    importUpload: async ({ file, customerId, supplierId, factoryId }: PoImportUploadRequest) => {
      const form = new FormData();
      form.append('customerId', String(customerId));
      if (supplierId != null) form.append('supplierId', String(supplierId));
      if (factoryId != null) form.append('factoryId', String(factoryId));
      form.append('file', file, file.name);
      return uploadAnswer(
        await client.post(API.importUpload, { body: form, timeout: false, throwHttpErrors: false }),
      );
    },
    importJob: (hash: string) =>
      client.get(`${API.importJob}/${encodeURIComponent(hash)}`).json<PoImportJob>(),
    /** Every refused row with its messages, as an xlsx file. */
    importErrors: (hash: string) =>
      client.get(`${API.importJob}/${encodeURIComponent(hash)}/errors`, { timeout: false }).blob(),
    purchaseOrderLite: (request: PurchaseOrderLiteRequest) =>
      client.post(API.purchaseOrderLite, { json: request }).json<PurchaseOrderLiteResponse>(),
  };
}

export type PurchaseOrderEndpoints = ReturnType<typeof purchaseOrderEndpoints>;
