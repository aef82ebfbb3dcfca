import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ResourceResult,
  StaffStatus,
  type StaffDetail,
  type StaffFilter,
  type StaffRow,
  type StaffSave,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  departments,
  expenseClaims,
  leaveRequests,
  offices,
  staff,
  staffFiles,
  staffProfiles,
  subDepartments,
  users,
} from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import type { WriteOutcome } from '../kit/resource-definition';
import { staffPhotoFileUrl } from './staff-files';

const manager = alias(staff, 'manager');

const rowFields = {
  id: staff.id,
  employeeNo: staff.employeeNo,
  fullName: staff.fullName,
  email: staff.email,
  officeName: offices.name,
  departmentName: departments.name,
  subDepartmentName: subDepartments.name,
  positionTitle: staff.positionTitle,
  managerName: manager.fullName,
  status: staff.status,
  employmentType: staff.employmentType,
  joinDate: staff.joinDate,
};

const SORT_COLUMNS: Record<string, SQL | typeof staff.id> = {
  employeeNo: sql`${staff.employeeNo}`,
  fullName: sql`${staff.fullName}`,
  officeName: sql`${offices.name}`,
  departmentName: sql`${departments.name}`,
  positionTitle: sql`${staff.positionTitle}`,
  managerName: sql`${manager.fullName}`,
  status: sql`${staff.status}`,
  employmentType: sql`${staff.employmentType}`,
  joinDate: sql`${staff.joinDate}`,
};
const TEXT_SORTS = ['employeeNo', 'fullName', 'officeName', 'departmentName', 'positionTitle', 'managerName'];

/** Every staff query is scoped to the request's entity first. */
function condition(entityId: number, query: SearchQuery<Partial<StaffFilter>>): SQL | undefined {
  const { filter } = query;
  return allOf(
    eq(staff.entityId, entityId),
    textMatches(query.searchText, [staff.fullName, staff.employeeNo, staff.email, staff.positionTitle]),
    idIn(staff.id, query.idList),
    idIn(staff.officeId, filter.officeIds),
    idIn(staff.departmentId, filter.departmentIds),
    filter.statuses?.length ? inArray(staff.status, filter.statuses) : undefined,
    filter.employmentTypes?.length ? inArray(staff.employmentType, filter.employmentTypes) : undefined,
  );
}

export async function staffPage(
  db: Db,
  entityId: number,
  query: SearchQuery<Partial<StaffFilter>>,
): Promise<StaffRow[]> {
  let paged = db
    .select(rowFields)
    .from(staff)
    .leftJoin(offices, eq(offices.id, staff.officeId))
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .leftJoin(subDepartments, eq(subDepartments.id, staff.subDepartmentId))
    .leftJoin(manager, eq(manager.id, staff.managerStaffId))
    .where(condition(entityId, query))
    .orderBy(...orderBy(query.sort, SORT_COLUMNS, staff.id, TEXT_SORTS))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) paged = paged.limit(query.take);
  return (await paged) as StaffRow[];
}

export async function staffCount(
  db: Db,
  entityId: number,
  query: SearchQuery<Partial<StaffFilter>>,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(staff).where(condition(entityId, query));
  return Number(row?.total ?? 0);
}

