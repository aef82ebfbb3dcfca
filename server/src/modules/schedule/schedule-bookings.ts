import {
  bookingNumber,
  manDayNeed,
  type BookingStatus,
  type ManDayNeed,
  type OtherMandayRule,
  type ServiceType,
  type WorkloadRule,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { otherMandays, workloadMatrix } from '../../db/schema';

/**
 * What scheduling reads of bookings: their parties by name, the factory's main address (its first by
 * ranking: where the QC travels to), the man-days they need and what their QCs already give them. Every
 * reader takes a list of ids and answers in one query, so a page of 200 rows costs the same few queries.
 */
export interface ScheduleBooking {
  id: number;
  entityId: number;
  bookingNo: string;
  status: BookingStatus;
  version: number;
  customerId: number;
  customerName: string;
  supplierId: number;
  supplierName: string;
  factoryId: number;
  factoryName: string;
  factoryAddress: string | null;
  factoryPostalCode: string | null;
  factoryCityId: number | null;
  factoryCityName: string | null;
  factoryCountryId: number | null;
  factoryCountryName: string | null;
  officeId: number | null;
  officeName: string | null;
  serviceType: ServiceType;
  inspectionDateFrom: string;
  inspectionDateTo: string;
  productCount: number;
  customerContactIds: number[];
  supplierContactIds: number[];
  factoryContactIds: number[];
}

interface BookingRow {
  id: number;
  entity_id: number;
  status: number;
  version: number;
  customer_id: number;
  customer_name: string;
  supplier_id: number;
  supplier_name: string;
  factory_id: number;
  factory_name: string;
  address: string | null;
  postal_code: string | null;
  city_id: number | null;
  city_name: string | null;
  country_id: number | null;
  country_name: string | null;
  office_id: number | null;
  office_name: string | null;
  service_type: number;
  date_from: string;
  date_to: string;
  product_count: number;
  customer_contact_ids: number[];
  supplier_contact_ids: number[];
  factory_contact_ids: number[];
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/** The entity's bookings among `bookingIds`, in no particular order (absent: another entity's or none). */
export async function scheduleBookings(
  db: Db,
  entityId: number,
  bookingIds: readonly number[],
): Promise<ScheduleBooking[]> {
  if (!bookingIds.length) return [];
  const rows = await rawRows<BookingRow>(
    db,
    sql`select b.id, b.entity_id, b.status, b.version, b.customer_id, c.name as customer_name, b.supplier_id,
          s.name as supplier_name, b.factory_id, f.name as factory_name, fa.address, fa.postal_code,
          fa.city_id, ci.name as city_name, fa.country_id, co.name as country_name, b.office_id,
          o.name as office_name, b.service_type, b.inspection_date_from::text as date_from,
          b.inspection_date_to::text as date_to, b.product_count, b.customer_contact_ids,
          b.supplier_contact_ids, b.factory_contact_ids
        from bookings b
        join customers c on c.id = b.customer_id
        join suppliers s on s.id = b.supplier_id
        join factories f on f.id = b.factory_id
        left join offices o on o.id = b.office_id
        left join lateral (
          select va.address, va.postal_code, va.city_id, va.country_id from vendor_addresses va
          where va.factory_id = b.factory_id order by va.ranking, va.id limit 1) fa on true
        left join cities ci on ci.id = fa.city_id
        left join countries co on co.id = fa.country_id
        where b.id = any(${ids(bookingIds)}) and b.entity_id = ${entityId}`,
  );
  return rows.map((row) => ({
    id: row.id,
    entityId: row.entity_id,
    bookingNo: bookingNumber(row.id),
    status: row.status as BookingStatus,
    version: row.version,
    customerId: row.customer_id,
    customerName: row.customer_name,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    factoryId: row.factory_id,
    factoryName: row.factory_name,
    factoryAddress: row.address,
    factoryPostalCode: row.postal_code,
    factoryCityId: row.city_id,
    factoryCityName: row.city_name,
    factoryCountryId: row.country_id,
    factoryCountryName: row.country_name,
    officeId: row.office_id,
    officeName: row.office_name,
    serviceType: row.service_type as ServiceType,
    inspectionDateFrom: row.date_from,
    inspectionDateTo: row.date_to,
    productCount: row.product_count,
    customerContactIds: row.customer_contact_ids ?? [],
    supplierContactIds: row.supplier_contact_ids ?? [],
    factoryContactIds: row.factory_contact_ids ?? [],
  }));
}

/**
 * The inspection's total sample size per booking: each product's plan, a picking group's plan once (its
 * products share the group's lot and plan, booking-products.ts).
 */
export async function totalSampleSizes(db: Db, bookingIds: readonly number[]): Promise<Map<number, number>> {
  if (!bookingIds.length) return new Map();
  const rows = await rawRows<{ booking_id: number; total: number }>(
    db,
    sql`select booking_id, sum(size)::int as total from (
          select booking_id, max(coalesce((sampling->>'sampleSize')::int, 0)) as size
          from booking_products where booking_id = any(${ids(bookingIds)})
          group by booking_id, coalesce('g' || picking_group::text, 'p' || product_id::text)) lots
        group by booking_id`,
  );
  return new Map(rows.map((row) => [row.booking_id, Number(row.total)]));
}

/** Man-days given per booking and the names of its QCs, each once, by name. */
export async function allocatedTotals(
  db: Db,
  bookingIds: readonly number[],
): Promise<Map<number, { manDays: number; qcNames: string[] }>> {
  if (!bookingIds.length) return new Map();
  const rows = await rawRows<{ booking_id: number; man_days: string; qc_names: string[] }>(
    db,
    sql`select a.booking_id, sum(a.man_days) as man_days,
          array_agg(distinct s.full_name order by s.full_name) as qc_names
        from booking_allocations a join staff s on s.id = a.staff_id
        where a.booking_id = any(${ids(bookingIds)})
        group by a.booking_id`,
  );
  return new Map(
    rows.map((row) => [row.booking_id, { manDays: Number(row.man_days), qcNames: row.qc_names ?? [] }]),
  );
}

export interface ManDayRules {
  workload: WorkloadRule[];
  other: OtherMandayRule[];
}

/** The entity's workload matrix and active other man-days (a few dozen rows: read whole). */
export async function manDayRules(db: Db, entityId: number): Promise<ManDayRules> {
  // In turn: the allocation save reads the rules inside its transaction.
  const workload = await db
    .select({
      id: workloadMatrix.id,
      serviceType: workloadMatrix.serviceType,
      sampleSizeFrom: workloadMatrix.sampleSizeFrom,
      sampleSizeTo: workloadMatrix.sampleSizeTo,
      productCountFrom: workloadMatrix.productCountFrom,
      productCountTo: workloadMatrix.productCountTo,
      manDays: workloadMatrix.manDays,
    })
    .from(workloadMatrix)
    .where(eq(workloadMatrix.entityId, entityId));
  const other = await db
    .select({
      id: otherMandays.id,
      name: otherMandays.name,
      customerId: otherMandays.customerId,
      serviceType: otherMandays.serviceType,
      manDays: otherMandays.manDays,
      isActive: otherMandays.isActive,
    })
    .from(otherMandays)
    .where(and(eq(otherMandays.entityId, entityId), eq(otherMandays.isActive, true)));
  return {
    workload: workload.map((row) => ({ ...row, manDays: Number(row.manDays) })) as WorkloadRule[],
    other: other.map((row) => ({ ...row, manDays: Number(row.manDays) })) as OtherMandayRule[],
  };
}

export function needOf(
  rules: ManDayRules,
  booking: Pick<ScheduleBooking, 'customerId' | 'serviceType' | 'productCount'>,
  totalSampleSize: number,
): ManDayNeed {
  return manDayNeed(rules.workload, rules.other, {
    customerId: booking.customerId,
    serviceType: booking.serviceType,
    totalSampleSize,
    productCount: booking.productCount,
  });
}
