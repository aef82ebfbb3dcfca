import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ResourceResult,
  SupplierType,
  type DataSourceItem,
  type SupplierCreate,
  type SupplierDetail,
  type SupplierFilter,
  type SupplierRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  countries,
  customers,
  factories,
  supplierFactories,
  users,
  vendorAddresses,
  vendorContacts,
  vendorCustomers,
  vendorServices,
} from '../../db/schema';
import type { ResourceRepository, ResourceScope, WriteOutcome } from '../kit/resource-definition';
import { countRows, inScope, searchRows } from './supplier-rows';
import { isOutsideUser, otherKind, vendorScope, type VendorKind } from './vendor-kind';

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

async function linkedItems(db: Db, kind: VendorKind, id: number): Promise<DataSourceItem[]> {
  const other = otherKind(kind).table;
  return db
    .select({ id: other.id, name: other.name })
    .from(supplierFactories)
    .innerJoin(other, eq(other.id, kind.linkOther))
    .where(eq(kind.linkSelf, id))
    .orderBy(sql`lower(${other.name})`);
}

export async function getVendor(
  db: Db,
  kind: VendorKind,
  id: number,
  scope: ResourceScope,
): Promise<SupplierDetail | null> {
  const t = kind.table;
  const [main] = await db
    .select({
      id: t.id,
      name: t.name,
      localName: t.localName,
      code: t.code,
      legalName: t.legalName,
      countryId: t.countryId,
      active: t.active,
      version: t.version,
    })
    .from(t)
    .where(and(eq(t.id, id), vendorScope(kind, scope)))
    .limit(1);
  if (!main) return null;
  const [addresses, contacts, served, services, linked] = await Promise.all([
    db
      .select({
        address: vendorAddresses.address,
        localAddress: vendorAddresses.localAddress,
        postalCode: vendorAddresses.postalCode,
        countryId: vendorAddresses.countryId,
        provinceId: vendorAddresses.provinceId,
        cityId: vendorAddresses.cityId,
        countyId: vendorAddresses.countyId,
        townId: vendorAddresses.townId,
      })
      .from(vendorAddresses)
      .where(eq(kind.owner.addresses, id))
      .orderBy(asc(vendorAddresses.ranking), asc(vendorAddresses.id)),
    db
      .select({
        name: vendorContacts.name,
        email: vendorContacts.email,
        phone: vendorContacts.phone,
        job: vendorContacts.job,
      })
      .from(vendorContacts)
      .where(eq(kind.owner.contacts, id))
      .orderBy(asc(vendorContacts.ranking), asc(vendorContacts.id)),
    db
      .select({ id: customers.id, name: customers.name })
      .from(vendorCustomers)
      .innerJoin(customers, eq(customers.id, vendorCustomers.customerId))
      .where(eq(kind.owner.customers, id))
      .orderBy(sql`lower(${customers.name})`),
    db
      .select({ id: vendorServices.serviceId })
      .from(vendorServices)
      .where(eq(kind.owner.services, id))
      .orderBy(asc(vendorServices.serviceId)),
    linkedItems(db, kind, id),
  ]);
  return {
    ...main,
    typeId: kind.typeId,
    countryId: main.countryId ?? 0,
    addresses,
    contacts,
    customerIds: served.map((row) => row.id),
    customers: served,
    serviceIds: services.map((row) => row.id),
    linkedIds: linked.map((row) => row.id),
    linked,
    version: main.version,
  };
}

/** Name taken in the entity (DuplicateName), or a linked record / customer the caller cannot use. */
async function refusal(
  db: Db,
  kind: VendorKind,
  body: SupplierCreate,
  scope: ResourceScope,
  exceptId?: number,
): Promise<WriteOutcome<SupplierDetail> | null> {
  const t = kind.table;
  const same = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.entityId, scope.entityId),
        sql`lower(${t.name}) = lower(${body.name.trim()})`,
        exceptId == null ? undefined : ne(t.id, exceptId),
      ),
    )
    .limit(1);
  if (same.length) return { result: ResourceResult.DuplicateName };
  const countryIds = [...new Set([body.countryId, ...body.addresses.map((address) => address.countryId)])];
  const knownCountries = await db
    .select({ id: countries.id })
    .from(countries)
    .where(inArray(countries.id, countryIds));
  if (knownCountries.length !== countryIds.length) return { result: ResourceResult.ParentNotFound };
  const linkedIds = [...new Set(body.linkedIds)];
  if (linkedIds.length) {
    const other = otherKind(kind);
    const found = await db
      .select({ id: other.table.id })
      .from(other.table)
      .where(and(inArray(other.table.id, linkedIds), vendorScope(other, scope)));
    if (found.length !== linkedIds.length) return { result: ResourceResult.ParentNotFound };
  }
  const customerIds = [...new Set(body.customerIds)];
  if (customerIds.length) {
    const found = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(inArray(customers.id, customerIds), eq(customers.entityId, scope.entityId)));
    if (found.length !== customerIds.length) return { result: ResourceResult.ParentNotFound };
  }
  return null;
}

