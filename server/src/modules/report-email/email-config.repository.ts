import { count, eq } from 'drizzle-orm';
import {
  emailConfigText,
  ResourceResult,
  type CustomerContactType,
  type CustomerStaffRole,
  type EmailConfigCreate,
  type EmailConfigDetail,
  type EmailConfigRow,
  type EmailConfigFilter,
  type EmailType,
  type ServiceType,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customers, emailConfigs as e } from '../../db/schema';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { customerInScope } from '../customer/customer-scope';
import { entityConfigRepository, total } from '../scheduling-config/entity-config-repository';

const detailFields = {
  id: e.id,
  customerId: e.customerId,
  serviceType: e.serviceType,
  emailType: e.emailType,
  subjectTemplate: e.subjectTemplate,
  bodyTemplate: e.bodyTemplate,
  recipientContactTypes: e.recipientContactTypes,
  ccRoles: e.ccRoles,
  ccAddresses: e.ccAddresses,
  active: e.active,
  version: e.version,
};
const rowFields = { ...detailFields, customerName: customers.name };
type StoredRow = EmailConfigRow & { bodyTemplate: string };

const SORT_COLUMNS = {
  id: e.id,
  customerName: customers.name,
  serviceType: e.serviceType,
  emailType: e.emailType,
  active: e.active,
};

const withCustomer = <Fields extends Record<string, unknown>>(db: Db, fields: Fields) =>
  db
    .select(fields as never)
    .from(e)
    .leftJoin(customers, eq(customers.id, e.customerId))
    .$dynamic();

/** The stored columns: texts kept as typed (a blank subject or body is a gap the send reports). */
const values = (body: EmailConfigCreate) => ({
  customerId: body.customerId ?? null,
  serviceType: body.serviceType ?? null,
  emailType: body.emailType,
  subjectTemplate: body.subjectTemplate.trim(),
  bodyTemplate: body.bodyTemplate.replace(/\s+$/, ''),
  recipientContactTypes: [...new Set(body.recipientContactTypes)],
  ccRoles: [...new Set(body.ccRoles)],
  ccAddresses: body.ccAddresses?.trim() || null,
  active: body.active ?? true,
});

/** The entity's email rules (emailconfig / econfig), each with its customer's name (none: any customer). */
export const emailConfigRepository = entityConfigRepository<
  StoredRow,
  EmailConfigDetail,
  EmailConfigCreate,
  EmailConfigFilter
>({
  table: e,
  async rows(db, where, order, skip, take) {
    const query = withCustomer(db, rowFields)
      .where(where)
      .orderBy(...order)
      .offset(skip);
    return (await (take == null ? query : query.limit(take))) as StoredRow[];
  },
  async count(db, where) {
    return total((await withCustomer(db, { total: count() }).where(where)) as { total: number }[]);
  },
  toDetail: (row) => ({
    id: row.id,
    customerId: row.customerId,
    serviceType: row.serviceType as ServiceType | null,
    emailType: row.emailType as EmailType,
    subjectTemplate: row.subjectTemplate,
    bodyTemplate: row.bodyTemplate,
    recipientContactTypes: row.recipientContactTypes as CustomerContactType[],
    ccRoles: row.ccRoles as CustomerStaffRole[],
    ccAddresses: row.ccAddresses,
    active: row.active,
    version: row.version,
  }),
  search: (text) => textMatches(text, [e.subjectTemplate, customers.name]),
  order: (sort) => orderBy(sort, SORT_COLUMNS, e.id, ['customerName']),
  filter: (filter) =>
    allOf(
      idIn(e.customerId, filter.customerIds),
      idIn(e.serviceType, filter.serviceTypes),
      idIn(e.emailType, filter.emailTypes),
    ),
  /**
   * ParentNotFound for a customer outside the caller's reach in the entity. A rule keeping its customer is
   * not asked again (the customer may since have left the entity; the rule stays editable). Several rules
   * of one tier are allowed to be saved: the send answers multipleRuleFound, as the spec says.
   */
  async refusal(tx, body, scope, current) {
    const customerId = body.customerId ?? null;
    if (customerId === null || customerId === current?.customerId) return null;
    if (await customerInScope(tx, scope, customerId)) return null;
    return {
      result: ResourceResult.ParentNotFound,
      message: emailConfigText('error.customer', scope.lang ?? 'en'),
    };
  },
  values,
});
