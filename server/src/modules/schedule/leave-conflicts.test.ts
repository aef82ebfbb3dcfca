/** @databases both */
// First: the HR test app sets up the module shims the app needs.
import {
  createLeaveTestApp,
  dates,
  leaveCalls,
  leaveType,
  type HrTestApp,
} from '../hr-leave/leave.test-support';
import { and, eq, sql } from 'drizzle-orm';
import { BookingStatus, LeaveStatus, Role, TaskType, type WorkItemEvent } from '@portal/domain';
import { rawRows } from '../../db/raw-rows';
import { bookings, staff, tasks, users } from '../../db/schema';
import { roleUsers } from '../booking/booking-recipients';
import { allocate, testBookings } from './schedule.test-support';

/**
 * A leave approved while the staff is allocated: planning hears of each booking concerned once, with the
 * staff's name, in real time after the approval commits; the allocations stay.
 */
let t: HrTestApp;
const { save, status } = leaveCalls(() => t);
let leaveTypeId: number;
let csStaff: { id: number; name: string };
let planners: number[];
let booked: { first: number; second: number; cancelled: number; later: number };
let heard: WorkItemEvent[] = [];
let stopHearing: () => void;

beforeAll(async () => {
  t = await createLeaveTestApp();
  const { db } = t.database;
  leaveTypeId = await leaveType(t, { code: 'TLC', yearlyDays: 60 });
  const [cs] = await db
    .select({ id: staff.id, name: staff.fullName })
    .from(users)
    .innerJoin(staff, eq(staff.id, users.staffId))
    .where(sql`lower(${users.loginName}) = 'cs'`);
  csStaff = cs!;
  planners = await roleUsers(db, 1, Role.Planning);
  const [first, second, cancelled, later] = await testBookings(db, 4);
  booked = { first: first!, second: second!, cancelled: cancelled!, later: later! };
  await db.update(bookings).set({ status: BookingStatus.Cancel }).where(eq(bookings.id, booked.cancelled));
  const on = (bookingId: number, date: string) =>
    allocate(db, { bookingId, staffId: csStaff.id, date, manDays: 0.5 });
  await on(booked.first, '2033-03-07');
  await on(booked.second, '2033-03-07');
  await on(booked.second, '2033-03-08');
  await on(booked.cancelled, '2033-03-08');
  await on(booked.later, '2033-03-14');
  stopHearing = t.app.realtime.subscribe((event) => heard.push(event));
});
// The app may outlive this file (the worker's app): its listener must not hear the next file's events.
afterAll(async () => {
  stopHearing();
  await t.close();
});

/** "bookingId:userId:staffName" of every ScheduleInspection task about the tests' bookings. */
async function conflictTasks(isDone = false): Promise<string[]> {
  const rows = await t.database.db
    .select({ linkId: tasks.linkId, userId: tasks.userId, staffName: tasks.staffName })
    .from(tasks)
    .where(
      and(
        eq(tasks.type, TaskType.ScheduleInspection),
        eq(tasks.isDone, isDone),
        sql`${tasks.linkId} = any(${sql.param(Object.values(booked))}::int[])`,
      ),
    );
  return rows.map((row) => `${row.linkId}:${row.userId}:${row.staffName}`).sort();
}

const expected = (...bookingIds: number[]) =>
  bookingIds.flatMap((id) => planners.map((userId) => `${id}:${userId}:${csStaff.name}`)).sort();

async function approvedLeave(from: string, to: string): Promise<number> {
  const saved = await save('cs', dates(leaveTypeId, from, to));
  expect(saved.statusCode).toBe(200);
  const id = saved.json().data.id as number;
  heard = [];
  expect((await status('manager', id, LeaveStatus.Approved)).statusCode).toBe(200);
  return id;
}

describe('a leave approved after an allocation', () => {
  let firstLeave: number;

  it('raises one ScheduleInspection task per booking to every planner, naming the staff', async () => {
    expect(planners.length).toBeGreaterThan(0);
    expect(await conflictTasks()).toEqual([]);
    firstLeave = await approvedLeave('2033-03-07', '2033-03-08');
    // The cancelled booking and the allocation after the leave raise nothing.
    expect(await conflictTasks()).toEqual(expected(booked.first, booked.second));
    // Delivered in real time once the approval committed.
    const heardTasks = heard.filter(
      (event) => event.kind === 'task' && event.item.linkId !== firstLeave && planners.includes(event.userId),
    );
    expect(heardTasks).toHaveLength(2 * planners.length);
    // The allocations stay: planning decides.
    const rows = await rawRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from booking_allocations where staff_id = ${csStaff.id}`,
    );
    expect(rows[0]!.count).toBe(5);
  });

  it('raises nothing again while the same task is open', async () => {
    const before = await conflictTasks();
    expect((await status('cs', firstLeave, LeaveStatus.Cancelled)).statusCode).toBe(200);
    await approvedLeave('2033-03-08', '2033-03-08');
    expect(await conflictTasks()).toEqual(before);
    expect(heard.filter((event) => event.kind === 'task' && planners.includes(event.userId))).toEqual([]);
  });

  it('raises it anew once planning has closed the earlier one', async () => {
    await t.database.db
      .update(tasks)
      .set({ isDone: true })
      .where(and(eq(tasks.type, TaskType.ScheduleInspection), eq(tasks.linkId, booked.first)));
    await approvedLeave('2033-03-07', '2033-03-07');
    expect(await conflictTasks()).toEqual(expected(booked.first, booked.second));
    expect(await conflictTasks(true)).toEqual(expected(booked.first));
  });
});
