import { count, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ResourceResult,
  type CustomerUserConfigCreate,
  type CustomerUserConfigDetail,
  type CustomerUserConfigRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customerUserConfigs, customers, services, users } from '../../db/schema';
import { allOf, idIn } from '../../lib/search/sql-filters';
import { configRepository, internalUsersExist } from './config-repository';

const u = customerUserConfigs;
const cs = alias(users, 'config_cs');
const backupCs = alias(users, 'config_backup_cs');
const kam = alias(users, 'config_kam');
const sales = alias(users, 'config_sales');

const detailFields = {
  id: u.id,
  customerId: u.customerId,
  serviceId: u.serviceId,
  csUserId: u.csUserId,
  backupCsUserId: u.backupCsUserId,
  kamUserId: u.kamUserId,
  salesUserId: u.salesUserId,
  reportVisible: u.reportVisible,
  canBook: u.canBook,
  notifyOnResult: u.notifyOnResult,
  version: u.version,
};
const base = (db: Db, fields: Record<string, unknown>) =>
  db
    .select(fields as typeof detailFields)
    .from(u)
    .innerJoin(customers, eq(customers.id, u.customerId))
    .innerJoin(services, eq(services.id, u.serviceId))
    .leftJoin(cs, eq(cs.id, u.csUserId))
    .leftJoin(backupCs, eq(backupCs.id, u.backupCsUserId))
    .leftJoin(kam, eq(kam.id, u.kamUserId))
    .leftJoin(sales, eq(sales.id, u.salesUserId));

/** userconfigcustomer: the staff in charge of a customer per service and its users' defaults. */
export const customerUserConfigRepository = configRepository<
  CustomerUserConfigRow,
  CustomerUserConfigDetail,
  CustomerUserConfigCreate
>({
  table: u,
  async rows(db, where, order, skip, take) {
    let query = base(db, {
      ...detailFields,
      customerName: customers.name,
      serviceName: services.name,
      csName: cs.fullName,
      backupCsName: backupCs.fullName,
      kamName: kam.fullName,
      salesName: sales.fullName,
    })
      .where(where)
      .orderBy(...order)
      .offset(skip)
      .$dynamic();
    if (take != null) query = query.limit(take);
    return (await query) as unknown as CustomerUserConfigRow[];
  },
  async count(db, where) {
    const [row] = await db
      .select({ total: count() })
      .from(u)
      .innerJoin(customers, eq(customers.id, u.customerId))
      .innerJoin(services, eq(services.id, u.serviceId))
      .leftJoin(cs, eq(cs.id, u.csUserId))
      .leftJoin(kam, eq(kam.id, u.kamUserId))
      .leftJoin(sales, eq(sales.id, u.salesUserId))
      .where(where);
    return Number(row?.total ?? 0);
  },
  async detail(db, where) {
    const [row] = await base(db, detailFields).where(where).limit(1);
    return (row as CustomerUserConfigDetail | undefined) ?? null;
  },
  searchColumns: [customers.name, services.name, cs.fullName, kam.fullName, sales.fullName],
  sortColumns: {
    customerName: customers.name,
    serviceName: services.name,
    csName: cs.fullName,
    kamName: kam.fullName,
    salesName: sales.fullName,
    reportVisible: u.reportVisible,
    canBook: u.canBook,
  },
  textSortFields: ['customerName', 'serviceName', 'csName', 'kamName', 'salesName'],
  filter: (filter) => allOf(idIn(u.serviceId, filter.serviceIds)),
  async refusal(tx, body, scope, exceptId) {
    const same = await tx
      .select({ id: u.id })
      .from(u)
      .where(
        allOf(
          eq(u.customerId, body.customerId),
          eq(u.serviceId, body.serviceId),
          exceptId == null ? undefined : ne(u.id, exceptId),
        ) as SQL,
      )
      .limit(1);
    if (same.length) return ResourceResult.DuplicateData;
    const service = await tx
      .select({ id: services.id })
      .from(services)
      .where(eq(services.id, body.serviceId));
    if (!service.length) return ResourceResult.ParentNotFound;
    const staffOk = await internalUsersExist(tx, scope.entityId, [
      body.csUserId,
      body.backupCsUserId,
      body.kamUserId,
      body.salesUserId,
    ]);
    return staffOk ? null : ResourceResult.ParentNotFound;
  },
  values: (body) => ({
    serviceId: body.serviceId,
    csUserId: body.csUserId ?? null,
    backupCsUserId: body.backupCsUserId ?? null,
    kamUserId: body.kamUserId ?? null,
    salesUserId: body.salesUserId ?? null,
    reportVisible: body.reportVisible,
    canBook: body.canBook,
    notifyOnResult: body.notifyOnResult,
  }),
});
