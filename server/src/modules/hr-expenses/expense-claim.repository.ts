import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExpenseFilter, ExpenseLine, ExpenseReceipt, ExpenseRow, ExpenseTotal } from '@portal/domain';
import type { Db } from '../../db/client';
import { expenseClaims, expenseLines, expenseReceipts, expenseTypes, staff, users } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, likePattern, orderBy, textMatches } from '../../lib/search/sql-filters';
import { visibleTo, waitingForCaller } from './expense-actors';
import type { ExpenseCaller } from './expense-caller';

const checker = alias(users, 'checker');
const approver = alias(users, 'approver');
const payer = alias(users, 'payer');
const rejecter = alias(users, 'rejecter');
const creator = alias(users, 'creator');

const firstDate = sql<
  string | null
>`(select min(l.expense_date)::text from ${expenseLines} l where l.claim_id = ${expenseClaims.id})`;
const lastDate = sql<
  string | null
>`(select max(l.expense_date)::text from ${expenseLines} l where l.claim_id = ${expenseClaims.id})`;
const lineCount = sql<number>`(select count(*)::int from ${expenseLines} l where l.claim_id = ${expenseClaims.id})`;

const rowFields = {
  id: expenseClaims.id,
  claimNo: expenseClaims.claimNo,
  title: expenseClaims.title,
  staffId: expenseClaims.staffId,
  staffName: staff.fullName,
  employeeNo: staff.employeeNo,
  status: expenseClaims.status,
  lineCount,
  firstDate,
  lastDate,
  createdAt: expenseClaims.createdAt,
  checkedByName: checker.fullName,
  approvedByName: approver.fullName,
  paidByName: payer.fullName,
  rejectedByName: rejecter.fullName,
  rejectComment: expenseClaims.rejectComment,
};

type RawRow = Omit<ExpenseRow, 'createdAt' | 'totals'> & { createdAt: Date };

const SORT_COLUMNS: Record<string, SQL> = {
  claimNo: sql`${expenseClaims.claimNo}`,
  title: sql`${expenseClaims.title}`,
  staffName: sql`${staff.fullName}`,
  employeeNo: sql`${staff.employeeNo}`,
  status: sql`${expenseClaims.status}`,
  firstDate,
  createdAt: sql`${expenseClaims.createdAt}`,
};
const TEXT_SORTS = ['claimNo', 'title', 'staffName', 'employeeNo'];

export type ExpenseQuery = SearchQuery<Partial<ExpenseFilter> & { toAct?: boolean | null }>;

function condition(caller: ExpenseCaller, query: ExpenseQuery): SQL | undefined {
  const { filter } = query;
  const claimNo = filter.claimNo?.trim();
  return allOf(
    eq(expenseClaims.entityId, caller.entityId),
    visibleTo(caller),
    textMatches(query.searchText, [
      expenseClaims.claimNo,
      expenseClaims.title,
      staff.fullName,
      staff.employeeNo,
    ]),
    idIn(expenseClaims.id, query.idList),
    filter.statuses?.length ? inArray(expenseClaims.status, filter.statuses) : undefined,
    idIn(expenseClaims.staffId, filter.staffIds),
    claimNo ? ilike(expenseClaims.claimNo, likePattern(claimNo)) : undefined,
    // Claims with at least one expense in the range (either side optional).
    filter.fromDate || filter.toDate
      ? sql`exists (select 1 from ${expenseLines} l where l.claim_id = ${expenseClaims.id}
          ${filter.fromDate ? sql`and l.expense_date >= ${filter.fromDate}` : sql.empty()}
          ${filter.toDate ? sql`and l.expense_date <= ${filter.toDate}` : sql.empty()})`
      : undefined,
    filter.toAct ? waitingForCaller(caller) : undefined,
  );
}

function joined<T extends Record<string, unknown>>(db: Db, fields: T) {
  return db
    .select(fields as never)
    .from(expenseClaims)
    .innerJoin(staff, eq(staff.id, expenseClaims.staffId))
    .leftJoin(checker, eq(checker.id, expenseClaims.checkedBy))
    .leftJoin(approver, eq(approver.id, expenseClaims.approvedBy))
    .leftJoin(payer, eq(payer.id, expenseClaims.paidBy))
    .leftJoin(rejecter, eq(rejecter.id, expenseClaims.rejectedBy))
    .leftJoin(creator, eq(creator.id, expenseClaims.createdBy))
    .$dynamic();
}

/** The totals per currency of some claims, exact (numeric sums, written with two decimals). */
export async function totalsOf(db: Db, claimIds: number[]): Promise<Map<number, ExpenseTotal[]>> {
  const totals = new Map<number, ExpenseTotal[]>(claimIds.map((id) => [id, []]));
  if (!claimIds.length) return totals;
  const rows = await db
    .select({
      claimId: expenseLines.claimId,
      currency: expenseLines.currency,
      amount: sql<string>`sum(${expenseLines.amount})::numeric(16,2)::text`,
    })
    .from(expenseLines)
    .where(inArray(expenseLines.claimId, claimIds))
    .groupBy(expenseLines.claimId, expenseLines.currency)
    .orderBy(asc(expenseLines.currency));
  for (const row of rows) totals.get(row.claimId)?.push({ currency: row.currency, amount: row.amount });
  return totals;
}

