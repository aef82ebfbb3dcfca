import { sql } from 'drizzle-orm';
import {
  CustomerStaffRole,
  EmailType,
  Service,
  type BookingStatus,
  type CustomerContactType,
  type CustomerStaffRole as Role,
  type Lang,
  type ReportResult,
  type ReportStatus,
  type ServiceType,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { ContactAddress, EmailRule, StaffAddresses } from './email-rule';

/** Everything a report mail is written from: the booking, its report, the customer's people and the rules. */
export interface ReportMailFacts {
  bookingId: number;
  entityId: number;
  customerId: number;
  supplierId: number;
  factoryId: number;
  serviceType: ServiceType;
  bookingStatus: BookingStatus;
  bookingVersion: number;
  inspectionDateFrom: string;
  inspectionDateTo: string;
  customerName: string;
  supplierName: string;
  factoryName: string;
  /** The customer's language when it is French, else English (the languages the portal writes). */
  lang: Lang;
  /** Null before the report exists. */
  report: { id: number; status: ReportStatus; result: ReportResult | null; sentAt: Date | null } | null;
  products: string[];
  inspectors: string[];
  contacts: ContactAddress[];
  staff: StaffAddresses;
  rules: EmailRule[];
}

interface BookingRow {
  id: number;
  entity_id: number;
  customer_id: number;
  supplier_id: number;
  factory_id: number;
  service_type: number;
  status: number;
  version: number;
  inspection_date_from: string;
  inspection_date_to: string;
  customer_name: string;
  supplier_name: string;
  factory_name: string;
  language: string | null;
  report_id: number | null;
  report_status: number | null;
  result: number | null;
  sent_at: Date | string | null;
}

const FRENCH = new Set(['french', 'français', 'francais']);
const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The booking of the entity with its report, or null (another entity's booking reads as missing). With
 * `lock` the report row is locked until the transaction ends, so two sends of one report take turns.
 */
export async function loadReportMailFacts(
  db: Db,
  entityId: number,
  bookingId: number,
  lock = false,
): Promise<ReportMailFacts | null> {
  if (lock)
    await db.execute(sql`select id from inspection_reports where booking_id = ${bookingId} for update`);
  const [booking] = await rawRows<BookingRow>(
    db,
    sql`select b.id, b.entity_id, b.customer_id, b.supplier_id, b.factory_id, b.service_type, b.status,
        b.version, b.inspection_date_from::text as inspection_date_from,
        b.inspection_date_to::text as inspection_date_to,
        c.name as customer_name, s.name as supplier_name, f.name as factory_name,
        coalesce(l.name, '') as language,
        r.id as report_id, r.status as report_status, r.result, r.sent_at
      from bookings b
      join customers c on c.id = b.customer_id
      join suppliers s on s.id = b.supplier_id
      join factories f on f.id = b.factory_id
      left join customer_lookups l on l.id = c.language_id
      left join inspection_reports r on r.booking_id = b.id
      where b.id = ${bookingId} and b.entity_id = ${entityId}`,
  );
  if (!booking) return null;
  const customerId = Number(booking.customer_id);

  const products = await rawRows<{ name: string }>(
    db,
    sql`select p.product_reference as name from booking_products bp
      join customer_products p on p.id = bp.product_id
      where bp.booking_id = ${bookingId} order by p.product_reference`,
  );
  const inspectors = await rawRows<{ name: string }>(
    db,
    sql`select distinct s.full_name as name from booking_allocations a join staff s on s.id = a.staff_id
      where a.booking_id = ${bookingId} order by s.full_name`,
  );
  const contacts = await rawRows<{ email: string | null; types: number[]; active: boolean }>(
    db,
    sql`select email, contact_type_ids as types, is_active as active from customer_contacts
      where customer_id = ${customerId}`,
  );
  const staff = await rawRows<{ role: number; email: string | null }>(
    db,
    sql`select r.role, u.email from customer_user_configs c
      cross join lateral (values (${CustomerStaffRole.Cs}::int, c.cs_user_id),
        (${CustomerStaffRole.BackupCs}::int, c.backup_cs_user_id), (${CustomerStaffRole.Kam}::int, c.kam_user_id),
        (${CustomerStaffRole.Sales}::int, c.sales_user_id)) as r(role, user_id)
      join users u on u.id = r.user_id and u.is_active
      where c.customer_id = ${customerId} and c.service_id = ${Service.Inspection}`,
  );
  const rules = await rawRows<{
    id: number;
    customer_id: number | null;
    service_type: number | null;
    email_type: number;
    subject_template: string;
    body_template: string;
    recipient_contact_types: number[];
    cc_roles: number[];
    cc_addresses: string | null;
    active: boolean;
  }>(
    db,
    sql`select id, customer_id, service_type, email_type, subject_template, body_template,
        recipient_contact_types, cc_roles, cc_addresses, active
      from email_configs
      where entity_id = ${entityId} and email_type = ${EmailType.ReportSend} and active
        and (customer_id is null or customer_id = ${customerId})`,
  );

  return {
    bookingId: Number(booking.id),
    entityId: Number(booking.entity_id),
    customerId,
    supplierId: Number(booking.supplier_id),
    factoryId: Number(booking.factory_id),
    serviceType: Number(booking.service_type) as ServiceType,
    bookingStatus: Number(booking.status) as BookingStatus,
    bookingVersion: Number(booking.version),
    inspectionDateFrom: booking.inspection_date_from,
    inspectionDateTo: booking.inspection_date_to,
    customerName: booking.customer_name,
    supplierName: booking.supplier_name,
    factoryName: booking.factory_name,
    lang: FRENCH.has((booking.language ?? '').toLowerCase()) ? 'fr' : 'en',
    report:
      booking.report_id === null
        ? null
        : {
            id: Number(booking.report_id),
            status: Number(booking.report_status) as ReportStatus,
            result: booking.result === null ? null : (Number(booking.result) as ReportResult),
            sentAt: asDate(booking.sent_at),
          },
    products: products.map((row) => row.name),
    inspectors: inspectors.map((row) => row.name),
    contacts: contacts.map((row) => ({
      email: row.email,
      contactTypeIds: (row.types ?? []).map(Number),
      isActive: row.active,
    })),
    staff: Object.fromEntries(staff.map((row) => [Number(row.role) as Role, row.email])),
    rules: rules.map((row) => ({
      id: Number(row.id),
      customerId: row.customer_id === null ? null : Number(row.customer_id),
      serviceType: row.service_type === null ? null : (Number(row.service_type) as ServiceType),
      emailType: Number(row.email_type) as EmailType,
      subjectTemplate: row.subject_template,
      bodyTemplate: row.body_template,
      recipientContactTypes: (row.recipient_contact_types ?? []).map(Number) as CustomerContactType[],
      ccRoles: (row.cc_roles ?? []).map(Number) as Role[],
      ccAddresses: row.cc_addresses,
      active: row.active,
    })),
  };
}
