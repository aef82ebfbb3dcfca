/** @databases both */
import { eq, sql } from 'drizzle-orm';
import {
  isCategoryVisible,
  notificationCategory,
  taskCategory,
  TaskType,
  UserType,
  NotificationType,
} from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { bookings, expenseClaims, leaveRequests, notifications, tasks, users } from '../schema';
import { seedDemoWorkItems } from './work-items';
import { addDays, seedDay } from './demo-days';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function itemsOf(loginName: string) {
  const [user] = await database.db.select().from(users).where(eq(users.loginName, loginName));
  const ownTasks = await database.db.select().from(tasks).where(eq(tasks.userId, user!.id));
  const ownNotifications = await database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user!.id));
  return { user: user!, tasks: ownTasks, notifications: ownNotifications };
}

const EXPENSE_TASKS = [TaskType.ExpenseToCheck, TaskType.ExpenseToApprove, TaskType.ExpenseToPay];
const BOOKING_TASKS: number[] = [
  TaskType.InspectionVerified,
  TaskType.InspectionConfirmed,
  TaskType.SplitInspectionBooking,
  TaskType.ScheduleInspection,
];
const EXPENSE_NOTIFICATIONS = [
  NotificationType.ExpenseApproved,
  NotificationType.ExpenseChecked,
  NotificationType.ExpensePaid,
  NotificationType.ExpenseRejected,
];

const LEAVE_NOTIFICATIONS = [
  NotificationType.LeaveApproved,
  NotificationType.LeaveRejected,
  NotificationType.LeaveApprovedHrLeave,
  NotificationType.LeaveCanceled,
];

/** The day the run's demo database was seeded (the failures name it: the items' ages count from it). */
const today = seedDay(new Date());

describe(`demo tasks and notifications seeded on ${today}`, () => {
  it('give cs more than a page of open tasks and notifications, over three age groups, some done or read', async () => {
    const cs = await itemsOf('cs');
    // The demo leave requests raise real items of their own (demo-leave.ts); these are the panel's set.
    const real = new Set(
      (await database.db.select({ id: leaveRequests.id }).from(leaveRequests)).map((r) => r.id),
    );
    const aboutLeave = (row: { type: number; linkId: number | null }, leaveTypes: number[]) =>
      leaveTypes.includes(row.type) && row.linkId != null && real.has(row.linkId);
    // So do the demo expense claims (demo-expenses.ts).
    const realClaims = new Set(
      (await database.db.select({ id: expenseClaims.id }).from(expenseClaims)).map((r) => r.id),
    );
    const aboutClaim = (row: { type: number; linkId: number | null }, types: number[]) =>
      types.includes(row.type) && row.linkId != null && realClaims.has(row.linkId);
    // And the demo bookings raise the open tasks of their statuses (demo-bookings.ts).
    const realBookings = new Set(
      (await database.db.select({ id: bookings.id }).from(bookings)).map((r) => r.id),
    );
    const aboutBooking = (row: { type: number; linkId: number | null }) =>
      BOOKING_TASKS.includes(row.type) && row.linkId != null && realBookings.has(row.linkId);
    const panelTasks = cs.tasks.filter(
      (row) =>
        !aboutLeave(row, [TaskType.LeaveToApprove]) && !aboutClaim(row, EXPENSE_TASKS) && !aboutBooking(row),
    );
    const panelNotifications = cs.notifications.filter(
      (row) => !aboutLeave(row, LEAVE_NOTIFICATIONS) && !aboutClaim(row, EXPENSE_NOTIFICATIONS),
    );
    expect(panelTasks).toHaveLength(25);
    expect(panelNotifications).toHaveLength(30);
    expect(cs.tasks.filter((row) => !row.isDone).length).toBeGreaterThan(20);
    expect(cs.notifications.filter((row) => row.isRead).length).toBeGreaterThanOrEqual(3);
    expect([...cs.tasks, ...cs.notifications].every((row) => row.entityId === 1)).toBe(true);
    const day = 86_400_000;
    const ages = cs.notifications.map((row) => Date.now() - row.createdAt.getTime());
    expect(ages.some((age) => age < 2 * 3_600_000)).toBe(true);
    expect(ages.some((age) => age >= day && age < 2 * day)).toBe(true);
    expect(ages.some((age) => age >= 3 * day)).toBe(true);
    expect(new Set(cs.tasks.map((row) => taskCategory(row.type as TaskType)))).toEqual(
      new Set([1, 2, 3, 4, null]),
    );
  });

  it('give customers only what they may see, and approvers leave requests with the requester', async () => {
    const customer = await itemsOf('customer');
    expect(customer.tasks.length + customer.notifications.length).toBeGreaterThan(0);
    for (const row of customer.tasks)
      expect(isCategoryVisible(UserType.Customer, taskCategory(row.type as TaskType))).toBe(true);
    for (const row of customer.notifications)
      expect(isCategoryVisible(UserType.Customer, notificationCategory(row.type as NotificationType))).toBe(
        true,
      );
    for (const login of ['hr', 'manager']) {
      const leaves = (await itemsOf(login)).tasks.filter((row) => row.type === TaskType.LeaveToApprove);
      expect(leaves.length).toBeGreaterThan(0);
      expect(leaves.every((row) => row.staffName)).toBe(true);
    }
  });

  it('are seeded once: a second run adds nothing', async () => {
    const count = async () => {
      const [row] = await database.db
        .select({
          tasks: sql<number>`(select count(*) from tasks)::int`,
          notifications: sql<number>`(select count(*) from notifications)::int`,
        })
        .from(sql`(select 1) as one`);
      return row;
    };
    const before = await count();
    // A later start, on another day, adds nothing either.
    await seedDemoWorkItems(database.db, new Date(`${addDays(today, 3)}T08:00:00Z`));
    expect(await count()).toEqual(before);
  });
});
