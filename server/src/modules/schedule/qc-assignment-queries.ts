import {
  BookingStatus,
  bookingNumber,
  type QcAssignmentContact,
  type QcAssignmentProduct,
  type ServiceType,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** Statuses of a booking whose report is still to come (Inspected, Validated, ReportSent come after). */
export const REPORT_PENDING_STATUSES = [BookingStatus.AllocateQC, BookingStatus.Scheduled] as const;

/** One of the inspector's allocations with its booking's parties, before products and contacts join it. */
export interface AssignmentBase {
  allocationId: number;
  bookingId: number;
  bookingNo: string;
  status: BookingStatus;
  date: string;
  manDays: number;
  serviceType: ServiceType;
  customerName: string;
  supplierName: string;
  factoryName: string;
  factoryAddress: string | null;
  factoryCityName: string | null;
  finishedAt: Date | null;
}

const ids = (values: readonly number[]) => sql`${sql.param([...new Set(values)])}::int[]`;

/**
 * A QC's allocations of the entity (bookings not cancelled) between two days, plus every earlier one whose
 * report is still to come. The factory's address is its first by ranking.
 */
export async function assignmentsOf(
  db: Db,
  entityId: number,
  staffId: number,
  window: { from: string; to: string; today: string },
): Promise<AssignmentBase[]> {
  const rows = await rawRows<{
    id: number;
    booking_id: number;
    status: number;
    inspection_date: string;
    man_days: string;
    service_type: number;
    customer_name: string;
    supplier_name: string;
    factory_name: string;
    address: string | null;
    postal_code: string | null;
    city_name: string | null;
    finished_at: Date | string | null;
  }>(
    db,
    sql`select a.id, a.booking_id, b.status, a.inspection_date::text as inspection_date, a.man_days,
          b.service_type, c.name as customer_name, s.name as supplier_name, f.name as factory_name,
          fa.address, fa.postal_code, fa.city_name, a.finished_at
        from booking_allocations a
        join bookings b on b.id = a.booking_id
        join customers c on c.id = b.customer_id
        join suppliers s on s.id = b.supplier_id
        join factories f on f.id = b.factory_id
        left join lateral (
          select v.address, v.postal_code, ci.name as city_name from vendor_addresses v
          left join cities ci on ci.id = v.city_id
          where v.factory_id = b.factory_id order by v.ranking, v.id limit 1
        ) fa on true
        where a.staff_id = ${staffId} and a.entity_id = ${entityId} and b.status <> ${BookingStatus.Cancel}
          and (a.inspection_date between ${window.from} and ${window.to}
               or (a.inspection_date <= ${window.today}
                   and b.status = any(${ids(REPORT_PENDING_STATUSES)})))
        order by a.inspection_date, a.booking_id`,
  );
  return rows.map((row) => ({
    allocationId: row.id,
    bookingId: row.booking_id,
    bookingNo: bookingNumber(row.booking_id),
    status: row.status as BookingStatus,
    date: row.inspection_date,
    manDays: Number(row.man_days),
    serviceType: row.service_type as ServiceType,
    customerName: row.customer_name,
    supplierName: row.supplier_name,
    factoryName: row.factory_name,
    factoryAddress: row.address
      ? [row.address, row.postal_code].filter((part) => part && part.trim()).join(', ')
      : null,
    factoryCityName: row.city_name,
    finishedAt: row.finished_at == null ? null : new Date(row.finished_at),
  }));
}

/** The products of each booking: reference, description, booked quantity and sample size. */
export async function productsOf(
  db: Db,
  bookingIds: readonly number[],
): Promise<Map<number, QcAssignmentProduct[]>> {
  const byBooking = new Map<number, QcAssignmentProduct[]>();
  if (!bookingIds.length) return byBooking;
  const rows = await rawRows<{
    booking_id: number;
    reference: string;
    description: string | null;
    quantity: number;
    sample_size: number | null;
  }>(
    db,
    sql`select bp.booking_id, p.product_reference as reference, p.description,
          coalesce((select sum(l.quantity) from booking_lines l
                    where l.booking_id = bp.booking_id and l.product_id = bp.product_id), 0)::int as quantity,
          coalesce((bp.sampling->>'sampleSize')::int, bp.custom_sample_size) as sample_size
        from booking_products bp join customer_products p on p.id = bp.product_id
        where bp.booking_id = any(${ids(bookingIds)})
        order by bp.booking_id, p.product_reference, bp.product_id`,
  );
  for (const row of rows) {
    const list = byBooking.get(row.booking_id) ?? [];
    list.push({
      reference: row.reference,
      description: row.description,
      quantity: row.quantity,
      sampleSize: row.sample_size,
    });
    byBooking.set(row.booking_id, list);
  }
  return byBooking;
}

/** The contacts each booking names: its customer's, supplier's and factory's, in that order. */
export async function contactsOf(
  db: Db,
  bookingIds: readonly number[],
): Promise<Map<number, QcAssignmentContact[]>> {
  const byBooking = new Map<number, QcAssignmentContact[]>();
  if (!bookingIds.length) return byBooking;
  const rows = await rawRows<{
    booking_id: number;
    party: QcAssignmentContact['party'];
    name: string;
    phone: string | null;
    email: string | null;
  }>(
    db,
    sql`select * from (
          select b.id as booking_id, 'customer' as party, 1 as rank, cc.name,
            coalesce(cc.phone, cc.mobile) as phone, cc.email
          from bookings b join customer_contacts cc on cc.id = any(b.customer_contact_ids)
          where b.id = any(${ids(bookingIds)})
          union all
          select b.id, 'supplier', 2, vc.name, vc.phone, vc.email
          from bookings b join vendor_contacts vc on vc.id = any(b.supplier_contact_ids)
          where b.id = any(${ids(bookingIds)})
          union all
          select b.id, 'factory', 3, vc.name, vc.phone, vc.email
          from bookings b join vendor_contacts vc on vc.id = any(b.factory_contact_ids)
          where b.id = any(${ids(bookingIds)})
        ) contacts order by booking_id, rank, name`,
  );
  for (const row of rows) {
    const list = byBooking.get(row.booking_id) ?? [];
    list.push({ party: row.party, name: row.name, phone: row.phone, email: row.email });
    byBooking.set(row.booking_id, list);
  }
  return byBooking;
}

/** The other QCs of each booking's days, by "bookingId|date". */
export async function colleaguesOf(
  db: Db,
  staffId: number,
  bookingIds: readonly number[],
): Promise<Map<string, string[]>> {
  const byDay = new Map<string, string[]>();
  if (!bookingIds.length) return byDay;
  const rows = await rawRows<{ booking_id: number; inspection_date: string; full_name: string }>(
    db,
    sql`select a.booking_id, a.inspection_date::text as inspection_date, s.full_name
        from booking_allocations a join staff s on s.id = a.staff_id
        where a.booking_id = any(${ids(bookingIds)}) and a.staff_id <> ${staffId}
        order by s.full_name`,
  );
  for (const row of rows) {
    const key = `${row.booking_id}|${row.inspection_date}`;
    byDay.set(key, [...(byDay.get(key) ?? []), row.full_name]);
  }
  return byDay;
}
