/**
 * What the crash test asserts once the killed server is back: every acknowledged write is there with
 * what was sent (asked of the restarted server over HTTP, as a user would), and no record of the run is
 * half-written (asked of the database itself, so no screen's join can hide a missing child row). Both
 * answer a list of problems, empty when all is well, so a failure names every broken record at once.
 */
import fs from 'node:fs';
import { and, eq, getTableName, inArray, like, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  LeaveStatus,
  TaskType,
  type CustomerDetail,
  type ExpenseDetail,
  type LeaveDetail,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  customerAddresses,
  customerBrands,
  customerEntities,
  customerGeneralInstructions,
  customerKams,
  customerPaymentTerms,
  customerPriceData,
  customers,
  customerSeasonConfigs,
  customerSkills,
  expenseClaims,
  expenseLines,
  expenseReceipts,
  leaveRequests,
  staffFiles,
  tasks,
} from '../../db/schema';
import { storedFilePath } from '../hr-staff/staff-files';
import { callJson, downloadBytes, type ApiUser } from '../../test/http-client';
import type { AckedWrite, Workload } from './crash-workload.test-support';

const EXPENSE_TASKS = [TaskType.ExpenseToCheck, TaskType.ExpenseToApprove, TaskType.ExpenseToPay];

/** The lists each customer of the workload was saved with (crash-workload: two brands, one of everything else). */
const WHOLE_CUSTOMER = {
  entities: 1,
  brands: 2,
  addresses: 1,
  instructions: 1,
  terms: 1,
  seasons: 1,
  prices: 1,
  kams: 1,
  skills: 1,
};

/** Each acknowledged write, read back through the API; a problem per write missing or changed. */
export async function missingAcknowledgedWrites(
  base: string,
  users: Workload['users'],
  acked: AckedWrite[],
): Promise<string[]> {
  const problems: string[] = [];
  const read = async <T>(user: ApiUser, path: string) => {
    const answer = await callJson<{ result: number; data: T }>(base, user, 'GET', path);
    return answer.status === 200 && answer.body.result === 1 ? answer.body.data : null;
  };
  const sameBytes = async (user: ApiUser, path: string, bytes: Buffer) => {
    const answer = await downloadBytes(base, user, path);
    return answer.status === 200 && answer.body.equals(bytes);
  };
  for (const ack of acked) {
    const label = `${ack.kind} ${ack.id}`;
    if (ack.kind === 'leave') {
      const data = await read<LeaveDetail>(users.cs, `/api/HumanResource/leave-request/${ack.id}`);
      const found = data && [data.startDate, data.endDate, data.reason, data.status];
      if (JSON.stringify(found) !== JSON.stringify([ack.date, ack.date, ack.reason, LeaveStatus.Pending]))
        problems.push(`${label}: ${JSON.stringify(found)}`);
    } else if (ack.kind === 'customer') {
      const data = await read<CustomerDetail>(users.cs, `/api/customer/getcustomerbyid/${ack.id}`);
      const found = data && [data.name, data.brands.map((b) => b.name).sort(), data.addresses[0]?.address];
      if (JSON.stringify(found) !== JSON.stringify([ack.name, ack.brands, ack.address]))
        problems.push(`${label}: ${JSON.stringify(found)}`);
    } else if (ack.kind === 'claim') {
      const data = await read<ExpenseDetail>(users.inspector, `/api/ExpenseClaim/${ack.id}`);
      const found = data && [
        data.title,
        data.lines.map((l) => ({ description: l.description, amount: l.amount })),
      ];
      if (JSON.stringify(found) !== JSON.stringify([ack.title, ack.lines]))
        problems.push(`${label}: ${JSON.stringify(found)}`);
    } else if (ack.kind === 'receipt') {
      if (!(await sameBytes(users.inspector, `/api/ExpenseClaim/receipt/${ack.id}`, ack.file.bytes)))
        problems.push(`${label}: missing or other bytes`);
    } else if (!(await sameBytes(users.hr, `/api/HumanResource/staff/file/${ack.id}`, ack.file.bytes))) {
      problems.push(`${label}: missing or other bytes`);
    }
  }
  return problems;
}

/**
 * `select count(*)` of the `table` rows whose `column` holds the `parent` row's id, as a field of a query
 * on `parent`. The parent's id is named in full: drizzle writes a select field's columns without their
 * table, and a bare "id" would be the counted table's own.
 */
const countOf = (table: PgTable, column: PgColumn, parent: PgTable, extra?: SQL) =>
  sql<number>`(select count(*)::int from ${table} where ${column} = ${sql.identifier(getTableName(parent))}.${sql.identifier('id')}${extra ? sql` and ${extra}` : sql``})`;

