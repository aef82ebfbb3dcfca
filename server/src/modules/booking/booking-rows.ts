import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  bookingNumber,
  hoursBand,
  OPEN_STATUSES,
  type BookingRow,
  type BookingStatus,
  type EntityBookingRules,
  type ServiceType,
} from '@portal/domain';
import { bookings as b, customers, factories, offices, suppliers } from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import { DEFAULT_TIME_ZONE, startOfDay } from '../work-items/work-item-dates';
import { actionsFor } from './booking-access';

/** The columns of a summary row: the booking's own, and the names of the page's parties and office. */
export const bookingRowFields = {
  id: b.id,
  status: b.status,
  customerId: b.customerId,
  customerName: customers.name,
  supplierId: b.supplierId,
  supplierName: suppliers.name,
  factoryId: b.factoryId,
  factoryName: factories.name,
  serviceType: b.serviceType,
  inspectionDateFrom: b.inspectionDateFrom,
  inspectionDateTo: b.inspectionDateTo,
  officeId: b.officeId,
  officeName: offices.name,
  poNumbers: b.poNumbers,
  productCount: b.productCount,
  totalQuantity: b.totalQuantity,
  parentId: b.parentId,
  createdAt: b.createdAt,
  version: b.version,
};

export type StoredRow = {
  [K in keyof typeof bookingRowFields]: (typeof bookingRowFields)[K]['_']['data'];
} & { officeName: string | null };

/** Bookings with the names a row shows (joined by primary key: one lookup per row of the page). */
export function withNames<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(customers, eq(customers.id, b.customerId))
    .innerJoin(suppliers, eq(suppliers.id, b.supplierId))
    .innerJoin(factories, eq(factories.id, b.factoryId))
    .leftJoin(offices, eq(offices.id, b.officeId)) as unknown as T;
}

/**
 * Hours from `now` to the first instant of the first inspection day in the server's time zone; null once the
 * booking is no longer open (cancelled, inspected...). Whole hours, rounded down, so 23.5 h is "under 24".
 */
export function hoursToInspection(status: BookingStatus, dateFrom: string, now: number): number | null {
  if (!OPEN_STATUSES.includes(status)) return null;
  const [year, month, day] = dateFrom.split('-').map(Number) as [number, number, number];
  return Math.floor((startOfDay(year, month, day, DEFAULT_TIME_ZONE) - now) / 3_600_000);
}

/** A stored row as the summary shows it, with what the caller may do with it now. */
export function toBookingRow(
  row: StoredRow,
  scope: ResourceScope,
  rules: EntityBookingRules,
  now: number,
): BookingRow {
  const status = row.status as BookingStatus;
  const hours = hoursToInspection(status, row.inspectionDateFrom, now);
  return {
    ...row,
    bookingNo: bookingNumber(row.id),
    status,
    serviceType: row.serviceType as ServiceType,
    hoursToInspection: hours,
    band: hours === null ? null : hoursBand(hours),
    actions: actionsFor(status, scope, rules),
    createdAt: row.createdAt.toISOString(),
  };
}
