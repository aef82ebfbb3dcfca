import { count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  ResourceResult,
  type CustomerDecisionCreate,
  type CustomerDecisionDetail,
  type CustomerDecisionRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customerDecisions, customers } from '../../db/schema';
import { allOf, idIn } from '../../lib/search/sql-filters';
import { configRepository } from './config-repository';

const d = customerDecisions;
const detailFields = {
  id: d.id,
  customerId: d.customerId,
  resultType: d.resultType,
  name: d.name,
  releasesShipment: d.releasesShipment,
  sort: d.sort,
  active: d.active,
  version: d.version,
};
const base = (db: Db, fields: Record<string, unknown>) =>
  db
    .select(fields as typeof detailFields)
    .from(d)
    .innerJoin(customers, eq(customers.id, d.customerId));

/** A customer's decision labels per inspection result, and whether each releases the shipment. */
export const customerDecisionRepository = configRepository<
  CustomerDecisionRow,
  CustomerDecisionDetail,
  CustomerDecisionCreate
>({
  table: d,
  async rows(db, where, order, skip, take) {
    let query = base(db, { ...detailFields, customerName: customers.name })
      .where(where)
      .orderBy(...order)
      .offset(skip)
      .$dynamic();
    if (take != null) query = query.limit(take);
    return (await query) as unknown as CustomerDecisionRow[];
  },
  async count(db, where) {
    const [row] = await db
      .select({ total: count() })
      .from(d)
      .innerJoin(customers, eq(customers.id, d.customerId))
      .where(where);
    return Number(row?.total ?? 0);
  },
  async detail(db, where) {
    const [row] = await base(db, detailFields).where(where).limit(1);
    return (row as CustomerDecisionDetail | undefined) ?? null;
  },
  searchColumns: [d.name, customers.name],
  sortColumns: {
    customerName: customers.name,
    resultType: d.resultType,
    name: d.name,
    releasesShipment: d.releasesShipment,
    sort: d.sort,
    active: d.active,
  },
  textSortFields: ['customerName', 'name'],
  filter: (filter) => idIn(d.resultType, filter.resultTypes),
  async refusal(tx, body, _scope, exceptId) {
    const same = await tx
      .select({ id: d.id })
      .from(d)
      .where(
        allOf(
          eq(d.customerId, body.customerId),
          eq(d.resultType, body.resultType),
          sql`lower(${d.name}) = lower(${body.name.trim()})`,
          exceptId == null ? undefined : ne(d.id, exceptId),
        ) as SQL,
      )
      .limit(1);
    return same.length ? ResourceResult.DuplicateName : null;
  },
  values: (body) => ({
    resultType: body.resultType,
    name: body.name.trim(),
    releasesShipment: body.releasesShipment,
    sort: body.sort,
    active: body.active,
  }),
});
