import { count, eq, sql } from 'drizzle-orm';
import {
  ResourceResult,
  type ContactGroupCreate,
  type ContactGroupDetail,
  type ContactGroupRow,
} from '@portal/domain';
import { customerContactGroups, customerContacts, customers } from '../../db/schema';
import { ownedRepository, takenWithin, total } from '../customer/customer-owned-repository';

const g = customerContactGroups;
const contactCount = () =>
  sql<number>`(select count(*)::int from ${customerContacts} where ${customerContacts.contactGroupId} = ${g.id})`;

/** Contact groups: a name per customer (DuplicateName 5 when taken); InUse 7 while contacts are in it. */
export const contactGroupRepository = ownedRepository<
  ContactGroupRow,
  ContactGroupDetail,
  ContactGroupCreate
>({
  table: g,
  async rows(db, where, order, skip, take) {
    let query = db
      .select({
        id: g.id,
        customerId: g.customerId,
        customerName: customers.name,
        name: g.name,
        contactCount: contactCount(),
        version: g.version,
      })
      .from(g)
      .innerJoin(customers, eq(customers.id, g.customerId))
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
        .from(g)
        .innerJoin(customers, eq(customers.id, g.customerId))
        .where(where),
    );
  },
  async detail(db, where) {
    const [row] = await db
      .select({ id: g.id, customerId: g.customerId, name: g.name, version: g.version })
      .from(g)
      .innerJoin(customers, eq(customers.id, g.customerId))
      .where(where)
      .limit(1);
    return row ?? null;
  },
  searchColumns: [g.name],
  sortColumns: { name: g.name, customerName: customers.name, contactCount: contactCount() },
  textSortFields: ['name', 'customerName'],
  async refusal(tx, body, customerId, exceptId) {
    return (await takenWithin(tx, g, g.name, body.name, customerId, exceptId))
      ? ResourceResult.DuplicateName
      : null;
  },
  duplicate: ResourceResult.DuplicateName,
  async insert(tx, body, customerId) {
    const [row] = await tx.insert(g).values({ customerId, name: body.name.trim() }).returning({ id: g.id });
    return row!.id;
  },
  async update(tx, id, version, body) {
    const rows = await tx
      .update(g)
      .set({ name: body.name.trim(), version: sql`${g.version} + 1`, updatedAt: sql`now()` })
      .where(sql`${g.id} = ${id} and ${g.version} = ${version}`)
      .returning({ id: g.id });
    return rows.length > 0;
  },
  async inUse(tx, id) {
    const used = await tx
      .select({ id: customerContacts.id })
      .from(customerContacts)
      .where(eq(customerContacts.contactGroupId, id))
      .limit(1);
    return used.length > 0;
  },
  async remove(tx, id) {
    await tx.delete(g).where(eq(g.id, id));
  },
});
