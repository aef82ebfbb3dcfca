/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { ExpenseStatus, TaskType } from '@portal/domain';
import { expenseClaims, expenseLines, expenseTypes, staff, tasks, users } from '../schema';
import { seedDemoExpenses } from './demo-expenses';
import { addDays, seedDay } from './demo-days';

let database: TestDatabase;

/** The demo seed has run once already (createTestDatabase seeds the demo). */
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const EXPENSE_TASKS = [TaskType.ExpenseToCheck, TaskType.ExpenseToApprove, TaskType.ExpenseToPay];

/** The day the run's demo database was seeded (the failures name it: the claims' dates move with it). */
const today = seedDay(new Date());

describe(`demo expenses seeded on ${today}`, () => {
  it('gives both entities the expense types', async () => {
    for (const entityId of [1, 2]) {
      const names = (
        await database.db
          .select({ name: expenseTypes.name })
          .from(expenseTypes)
          .where(eq(expenseTypes.entityId, entityId))
      ).map((row) => row.name);
      expect(names).toEqual(expect.arrayContaining(['Travel', 'Hotel', 'Meals', 'Taxi', 'Other']));
    }
  });

  it('holds claims with lines in every status for several staff', async () => {
    const rows = await database.db
      .select({ id: expenseClaims.id, status: expenseClaims.status, staffId: expenseClaims.staffId })
      .from(expenseClaims);
    for (const status of Object.values(ExpenseStatus).filter((value) => typeof value === 'number'))
      expect(rows.some((row) => row.status === status)).toBe(true);
    expect(new Set(rows.map((row) => row.staffId)).size).toBeGreaterThanOrEqual(7);
    const [withoutLines] = await database.db
      .select({ n: count() })
      .from(expenseClaims)
      .where(sql`not exists (select 1 from ${expenseLines} l where l.claim_id = ${expenseClaims.id})`);
    expect(withoutLines!.n).toBe(0);
  });

  it('links every open expense task to a real claim waiting for that step, named after its claimant', async () => {
    const open = await database.db
      .select({
        type: tasks.type,
        login: users.loginName,
        staffName: tasks.staffName,
        status: expenseClaims.status,
        claimant: staff.fullName,
      })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.userId))
      .innerJoin(
        expenseClaims,
        and(eq(expenseClaims.id, tasks.linkId), eq(expenseClaims.entityId, tasks.entityId)),
      )
      .innerJoin(staff, eq(staff.id, expenseClaims.staffId))
      .where(and(inArray(tasks.type, EXPENSE_TASKS), eq(tasks.isDone, false)));
    const expected: Record<number, number> = {
      [TaskType.ExpenseToCheck]: ExpenseStatus.Pending,
      [TaskType.ExpenseToApprove]: ExpenseStatus.Checked,
      [TaskType.ExpenseToPay]: ExpenseStatus.Approved,
    };
    for (const task of open) {
      expect(task.status).toBe(expected[task.type]);
      expect(task.staffName).toBe(task.claimant);
    }
    const holders = (type: TaskType, claimant: string) =>
      open
        .filter((task) => task.type === type && task.claimant === claimant)
        .map((task) => task.login)
        .sort();
    expect(holders(TaskType.ExpenseToCheck, 'Nguyen Van Minh')).toEqual(['manager']);
    expect(holders(TaskType.ExpenseToCheck, 'Lucas Moreau')).toEqual(['cs']);
    expect(holders(TaskType.ExpenseToCheck, 'Catherine Dubois')).toEqual(['admin', 'hr']);
    expect(holders(TaskType.ExpenseToApprove, 'Rahul Sharma')).toEqual(['admin', 'hr']);
    expect(holders(TaskType.ExpenseToPay, 'Mei Lin Chen')).toEqual(['accountant', 'admin']);
  });

  it('changes nothing when seeded again', async () => {
    const before = await database.db.select({ n: count() }).from(expenseClaims);
    const tasksBefore = await database.db.select({ n: count() }).from(tasks);
    // A later start, on another day, adds nothing either.
    await seedDemoExpenses(database.db, new Date(`${addDays(today, 3)}T08:00:00Z`));
    expect(await database.db.select({ n: count() }).from(expenseClaims)).toEqual(before);
    expect(await database.db.select({ n: count() }).from(tasks)).toEqual(tasksBefore);
  });
});
