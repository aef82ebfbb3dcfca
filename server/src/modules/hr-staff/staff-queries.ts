import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  StaffStatus,
  type DataSourceItem,
  type Lang,
  type StaffDataSourceRequest,
  type StaffSummaryData,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { departments, offices, staff, userRoles, users } from '../../db/schema';
import type { DataSourceQuery } from '../../lib/search/search-runner';
import { textMatches } from '../../lib/search/sql-filters';
import { employmentTypeList, statusList } from './hr-staff-messages';

type StaffDataSourceFilter = Omit<StaffDataSourceRequest, 'searchText' | 'skip' | 'take' | 'idList'>;

const label = sql<string>`${staff.fullName} || ' (' || ${staff.employeeNo} || ')'`;

/**
 * The staff picker (POST GetStaffDataSource): staff of the entity on the job (all statuses with
 * fetchDeletedRecord), matching the text on name or employee no., optionally only those whose user holds
 * `roleId`, optionally within `selectedIds`. idList (and selectedIds with selectedIdsWithList) always come
 * back so a select can show its current values.
 */
export async function staffDataSource(
  db: Db,
  entityId: number,
  query: DataSourceQuery<StaffDataSourceFilter>,
): Promise<{ page: DataSourceItem[]; included: DataSourceItem[] }> {
  const { filter } = query;
  const withRole =
    filter.roleId && filter.includeWithRole !== false
      ? inArray(
          staff.id,
          db
            .select({ id: sql<number>`${users.staffId}` })
            .from(users)
            .innerJoin(userRoles, eq(userRoles.userId, users.id))
            .where(and(eq(userRoles.roleId, filter.roleId), eq(users.isActive, true))),
        )
      : undefined;
  const where = and(
    eq(staff.entityId, entityId),
    filter.fetchDeletedRecord ? undefined : eq(staff.status, StaffStatus.OnJob),
    textMatches(query.searchText, [staff.fullName, staff.employeeNo]),
    filter.selectedIds?.length && !filter.selectedIdsWithList
      ? inArray(staff.id, filter.selectedIds)
      : undefined,
    withRole,
  );
  let paged = db
    .select({ id: staff.id, name: label })
    .from(staff)
    .where(where)
    .orderBy(asc(sql`lower(${staff.fullName})`), asc(staff.id))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) paged = paged.limit(query.take);
  const always = [...query.idList, ...(filter.selectedIdsWithList ? (filter.selectedIds ?? []) : [])];
  const included = always.length
    ? await db
        .select({ id: staff.id, name: label })
        .from(staff)
        .where(and(eq(staff.entityId, entityId), inArray(staff.id, always)))
    : [];
  return { page: await paged, included };
}

const managerOf = alias(staff, 'manager_of');

/** POST get-staff-details: the contact card of some staff of the entity. */
export function staffDetails(db: Db, entityId: number, staffIds: number[]) {
  return db
    .select({
      id: staff.id,
      employeeNo: staff.employeeNo,
      fullName: staff.fullName,
      email: staff.email,
      phone: staff.phone,
      positionTitle: staff.positionTitle,
      officeName: offices.name,
      departmentName: departments.name,
      managerStaffId: staff.managerStaffId,
      managerName: managerOf.fullName,
      status: staff.status,
    })
    .from(staff)
    .leftJoin(offices, eq(offices.id, staff.officeId))
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .leftJoin(managerOf, eq(managerOf.id, staff.managerStaffId))
    .where(and(eq(staff.entityId, entityId), inArray(staff.id, staffIds)))
    .orderBy(asc(staff.fullName), asc(staff.id));
}

/** POST get-staff-summary: head counts by status, employment type and office. */
export async function staffSummary(
  db: Db,
  entityId: number,
  filter: { officeIds?: number[] | null; departmentIds?: number[] | null },
  lang: Lang,
): Promise<StaffSummaryData> {
  const where: SQL | undefined = and(
    eq(staff.entityId, entityId),
    filter.officeIds?.length ? inArray(staff.officeId, filter.officeIds) : undefined,
    filter.departmentIds?.length ? inArray(staff.departmentId, filter.departmentIds) : undefined,
  );
  const [byStatus, byType, byOffice] = await Promise.all([
    db.select({ id: staff.status, count: count() }).from(staff).where(where).groupBy(staff.status),
    db
      .select({ id: staff.employmentType, count: count() })
      .from(staff)
      .where(where)
      .groupBy(staff.employmentType),
    db
      .select({ id: offices.id, name: offices.name, count: count() })
      .from(staff)
      .innerJoin(offices, eq(offices.id, staff.officeId))
      .where(where)
      .groupBy(offices.id, offices.name)
      .orderBy(asc(offices.name)),
  ]);
  const counted = (items: { id: number; name: string }[], rows: { id: number; count: number }[]) =>
    items.map((item) => ({ ...item, count: Number(rows.find((row) => row.id === item.id)?.count ?? 0) }));
  return {
    total: byStatus.reduce((sum, row) => sum + Number(row.count), 0),
    byStatus: counted(statusList(lang), byStatus),
    byEmploymentType: counted(employmentTypeList(lang), byType),
    byOffice: byOffice.map((row) => ({ ...row, count: Number(row.count) })),
  };
}

/** POST get-stafflist-by-company: staff of an outsource agency or run by a payroll company. */
export function staffByCompany(
  db: Db,
  entityId: number,
  company: { outsourceCompanyId?: number | null; payrollCompanyId?: number | null },
) {
  return db
    .select({
      id: staff.id,
      employeeNo: staff.employeeNo,
      fullName: staff.fullName,
      positionTitle: staff.positionTitle,
      officeName: offices.name,
      status: staff.status,
    })
    .from(staff)
    .leftJoin(offices, eq(offices.id, staff.officeId))
    .where(
      and(
        eq(staff.entityId, entityId),
        or(
          company.outsourceCompanyId ? eq(staff.outsourceCompanyId, company.outsourceCompanyId) : undefined,
          company.payrollCompanyId ? eq(staff.payrollCompanyId, company.payrollCompanyId) : undefined,
        ),
      ),
    )
    .orderBy(asc(staff.fullName), asc(staff.id));
}

/** The staff record a user is linked to (users.staff_id), in the entity; null without one. */
export async function ownStaffId(db: Db, entityId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(users)
    .innerJoin(staff, eq(staff.id, users.staffId))
    .where(and(eq(users.id, userId), eq(staff.entityId, entityId)));
  return row?.id ?? null;
}

/** The active user accounts linked to a staff record, except the caller. */
export function linkedUsers(db: Db, staffId: number, exceptUserId: number) {
  return db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.staffId, staffId), ne(users.id, exceptUserId)));
}
