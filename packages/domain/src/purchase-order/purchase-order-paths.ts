/**
 * API paths of purchase orders (no leading slash: the client's prefix is the server base). The resource base
 * serves the kit routes (POST {base}/search over PO lines, GET {base}/{id}, POST, PUT, DELETE {base}/{id},
 * POST {base}/export). The import answers a key (the spec's Excel import {hash}) and runs as a job.
 */
export const PURCHASE_ORDER_API = {
  purchaseOrder: 'api/PurchaseOrder',
  /** GET ?customerId=: the import template (one header row). */
  importTemplate: 'api/PurchaseOrder/import-template',
  /** POST multipart (file, customerId, supplierId?, factoryId?): { result, hash } at once. */
  importUpload: 'api/PurchaseOrder/import',
  /** GET {base}/{hash}: the job's progress and result; GET {base}/{hash}/errors: the error workbook. */
  importJob: 'api/PurchaseOrder/import',
  /** POST: open PO lines (not fully booked) with their remaining quantity; shared with bookings. */
  purchaseOrderLite: 'api/PurchaseOrder/GetPurchaseOrderLiteDataSource',
} as const;

/** Screen routes under /{entity}/ (spec section 2: poedit, posearch, poupload, purchaseorderlite). */
export const PURCHASE_ORDER_SCREEN_PATHS = {
  summary: 'posearch/purchase-order-summary',
  edit: 'poedit/edit-purchase-order',
  upload: 'poupload/purchase-order-upload',
  lite: 'purchaseorderlite/purchase-order-lite',
} as const;
