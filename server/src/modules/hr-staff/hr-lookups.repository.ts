import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DataSourceItem } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  bands,
  cities,
  countries,
  departments,
  hrOutsourceCompanies,
  hrPayrollCompanies,
  offices,
  profiles,
  provinces,
  socialInsuranceTypes,
  staff,
  subDepartments,
} from '../../db/schema';
import type { DataSourceQuery } from '../../lib/search/search-runner';
import { textMatches } from '../../lib/search/sql-filters';

/** The lookups of the staff edit screen: id + name, sorted by name (bands and schemes by id). */
export const hrLookups = {
  offices: (db: Db, entityId: number): Promise<DataSourceItem[]> =>
    db
      .select({ id: offices.id, name: offices.name })
      .from(offices)
      .where(eq(offices.entityId, entityId))
      .orderBy(asc(offices.name)),
  departments: (db: Db, entityId: number): Promise<DataSourceItem[]> =>
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.entityId, entityId))
      .orderBy(asc(departments.name)),
  /** Sub-departments of a department of the entity (another entity's department: none). */
  subDepartments: (db: Db, entityId: number, departmentId: number): Promise<DataSourceItem[]> =>
    db
      .select({ id: subDepartments.id, name: subDepartments.name })
      .from(subDepartments)
      .innerJoin(departments, eq(departments.id, subDepartments.departmentId))
      .where(and(eq(subDepartments.departmentId, departmentId), eq(departments.entityId, entityId)))
      .orderBy(asc(subDepartments.name)),
  bands: (db: Db): Promise<DataSourceItem[]> =>
    db.select({ id: bands.id, name: bands.name }).from(bands).orderBy(asc(bands.id)),
  socialInsuranceTypes: (db: Db): Promise<DataSourceItem[]> =>
    db
      .select({ id: socialInsuranceTypes.id, name: socialInsuranceTypes.name })
      .from(socialInsuranceTypes)
      .orderBy(asc(socialInsuranceTypes.id)),
  profiles: (db: Db): Promise<DataSourceItem[]> =>
    db.select({ id: profiles.id, name: profiles.name }).from(profiles).orderBy(asc(profiles.name)),
  outsourceCompanies: (db: Db, entityId: number, activeOnly = true): Promise<DataSourceItem[]> =>
    db
      .select({ id: hrOutsourceCompanies.id, name: hrOutsourceCompanies.name })
      .from(hrOutsourceCompanies)
      .where(
        and(
          eq(hrOutsourceCompanies.entityId, entityId),
          activeOnly ? eq(hrOutsourceCompanies.isActive, true) : undefined,
        ),
      )
      .orderBy(asc(hrOutsourceCompanies.name)),
  payrollCompanies: (db: Db, entityId: number, onlyIds?: number[]): Promise<DataSourceItem[]> =>
    db
      .select({ id: hrPayrollCompanies.id, name: hrPayrollCompanies.name })
      .from(hrPayrollCompanies)
      .where(
        and(
          eq(hrPayrollCompanies.entityId, entityId),
          eq(hrPayrollCompanies.isActive, true),
          onlyIds ? inArray(hrPayrollCompanies.id, onlyIds.length ? onlyIds : [0]) : undefined,
        ),
      )
      .orderBy(asc(hrPayrollCompanies.name)),
  countries: (db: Db): Promise<DataSourceItem[]> =>
    db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name)),
  /** States (provinces) of a country. */
  states: (db: Db, countryId: number): Promise<DataSourceItem[]> =>
    db
      .select({ id: provinces.id, name: provinces.name })
      .from(provinces)
      .where(eq(provinces.countryId, countryId))
      .orderBy(asc(provinces.name)),
  /** Cities of a province. */
  cities: (db: Db, provinceId: number): Promise<DataSourceItem[]> =>
    db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(eq(cities.provinceId, provinceId))
      .orderBy(asc(cities.name)),
};

/** Huko (registered household) locations are provinces: a paged datasource, optionally of one country. */
export async function hukoLocations(
  db: Db,
  query: DataSourceQuery<{ countryId?: number | null }>,
): Promise<{ page: DataSourceItem[]; included: DataSourceItem[] }> {
  const filter: SQL | undefined = and(
    textMatches(query.searchText, [provinces.name]),
    query.filter.countryId ? eq(provinces.countryId, query.filter.countryId) : undefined,
  );
  let paged = db
    .select({ id: provinces.id, name: provinces.name })
    .from(provinces)
    .where(filter)
    .orderBy(asc(sql`lower(${provinces.name})`), asc(provinces.id))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) paged = paged.limit(query.take);
  const included = query.idList.length
    ? await db
        .select({ id: provinces.id, name: provinces.name })
        .from(provinces)
        .where(inArray(provinces.id, query.idList))
    : [];
  return { page: await paged, included };
}

/** Which of the given references exist where they must (the save's parent checks). */
export const exists = {
  office: (db: Db, entityId: number, id: number) =>
    one(
      db
        .select({ id: offices.id })
        .from(offices)
        .where(and(eq(offices.id, id), eq(offices.entityId, entityId))),
    ),
  department: (db: Db, entityId: number, id: number) =>
    one(
      db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.id, id), eq(departments.entityId, entityId))),
    ),
  subDepartment: (db: Db, departmentId: number, id: number) =>
    one(
      db
        .select({ id: subDepartments.id })
        .from(subDepartments)
        .where(and(eq(subDepartments.id, id), eq(subDepartments.departmentId, departmentId))),
    ),
  staff: (db: Db, entityId: number, id: number) =>
    one(
      db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.id, id), eq(staff.entityId, entityId))),
    ),
  country: (db: Db, id: number) =>
    one(db.select({ id: countries.id }).from(countries).where(eq(countries.id, id))),
  province: (db: Db, countryId: number | null, id: number) =>
    one(
      db
        .select({ id: provinces.id })
        .from(provinces)
        .where(and(eq(provinces.id, id), countryId == null ? undefined : eq(provinces.countryId, countryId))),
    ),
  city: (db: Db, provinceId: number, id: number) =>
    one(
      db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, id), eq(cities.provinceId, provinceId))),
    ),
  band: (db: Db, id: number) => one(db.select({ id: bands.id }).from(bands).where(eq(bands.id, id))),
  socialInsuranceType: (db: Db, id: number) =>
    one(
      db
        .select({ id: socialInsuranceTypes.id })
        .from(socialInsuranceTypes)
        .where(eq(socialInsuranceTypes.id, id)),
    ),
  outsourceCompany: (db: Db, entityId: number, id: number) =>
    one(
      db
        .select({ id: hrOutsourceCompanies.id })
        .from(hrOutsourceCompanies)
        .where(and(eq(hrOutsourceCompanies.id, id), eq(hrOutsourceCompanies.entityId, entityId))),
    ),
  payrollCompany: (db: Db, entityId: number, id: number) =>
    one(
      db
        .select({ id: hrPayrollCompanies.id })
        .from(hrPayrollCompanies)
        .where(and(eq(hrPayrollCompanies.id, id), eq(hrPayrollCompanies.entityId, entityId))),
    ),
  profiles: async (db: Db, ids: number[]) => {
    if (!ids.length) return true;
    const unique = [...new Set(ids)];
    const rows = await db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, unique));
    return rows.length === unique.length;
  },
};

async function one(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}
