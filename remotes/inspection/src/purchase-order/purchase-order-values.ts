import type { PurchaseOrderCreate, PurchaseOrderDetail, PurchaseOrderLine } from '@portal/domain';

/** One line of the form: what PurchaseOrderLine holds, with '' for empty text (inputs need strings). */
export interface PurchaseOrderLineValues {
  /** The row's React key: saved lines keep their id, new ones get a number of this page's life. */
  key: string;
  id: number | null;
  productId: number | null;
  colorCode: string;
  colorName: string;
  quantity: number | null;
  /** yyyy-MM-dd, or text typed that is not a date yet. */
  etd: string | null;
  destinationCountryId: number | null;
  /** Read only: what bookings hold; the line cannot be removed or go below it. */
  bookedQuantity: number;
}

export interface PurchaseOrderValues {
  poNumber: string;
  customerId: number | null;
  supplierId: number | null;
  factoryId: number | null;
  remarks: string;
  lines: PurchaseOrderLineValues[];
}

let nextKey = 0;

/** A new, empty line; ETD and destination carry over from the line before (orders mostly ship together). */
export function newLine(previous?: PurchaseOrderLineValues): PurchaseOrderLineValues {
  nextKey += 1;
  return {
    key: `new-${nextKey}`,
    id: null,
    productId: null,
    colorCode: '',
    colorName: '',
    quantity: null,
    etd: previous?.etd ?? null,
    destinationCountryId: previous?.destinationCountryId ?? null,
    bookedQuantity: 0,
  };
}

export const emptyPurchaseOrder = (customerId: number | null): PurchaseOrderValues => ({
  poNumber: '',
  customerId,
  supplierId: null,
  factoryId: null,
  remarks: '',
  lines: [newLine()],
});

export function purchaseOrderToValues(record: PurchaseOrderDetail): PurchaseOrderValues {
  return {
    poNumber: record.poNumber,
    customerId: record.customerId,
    supplierId: record.supplierId,
    factoryId: record.factoryId,
    remarks: record.remarks ?? '',
    lines: record.lines.map((line) => ({
      key: `line-${line.id}`,
      id: line.id,
      productId: line.productId,
      colorCode: line.colorCode,
      colorName: line.colorName,
      quantity: line.quantity,
      etd: line.etd,
      destinationCountryId: line.destinationCountryId,
      bookedQuantity: line.bookedQuantity ?? 0,
    })),
  };
}

/**
 * The save body: every line, saved ones with their id and new ones with null, so one save adds, changes
 * and removes lines. The row key and the booked quantity are the screen's own and are not sent.
 */
export function purchaseOrderToBody(values: PurchaseOrderValues): PurchaseOrderCreate {
  return {
    poNumber: values.poNumber.trim(),
    customerId: values.customerId ?? 0,
    supplierId: values.supplierId,
    factoryId: values.factoryId,
    remarks: values.remarks.trim() || null,
    lines: values.lines.map((line): PurchaseOrderLine => ({
      id: line.id,
      productId: line.productId ?? 0,
      colorCode: line.colorCode.trim(),
      colorName: line.colorName.trim(),
      quantity: line.quantity ?? 0,
      etd: line.etd ?? '',
      destinationCountryId: line.destinationCountryId ?? 0,
    })),
  };
}
