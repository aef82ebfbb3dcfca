import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  ResourceResult,
  type ReportTemplateCreate,
  type ReportTemplateDetail,
  type ReportTemplateFilter,
  type ReportTemplateRow,
  type ServiceType,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customerEntities, customers, reportTemplates } from '../../db/schema';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import { entityConfigRepository, total } from '../scheduling-config/entity-config-repository';
import { DEFAULT_WHOM, duplicateMessage } from './report-template-validation';

export const REPORT_TEMPLATE_SORT = ['id', 'name', 'customerName', 'serviceType', 'active'] as const;

/** A summary row carrying its sections, so one read serves the summary and the edit screen. */
type StoredTemplate = ReportTemplateRow & Pick<ReportTemplateDetail, 'sections'>;

const checkCount = sql<number>`coalesce((select sum(jsonb_array_length(s->'checks'))
  from jsonb_array_elements(${reportTemplates.sections}) s), 0)::int`;

const rowFields = {
  id: reportTemplates.id,
  version: reportTemplates.version,
  customerId: reportTemplates.customerId,
  customerName: customers.name,
  serviceType: reportTemplates.serviceType,
  name: reportTemplates.name,
  active: reportTemplates.active,
  sections: reportTemplates.sections,
  checkCount,
};

const joined = <Fields extends Record<string, unknown>>(db: Db, fields: Fields) =>
  db
    .select(fields as never)
    .from(reportTemplates)
    .leftJoin(customers, eq(customers.id, reportTemplates.customerId))
    .$dynamic();

/** The active template of the same customer (or default) and service type, other than `id`. */
async function activeTwin(tx: Db, entityId: number, body: ReportTemplateCreate, id: number | null) {
  const [row] = await tx
    .select({ name: reportTemplates.name })
    .from(reportTemplates)
    .where(
      and(
        eq(reportTemplates.entityId, entityId),
        eq(reportTemplates.serviceType, body.serviceType),
        sql`coalesce(${reportTemplates.customerId}, 0) = ${body.customerId ?? 0}`,
        eq(reportTemplates.active, true),
        id == null ? undefined : ne(reportTemplates.id, id),
      ) as SQL,
    )
    .limit(1);
  return row ?? null;
}

/**
 * Report templates of the entity: per customer (null: the default for every customer) and inspection
 * service type, one active at a time per pair (the unique index report_templates_active_idx backs it).
 * Deleting one is allowed even when reports were made from it: they hold a copy (template_id goes null).
 */
export const reportTemplateRepository = entityConfigRepository<
  StoredTemplate,
  ReportTemplateDetail,
  ReportTemplateCreate,
  ReportTemplateFilter
>({
  table: reportTemplates,
  async rows(db, where, order, skip, take) {
    const query = joined(db, rowFields)
      .where(where)
      .orderBy(...order)
      .offset(skip);
    return (await (take == null ? query : query.limit(take))) as StoredTemplate[];
  },
  async count(db, where) {
    return total((await joined(db, { total: count() }).where(where)) as { total: number }[]);
  },
  toDetail: ({ id, version, customerId, serviceType, name, sections, active }) => ({
    id,
    version,
    customerId,
    serviceType: serviceType as ServiceType,
    name,
    sections,
    active,
  }),
  search: (text) => textMatches(text, [reportTemplates.name, customers.name]),
  order: (sort) =>
    orderBy(
      sort,
      {
        id: reportTemplates.id,
        name: reportTemplates.name,
        customerName: customers.name,
        serviceType: reportTemplates.serviceType,
        active: reportTemplates.active,
      },
      reportTemplates.id,
      ['name', 'customerName'],
    ),
  filter: (filter) =>
    allOf(
      idIn(reportTemplates.customerId, filter.customerIds),
      idIn(reportTemplates.serviceType, filter.serviceTypes),
    ),
  async refusal(tx, body, scope, current) {
    let whom: string = DEFAULT_WHOM[scope.lang ?? 'en'];
    if (body.customerId != null) {
      // A customer of this entity only.
      const [customer] = await tx
        .select({ name: customers.name })
        .from(customers)
        .innerJoin(customerEntities, eq(customerEntities.customerId, customers.id))
        .where(and(eq(customers.id, body.customerId), eq(customerEntities.entityId, scope.entityId)));
      if (!customer) return { result: ResourceResult.ParentNotFound };
      whom = customer.name;
    }
    if (body.active === false) return null;
    const twin = await activeTwin(tx, scope.entityId, body, current?.id ?? null);
    return twin
      ? {
          result: ResourceResult.DuplicateData,
          message: duplicateMessage(scope.lang ?? 'en', twin.name, whom),
        }
      : null;
  },
  values: (body) => ({
    customerId: body.customerId ?? null,
    serviceType: body.serviceType,
    name: body.name.trim(),
    sections: body.sections.map((section) => ({
      kind: section.kind,
      checks: section.checks.map((check) => ({
        key: check.key,
        label: check.label.trim(),
        sampling: { kind: check.sampling.kind, value: check.sampling.value ?? null },
        mandatory: check.mandatory,
        instructions: check.instructions?.trim() || null,
      })),
    })),
    active: body.active ?? true,
  }),
  duplicate: ResourceResult.DuplicateData,
});
