import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  ResourceResult,
  type CustomerContactCreate,
  type CustomerContactDetail,
  type CustomerContactFilter,
  type CustomerContactRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  customerBrands,
  customerContactBrands,
  customerContactDepartments,
  customerContactGroups,
  customerContacts,
  customerDepartments,
  customers,
} from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { ownedRepository, takenWithin, total } from '../customer/customer-owned-repository';

const c = customerContacts;

const linked = (table: typeof customerContactDepartments | typeof customerContactBrands, column: SQL) =>
  sql<number[]>`coalesce((select array_agg(${column} order by ${column}) from ${table}
    where ${table.contactId} = ${c.id}), '{}'::integer[])`;
const departmentIds = () =>
  linked(customerContactDepartments, sql`${customerContactDepartments.departmentId}`);
const brandIds = () => linked(customerContactBrands, sql`${customerContactBrands.brandId}`);

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const unique = (ids: readonly number[] | null | undefined) => [...new Set(ids ?? [])];

/** Do all the ids name rows of this customer? */
async function allOwned(
  tx: Db,
  table: typeof customerDepartments | typeof customerBrands | typeof customerContactGroups,
  ids: number[],
  customerId: number,
): Promise<boolean> {
  if (!ids.length) return true;
  const [row] = await tx
    .select({ total: count() })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.customerId, customerId)));
  return Number(row?.total ?? 0) === ids.length;
}

async function writeLinks(tx: Db, contactId: number, body: CustomerContactCreate): Promise<void> {
  await tx.delete(customerContactDepartments).where(eq(customerContactDepartments.contactId, contactId));
  await tx.delete(customerContactBrands).where(eq(customerContactBrands.contactId, contactId));
  const departments = unique(body.departmentIds);
  const brands = unique(body.brandIds);
  if (departments.length)
    await tx
      .insert(customerContactDepartments)
      .values(departments.map((departmentId) => ({ contactId, departmentId })));
  if (brands.length)
    await tx.insert(customerContactBrands).values(brands.map((brandId) => ({ contactId, brandId })));
}

/** One primary contact per customer: marking one unmarks the others. */
async function keepOnePrimary(tx: Db, contactId: number, body: CustomerContactCreate, customerId: number) {
  if (!body.isPrimary) return;
  await tx
    .update(c)
    .set({ isPrimary: false, version: sql`${c.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(c.customerId, customerId), eq(c.isPrimary, true), ne(c.id, contactId)));
}

const values = (body: CustomerContactCreate) => ({
  name: body.name.trim(),
  jobTitle: text(body.jobTitle),
  email: text(body.email),
  phone: text(body.phone),
  mobile: text(body.mobile),
  contactTypeIds: unique(body.contactTypeIds).sort((a, b) => a - b),
  contactGroupId: body.contactGroupId ?? null,
  isPrimary: body.isPrimary ?? false,
  isActive: body.isActive ?? true,
});

/**
 * Contacts: name, job title, email (unique within the customer: DuplicateData 4), phones, contact types,
 * group, departments and brands covered (each must be the same customer's: ParentNotFound 10), primary
 * and active flags.
 */
export const contactRepository = ownedRepository<
  CustomerContactRow,
  CustomerContactDetail,
  CustomerContactCreate
>({
  table: c,
  async rows(db, where, order, skip, take) {
    let query = db
      .select({
        id: c.id,
        customerId: c.customerId,
        customerName: customers.name,
        name: c.name,
        jobTitle: c.jobTitle,
        email: c.email,
        phone: c.phone,
        mobile: c.mobile,
        contactTypeIds: c.contactTypeIds,
        contactGroupName: customerContactGroups.name,
        isPrimary: c.isPrimary,
        isActive: c.isActive,
        version: c.version,
      })
      .from(c)
      .innerJoin(customers, eq(customers.id, c.customerId))
      .leftJoin(customerContactGroups, eq(customerContactGroups.id, c.contactGroupId))
      .where(where)
      .orderBy(...order)
      .offset(skip)
      .$dynamic();
    if (take != null) query = query.limit(take);
    return query;
  },
  async count(db, where) {
    return total(
      await db
        .select({ total: count() })
        .from(c)
        .innerJoin(customers, eq(customers.id, c.customerId))
        .leftJoin(customerContactGroups, eq(customerContactGroups.id, c.contactGroupId))
        .where(where),
    );
  },
  async detail(db, where) {
    const [row] = await db
      .select({
        id: c.id,
        customerId: c.customerId,
        name: c.name,
        jobTitle: c.jobTitle,
        email: c.email,
        phone: c.phone,
        mobile: c.mobile,
        contactTypeIds: c.contactTypeIds,
        contactGroupId: c.contactGroupId,
        departmentIds: departmentIds(),
        brandIds: brandIds(),
        isPrimary: c.isPrimary,
        isActive: c.isActive,
        version: c.version,
      })
      .from(c)
      .innerJoin(customers, eq(customers.id, c.customerId))
      .where(where)
      .limit(1);
    return row ?? null;
  },
  searchColumns: [c.name, c.email, c.jobTitle, c.phone, c.mobile],
  sortColumns: {
    name: c.name,
    jobTitle: c.jobTitle,
    email: c.email,
    phone: c.phone,
    mobile: c.mobile,
    customerName: customers.name,
    contactGroupName: customerContactGroups.name,
    isPrimary: c.isPrimary,
    isActive: c.isActive,
  },
  textSortFields: ['name', 'jobTitle', 'email', 'customerName', 'contactGroupName'],
  filter(query: SearchQuery<CustomerContactFilter>) {
    const types = query.filter.contactTypeIds;
    return and(
      types && types.length
        ? sql`${c.contactTypeIds} && ${sql.raw(`array[${types.map(Number).join(',')}]::integer[]`)}`
        : undefined,
      query.filter.isActive == null ? undefined : eq(c.isActive, query.filter.isActive),
    );
  },
  async refusal(tx, body, customerId, exceptId) {
    const owned =
      (await allOwned(
        tx,
        customerContactGroups,
        body.contactGroupId ? [body.contactGroupId] : [],
        customerId,
      )) &&
      (await allOwned(tx, customerDepartments, unique(body.departmentIds), customerId)) &&
      (await allOwned(tx, customerBrands, unique(body.brandIds), customerId));
    if (!owned) return ResourceResult.ParentNotFound;
    const email = text(body.email);
    if (email && (await takenWithin(tx, c, c.email, email, customerId, exceptId)))
      return ResourceResult.DuplicateData;
    return null;
  },
  duplicate: ResourceResult.DuplicateData,
  async insert(tx, body, customerId) {
    const [row] = await tx
      .insert(c)
      .values({ customerId, ...values(body) })
      .returning({ id: c.id });
    await writeLinks(tx, row!.id, body);
    await keepOnePrimary(tx, row!.id, body, customerId);
    return row!.id;
  },
  async update(tx, id, version, body) {
    const rows = await tx
      .update(c)
      .set({ ...values(body), version: sql`${c.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(c.id, id), eq(c.version, version)))
      .returning({ id: c.id });
    if (!rows.length) return false;
    await writeLinks(tx, id, body);
    await keepOnePrimary(tx, id, body, body.customerId);
    return true;
  },
  async remove(tx, id) {
    await tx.delete(c).where(eq(c.id, id));
  },
});
