import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  ResourceResult,
  type CustomerServiceCreate,
  type CustomerServiceDetail,
  type CustomerServiceRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customerCheckpoints, customerServices, customers, services } from '../../db/schema';
import { allOf, idIn } from '../../lib/search/sql-filters';
import { configRepository, textOrNull } from './config-repository';

const s = customerServices;
const checkpointCount = () =>
  sql<number>`(select count(*)::int from ${customerCheckpoints} where ${customerCheckpoints.customerServiceId} = ${s.id})`;

const detailFields = {
  id: s.id,
  customerId: s.customerId,
  serviceId: s.serviceId,
  serviceType: s.serviceType,
  aqlLevel: s.aqlLevel,
  criticalAql: s.criticalAql,
  majorAql: s.majorAql,
  minorAql: s.minorAql,
  priceType: s.priceType,
  reportFormat: s.reportFormat,
  technicalReviewRequired: s.technicalReviewRequired,
  active: s.active,
  version: s.version,
};

const base = (db: Db, fields: Record<string, unknown>) =>
  db
    .select(fields as typeof detailFields)
    .from(s)
    .innerJoin(customers, eq(customers.id, s.customerId))
    .innerJoin(services, eq(services.id, s.serviceId));

/** The services a customer buys: one line per service and service type. */
export const customerServiceRepository = configRepository<
  CustomerServiceRow,
  CustomerServiceDetail,
  CustomerServiceCreate
>({
  table: s,
  async rows(db, where, order, skip, take) {
    let query = base(db, {
      ...detailFields,
      customerName: customers.name,
      serviceName: services.name,
      checkpointCount: checkpointCount(),
    })
      .where(where)
      .orderBy(...order)
      .offset(skip)
      .$dynamic();
    if (take != null) query = query.limit(take);
    return (await query) as unknown as CustomerServiceRow[];
  },
  async count(db, where) {
    const [row] = await db
      .select({ total: count() })
      .from(s)
      .innerJoin(customers, eq(customers.id, s.customerId))
      .innerJoin(services, eq(services.id, s.serviceId))
      .where(where);
    return Number(row?.total ?? 0);
  },
  async detail(db, where) {
    const [row] = await base(db, detailFields).where(where).limit(1);
    return (row as CustomerServiceDetail | undefined) ?? null;
  },
  searchColumns: [customers.name, services.name, s.reportFormat],
  sortColumns: {
    customerName: customers.name,
    serviceName: services.name,
    serviceType: s.serviceType,
    aqlLevel: s.aqlLevel,
    priceType: s.priceType,
    checkpointCount: checkpointCount(),
    technicalReviewRequired: s.technicalReviewRequired,
    active: s.active,
  },
  textSortFields: ['customerName', 'serviceName'],
  filter: (filter) => allOf(idIn(s.serviceId, filter.serviceIds), idIn(s.serviceType, filter.serviceTypes)),
  async refusal(tx, body, _scope, exceptId) {
    const same = await tx
      .select({ id: s.id })
      .from(s)
      .where(
        allOf(
          eq(s.customerId, body.customerId),
          eq(s.serviceId, body.serviceId),
          eq(s.serviceType, body.serviceType),
          exceptId == null ? undefined : ne(s.id, exceptId),
        ) as SQL,
      )
      .limit(1);
    if (same.length) return ResourceResult.DuplicateData;
    const service = await tx
      .select({ id: services.id })
      .from(services)
      .where(eq(services.id, body.serviceId));
    return service.length ? null : ResourceResult.ParentNotFound;
  },
  values: (body) => ({
    serviceId: body.serviceId,
    serviceType: body.serviceType,
    aqlLevel: body.aqlLevel,
    criticalAql: body.criticalAql ?? null,
    majorAql: body.majorAql ?? null,
    minorAql: body.minorAql ?? null,
    priceType: body.priceType,
    reportFormat: textOrNull(body.reportFormat),
    technicalReviewRequired: body.technicalReviewRequired ?? false,
    active: body.active,
  }),
  async inUse(tx, id) {
    const used = await tx
      .select({ id: customerCheckpoints.id })
      .from(customerCheckpoints)
      .where(and(eq(customerCheckpoints.customerServiceId, id)))
      .limit(1);
    return used.length > 0;
  },
});
