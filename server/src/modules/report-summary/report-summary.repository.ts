import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  bookingNumber,
  UserType,
  type MissionStatus,
  type ReportResult,
  type ReportRow,
  type ReportFilter,
  type ReportStatus,
  type ReviewStatus,
  type ServiceType,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  bookings as b,
  customerDecisions,
  customers,
  factories,
  inspectionReports as r,
  reportCustomerDecisions,
  suppliers,
} from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, likePattern, orderBy } from '../../lib/search/sql-filters';
import { allocatedBookingIds } from '../booking/booking-scope';
import type { ResourceScope } from '../kit/resource-definition';
import type { ExportIds } from '../kit/resource-export';

/**
 * Reading the report summary (docs/reports.md "Report summary"). Every condition is on inspection_reports,
 * which copies the booking's parties and dates for this purpose, so the 1,000,000-booking search stays on its
 * indexes; the text search and the inspector filter narrow through the bookings' trigram index and the
 * allocations' staff index. Names, inspectors and the customer's decision are read for the page's rows only.
 */

export type ReportQuery = SearchQuery<ReportFilter>;

const SORT_COLUMNS = {
  inspectionDateFrom: r.inspectionDateFrom,
  bookingNo: r.bookingId,
  customerName: customers.name,
  supplierName: suppliers.name,
  factoryName: factories.name,
  result: r.result,
  reviewStatus: r.reviewStatus,
  status: r.status,
  submittedAt: r.submittedAt,
  sentAt: r.sentAt,
};
const TEXT_SORTS = ['customerName', 'supplierName', 'factoryName'];

/**
 * The report's booking is among the sub-query's. `= any(array(...))` reads the ids first (an inspector's few
 * thousand allocations by the staff index), then the reports by booking id; an IN sub-query let the planner
 * walk the entity's whole date index instead, betting on finding a page of them early.
 */
const bookingAmong = (bookingIds: SQL) => sql`${r.bookingId} = any(array(${bookingIds}))`;

/**
 * Which reports the caller sees, on inspection_reports alone: staff every report of the entity; an
 * outsourced inspector those of the bookings it is allocated to (booking-scope.ts); a customer user its own
 * customer's reports once sent (sent_at is set by the send that moves the booking to ReportSent, and a
 * partial index holds exactly these rows); suppliers and factories none (their roles hold no report right).
 */
export function reportScopeCondition(scope: ResourceScope): SQL {
  const inEntity = eq(r.entityId, scope.entityId);
  switch (scope.user.userType) {
    case UserType.InternalUser:
      return inEntity;
    case UserType.OutSource:
      return allOf(inEntity, bookingAmong(allocatedBookingIds(scope.user.id)))!;
    case UserType.Customer:
      if (scope.user.customerId == null) return sql`false`;
      return allOf(inEntity, eq(r.customerId, scope.user.customerId), sql`${r.sentAt} is not null`)!;
    default:
      return sql`false`;
  }
}

/** Up to this many bookings matched by a text are read once and handed to the page and count as ids. */
const TEXT_IDS_MAX = 10_000;
/** The bookings a search's text matches, read once per search (the page and its count share the query). */
const textMatches = new WeakMap<ReportQuery, Promise<SQL>>();

/**
 * The text condition: search_text holds the booking number and the PO numbers, lower-cased, and the
 * trigram index answers it. That index read is most of a text search's time, so it is read once for the
 * page and the count; a text matching more bookings than TEXT_IDS_MAX stays a sub-query.
 */
function textCondition(db: Db, query: ReportQuery, scope: ResourceScope): Promise<SQL> | undefined {
  const text = query.searchText?.toLowerCase();
  if (!text) return undefined;
  const known = textMatches.get(query);
  if (known) return known;
  const matching = sql`select ${b.id} from ${b} where ${b.entityId} = ${scope.entityId} and ${b.searchText} like ${likePattern(text)}`;
  const condition = rawRows<{ id: number }>(db, sql`${matching} limit ${TEXT_IDS_MAX + 1}`).then((rows) => {
    const ids = rows.map((row) => Number(row.id));
    if (ids.length > TEXT_IDS_MAX) return sql`${r.bookingId} in (${matching})`;
    // One array parameter, whatever the number of ids.
    return ids.length ? sql`${r.bookingId} = any(${sql.param(ids)}::int[])` : sql`false`;
  });
  textMatches.set(query, condition);
  return condition;
}

/** Every condition of a search, on inspection_reports (and sub-queries by index). */
export async function reportCondition(
  db: Db,
  query: ReportQuery,
  scope: ResourceScope,
): Promise<SQL | undefined> {
  const f = query.filter;
  return allOf(
    reportScopeCondition(scope),
    await textCondition(db, query, scope),
    idIn(r.id, query.idList),
    idIn(r.customerId, f.customerIds),
    idIn(r.supplierId, f.supplierIds),
    idIn(r.factoryId, f.factoryIds),
    idIn(r.result, f.results),
    idIn(r.reviewStatus, f.reviewStatuses),
    idIn(r.status, f.statuses),
    f.inspectorIds?.length
      ? bookingAmong(
          sql`select a.booking_id from booking_allocations a where ${inArray(sql`a.staff_id`, f.inspectorIds)}`,
        )
      : undefined,
    // Overlap of the inspection days with the asked range, either end open.
    f.dateFrom ? sql`${r.inspectionDateTo} >= ${f.dateFrom}` : undefined,
    f.dateTo ? sql`${r.inspectionDateFrom} <= ${f.dateTo}` : undefined,
  );
}

