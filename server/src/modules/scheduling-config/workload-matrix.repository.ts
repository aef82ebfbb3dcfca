import { asc, count, desc, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_CONFIG_ENUM_LABELS,
  INSPECTION_SERVICE_TYPES,
  manDaysText,
  rangeText,
  ResourceResult,
  serviceTypeText,
  workloadMatrixText,
  type Lang,
  type SortOrder,
  type WorkloadMatrixCreate,
  type WorkloadMatrixDetail,
  type WorkloadMatrixFilter,
  type WorkloadMatrixRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { workloadMatrix as w } from '../../db/schema';
import { allOf, idIn } from '../../lib/search/sql-filters';
import { lockEntityConfig } from './entity-config-lock';
import { entityConfigRepository, total } from './entity-config-repository';

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
function ordering(sort: SortOrder): SQL[] {
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

/** Man-days by service type, sample size and product count; rows of one service type may not overlap. */
export const workloadMatrixRepository = entityConfigRepository<
  WorkloadMatrixRow,
  WorkloadMatrixDetail,
  WorkloadMatrixCreate,
  WorkloadMatrixFilter
>({
  table: w,
  async rows(db, where, order, skip, take) {
    const query = db
      .select(fields)
      .from(w)
      .where(where)
      .orderBy(...order)
      .offset(skip)
      .$dynamic();
    return take == null ? query : query.limit(take);
  },
  async count(db, where) {
    return total(await db.select({ total: count() }).from(w).where(where));
  },
  toDetail: (row) => row,
  search: textCondition,
  order: ordering,
  filter: (filter) => idIn(w.serviceType, filter.serviceTypes),
  /** DuplicateData naming the row the body would overlap. */
  async refusal(tx, body, scope, current) {
    // Two saves checking at once would each miss the other's row: one entity's matrix is written in turn.
    await lockEntityConfig(tx, 'workloadMatrix', scope.entityId);
    const other = await overlapping(tx, values(body), scope.entityId, current?.id ?? null);
    return other
      ? { result: ResourceResult.DuplicateData, message: overlapMessage(other, scope.lang ?? 'en') }
      : null;
  },
  values,
});
