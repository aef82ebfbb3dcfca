import { and, asc, count, desc, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_CONFIG_ENUM_LABELS,
  INSPECTION_SERVICE_TYPES,
  manDaysText,
  rangeText,
  ResourceResult,
  serviceTypeText,
  workloadMatrixText,
  type Lang,
  type WorkloadMatrixCreate,
  type WorkloadMatrixDetail,
  type WorkloadMatrixFilter,
  type WorkloadMatrixRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { workloadMatrix as w } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn } from '../../lib/search/sql-filters';
import type { ResourceRepository, ResourceScope, WriteOutcome } from '../kit/resource-definition';
import { lockEntityConfig } from './entity-config-lock';

/** Man-days by service type, sample size and product count: the request entity's rows only. */

const fields = {
  id: w.id,
  serviceType: w.serviceType,
  sampleSizeFrom: w.sampleSizeFrom,
  sampleSizeTo: w.sampleSizeTo,
  productCountFrom: w.productCountFrom,
  productCountTo: w.productCountTo,
  manDays: w.manDays,
  version: w.version,
};

const SORT_COLUMNS = {
  serviceType: w.serviceType,
  sampleSizeFrom: w.sampleSizeFrom,
  productCountFrom: w.productCountFrom,
  manDays: w.manDays,
};

/** The chosen column, then the matrix's own reading order (service type, sample size, products), then id. */
function ordering(sort: SearchQuery<WorkloadMatrixFilter>['sort']): SQL[] {
  const column = SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS] ?? w.serviceType;
  return [
    sort.direction === 'desc' ? desc(column) : asc(column),
    asc(w.serviceType),
    asc(w.sampleSizeFrom),
    asc(w.productCountFrom),
    asc(w.id),
  ];
}

/** A range column pair holds the value (null upper bound: and above). */
const holds = (from: AnyColumn, to: AnyColumn, value: number) =>
  sql`(${from} <= ${value} and (${to} is null or ${to} >= ${value}))`;

/**
 * The search text finds the service types whose name (English or French) holds it, and, when it is a
 * whole number, the rows whose sample size or product count range holds that number.
 */
function textCondition(text: string | null): SQL | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  const types = INSPECTION_SERVICE_TYPES.filter((type) =>
    Object.values(CUSTOMER_CONFIG_ENUM_LABELS.serviceType?.[type] ?? {}).some((name) =>
      name.toLowerCase().includes(lower),
    ),
  );
  const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return or(
    types.length ? inArray(w.serviceType, [...types]) : sql`false`,
    number === null
      ? undefined
      : or(
          holds(w.sampleSizeFrom, w.sampleSizeTo, number),
          holds(w.productCountFrom, w.productCountTo, number),
        ),
  );
}

function condition(query: SearchQuery<WorkloadMatrixFilter>, scope: ResourceScope): SQL | undefined {
  return allOf(
    eq(w.entityId, scope.entityId),
    textCondition(query.searchText),
    idIn(w.id, query.idList),
    idIn(w.serviceType, query.filter.serviceTypes),
  );
}

async function get(db: Db, id: number, scope: ResourceScope): Promise<WorkloadMatrixDetail | null> {
  const [row] = await db
    .select(fields)
    .from(w)
    .where(and(eq(w.id, id), eq(w.entityId, scope.entityId)))
    .limit(1);
  return row ?? null;
}

const values = (body: WorkloadMatrixCreate) => ({
  serviceType: body.serviceType,
  sampleSizeFrom: body.sampleSizeFrom,
  sampleSizeTo: body.sampleSizeTo ?? null,
  productCountFrom: body.productCountFrom,
  productCountTo: body.productCountTo ?? null,
  manDays: body.manDays,
});