const sortOf = (query: ReportQuery) => orderBy(query.sort, SORT_COLUMNS, r.id, TEXT_SORTS);

const rowFields = {
  id: r.id,
  bookingId: r.bookingId,
  customerName: customers.name,
  supplierName: suppliers.name,
  factoryName: factories.name,
  serviceType: b.serviceType,
  inspectionDateFrom: r.inspectionDateFrom,
  inspectionDateTo: r.inspectionDateTo,
  result: r.result,
  missionStatus: r.missionStatus,
  reviewStatus: r.reviewStatus,
  status: r.status,
  submittedAt: r.submittedAt,
  validatedAt: r.validatedAt,
  sentAt: r.sentAt,
  dueAt: r.dueAt,
  decisionName: customerDecisions.name,
  // One name per inspector, whatever the number of days they are allocated.
  inspectorNames: sql<string[]>`(select coalesce(json_agg(x.full_name order by x.full_name), '[]'::json)
    from (select distinct s.full_name from booking_allocations a join staff s on s.id = a.staff_id
          where a.booking_id = ${r.bookingId}) x)`,
};

/** Reports with what a row shows (joined by primary key: one lookup per row of the page). */
function rowsQuery(db: Db) {
  return db
    .select(rowFields)
    .from(r)
    .innerJoin(b, eq(b.id, r.bookingId))
    .innerJoin(customers, eq(customers.id, r.customerId))
    .innerJoin(suppliers, eq(suppliers.id, r.supplierId))
    .innerJoin(factories, eq(factories.id, r.factoryId))
    .leftJoin(reportCustomerDecisions, eq(reportCustomerDecisions.reportId, r.id))
    .leftJoin(customerDecisions, eq(customerDecisions.id, reportCustomerDecisions.decisionId))
    .$dynamic();
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Sent after its due time, or due and still not sent. */
export function isLate(sentAt: Date | null, dueAt: Date | null, now: number): boolean {
  if (!dueAt) return false;
  return sentAt ? sentAt.getTime() > dueAt.getTime() : dueAt.getTime() < now;
}

function toRow(row: StoredRow, now: number): ReportRow {
  return {
    ...row,
    bookingNo: bookingNumber(row.bookingId),
    serviceType: row.serviceType as ServiceType,
    result: row.result as ReportResult | null,
    missionStatus: row.missionStatus as MissionStatus,
    reviewStatus: row.reviewStatus as ReviewStatus | null,
    status: row.status as ReportStatus,
    submittedAt: iso(row.submittedAt),
    validatedAt: iso(row.validatedAt),
    sentAt: iso(row.sentAt),
    dueAt: iso(row.dueAt),
    late: isLate(row.sentAt, row.dueAt, now),
    inspectorNames: row.inspectorNames ?? [],
  };
}

async function page(db: Db, query: ReportQuery, scope: ResourceScope): Promise<ReportRow[]> {
  const sort = sortOf(query);
  const where = await reportCondition(db, query, scope);
  let paged;
  if (!TEXT_SORTS.includes(query.sort.field)) {
    // The page's ids first, on inspection_reports' indexes alone, then those rows with their names and
    // inspectors: joined before the sort, an inspector's 3,000 reports cost 3,000 lookups per joined table
    // for a page of 25; skipping thousands of full rows costs the same.
    let ids = db
      .select({ id: r.id })
      .from(r)
      .where(where)
      .orderBy(...sort)
      .offset(query.skip)
      .$dynamic();
    if (query.take != null) ids = ids.limit(query.take);
    paged = rowsQuery(db)
      .where(inArray(r.id, ids))
      .orderBy(...sort);
  } else {
    paged = rowsQuery(db)
      .where(where)
      .orderBy(...sort)
      .offset(query.skip);
    if (query.take != null) paged = paged.limit(query.take);
  }
  const now = Date.now();
  return (await paged).map((row) => toRow(row, now));
}

/** With `limit`: stops after limit + 1 rows ("more than the limit" is all the pager needs). */
async function countRows(db: Db, query: ReportQuery, scope: ResourceScope, limit?: number): Promise<number> {
  const where = await reportCondition(db, query, scope);
  if (limit === undefined) {
    const [row] = await db.select({ total: count() }).from(r).where(where);
    return Number(row?.total ?? 0);
  }
  const capped = db
    .select({ one: sql`1` })
    .from(r)
    .where(where)
    .limit(limit + 1)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return Number(row?.total ?? 0);
}

/** The export reads rows by these ids, a batch at a time (see ExportIds). */
async function exportIds(db: Db, query: ReportQuery, scope: ResourceScope): Promise<number[]> {
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .innerJoin(customers, eq(customers.id, r.customerId))
    .innerJoin(suppliers, eq(suppliers.id, r.supplierId))
    .innerJoin(factories, eq(factories.id, r.factoryId))
    .where(await reportCondition(db, query, scope))
    .orderBy(...sortOf(query));
  return rows.map((row) => row.id);
}

export const reportSummaryRepository: {
  page: typeof page;
  count: typeof countRows;
} & ExportIds<ReportFilter> = { page, count: countRows, exportIds };
