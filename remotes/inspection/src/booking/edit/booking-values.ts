import {
  AqlLevel,
  ServiceType,
  type BookingCreate,
  type BookingDetail,
  type BookingLookups,
  type BookingProduct,
  type PurchaseOrderLiteItem,
} from '@portal/domain';

/** 'Not inspected' in an AQL select (a select cannot offer null as a choice); null in the body. */
export const NOT_INSPECTED = -1;

/** One booked PO line: what the body sends, and what the screen shows of the PO line beside it. */
export interface BookingLineValues {
  /** The row's React key. */
  key: string;
  id: number | null;
  poLineId: number;
  quantity: number | null;
  containerNo: number | null;
  poNumber: string;
  productId: number;
  productReference: string;
  colour: string;
  /** The most this booking may hold of the PO line. */
  availableQuantity: number;
}

/** One product's AQL choice; the AQL values hold NOT_INSPECTED instead of null. */
export interface BookingProductValues {
  productId: number;
  productReference: string;
  aqlLevel: AqlLevel | null;
  customSampleSize: number | null;
  criticalAql: number;
  majorAql: number;
  minorAql: number;
  /** Set on the picking screen; kept as it is by the edit screen. */
  pickingGroup: number | null;
}

/** The form's names are the body's, so the server's field messages land on the right fields. */
export interface BookingValues {
  customerId: number | null;
  supplierId: number | null;
  factoryId: number | null;
  serviceType: ServiceType | null;
  inspectionDateFrom: string | null;
  inspectionDateTo: string | null;
  officeId: number | null;
  containerCount: number | null;
  customerContactIds: number[];
  supplierContactIds: number[];
  factoryContactIds: number[];
  instructions: string;
  lines: BookingLineValues[];
  products: BookingProductValues[];
}

/** The parties a customer, supplier or factory user is: fixed on their bookings. */
export interface OwnParties {
  customerId: number | null;
  supplierId: number | null;
  factoryId: number | null;
}

export const emptyBooking = (own: OwnParties): BookingValues => ({
  ...own,
  serviceType: null,
  inspectionDateFrom: null,
  inspectionDateTo: null,
  officeId: null,
  containerCount: null,
  customerContactIds: [],
  supplierContactIds: [],
  factoryContactIds: [],
  instructions: '',
  lines: [],
  products: [],
});

export const isContainerLoading = (values: Pick<BookingValues, 'serviceType'>) =>
  values.serviceType === ServiceType.ContainerLoading;

const aqlValue = (aql: number | null) => aql ?? NOT_INSPECTED;
/** An AQL select's value as the server takes it (null: the class is not inspected). */
export const aqlBody = (aql: number) => (aql === NOT_INSPECTED ? null : aql);

export function bookingToValues(record: BookingDetail): BookingValues {
  return {
    customerId: record.customerId,
    supplierId: record.supplierId,
    factoryId: record.factoryId,
    serviceType: record.serviceType,
    inspectionDateFrom: record.inspectionDateFrom,
    inspectionDateTo: record.inspectionDateTo,
    officeId: record.officeId,
    containerCount: record.containerCount || null,
    customerContactIds: record.customerContactIds,
    supplierContactIds: record.supplierContactIds,
    factoryContactIds: record.factoryContactIds,
    instructions: record.instructions ?? '',
    lines: record.lines.map((line) => ({
      key: `line-${line.id ?? line.poLineId}`,
      id: line.id,
      poLineId: line.poLineId,
      quantity: line.quantity,
      containerNo: line.containerNo,
      poNumber: line.poNumber ?? '',
      productId: line.productId ?? 0,
      productReference: line.productReference ?? '',
      colour: colourOf(line.colorCode, line.colorName),
      availableQuantity: line.availableQuantity ?? line.quantity,
    })),
    products: record.products.map((product) => ({
      productId: product.productId,
      productReference: product.productReference ?? '',
      aqlLevel: product.aqlLevel,
      customSampleSize: product.customSampleSize,
      criticalAql: aqlValue(product.criticalAql),
      majorAql: aqlValue(product.majorAql),
      minorAql: aqlValue(product.minorAql),
      pickingGroup: product.pickingGroup,
    })),
  };
}