/** The staff record of the entity, or null (another entity's staff is reported like an unknown one). */
export async function getStaff(db: Db, entityId: number, id: number): Promise<StaffDetail | null> {
  const [row] = await db
    .select({ record: staff, managerName: manager.fullName })
    .from(staff)
    .leftJoin(manager, eq(manager.id, staff.managerStaffId))
    .where(and(eq(staff.id, id), eq(staff.entityId, entityId)));
  if (!row) return null;
  const { record } = row;
  const [profiles, files, [linked]] = await Promise.all([
    db
      .select({ id: staffProfiles.profileId })
      .from(staffProfiles)
      .where(eq(staffProfiles.staffId, id))
      .orderBy(asc(staffProfiles.profileId)),
    db
      .select({
        id: staffFiles.id,
        fileName: staffFiles.fileName,
        mimeType: staffFiles.mimeType,
        size: staffFiles.size,
        createdAt: staffFiles.createdAt,
      })
      .from(staffFiles)
      .where(eq(staffFiles.staffId, id))
      .orderBy(asc(staffFiles.id)),
    db
      .select({ id: users.id, isActive: users.isActive })
      .from(users)
      .where(eq(users.staffId, id))
      .orderBy(sql`${users.isActive} desc`, asc(users.id))
      .limit(1),
  ]);
  return {
    id: record.id,
    version: record.version,
    employeeNo: record.employeeNo,
    fullName: record.fullName,
    gender: record.gender,
    email: record.email,
    phone: record.phone,
    dateOfBirth: record.dateOfBirth,
    joinDate: record.joinDate,
    leftDate: record.leftDate,
    status: record.status,
    employmentType: record.employmentType,
    officeId: record.officeId,
    departmentId: record.departmentId,
    subDepartmentId: record.subDepartmentId,
    positionTitle: record.positionTitle,
    managerStaffId: record.managerStaffId,
    managerName: row.managerName,
    countryId: record.countryId,
    provinceId: record.provinceId,
    cityId: record.cityId,
    address: record.address,
    hukoLocationId: record.hukoLocationId,
    bandId: record.bandId,
    socialInsuranceTypeId: record.socialInsuranceTypeId,
    outsourceCompanyId: record.outsourceCompanyId,
    payrollCompanyId: record.payrollCompanyId,
    profileIds: profiles.map((profile) => profile.id),
    photoUrl: record.photoFile ? staffPhotoFileUrl(record.id, record.photoFile) : null,
    files: files.map((file) => ({ ...file, createdAt: file.createdAt.toISOString() })),
    linkedUserId: linked?.id ?? null,
    linkedUserActive: linked?.isActive ?? null,
  };
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

// Absent is null (the schema lets a save leave any optional field out): an update clears it, not keeps it.
function columns(body: StaffSave) {
  return {
    employeeNo: body.employeeNo.trim(),
    fullName: body.fullName.trim(),
    gender: body.gender || null,
    email: text(body.email),
    phone: text(body.phone),
    dateOfBirth: body.dateOfBirth || null,
    joinDate: body.joinDate || null,
    leftDate: body.leftDate || null,
    status: body.status,
    employmentType: body.employmentType,
    officeId: body.officeId ?? null,
    departmentId: body.departmentId ?? null,
    subDepartmentId: body.departmentId ? (body.subDepartmentId ?? null) : null,
    positionTitle: text(body.positionTitle),
    managerStaffId: body.managerStaffId ?? null,
    countryId: body.countryId ?? null,
    provinceId: body.countryId ? (body.provinceId ?? null) : null,
    cityId: body.countryId && body.provinceId ? (body.cityId ?? null) : null,
    address: text(body.address),
    hukoLocationId: body.hukoLocationId ?? null,
    bandId: body.bandId ?? null,
    socialInsuranceTypeId: body.socialInsuranceTypeId ?? null,
    outsourceCompanyId: body.outsourceCompanyId ?? null,
    payrollCompanyId: body.payrollCompanyId ?? null,
  };
}

async function employeeNoTaken(tx: Db, entityId: number, employeeNo: string, exceptId?: number) {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(
      allOf(
        eq(staff.entityId, entityId),
        sql`lower(${staff.employeeNo}) = lower(${employeeNo.trim()})`,
        exceptId == null ? undefined : ne(staff.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function writeProfiles(tx: Db, staffId: number, profileIds: number[]) {
  await tx.delete(staffProfiles).where(eq(staffProfiles.staffId, staffId));
  const unique = [...new Set(profileIds)];
  if (unique.length)
    await tx.insert(staffProfiles).values(unique.map((profileId) => ({ staffId, profileId })));
}

/** Create (id 0) or update at the loaded version; employee numbers are unique per entity. */
export async function saveStaff(
  tx: Db,
  entityId: number,
  body: StaffSave,
): Promise<WriteOutcome<StaffDetail>> {
  if (!body.id) {
    if (await employeeNoTaken(tx, entityId, body.employeeNo)) return { result: ResourceResult.DuplicateData };
    const [created] = await tx
      .insert(staff)
      .values({ ...columns(body), entityId })
      .returning({ id: staff.id });
    await writeProfiles(tx, created!.id, body.profileIds);
    return { result: ResourceResult.Success, data: (await getStaff(tx, entityId, created!.id))! };
  }
  const current = await getStaff(tx, entityId, body.id);
  if (!current) return { result: ResourceResult.NotFound };
  if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
  if (await employeeNoTaken(tx, entityId, body.employeeNo, body.id))
    return { result: ResourceResult.DuplicateData };
  const updated = await tx
    .update(staff)
    .set({ ...columns(body), version: sql`${staff.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(staff.id, body.id), eq(staff.entityId, entityId), eq(staff.version, body.version)))
    .returning({ id: staff.id });
  if (!updated.length)
    return { result: ResourceResult.Conflict, current: (await getStaff(tx, entityId, body.id))! };
  await writeProfiles(tx, body.id, body.profileIds);
  return { result: ResourceResult.Success, data: (await getStaff(tx, entityId, body.id))! };
}

/**
 * Whether making `managerId` the manager of `staffId` closes a loop: walk up from the manager; meeting
 * the staff (or itself) is a cycle. Bounded by the entity's head count, so a loop already in the data
 * cannot hang the request.
 */
export async function createsManagerCycle(
  db: Db,
  entityId: number,
  staffId: number,
  managerId: number,
): Promise<boolean> {
  if (managerId === staffId) return true;
  if (!staffId) return false; // a new record has no reports yet
  const rows = await db
    .select({ id: staff.id, managerId: staff.managerStaffId })
    .from(staff)
    .where(eq(staff.entityId, entityId));
  const up = new Map(rows.map((row) => [row.id, row.managerId]));
  let current: number | null | undefined = managerId;
  for (let steps = 0; current != null && steps <= rows.length; steps++) {
    if (current === staffId) return true;
    current = up.get(current);
  }
  return false;
}

/**
 * Hard delete of a record nobody depends on: refused (InUse) while it has leave requests, expense
 * claims, staff reporting to it or a user account. Answers the stored files to remove after commit.
 */
export async function deleteStaff(
  tx: Db,
  entityId: number,
  id: number,
): Promise<{ result: ResourceResult; files: string[] }> {
  const [record] = await tx
    .select({ id: staff.id, photoFile: staff.photoFile })
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.entityId, entityId)));
  if (!record) return { result: ResourceResult.NotFound, files: [] };
  const references = [
    [leaveRequests, leaveRequests.staffId],
    [expenseClaims, expenseClaims.staffId],
    [staff, staff.managerStaffId],
    [users, users.staffId],
  ] as const;
  for (const [table, column] of references) {
    const used = await tx.select({ id: column }).from(table).where(eq(column, id)).limit(1);
    if (used.length) return { result: ResourceResult.InUse, files: [] };
  }
  const stored = await tx
    .select({ path: staffFiles.storedPath })
    .from(staffFiles)
    .where(eq(staffFiles.staffId, id));
  await tx.delete(staff).where(eq(staff.id, id));
  return {
    result: ResourceResult.Success,
    files: [...stored.map((file) => file.path), ...(record.photoFile ? [record.photoFile] : [])],
  };
}

export const ACTIVE_STATUSES = [StaffStatus.OnJob];
