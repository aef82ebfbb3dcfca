import { and, asc, eq } from 'drizzle-orm';
import {
  bookingNumber,
  HOLDS_QUANTITY,
  type AqlLevel,
  type BookingAttachment,
  type BookingDetail,
  type BookingLine,
  type BookingProduct,
  type BookingStatus,
  type SamplingResult,
  type ServiceType,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  bookingAttachments,
  bookingLines as bl,
  bookingProducts as bp,
  bookings as b,
  customerProducts,
  customers,
  factories,
  offices,
  purchaseOrderLines as l,
  purchaseOrders as po,
  suppliers,
  users,
} from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import { actionsFor } from './booking-access';
import { bookingScopeCondition } from './booking-scope';
import { loadBookingSettings } from './booking-settings.repository';

/** The booking's own row with its names, in the caller's scope. */
async function head(db: Db, id: number, scope: ResourceScope) {
  const [row] = await db
    .select({
      booking: b,
      customerName: customers.name,
      supplierName: suppliers.name,
      factoryName: factories.name,
      officeName: offices.name,
    })
    .from(b)
    .innerJoin(customers, eq(customers.id, b.customerId))
    .innerJoin(suppliers, eq(suppliers.id, b.supplierId))
    .innerJoin(factories, eq(factories.id, b.factoryId))
    .leftJoin(offices, eq(offices.id, b.officeId))
    .where(and(eq(b.id, id), bookingScopeCondition(scope)));
  return row ?? null;
}

/**
 * The lines with what the screen shows of their PO line. booked_quantity counts every booking that is not
 * cancelled, this one too while it holds: what is left for it is the line less what the others hold.
 */
async function linesOf(db: Db, bookingId: number, holdsQuantity: boolean): Promise<BookingLine[]> {
  const rows = await db
    .select({
      id: bl.id,
      poLineId: bl.poLineId,
      quantity: bl.quantity,
      containerNo: bl.containerNo,
      poNumber: po.poNumber,
      productId: bl.productId,
      productReference: customerProducts.productReference,
      productDescription: customerProducts.description,
      colorCode: l.colorCode,
      colorName: l.colorName,
      lineQuantity: l.quantity,
      bookedQuantity: l.bookedQuantity,
    })
    .from(bl)
    .innerJoin(l, eq(l.id, bl.poLineId))
    .innerJoin(po, eq(po.id, l.purchaseOrderId))
    .innerJoin(customerProducts, eq(customerProducts.id, bl.productId))
    .where(eq(bl.bookingId, bookingId))
    .orderBy(asc(bl.id));
  return rows.map(({ bookedQuantity, ...line }) => ({
    ...line,
    availableQuantity: line.lineQuantity - bookedQuantity + (holdsQuantity ? line.quantity : 0),
  }));
}

async function productsOf(db: Db, bookingId: number): Promise<BookingProduct[]> {
  const rows = await db
    .select({
      productId: bp.productId,
      aqlLevel: bp.aqlLevel,
      customSampleSize: bp.customSampleSize,
      criticalAql: bp.criticalAql,
      majorAql: bp.majorAql,
      minorAql: bp.minorAql,
      pickingGroup: bp.pickingGroup,
      productReference: customerProducts.productReference,
      lotSize: bp.lotSize,
      sampling: bp.sampling,
    })
    .from(bp)
    .innerJoin(customerProducts, eq(customerProducts.id, bp.productId))
    .where(eq(bp.bookingId, bookingId))
    .orderBy(asc(customerProducts.productReference), asc(bp.productId));
  return rows.map((row) => ({
    ...row,
    aqlLevel: row.aqlLevel as AqlLevel,
    sampling: (row.sampling as SamplingResult | null) ?? null,
  }));
}

export async function attachmentsOf(db: Db, bookingId: number): Promise<BookingAttachment[]> {
  const rows = await db
    .select({
      id: bookingAttachments.id,
      fileName: bookingAttachments.fileName,
      size: bookingAttachments.size,
      uploadedAt: bookingAttachments.createdAt,
      uploadedBy: users.fullName,
    })
    .from(bookingAttachments)
    .leftJoin(users, eq(users.id, bookingAttachments.uploadedBy))
    .where(eq(bookingAttachments.bookingId, bookingId))
    .orderBy(asc(bookingAttachments.id));
  return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
}

/** One booking as the edit screen reads it, or null (also when outside the caller's scope). */
export async function bookingDetail(db: Db, id: number, scope: ResourceScope): Promise<BookingDetail | null> {
  const found = await head(db, id, scope);
  if (!found) return null;
  const { booking } = found;
  const status = booking.status as BookingStatus;
  // One after the other: inside a save's transaction they share one connection.
  const lines = await linesOf(db, id, HOLDS_QUANTITY(status));
  const products = await productsOf(db, id);
  const attachments = await attachmentsOf(db, id);
  const settings = await loadBookingSettings(db, scope.entityId);
  return {
    id: booking.id,
    bookingNo: bookingNumber(booking.id),
    status,
    customerId: booking.customerId,
    supplierId: booking.supplierId,
    factoryId: booking.factoryId,
    serviceType: booking.serviceType as ServiceType,
    inspectionDateFrom: booking.inspectionDateFrom,
    inspectionDateTo: booking.inspectionDateTo,
    officeId: booking.officeId,
    instructions: booking.instructions,
    containerCount: booking.containerCount,
    customerContactIds: booking.customerContactIds,
    supplierContactIds: booking.supplierContactIds,
    factoryContactIds: booking.factoryContactIds,
    lines,
    products,
    attachments,
    parentId: booking.parentId,
    combinedIntoId: booking.combinedIntoId,
    holdReason: booking.holdReason,
    cancelReason: booking.cancelReason,
    actions: actionsFor(status, scope, settings),
    customerName: found.customerName,
    supplierName: found.supplierName,
    factoryName: found.factoryName,
    officeName: found.officeName,
    version: booking.version,
  };
}
