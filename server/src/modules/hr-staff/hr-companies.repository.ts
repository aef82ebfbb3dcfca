import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  ResourceResult,
  type OutsourceCompanyRow,
  type OutsourceCompanySave,
  type PayrollCompanyRow,
  type PayrollCompanySave,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  countries,
  hrOutsourceCompanies as outsource,
  hrPayrollCompanies as payroll,
  staff,
} from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, orderBy, textMatches } from '../../lib/search/sql-filters';
import type { WriteOutcome } from '../kit/resource-definition';

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const outsourceStaffCount = sql<number>`(select count(*)::int from staff s where s.outsource_company_id = ${outsource.id})`;
const payrollStaffCount = sql<number>`(select count(*)::int from staff s where s.payroll_company_id = ${payroll.id})`;

const outsourceFields = {
  id: outsource.id,
  name: outsource.name,
  countryId: outsource.countryId,
  countryName: countries.name,
  contactName: outsource.contactName,
  email: outsource.email,
  phone: outsource.phone,
  isActive: outsource.isActive,
  staffCount: outsourceStaffCount,
  version: outsource.version,
};

function outsourceCondition(
  entityId: number,
  query: SearchQuery<{ isActive?: boolean | null }>,
): SQL | undefined {
  return allOf(
    eq(outsource.entityId, entityId),
    textMatches(query.searchText, [outsource.name, outsource.contactName, outsource.email]),
    query.filter.isActive == null ? undefined : eq(outsource.isActive, query.filter.isActive),
  );
}

/** HR outsource agencies of the entity (the companies screen's search). */
export async function outsourcePage(
  db: Db,
  entityId: number,
  query: SearchQuery<{ isActive?: boolean | null }>,
): Promise<{ rows: OutsourceCompanyRow[]; total: number }> {
  const where = outsourceCondition(entityId, query);
  let paged = db
    .select(outsourceFields)
    .from(outsource)
    .leftJoin(countries, eq(countries.id, outsource.countryId))
    .where(where)
    .orderBy(
      ...orderBy(
        query.sort,
        {
          name: sql`${outsource.name}`,
          countryName: sql`${countries.name}`,
          staffCount: outsourceStaffCount,
        },
        outsource.id,
        ['name', 'countryName'],
      ),
    )
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) paged = paged.limit(query.take);
  const [rows, [total]] = await Promise.all([
    paged,
    db.select({ total: count() }).from(outsource).where(where),
  ]);
  return { rows: rows as OutsourceCompanyRow[], total: Number(total?.total ?? 0) };
}

async function getOutsource(db: Db, entityId: number, id: number): Promise<OutsourceCompanyRow | null> {
  const [row] = await db
    .select(outsourceFields)
    .from(outsource)
    .leftJoin(countries, eq(countries.id, outsource.countryId))
    .where(and(eq(outsource.id, id), eq(outsource.entityId, entityId)));
  return (row as OutsourceCompanyRow | undefined) ?? null;
}

async function nameTaken(
  db: Db,
  table: typeof outsource | typeof payroll,
  entityId: number,
  name: string,
  exceptId: number,
) {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.entityId, entityId),
        sql`lower(${table.name}) = lower(${name.trim()})`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Create (id 0) or update at the loaded version; names are unique per entity. */
export async function saveOutsource(
  tx: Db,
  entityId: number,
  body: OutsourceCompanySave,
): Promise<WriteOutcome<OutsourceCompanyRow>> {
  if (await nameTaken(tx, outsource, entityId, body.name, body.id))
    return { result: ResourceResult.DuplicateName };
  const values = {
    name: body.name.trim(),
    countryId: body.countryId ?? null,
    contactName: text(body.contactName),
    email: text(body.email),
    phone: text(body.phone),
    isActive: body.isActive,
  };
  if (!body.id) {
    const [created] = await tx
      .insert(outsource)
      .values({ ...values, entityId })
      .returning({ id: outsource.id });
    return { result: ResourceResult.Success, data: (await getOutsource(tx, entityId, created!.id))! };
  }
  const current = await getOutsource(tx, entityId, body.id);
  if (!current) return { result: ResourceResult.NotFound };
  if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
  const updated = await tx
    .update(outsource)
    .set({ ...values, version: sql`${outsource.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(outsource.id, body.id), eq(outsource.version, body.version)))
    .returning({ id: outsource.id });
  if (!updated.length)
    return { result: ResourceResult.Conflict, current: (await getOutsource(tx, entityId, body.id))! };
  return { result: ResourceResult.Success, data: (await getOutsource(tx, entityId, body.id))! };
}

const payrollFields = {
  id: payroll.id,
  name: payroll.name,
  countryId: payroll.countryId,
  countryName: countries.name,
  isActive: payroll.isActive,
  staffCount: payrollStaffCount,
};

/** Every payroll company of the entity, with its head count (a short list: no paging). */
export function payrollRows(db: Db, entityId: number): Promise<PayrollCompanyRow[]> {
  return db
    .select(payrollFields)
    .from(payroll)
    .leftJoin(countries, eq(countries.id, payroll.countryId))
    .where(eq(payroll.entityId, entityId))
    .orderBy(sql`lower(${payroll.name})`, payroll.id) as Promise<PayrollCompanyRow[]>;
}

/**
 * Payroll companies carry no version column: the last save wins. They hold a name, a country and a flag,
 * edited by HR only, so a lost update costs little.
 */
export async function savePayroll(
  tx: Db,
  entityId: number,
  body: PayrollCompanySave,
): Promise<WriteOutcome<PayrollCompanyRow & { version: number }>> {
  if (await nameTaken(tx, payroll, entityId, body.name, body.id))
    return { result: ResourceResult.DuplicateName };
  const values = { name: body.name.trim(), countryId: body.countryId ?? null, isActive: body.isActive };
  let id = body.id;
  if (!id) {
    const [created] = await tx
      .insert(payroll)
      .values({ ...values, entityId })
      .returning({ id: payroll.id });
    id = created!.id;
  } else {
    const updated = await tx
      .update(payroll)
      .set(values)
      .where(and(eq(payroll.id, id), eq(payroll.entityId, entityId)))
      .returning({ id: payroll.id });
    if (!updated.length) return { result: ResourceResult.NotFound };
  }
  const [row] = await payrollRow(tx, entityId, id);
  return { result: ResourceResult.Success, data: { ...row!, version: 1 } };
}

function payrollRow(db: Db, entityId: number, id: number) {
  return db
    .select(payrollFields)
    .from(payroll)
    .leftJoin(countries, eq(countries.id, payroll.countryId))
    .where(and(eq(payroll.id, id), eq(payroll.entityId, entityId))) as Promise<PayrollCompanyRow[]>;
}

/** The payroll company of a staff record (null when it has none). */
export async function payrollOfStaff(db: Db, staffId: number): Promise<number | null> {
  const [row] = await db.select({ id: staff.payrollCompanyId }).from(staff).where(eq(staff.id, staffId));
  return row?.id ?? null;
}