/** Another row of the entity and service type whose both ranges share values with the body's. */
async function overlapping(
  tx: Db,
  body: ReturnType<typeof values>,
  entityId: number,
  exceptId: number | null,
): Promise<WorkloadMatrixDetail | null> {
  const [row] = await tx
    .select(fields)
    .from(w)
    .where(
      allOf(
        eq(w.entityId, entityId),
        eq(w.serviceType, body.serviceType),
        exceptId === null ? undefined : ne(w.id, exceptId),
        sql`(${w.sampleSizeTo} is null or ${w.sampleSizeTo} >= ${body.sampleSizeFrom})`,
        body.sampleSizeTo === null ? undefined : sql`${w.sampleSizeFrom} <= ${body.sampleSizeTo}`,
        sql`(${w.productCountTo} is null or ${w.productCountTo} >= ${body.productCountFrom})`,
        body.productCountTo === null ? undefined : sql`${w.productCountFrom} <= ${body.productCountTo}`,
      ),
    )
    .orderBy(asc(w.id))
    .limit(1);
  return row ?? null;
}

const overlapMessage = (row: WorkloadMatrixDetail, lang: Lang) =>
  workloadMatrixText('error.overlap', lang, {
    serviceType: serviceTypeText(row.serviceType, lang),
    sampleSize: rangeText(row.sampleSizeFrom, row.sampleSizeTo, lang),
    productCount: rangeText(row.productCountFrom, row.productCountTo, lang),
    manDays: manDaysText(row.manDays, lang),
  });

/** DuplicateData naming the row the body would overlap; null when it overlaps none. */
async function overlapRefusal(
  tx: Db,
  body: ReturnType<typeof values>,
  scope: ResourceScope,
  exceptId: number | null,
): Promise<WriteOutcome<WorkloadMatrixDetail> | null> {
  // Two saves checking at once would each miss the other's row: one entity's matrix is written in turn.
  await lockEntityConfig(tx, 'workloadMatrix', scope.entityId);
  const other = await overlapping(tx, body, scope.entityId, exceptId);
  return other
    ? { result: ResourceResult.DuplicateData, message: overlapMessage(other, scope.lang ?? 'en') }
    : null;
}

export const workloadMatrixRepository: ResourceRepository<
  WorkloadMatrixRow,
  WorkloadMatrixDetail,
  WorkloadMatrixCreate,
  WorkloadMatrixFilter
> = {
  async page(db, query, scope) {
    let page = db
      .select(fields)
      .from(w)
      .where(condition(query, scope))
      .orderBy(...ordering(query.sort))
      .offset(query.skip)
      .$dynamic();
    if (query.take != null) page = page.limit(query.take);
    return page;
  },

  async count(db, query, scope) {
    const [row] = await db.select({ total: count() }).from(w).where(condition(query, scope));
    return Number(row?.total ?? 0);
  },

  get,

  async create(tx, body, scope) {
    const row = values(body);
    const refused = await overlapRefusal(tx, row, scope, null);
    if (refused) return refused;
    const [created] = await tx
      .insert(w)
      .values({ ...row, entityId: scope.entityId })
      .returning({ id: w.id });
    return { result: ResourceResult.Success, data: (await get(tx, created!.id, scope))! };
  },

  async update(tx, body, scope) {
    const current = await get(tx, body.id, scope);
    if (!current) return { result: ResourceResult.NotFound };
    if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
    const row = values(body);
    const refused = await overlapRefusal(tx, row, scope, body.id);
    if (refused) return refused;
    const updated = await tx
      .update(w)
      .set({ ...row, version: sql`${w.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(w.id, body.id), eq(w.version, body.version)))
      .returning({ id: w.id });
    if (!updated.length)
      return { result: ResourceResult.Conflict, current: (await get(tx, body.id, scope))! };
    return { result: ResourceResult.Success, data: (await get(tx, body.id, scope))! };
  },

  async remove(tx, id, scope) {
    const removed = await tx
      .delete(w)
      .where(and(eq(w.id, id), eq(w.entityId, scope.entityId)))
      .returning({ id: w.id });
    return removed.length ? ResourceResult.Success : ResourceResult.NotFound;
  },
};