/** The body without `request` (the screen adds it); the screen-only fields are not sent. */
export function bookingToBody(values: BookingValues): BookingCreate {
  const containers = isContainerLoading(values);
  return {
    customerId: values.customerId ?? 0,
    supplierId: values.supplierId ?? 0,
    factoryId: values.factoryId ?? 0,
    serviceType: values.serviceType ?? (0 as ServiceType),
    inspectionDateFrom: values.inspectionDateFrom ?? '',
    inspectionDateTo: values.inspectionDateTo ?? '',
    officeId: values.officeId,
    instructions: values.instructions.trim() || null,
    containerCount: containers ? (values.containerCount ?? 0) : 0,
    customerContactIds: values.customerContactIds,
    supplierContactIds: values.supplierContactIds,
    factoryContactIds: values.factoryContactIds,
    lines: values.lines.map((line) => ({
      id: line.id,
      poLineId: line.poLineId,
      quantity: line.quantity ?? 0,
      containerNo: containers ? line.containerNo : null,
    })),
    products: values.products.map((product): BookingProduct => ({
      productId: product.productId,
      aqlLevel: product.aqlLevel ?? (0 as AqlLevel),
      customSampleSize: product.aqlLevel === AqlLevel.Custom ? product.customSampleSize : null,
      criticalAql: aqlBody(product.criticalAql),
      majorAql: aqlBody(product.majorAql),
      minorAql: aqlBody(product.minorAql),
      pickingGroup: product.pickingGroup,
    })),
  };
}

function colourOf(code: string | undefined, name: string | undefined): string {
  return [code, name].filter(Boolean).join(' – ');
}

/**
 * When the customer has no inspection service of this type: level II, critical not inspected, major 2.5,
 * minor 4.0 (the usual general-merchandise choice), for the user to change.
 */
const FALLBACK_AQL = { aqlLevel: AqlLevel.AQLII, criticalAql: null, majorAql: 2.5, minorAql: 4 };

/** A product's first AQL choice: the customer's service defaults for the booking's service type. */
export function defaultProduct(
  line: Pick<BookingLineValues, 'productId' | 'productReference'>,
  serviceType: ServiceType | null,
  lookups: BookingLookups | null,
): BookingProductValues {
  const defaults =
    lookups?.serviceDefaults.find((service) => service.serviceType === serviceType) ?? FALLBACK_AQL;
  return {
    productId: line.productId,
    productReference: line.productReference,
    aqlLevel: defaults.aqlLevel,
    customSampleSize: null,
    criticalAql: aqlValue(defaults.criticalAql),
    majorAql: aqlValue(defaults.majorAql),
    minorAql: aqlValue(defaults.minorAql),
    pickingGroup: null,
  };
}

/** A picked open PO line, booking at first all that is left of it. */
export function lineFromOpenLine(item: PurchaseOrderLiteItem): BookingLineValues {
  return {
    key: `po-line-${item.id}`,
    id: null,
    poLineId: item.id,
    quantity: item.remainingQuantity,
    containerNo: null,
    poNumber: item.poNumber,
    productId: item.productId,
    productReference: item.productReference,
    colour: colourOf(item.colorCode, item.colorName),
    availableQuantity: item.remainingQuantity,
  };
}

type LinesAndProducts = Pick<BookingValues, 'lines' | 'products'>;

/** Adds a line; its product gets an AQL block when it is the product's first line. */
export function withLine(
  values: LinesAndProducts,
  line: BookingLineValues,
  newProduct: () => BookingProductValues,
): LinesAndProducts {
  const known = values.products.some((product) => product.productId === line.productId);
  return {
    lines: [...values.lines, line],
    products: known ? values.products : [...values.products, newProduct()],
  };
}

/** Removes a line; a product without lines left loses its AQL block (the server wants exactly those). */
export function withoutLine(values: LinesAndProducts, index: number): LinesAndProducts {
  const lines = values.lines.filter((_, position) => position !== index);
  return {
    lines,
    products: values.products.filter((product) => lines.some((line) => line.productId === product.productId)),
  };
}

/**
 * The lot a product is sampled from: its quantity in the booking, or its picking group's (the products
 * picked together are drawn as one lot).
 */
export function lotSizeOf(values: LinesAndProducts, productId: number): number {
  const product = values.products.find((item) => item.productId === productId);
  const group = product?.pickingGroup ?? null;
  const inLot = new Set(
    group === null
      ? [productId]
      : values.products.filter((item) => item.pickingGroup === group).map((item) => item.productId),
  );
  return values.lines
    .filter((line) => inLot.has(line.productId))
    .reduce((sum, line) => sum + (line.quantity ?? 0), 0);
}
