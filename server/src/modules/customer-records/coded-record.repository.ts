import { count, eq, sql, type SQL } from 'drizzle-orm';
import {
  ResourceResult,
  type CodedRecordCreate,
  type CodedRecordDetail,
  type CodedRecordRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { customerBuyers, customerContactDepartments, customerDepartments, customers } from '../../db/schema';
import { ownedRepository, takenWithin, total } from '../customer/customer-owned-repository';

type CodedTable = typeof customerDepartments | typeof customerBuyers;

/**
 * Departments and buyers: a code and a name per customer. Saves answer BuyerDepartmentResult: NotFound 3
 * (the record or its customer is missing or outside the caller's scope), Exists 4 (code or name taken within
 * the customer; the same number as ResourceResult.DuplicateData).
 */
function codedRepository(table: CodedTable, contactCount: () => SQL<number>) {
  const rowFields = () => ({
    id: table.id,
    customerId: table.customerId,
    customerName: customers.name,
    code: table.code,
    name: table.name,
    contactCount: contactCount(),
    version: table.version,
  });
  const detailFields = {
    id: table.id,
    customerId: table.customerId,
    code: table.code,
    name: table.name,
    version: table.version,
  };
  return ownedRepository<CodedRecordRow, CodedRecordDetail, CodedRecordCreate>({
    table,
    async rows(db, where, order, skip, take) {
      let query = db
        .select(rowFields())
        .from(table)
        .innerJoin(customers, eq(customers.id, table.customerId))
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
          .from(table)
          .innerJoin(customers, eq(customers.id, table.customerId))
          .where(where),
      );
    },
    async detail(db, where) {
      const [row] = await db
        .select(detailFields)
        .from(table)
        .innerJoin(customers, eq(customers.id, table.customerId))
        .where(where)
        .limit(1);
      return row ?? null;
    },
    searchColumns: [table.code, table.name],
    sortColumns: {
      code: table.code,
      name: table.name,
      customerName: customers.name,
      contactCount: contactCount(),
    },
    textSortFields: ['code', 'name', 'customerName'],
    async refusal(tx, body, customerId, exceptId) {
      const taken =
        (await takenWithin(tx, table, table.code, body.code, customerId, exceptId)) ||
        (await takenWithin(tx, table, table.name, body.name, customerId, exceptId));
      return taken ? ResourceResult.DuplicateData : null;
    },
    duplicate: ResourceResult.DuplicateData,
    async insert(tx, body, customerId) {
      const [row] = await tx
        .insert(table)
        .values({ customerId, code: body.code.trim(), name: body.name.trim() })
        .returning({ id: table.id });
      return row!.id;
    },
    async update(tx, id, version, body) {
      const rows = await tx
        .update(table)
        .set({
          code: body.code.trim(),
          name: body.name.trim(),
          version: sql`${table.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(sql`${table.id} = ${id} and ${table.version} = ${version}`)
        .returning({ id: table.id });
      return rows.length > 0;
    },
    async remove(tx, id) {
      await tx.delete(table).where(eq(table.id, id));
    },
    ...(table === customerDepartments
      ? {
          async inUse(tx: Db, id: number) {
            const used = await tx
              .select({ id: customerContactDepartments.contactId })
              .from(customerContactDepartments)
              .where(eq(customerContactDepartments.departmentId, id))
              .limit(1);
            return used.length > 0;
          },
        }
      : {}),
  });
}

const departmentContacts = () =>
  sql<number>`(select count(*)::int from ${customerContactDepartments} where ${customerContactDepartments.departmentId} = ${customerDepartments.id})`;
/** Buyers are not linked to contacts: their count is always 0 (the screen does not show it). */
const buyerContacts = () => sql<number>`0`;

export const departmentRepository = codedRepository(customerDepartments, departmentContacts);
export const buyerRepository = codedRepository(customerBuyers, buyerContacts);
