import { and, count, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  bookingNumber,
  CertificateStatus,
  parseBookingNumber,
  ReportResult,
  ReportStatus,
  type InspectionCertificateDetail,
  type InspectionCertificateFilter,
  type InspectionCertificateRow,
  type PendingCertificateFilter,
  type PendingCertificateRow,
  type SortOrder,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  bookings,
  customers,
  factories,
  inspectionCertificates as ic,
  inspectionReports as reports,
  suppliers,
  users,
} from '../../db/schema';
import { allOf, idIn, likePattern, orderBy } from '../../lib/search/sql-filters';

/**
 * The reads of inspection certificates: the rows with their booking's names, and which bookings may take
 * a certificate (a validated, passed report of a customer that needs certificates).
 */

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The booking may take a certificate: its report is validated and passed, its customer needs one. */
export function eligibleBooking(bookingId: AnyColumn | SQL | number): SQL {
  return sql`exists (
    select 1 from ${reports}
    join ${customers} on ${customers.id} = ${reports.customerId}
    where ${reports.bookingId} = ${bookingId}
      and ${reports.status} = ${ReportStatus.Validated}
      and ${reports.result} = ${ReportResult.Pass}
      and ${customers.needsInspectionCertificate})`;
}

/** A certificate of the booking in the given status (any but Cancelled when absent). */
export function liveCertificateOf(bookingId: AnyColumn | SQL | number, status?: CertificateStatus): SQL {
  return sql`exists (
    select 1 from ${ic} where ${ic.bookingId} = ${bookingId}
      and ${status === undefined ? sql`${ic.status} <> ${CertificateStatus.Cancelled}` : sql`${ic.status} = ${status}`})`;
}

const certificateFields = {
  id: ic.id,
  bookingId: ic.bookingId,
  customerId: ic.customerId,
  customerName: customers.name,
  supplierName: suppliers.name,
  factoryName: factories.name,
  number: ic.number,
  status: ic.status,
  consignee: ic.consignee,
  invoiceNumber: ic.invoiceNumber,
  destination: ic.destination,
  quantity: ic.quantity,
  remarks: ic.remarks,
  issuedAt: ic.issuedAt,
  issuedByName: users.fullName,
  inspectionDateTo: bookings.inspectionDateTo,
  version: ic.version,
};

type Selected = {
  [K in keyof typeof certificateFields]: unknown;
};

function toDetail(row: Selected): InspectionCertificateDetail & { inspectionDateTo: string } {
  return {
    id: row.id as number,
    bookingId: row.bookingId as number,
    bookingNo: bookingNumber(row.bookingId as number),
    customerId: row.customerId as number,
    customerName: row.customerName as string,
    supplierName: row.supplierName as string,
    factoryName: row.factoryName as string,
    number: row.number as string | null,
    status: row.status as CertificateStatus,
    consignee: row.consignee as string,
    invoiceNumber: row.invoiceNumber as string | null,
    destination: row.destination as string | null,
    quantity: row.quantity as number,
    remarks: row.remarks as string | null,
    issuedAt: iso(row.issuedAt as Date | null),
    issuedByName: (row.issuedByName as string | null) ?? null,
    inspectionDateTo: row.inspectionDateTo as string,
    version: row.version as number,
  };
}

/** SELECT … FROM certificates with the booking's customer, supplier, factory and the issuer's name. */
export async function certificateRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  skip: number,
  take: number | null,
): Promise<(InspectionCertificateDetail & { inspectionDateTo: string })[]> {
  const query = db
    .select(certificateFields)
    .from(ic)
    .innerJoin(bookings, eq(bookings.id, ic.bookingId))
    .innerJoin(customers, eq(customers.id, ic.customerId))
    .innerJoin(suppliers, eq(suppliers.id, bookings.supplierId))
    .innerJoin(factories, eq(factories.id, bookings.factoryId))
    .leftJoin(users, eq(users.id, ic.issuedBy))
    .where(where)
    .orderBy(...order)
    .offset(skip)
    .$dynamic();
  const rows = await (take === null ? query : query.limit(take));
  return rows.map(toDetail);
}

export async function certificateCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(ic)
    .innerJoin(customers, eq(customers.id, ic.customerId))
    .where(where);
  return Number(row?.total ?? 0);
}

export const toRow = ({
  remarks: _remarks,
  ...row
}: InspectionCertificateDetail & { inspectionDateTo: string }): InspectionCertificateRow => row;

/** Certificate number, booking number, customer or consignee. */
export function certificateText(text: string | null): SQL | undefined {
  if (!text) return undefined;
  const pattern = likePattern(text);
  const bookingId = parseBookingNumber(text);
  return sql`(${ic.number} ilike ${pattern} or ${customers.name} ilike ${pattern} or ${ic.consignee} ilike ${pattern}${
    bookingId === null ? sql`` : sql` or ${ic.bookingId} = ${bookingId}`
  })`;
}

/** The issue day is the UTC calendar day (docs/reports.md). */
const issuedDay = sql`(${ic.issuedAt} at time zone 'UTC')::date`;

