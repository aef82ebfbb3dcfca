import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { parseBookingNumber, type BookingFilter, type BookingRow } from '@portal/domain';
import type { Db } from '../../db/client';
import { bookingLines, bookings as b, customers, factories, offices, suppliers } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, likePattern, orderBy } from '../../lib/search/sql-filters';
import type { ResourceScope } from '../kit/resource-definition';
import type { ExportIds } from '../kit/resource-export';
import { bookingDetail } from './booking-detail';
import { bookingRowFields, toBookingRow, withNames, type StoredRow } from './booking-rows';
import { bookingScopeCondition } from './booking-scope';
import { loadBookingSettings } from './booking-settings.repository';

/**
 * Reading bookings: the summary (one table, index-friendly conditions: the 1,000,000-booking search stays on
 * the bookings indexes, names are joined for the page's rows only), its count, the export's ids, and one
 * booking with its lines, products and attachments. Saves live in booking-save.ts, deletion of drafts in
 * booking-draft.ts.
 */

const SORT_COLUMNS = {
  id: b.id,
  bookingNo: b.id,
  status: b.status,
  customerName: customers.name,
  supplierName: suppliers.name,
  factoryName: factories.name,
  serviceType: b.serviceType,
  inspectionDateFrom: b.inspectionDateFrom,
  inspectionDateTo: b.inspectionDateTo,
  officeName: offices.name,
  totalQuantity: b.totalQuantity,
  createdAt: b.createdAt,
};
const TEXT_SORTS = ['customerName', 'supplierName', 'factoryName', 'officeName'];

/** search_text is lower-cased on save: a lower-case pattern lets the trigram index answer `like`. */
const textContains = (column: SQL | typeof b.searchText, text: string) =>
  sql`${column} like ${likePattern(text.toLowerCase())}`;

/** Every condition on the bookings table alone (the product filter reads booking_lines by its index). */
export function bookingCondition(query: SearchQuery<BookingFilter>, scope: ResourceScope): SQL | undefined {
  const f = query.filter;
  const bookingId = f.bookingNo?.trim() ? parseBookingNumber(f.bookingNo) : undefined;
  const poNumber = f.poNumber?.trim();
  return allOf(
    bookingScopeCondition(scope),
    query.searchText ? textContains(b.searchText, query.searchText) : undefined,
    bookingId === undefined ? undefined : bookingId === null ? sql`false` : eq(b.id, bookingId),
    // The trigram index narrows on search_text (which holds the PO numbers); po_numbers makes it exact.
    poNumber
      ? and(textContains(b.searchText, poNumber), textContains(sql`lower(${b.poNumbers})`, poNumber))
      : undefined,
    idIn(b.id, query.idList),
    idIn(b.customerId, f.customerIds),
    idIn(b.supplierId, f.supplierIds),
    idIn(b.factoryId, f.factoryIds),
    idIn(b.serviceType, f.serviceTypes),
    idIn(b.status, f.statuses),
    idIn(b.officeId, f.officeIds),
    f.productIds?.length
      ? sql`exists (select 1 from ${bookingLines} where ${bookingLines.bookingId} = ${b.id} and ${inArray(bookingLines.productId, f.productIds)})`
      : undefined,
    // Overlap of [dateFrom, dateTo] with the asked range, either end open.
    f.inspectionDateFrom ? sql`${b.inspectionDateTo} >= ${f.inspectionDateFrom}` : undefined,
    f.inspectionDateTo ? sql`${b.inspectionDateFrom} <= ${f.inspectionDateTo}` : undefined,
  );
}

const sortOf = (query: SearchQuery<BookingFilter>) => orderBy(query.sort, SORT_COLUMNS, b.id, TEXT_SORTS);

/** From this skip on, a page first finds its ids on the index alone, then joins the names of those rows only. */
const IDS_FIRST_FROM_SKIP = 1_000;

async function page(db: Db, query: SearchQuery<BookingFilter>, scope: ResourceScope): Promise<BookingRow[]> {
  const sort = sortOf(query);
  const where = bookingCondition(query, scope);
  let paged;
  if (query.skip >= IDS_FIRST_FROM_SKIP && !TEXT_SORTS.includes(query.sort.field)) {
    // Skipping 10,000 rows of full width (with their joined names) costs ten times skipping their ids.
    let ids = db
      .select({ id: b.id })
      .from(b)
      .where(where)
      .orderBy(...sort)
      .offset(query.skip)
      .$dynamic();
    if (query.take != null) ids = ids.limit(query.take);
    paged = withNames(db.select(bookingRowFields).from(b).$dynamic())
      .where(inArray(b.id, ids))
      .orderBy(...sort);
  } else {
    paged = withNames(db.select(bookingRowFields).from(b).$dynamic())
      .where(where)
      .orderBy(...sort)
      .offset(query.skip);
    if (query.take != null) paged = paged.limit(query.take);
  }
  const [rows, settings] = await Promise.all([paged, loadBookingSettings(db, scope.entityId)]);
  const now = Date.now();
  return (rows as StoredRow[]).map((row) => toBookingRow(row, scope, settings, now));
}

async function countRows(
  db: Db,
  query: SearchQuery<BookingFilter>,
  scope: ResourceScope,
  limit?: number,
): Promise<number> {
  // No join: every condition is on bookings, so the count reads its indexes only.
  const where = bookingCondition(query, scope);
  if (limit === undefined) {
    const [row] = await db.select({ total: count() }).from(b).where(where);
    return Number(row?.total ?? 0);
  }
  // Stops after limit + 1 index entries: "more than the limit" is all the pager needs to know.
  const capped = db
    .select({ one: sql`1` })
    .from(b)
    .where(where)
    .limit(limit + 1)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return Number(row?.total ?? 0);
}

/** The export reads rows by these ids, a batch at a time (see ExportIds). */
async function exportIds(db: Db, query: SearchQuery<BookingFilter>, scope: ResourceScope): Promise<number[]> {
  const rows = await withNames(db.select({ id: b.id }).from(b).$dynamic())
    .where(bookingCondition(query, scope))
    .orderBy(...sortOf(query));
  return rows.map((row) => row.id);
}

/** The booking's row (in scope) locked until the transaction ends, or null. */
export async function lockBookingRow(tx: Db, id: number, scope: ResourceScope) {
  const [row] = await tx
    .select()
    .from(b)
    .where(and(eq(b.id, id), bookingScopeCondition(scope)))
    .for('update');
  return row ?? null;
}

/** The ids of a booking's PO lines with their quantities (what it holds while not cancelled). */
export async function storedLines(db: Db, bookingId: number) {
  return db
    .select({
      id: bookingLines.id,
      poLineId: bookingLines.poLineId,
      productId: bookingLines.productId,
      quantity: bookingLines.quantity,
      containerNo: bookingLines.containerNo,
    })
    .from(bookingLines)
    .where(eq(bookingLines.bookingId, bookingId))
    .orderBy(asc(bookingLines.id));
}

export const bookingRepository: {
  page: typeof page;
  count: typeof countRows;
  get: typeof bookingDetail;
} & ExportIds<BookingFilter> = {
  page,
  count: countRows,
  exportIds,
  get: bookingDetail,
};
