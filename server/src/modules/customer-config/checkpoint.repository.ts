import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  ResourceResult,
  type CustomerCheckpointCreate,
  type CustomerCheckpointDetail,
  type CustomerCheckpointRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customerCheckpoints, customerServices, customers, services } from '../../db/schema';
import { allOf, idIn } from '../../lib/search/sql-filters';
import { configRepository, textOrNull } from './config-repository';

const c = customerCheckpoints;

const detailFields = {
  id: c.id,
  customerId: c.customerId,
  customerServiceId: c.customerServiceId,
  name: c.name,
  checkpointType: c.checkpointType,
  mandatory: c.mandatory,
  instructions: c.instructions,
  active: c.active,
  version: c.version,
};

const base = (db: Db, fields: Record<string, unknown>) =>
  db
    .select(fields as typeof detailFields)
    .from(c)
    .innerJoin(customers, eq(customers.id, c.customerId))
    .innerJoin(customerServices, eq(customerServices.id, c.customerServiceId))
    .innerJoin(services, eq(services.id, customerServices.serviceId));

/** The named checks of a customer service. */
export const customerCheckpointRepository = configRepository<
  CustomerCheckpointRow,
  CustomerCheckpointDetail,
  CustomerCheckpointCreate
>({
  table: c,
  async rows(db, where, order, skip, take) {
    let query = base(db, {
      ...detailFields,
      customerName: customers.name,
      serviceId: customerServices.serviceId,
      serviceName: services.name,
      serviceType: customerServices.serviceType,
    })
      .where(where)
      .orderBy(...order)
      .offset(skip)
      .$dynamic();
    if (take != null) query = query.limit(take);
    return (await query) as unknown as CustomerCheckpointRow[];
  },
  async count(db, where) {
    const [row] = await db
      .select({ total: count() })
      .from(c)
      .innerJoin(customers, eq(customers.id, c.customerId))
      .innerJoin(customerServices, eq(customerServices.id, c.customerServiceId))
      .innerJoin(services, eq(services.id, customerServices.serviceId))
      .where(where);
    return Number(row?.total ?? 0);
  },
  async detail(db, where) {
    const [row] = await base(db, detailFields).where(where).limit(1);
    return (row as CustomerCheckpointDetail | undefined) ?? null;
  },
  searchColumns: [c.name, c.instructions, customers.name],
  sortColumns: {
    customerName: customers.name,
    serviceName: sql`${services.name} || ' ' || ${customerServices.serviceType}`,
    name: c.name,
    checkpointType: c.checkpointType,
    mandatory: c.mandatory,
    active: c.active,
  },
  textSortFields: ['customerName', 'name'],
  filter: (filter) =>
    allOf(
      idIn(c.customerServiceId, filter.customerServiceIds),
      idIn(customerServices.serviceId, filter.serviceIds),
    ),
  async refusal(tx, body, _scope, exceptId) {
    // The service must be one of this customer's.
    const service = await tx
      .select({ id: customerServices.id })
      .from(customerServices)
      .where(
        and(
          eq(customerServices.id, body.customerServiceId),
          eq(customerServices.customerId, body.customerId),
        ),
      )
      .limit(1);
    if (!service.length) return ResourceResult.ParentNotFound;
    const same = await tx
      .select({ id: c.id })
      .from(c)
      .where(
        allOf(
          eq(c.customerServiceId, body.customerServiceId),
          sql`lower(${c.name}) = lower(${body.name.trim()})`,
          exceptId == null ? undefined : ne(c.id, exceptId),
        ) as SQL,
      )
      .limit(1);
    return same.length ? ResourceResult.DuplicateName : null;
  },
  values: (body) => ({
    customerServiceId: body.customerServiceId,
    name: body.name.trim(),
    checkpointType: body.checkpointType,
    mandatory: body.mandatory,
    instructions: textOrNull(body.instructions),
    active: body.active,
  }),
});
