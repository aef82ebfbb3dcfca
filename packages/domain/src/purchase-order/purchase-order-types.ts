/**
 * A purchase order belongs to one customer (optionally one supplier and one factory) and has lines: a
 * product of that customer, a colour, a quantity in whole units, an ETD and a destination country. Bookings
 * book against lines; `bookedQuantity` is what they hold, so a line cannot drop below it.
 */

export const PO_NUMBER_MAX = 50;
export const COLOR_CODE_MAX = 50;
export const COLOR_NAME_MAX = 100;
/** Largest line quantity (whole units): what an int column holds, far above any real order. */
export const PO_QUANTITY_MAX = 100_000_000;
export const PO_LINES_MAX = 2000;

/** One row of the summary: a PO line with its order's fields. */
export interface PurchaseOrderRow {
  /** The line's id. */
  id: number;
  purchaseOrderId: number;
  poNumber: string;
  customerId: number;
  customerName: string;
  supplierId: number | null;
  supplierName: string | null;
  factoryId: number | null;
  factoryName: string | null;
  productId: number;
  productReference: string;
  productDescription: string | null;
  barcode: string | null;
  colorCode: string;
  colorName: string;
  quantity: number;
  bookedQuantity: number;
  /** yyyy-MM-dd. */
  etd: string;
  destinationCountryId: number;
  destinationCountryName: string;
}

export interface PurchaseOrderLine {
  /** null for a line added in this save. */
  id: number | null;
  productId: number;
  colorCode: string;
  colorName: string;
  quantity: number;
  /** yyyy-MM-dd. */
  etd: string;
  destinationCountryId: number;
  /** Read only: what bookings hold of the line. */
  bookedQuantity?: number;
}

export interface PurchaseOrderDetail {
  id: number;
  poNumber: string;
  customerId: number;
  supplierId: number | null;
  factoryId: number | null;
  remarks: string | null;
  lines: PurchaseOrderLine[];
  version: number;
}

export const PURCHASE_ORDER_SORT_FIELDS = [
  'id',
  'poNumber',
  'customerName',
  'supplierName',
  'factoryName',
  'productReference',
  'productDescription',
  'colorCode',
  'colorName',
  'quantity',
  'bookedQuantity',
  'etd',
  'destinationCountryName',
] as const;

export interface PurchaseOrderLiteItem {
  /** The line's id. */
  id: number;
  /** PO number, product reference and colour, for a select. */
  name: string;
  purchaseOrderId: number;
  poNumber: string;
  customerId: number;
  supplierId: number | null;
  factoryId: number | null;
  productId: number;
  productReference: string;
  productDescription: string | null;
  colorCode: string;
  colorName: string;
  quantity: number;
  bookedQuantity: number;
  remainingQuantity: number;
  etd: string;
  destinationCountryName: string;
}

export interface PurchaseOrderLiteResponse {
  result: number;
  dataSourceList: PurchaseOrderLiteItem[];
  total: number;
}

/** Save refusals of the edit screen the server words itself (field errors), English and French. */
export const PURCHASE_ORDER_SAVE_MESSAGES = {
  duplicateLine: {
    en: 'This order already has a line for this product and colour.',
    fr: 'Cette commande a déjà une ligne pour ce produit et cette couleur.',
  },
  bookedLine: {
    en: 'A line already booked cannot be removed or reduced below its booked quantity.',
    fr: 'Une ligne déjà réservée ne peut être supprimée ni réduite sous sa quantité réservée.',
  },
} as const;
