/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { and, eq, inArray } from 'drizzle-orm';
import { LeaveStatus, TaskType } from '@portal/domain';
import { leaveRequests, leaveTypes, staff, tasks, users } from '../schema';
import { seedDemoLeave } from './demo-leave';
import { seedDay } from './demo-days';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // The demo types come from the leave type seed; make sure the four codes exist whatever it holds.
  await database.db
    .insert(leaveTypes)
    .values(
      [
        ['Annual leave', 'AL', 15],
        ['Sick leave', 'SL', 10],
        ['Unpaid leave', 'UL', 30],
        ['Compassionate leave', 'CL', 3],
      ].map(([name, code, yearlyDays]) => ({
        entityId: 1,
        name: name as string,
        code: code as string,
        yearlyDays: yearlyDays as number,
        isPaid: code !== 'UL',
      })),
    )
    .onConflictDoNothing();
  // A start on another day (a fixed one, whatever day the run's database was seeded on) adds no request:
  // the demo requests are known by their type and reason, not by their dates, which move with the day.
  await seedDemoLeave(database.db, new Date('2026-11-23T08:00:00Z'));
});

/** The day the run's demo database was seeded: the requests' dates are relative to it. */
const today = seedDay(new Date());
afterAll(() => database.dispose());

const requestsByStatus = async () => {
  const rows = await database.db.select({ status: leaveRequests.status }).from(leaveRequests);
  const counts: Record<number, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
};

describe(`demo leave seeded on ${today}`, () => {
  it('holds requests in every status for several staff', async () => {
    const counts = await requestsByStatus();
    for (const status of [
      LeaveStatus.Pending,
      LeaveStatus.Approved,
      LeaveStatus.Rejected,
      LeaveStatus.Cancelled,
    ])
      expect(counts[status]).toBeGreaterThan(0);
    const people = await database.db.selectDistinct({ staffId: leaveRequests.staffId }).from(leaveRequests);
    expect(people.length).toBeGreaterThanOrEqual(8);
  });

  it('gives every pending request an open LeaveToApprove task of its approvers, linked to it', async () => {
    const pending = await database.db
      .select({ id: leaveRequests.id, staffName: staff.fullName })
      .from(leaveRequests)
      .innerJoin(staff, eq(staff.id, leaveRequests.staffId))
      .where(eq(leaveRequests.status, LeaveStatus.Pending));
    const open = await database.db
      .select({ linkId: tasks.linkId, login: users.loginName, staffName: tasks.staffName })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.userId))
      .where(
        and(
          eq(tasks.type, TaskType.LeaveToApprove),
          eq(tasks.isDone, false),
          inArray(
            tasks.linkId,
            pending.map((row) => row.id),
          ),
        ),
      );
    const holders = (name: string) =>
      open
        .filter((task) => task.staffName === name)
        .map((task) => task.login)
        .sort();
    expect(holders('Rahul Sharma')).toEqual(['manager']);
    expect(holders('Lucas Moreau')).toEqual(['cs']);
    expect(holders('Catherine Dubois')).toEqual(['admin', 'hr']);
    expect(holders('Claire Martin')).toEqual(['manager']);
    for (const request of pending) expect(open.some((task) => task.linkId === request.id)).toBe(true);
    // Decided requests have no open task left.
    const decided = await database.db
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(
        inArray(leaveRequests.status, [LeaveStatus.Approved, LeaveStatus.Rejected, LeaveStatus.Cancelled]),
      );
    const openIds = new Set(open.map((task) => task.linkId));
    for (const request of decided) expect(openIds.has(request.id)).toBe(false);
  });

  it('leaves cs the panel demo items too, and changes nothing when run again', async () => {
    const [cs] = await database.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'cs'));
    const csTasks = await database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.userId, cs!.id));
    expect(csTasks.length).toBeGreaterThan(20);
    const before = await requestsByStatus();
    await seedDemoLeave(database.db, new Date('2026-11-23T08:00:00Z'));
    expect(await requestsByStatus()).toEqual(before);
  });
});