/** Sub-records are replaced as a whole: the screen always sends the full lists. */
async function writeChildren(tx: Db, kind: VendorKind, id: number, body: SupplierCreate): Promise<void> {
  const ownerKey = kind.typeId === SupplierType.Supplier ? 'supplierId' : 'factoryId';
  await tx.delete(vendorAddresses).where(eq(kind.owner.addresses, id));
  await tx.delete(vendorContacts).where(eq(kind.owner.contacts, id));
  await tx.delete(vendorCustomers).where(eq(kind.owner.customers, id));
  await tx.delete(vendorServices).where(eq(kind.owner.services, id));
  await tx.delete(supplierFactories).where(eq(kind.linkSelf, id));
  if (body.addresses.length)
    await tx.insert(vendorAddresses).values(
      body.addresses.map((address, ranking) => ({
        [ownerKey]: id,
        address: address.address.trim(),
        localAddress: blank(address.localAddress),
        postalCode: blank(address.postalCode),
        countryId: address.countryId,
        provinceId: address.provinceId ?? null,
        cityId: address.cityId ?? null,
        countyId: address.countyId ?? null,
        townId: address.townId ?? null,
        ranking,
      })),
    );
  if (body.contacts.length)
    await tx.insert(vendorContacts).values(
      body.contacts.map((contact, ranking) => ({
        [ownerKey]: id,
        name: contact.name.trim(),
        email: blank(contact.email),
        phone: blank(contact.phone),
        job: blank(contact.job),
        ranking,
      })),
    );
  const customerIds = [...new Set(body.customerIds)];
  if (customerIds.length)
    await tx
      .insert(vendorCustomers)
      .values(customerIds.map((customerId) => ({ [ownerKey]: id, customerId })));
  const serviceIds = [...new Set(body.serviceIds)];
  if (serviceIds.length)
    await tx.insert(vendorServices).values(serviceIds.map((serviceId) => ({ [ownerKey]: id, serviceId })));
  const linkedIds = [...new Set(body.linkedIds)];
  if (linkedIds.length)
    await tx
      .insert(supplierFactories)
      .values(
        linkedIds.map((other) =>
          kind.typeId === SupplierType.Supplier
            ? { supplierId: id, factoryId: other }
            : { supplierId: other, factoryId: id },
        ),
      );
}

const mainValues = (body: SupplierCreate) => ({
  name: body.name.trim(),
  localName: blank(body.localName),
  code: blank(body.code),
  legalName: blank(body.legalName),
  countryId: body.countryId,
  active: body.active,
});

export async function createVendor(
  tx: Db,
  kind: VendorKind,
  body: SupplierCreate,
  scope: ResourceScope,
): Promise<WriteOutcome<SupplierDetail>> {
  // Outside users never create parties, whatever permission a role may give them.
  if (isOutsideUser(scope)) return { result: ResourceResult.NotFound };
  const refused = await refusal(tx, kind, body, scope);
  if (refused) return refused;
  const values = {
    ...mainValues(body),
    entityId: scope.entityId,
    // The supplier a factory is created for: the first one it is linked to.
    ...(kind.typeId === SupplierType.Factory ? { supplierId: body.linkedIds[0] ?? null } : {}),
  };
  const [row] = await tx
    .insert(kind.table)
    .values(values as never)
    .returning({ id: kind.table.id });
  await writeChildren(tx, kind, row!.id, body);
  return { result: ResourceResult.Success, data: (await getVendor(tx, kind, row!.id, scope))! };
}

export function vendorRepository(
  kind: VendorKind,
): ResourceRepository<SupplierRow, SupplierDetail, SupplierCreate, SupplierFilter> {
  return {
    page: (db, query, scope) => searchRows(db, query, scope, [kind]),
    count: (db, query, scope) => countRows(db, query, scope, [kind]),
    get: (db, id, scope) => getVendor(db, kind, id, scope),
    create: (tx, body, scope) => createVendor(tx, kind, body, scope),

    async update(tx, body, scope) {
      const current = await getVendor(tx, kind, body.id, scope);
      if (!current) return { result: ResourceResult.NotFound };
      if (current.version !== body.version) return { result: ResourceResult.Conflict, current };
      const refused = await refusal(tx, kind, body, scope, body.id);
      if (refused) return refused;
      const t = kind.table;
      const updated = await tx
        .update(t)
        .set({ ...mainValues(body), version: sql`${t.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(t.id, body.id), eq(t.version, body.version)))
        .returning({ id: t.id });
      if (!updated.length)
        return { result: ResourceResult.Conflict, current: (await getVendor(tx, kind, body.id, scope))! };
      await writeChildren(tx, kind, body.id, body);
      return { result: ResourceResult.Success, data: (await getVendor(tx, kind, body.id, scope))! };
    },

    async remove(tx, id, scope) {
      if (isOutsideUser(scope) || !(await inScope(tx, kind, id, scope))) return ResourceResult.NotFound;
      // Accounts sign in as it, or factories were created for this supplier: keep it (deactivate instead).
      const userColumn = kind.typeId === SupplierType.Supplier ? users.supplierId : users.factoryId;
      const account = await tx.select({ id: users.id }).from(users).where(eq(userColumn, id)).limit(1);
      if (account.length) return ResourceResult.InUse;
      if (kind.typeId === SupplierType.Supplier) {
        const made = await tx
          .select({ id: factories.id })
          .from(factories)
          .where(eq(factories.supplierId, id))
          .limit(1);
        if (made.length) return ResourceResult.InUse;
      }
      await tx.delete(kind.table).where(eq(kind.table.id, id));
      return ResourceResult.Success;
    },
  };
}
