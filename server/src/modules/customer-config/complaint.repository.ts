import { count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ComplaintStatus,
  ResourceResult,
  type CustomerComplaintCreate,
  type CustomerComplaintDetail,
  type CustomerComplaintRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customerComplaints, customers, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { allOf, idIn } from '../../lib/search/sql-filters';
import { configRepository, internalUsersExist, isCustomerUser, textOrNull } from './config-repository';

const k = customerComplaints;
const owner = alias(users, 'complaint_owner');
const closedAt = sql<string | null>`to_char(${k.closedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const rowFields = {
  id: k.id,
  customerId: k.customerId,
  complaintDate: k.complaintDate,
  reference: k.reference,
  category: k.category,
  severity: k.severity,
  status: k.status,
  ownerId: k.ownerId,
  closedAt,
  version: k.version,
};
const detailFields = {
  ...rowFields,
  description: k.description,
  rootCause: k.rootCause,
  correctiveAction: k.correctiveAction,
};

const base = (db: Db, fields: Record<string, unknown>) =>
  db
    .select(fields as typeof detailFields)
    .from(k)
    .innerJoin(customers, eq(customers.id, k.customerId))
    .leftJoin(owner, eq(owner.id, k.ownerId));

/**
 * Complaints. A customer user logs its own (always Open, no owner) and may correct them while they are
 * Open; the investigation (status, owner, root cause, corrective action) belongs to internal users.
 */
export const customerComplaintRepository = configRepository<
  CustomerComplaintRow,
  CustomerComplaintDetail,
  CustomerComplaintCreate
>({
  table: k,
  async rows(db, where, order, skip, take) {
    let query = base(db, { ...rowFields, customerName: customers.name, ownerName: owner.fullName })
      .where(where)
      .orderBy(...order)
      .offset(skip)
      .$dynamic();
    if (take != null) query = query.limit(take);
    return (await query) as unknown as CustomerComplaintRow[];
  },
  async count(db, where) {
    const [row] = await db
      .select({ total: count() })
      .from(k)
      .innerJoin(customers, eq(customers.id, k.customerId))
      .leftJoin(owner, eq(owner.id, k.ownerId))
      .where(where);
    return Number(row?.total ?? 0);
  },
  async detail(db, where) {
    const [row] = await base(db, detailFields).where(where).limit(1);
    return (row as CustomerComplaintDetail | undefined) ?? null;
  },
  searchColumns: [k.reference, k.description, customers.name, owner.fullName],
  sortColumns: {
    customerName: customers.name,
    complaintDate: k.complaintDate,
    reference: k.reference,
    category: k.category,
    severity: k.severity,
    status: k.status,
    ownerName: owner.fullName,
  },
  textSortFields: ['customerName', 'reference', 'ownerName'],
  filter: (filter) => allOf(idIn(k.status, filter.statuses), idIn(k.severity, filter.severities)),
  async refusal(tx, body, scope) {
    if (isCustomerUser(scope)) return null; // the owner is not theirs to set (values() keeps it)
    const ownerOk = await internalUsersExist(tx, scope.entityId, [body.ownerId]);
    return ownerOk ? null : ResourceResult.ParentNotFound;
  },
  values(body, scope, current) {
    const own = {
      complaintDate: body.complaintDate,
      reference: textOrNull(body.reference),
      category: body.category,
      description: body.description.trim(),
      severity: body.severity,
    };
    if (isCustomerUser(scope)) {
      if (current && current.status !== ComplaintStatus.Open) throw new HttpError(403, 'http.403');
      return current ? own : { ...own, status: ComplaintStatus.Open, createdBy: scope.user.id };
    }
    const closing = body.status === ComplaintStatus.Closed;
    const wasClosed = current?.status === ComplaintStatus.Closed;
    return {
      ...own,
      status: body.status,
      ownerId: body.ownerId ?? null,
      rootCause: textOrNull(body.rootCause),
      correctiveAction: textOrNull(body.correctiveAction),
      // Closing stamps the time; re-opening clears it; saving a closed one keeps it.
      ...(closing && !wasClosed ? { closedAt: sql`now()` } : {}),
      ...(!closing ? { closedAt: null } : {}),
      ...(current ? {} : { createdBy: scope.user.id }),
    };
  },
});
