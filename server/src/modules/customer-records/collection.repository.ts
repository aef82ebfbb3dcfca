import { and, count, eq, sql } from 'drizzle-orm';
import {
  ResourceResult,
  type CollectionCreate,
  type CollectionDetail,
  type CollectionRow,
} from '@portal/domain';
import { customerBrands, customerCollections, customers } from '../../db/schema';
import { ownedRepository, takenWithin, total } from '../customer/customer-owned-repository';

const k = customerCollections;
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Collections: a name per customer (DuplicateName 5 when taken), under one of the customer's brands
 * (another customer's brand: ParentNotFound 10), a description and an active flag.
 */
export const collectionRepository = ownedRepository<CollectionRow, CollectionDetail, CollectionCreate>({
  table: k,
  async rows(db, where, order, skip, take) {
    let query = db
      .select({
        id: k.id,
        customerId: k.customerId,
        customerName: customers.name,
        name: k.name,
        brandId: k.brandId,
        brandName: customerBrands.name,
        description: k.description,
        isActive: k.isActive,
        version: k.version,
      })
      .from(k)
      .innerJoin(customers, eq(customers.id, k.customerId))
      .leftJoin(customerBrands, eq(customerBrands.id, k.brandId))
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
        .from(k)
        .innerJoin(customers, eq(customers.id, k.customerId))
        .leftJoin(customerBrands, eq(customerBrands.id, k.brandId))
        .where(where),
    );
  },
  async detail(db, where) {
    const [row] = await db
      .select({
        id: k.id,
        customerId: k.customerId,
        name: k.name,
        brandId: k.brandId,
        description: k.description,
        isActive: k.isActive,
        version: k.version,
      })
      .from(k)
      .innerJoin(customers, eq(customers.id, k.customerId))
      .where(where)
      .limit(1);
    return row ?? null;
  },
  searchColumns: [k.name, customerBrands.name, k.description],
  sortColumns: {
    name: k.name,
    brandName: customerBrands.name,
    customerName: customers.name,
    isActive: k.isActive,
  },
  textSortFields: ['name', 'brandName', 'customerName'],
  async refusal(tx, body, customerId, exceptId) {
    if (body.brandId != null) {
      const brand = await tx
        .select({ id: customerBrands.id })
        .from(customerBrands)
        .where(and(eq(customerBrands.id, body.brandId), eq(customerBrands.customerId, customerId)))
        .limit(1);
      if (!brand.length) return ResourceResult.ParentNotFound;
    }
    return (await takenWithin(tx, k, k.name, body.name, customerId, exceptId))
      ? ResourceResult.DuplicateName
      : null;
  },
  duplicate: ResourceResult.DuplicateName,
  async insert(tx, body, customerId) {
    const [row] = await tx
      .insert(k)
      .values({
        customerId,
        name: body.name.trim(),
        brandId: body.brandId ?? null,
        description: text(body.description),
        isActive: body.isActive ?? true,
      })
      .returning({ id: k.id });
    return row!.id;
  },
  async update(tx, id, version, body) {
    const rows = await tx
      .update(k)
      .set({
        name: body.name.trim(),
        brandId: body.brandId ?? null,
        description: text(body.description),
        isActive: body.isActive ?? true,
        version: sql`${k.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(k.id, id), eq(k.version, version)))
      .returning({ id: k.id });
    return rows.length > 0;
  },
  async remove(tx, id) {
    await tx.delete(k).where(eq(k.id, id));
  },
});