async function withTotals(db: Db, rows: RawRow[]): Promise<ExpenseRow[]> {
  const totals = await totalsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    totals: totals.get(row.id) ?? [],
  }));
}

export async function expensePage(db: Db, caller: ExpenseCaller, query: ExpenseQuery): Promise<ExpenseRow[]> {
  let paged = joined(db, rowFields)
    .where(condition(caller, query))
    .orderBy(...orderBy(query.sort, SORT_COLUMNS, expenseClaims.id, TEXT_SORTS))
    .offset(query.skip);
  if (query.take != null) paged = paged.limit(query.take);
  return withTotals(db, (await paged) as unknown as RawRow[]);
}

export async function expenseCount(db: Db, caller: ExpenseCaller, query: ExpenseQuery): Promise<number> {
  const [row] = (await joined(db, { total: count() }).where(condition(caller, query))) as unknown as {
    total: number;
  }[];
  return Number(row?.total ?? 0);
}

/** One claim of the entity with what the detail and the workflow need beyond the row, or null. */
export async function findClaim(db: Db, entityId: number, id: number) {
  const [row] = (await joined(db, {
    ...rowFields,
    version: expenseClaims.version,
    managerStaffId: staff.managerStaffId,
    createdBy: expenseClaims.createdBy,
    createdByName: creator.fullName,
    checkedBy: expenseClaims.checkedBy,
    checkedAt: expenseClaims.checkedAt,
    approvedBy: expenseClaims.approvedBy,
    approvedAt: expenseClaims.approvedAt,
    paidBy: expenseClaims.paidBy,
    paidAt: expenseClaims.paidAt,
    rejectedBy: expenseClaims.rejectedBy,
    rejectedAt: expenseClaims.rejectedAt,
    cancelledAt: expenseClaims.cancelledAt,
  }).where(and(eq(expenseClaims.id, id), eq(expenseClaims.entityId, entityId)))) as unknown as (RawRow & {
    version: number;
    managerStaffId: number | null;
    createdBy: number | null;
    createdByName: string | null;
    checkedBy: number | null;
    checkedAt: Date | null;
    approvedBy: number | null;
    approvedAt: Date | null;
    paidBy: number | null;
    paidAt: Date | null;
    rejectedBy: number | null;
    rejectedAt: Date | null;
    cancelledAt: Date | null;
  })[];
  if (!row) return null;
  const [withTotal] = await withTotals(db, [row]);
  return { ...row, ...withTotal! };
}

export type ClaimRecord = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

export async function linesOf(db: Db, claimId: number): Promise<ExpenseLine[]> {
  return db
    .select({
      id: expenseLines.id,
      position: expenseLines.position,
      expenseDate: expenseLines.expenseDate,
      expenseTypeId: expenseLines.expenseTypeId,
      expenseTypeName: expenseTypes.name,
      description: expenseLines.description,
      amount: expenseLines.amount,
      currency: expenseLines.currency,
    })
    .from(expenseLines)
    .innerJoin(expenseTypes, eq(expenseTypes.id, expenseLines.expenseTypeId))
    .where(eq(expenseLines.claimId, claimId))
    .orderBy(asc(expenseLines.position), asc(expenseLines.id));
}

const uploader = alias(users, 'uploader');

export async function receiptsOf(db: Db, claimId: number): Promise<ExpenseReceipt[]> {
  const rows = await db
    .select({
      id: expenseReceipts.id,
      fileName: expenseReceipts.fileName,
      mimeType: expenseReceipts.mimeType,
      size: expenseReceipts.size,
      uploadedByName: uploader.fullName,
      createdAt: expenseReceipts.createdAt,
    })
    .from(expenseReceipts)
    .leftJoin(uploader, eq(uploader.id, expenseReceipts.uploadedBy))
    .where(eq(expenseReceipts.claimId, claimId))
    .orderBy(asc(expenseReceipts.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

type ClaimColumns = typeof expenseClaims.$inferInsert;
/** Column values of a step; a time may be the database's now(). */
export type ClaimChanges = { [K in keyof ClaimColumns]?: ClaimColumns[K] | SQL };

/**
 * Moves a claim from `from` to the next status at the version the checks were made on: the WHERE makes
 * two simultaneous steps impossible (the second updates nothing). Answers whether it moved.
 */
export async function moveStatus(
  db: Db,
  claim: { id: number; version: number },
  from: number,
  values: ClaimChanges & { status: number },
): Promise<boolean> {
  const rows = await db
    .update(expenseClaims)
    .set({ ...values, version: sql`${expenseClaims.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(expenseClaims.id, claim.id),
        eq(expenseClaims.status, from),
        eq(expenseClaims.version, claim.version),
      ),
    )
    .returning({ id: expenseClaims.id });
  return rows.length > 0;
}