/**
 * Every record of the run (acknowledged or in flight at the kill) is whole: a claim with both its lines,
 * its final number and its checkers' tasks; a leave request with its approvers' tasks; a customer with
 * each of its lists; an uploaded file's row with its file, of the size recorded. And anywhere in the
 * database: no claim without lines, no customer without an entity or a brand.
 */
export async function halfWrittenRecords(
  db: Db,
  filesDir: string,
  tag: string,
  acked: AckedWrite[],
): Promise<string[]> {
  const problems: string[] = [];
  const first = <K extends AckedWrite['kind']>(kind: K) =>
    acked.find((ack): ack is Extract<AckedWrite, { kind: K }> => ack.kind === kind);
  const checkers = first('claim')?.checkers ?? 0;
  const approvers = first('leave')?.approvers ?? 0;
  if (checkers < 1 || approvers < 1)
    problems.push(`no task to expect (checkers ${checkers}, approvers ${approvers})`);

  const openTasks = (types: TaskType[], parent: PgTable) =>
    countOf(tasks, tasks.linkId, parent, and(inArray(tasks.type, types), eq(tasks.isDone, false)));
  const claims = await db
    .select({
      id: expenseClaims.id,
      claimNo: expenseClaims.claimNo,
      lines: countOf(expenseLines, expenseLines.claimId, expenseClaims),
      tasks: openTasks(EXPENSE_TASKS, expenseClaims),
    })
    .from(expenseClaims)
    .where(like(expenseClaims.title, `${tag} %`));
  for (const claim of claims)
    if (claim.lines !== 2 || !claim.claimNo.startsWith('EXP-') || claim.tasks !== checkers)
      problems.push(`claim ${JSON.stringify(claim)}`);

  const leave = await db
    .select({ id: leaveRequests.id, tasks: openTasks([TaskType.LeaveToApprove], leaveRequests) })
    .from(leaveRequests)
    .where(like(leaveRequests.reason, `${tag} %`));
  for (const request of leave)
    if (request.tasks !== approvers) problems.push(`leave request ${JSON.stringify(request)}`);

  const lists = {
    entities: countOf(customerEntities, customerEntities.customerId, customers),
    brands: countOf(customerBrands, customerBrands.customerId, customers),
    addresses: countOf(customerAddresses, customerAddresses.customerId, customers),
    instructions: countOf(customerGeneralInstructions, customerGeneralInstructions.customerId, customers),
    terms: countOf(customerPaymentTerms, customerPaymentTerms.customerId, customers),
    seasons: countOf(customerSeasonConfigs, customerSeasonConfigs.customerId, customers),
    prices: countOf(customerPriceData, customerPriceData.customerId, customers),
    kams: countOf(customerKams, customerKams.customerId, customers),
    skills: countOf(customerSkills, customerSkills.customerId, customers),
  };
  const runCustomers = await db
    .select({ id: customers.id, ...lists })
    .from(customers)
    .where(like(customers.name, `${tag} %`));
  for (const { id, ...counts } of runCustomers)
    if (JSON.stringify(counts) !== JSON.stringify(WHOLE_CUSTOMER))
      problems.push(`customer ${id}: ${JSON.stringify(counts)}`);

  for (const table of [expenseReceipts, staffFiles]) {
    const rows = await db
      .select({ id: table.id, storedPath: table.storedPath, size: table.size })
      .from(table)
      .where(like(table.fileName, `${tag}-%`));
    for (const row of rows) {
      const file = storedFilePath(filesDir, row.storedPath);
      const size = file && fs.existsSync(file) ? fs.statSync(file).size : null;
      if (size !== row.size) problems.push(`upload ${row.storedPath}: ${size} bytes, ${row.size} recorded`);
    }
  }

  const without = async (parent: PgTable & { id: PgColumn }, child: PgTable, column: PgColumn) =>
    (
      await db
        .select({ id: parent.id })
        .from(parent)
        .where(notExists(db.select({ id: column }).from(child).where(eq(column, parent.id))))
    ).map((row) => row.id);
  const anywhere = {
    claimsWithoutLines: await without(expenseClaims, expenseLines, expenseLines.claimId),
    customersWithoutEntity: await without(customers, customerEntities, customerEntities.customerId),
    customersWithoutBrand: await without(customers, customerBrands, customerBrands.customerId),
  };
  if (Object.values(anywhere).some((ids) => ids.length))
    problems.push(`anywhere: ${JSON.stringify(anywhere)}`);
  return problems;
}