export function certificateFilter(filter: InspectionCertificateFilter): SQL | undefined {
  return allOf(
    idIn(ic.customerId, filter.customerIds),
    idIn(ic.status, filter.statuses),
    filter.dateFrom ? sql`${issuedDay} >= ${filter.dateFrom}::date` : undefined,
    filter.dateTo ? sql`${issuedDay} <= ${filter.dateTo}::date` : undefined,
  );
}

export function certificateOrder(sort: SortOrder): SQL[] {
  return orderBy(
    sort,
    {
      number: ic.number,
      bookingNo: ic.bookingId,
      customerName: customers.name,
      status: ic.status,
      issuedAt: ic.issuedAt,
    },
    ic.id,
    ['number', 'customerName'],
  );
}

/** The certificate in the entity, or null (another entity's reads as missing). */
export async function certificateIn(
  db: Db,
  id: number,
  entityId: number,
): Promise<(InspectionCertificateDetail & { inspectionDateTo: string }) | null> {
  const [row] = await certificateRows(db, and(eq(ic.id, id), eq(ic.entityId, entityId)), [], 0, 1);
  return row ?? null;
}

// ----- Pending: bookings that may take a certificate and have none issued -----

const draftId = sql<number | null>`(select ${ic.id} from ${ic} where ${ic.bookingId} = ${bookings.id}
  and ${ic.status} = ${CertificateStatus.Draft} limit 1)`;

const pendingFields = {
  bookingId: bookings.id,
  customerId: bookings.customerId,
  customerName: customers.name,
  supplierName: suppliers.name,
  factoryName: factories.name,
  inspectionDateTo: bookings.inspectionDateTo,
  validatedAt: reports.validatedAt,
  totalQuantity: bookings.totalQuantity,
  certificateId: draftId,
};

function pendingWhere(
  entityId: number,
  text: string | null,
  idList: number[] | null,
  filter: PendingCertificateFilter,
): SQL | undefined {
  const bookingId = text ? parseBookingNumber(text) : null;
  return allOf(
    eq(bookings.entityId, entityId),
    eq(reports.status, ReportStatus.Validated),
    eq(reports.result, ReportResult.Pass),
    eq(customers.needsInspectionCertificate, true),
    sql`not ${liveCertificateOf(bookings.id, CertificateStatus.Issued)}`,
    idIn(bookings.id, idList),
    idIn(bookings.customerId, filter.customerIds),
    text
      ? sql`(${customers.name} ilike ${likePattern(text)} or ${suppliers.name} ilike ${likePattern(text)}${
          bookingId === null ? sql`` : sql` or ${bookings.id} = ${bookingId}`
        })`
      : undefined,
  );
}

const pendingFrom = (db: Db, fields: Record<string, unknown>) =>
  db
    .select(fields as typeof pendingFields)
    .from(reports)
    .innerJoin(bookings, eq(bookings.id, reports.bookingId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(suppliers, eq(suppliers.id, bookings.supplierId))
    .innerJoin(factories, eq(factories.id, bookings.factoryId));

export async function pendingPage(
  db: Db,
  entityId: number,
  query: {
    searchText: string | null;
    idList: number[] | null;
    filter: PendingCertificateFilter;
    sort: SortOrder;
  },
  skip: number,
  take: number | null,
): Promise<PendingCertificateRow[]> {
  const where = pendingWhere(entityId, query.searchText, query.idList, query.filter);
  const order = orderBy(
    query.sort,
    {
      bookingNo: bookings.id,
      customerName: customers.name,
      inspectionDateTo: bookings.inspectionDateTo,
      validatedAt: reports.validatedAt,
    },
    bookings.id,
    ['customerName'],
  );
  const select = pendingFrom(db, pendingFields)
    .where(where)
    .orderBy(...order)
    .offset(skip)
    .$dynamic();
  const rows = await (take === null ? select : select.limit(take));
  return rows.map((row) => ({
    ...row,
    bookingNo: bookingNumber(row.bookingId),
    validatedAt: iso(row.validatedAt)!,
    certificateId: row.certificateId === null ? null : Number(row.certificateId),
  }));
}

export async function pendingCount(
  db: Db,
  entityId: number,
  query: { searchText: string | null; idList: number[] | null; filter: PendingCertificateFilter },
): Promise<number> {
  const [row] = await pendingFrom(db, { total: count() }).where(
    pendingWhere(entityId, query.searchText, query.idList, query.filter),
  );
  return Number((row as unknown as { total: number } | undefined)?.total ?? 0);
}

/** The booking of the entity a certificate may be made for, with its total quantity; null otherwise. */
export async function eligibleBookingOf(
  db: Db,
  bookingId: number,
  entityId: number,
): Promise<{ customerId: number; totalQuantity: number } | null> {
  const [row] = await db
    .select({ customerId: bookings.customerId, totalQuantity: bookings.totalQuantity })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.entityId, entityId), eligibleBooking(bookings.id)));
  return row ?? null;
}

/** Another live certificate of the booking than `exceptId` (one per booking: the unique index's rule). */
export async function otherLiveCertificate(
  db: Db,
  bookingId: number,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: ic.id })
    .from(ic)
    .where(
      allOf(
        eq(ic.bookingId, bookingId),
        ne(ic.status, CertificateStatus.Cancelled),
        exceptId === null ? undefined : ne(ic.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
