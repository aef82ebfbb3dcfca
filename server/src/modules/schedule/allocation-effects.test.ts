/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  BookingStatus,
  bookingNumber,
  NotificationType,
  TaskType,
  type AllocationDetail,
  type BookingHistoryEntry,
} from '@portal/domain';
import { bookingAllocations, emailOutbox, notifications, tasks, users } from '../../db/schema';
import { dayFromToday } from '../booking/booking.test-support';
import { versionOf } from '../booking/booking-workflow.test-support';
import {
  buildAllocationWorld,
  linkLogin,
  scheduleTask,
  worldBooking,
  type AllocationWorld,
} from './allocation.test-support';
import { scheduleCalls } from './schedule.test-support';

/** What an allocation does to its booking: status, history, planning's task, notifications and mails. */
let t: TestApp;
let world: AllocationWorld;
let ids: Record<string, number>;
const call = scheduleCalls(() => t);
const DAY = dayFromToday(9);
const NEXT = dayFromToday(10);
const display = (iso: string) => iso.split('-').reverse().join('/');

beforeAll(async () => {
  t = await createTestApp();
  world = await buildAllocationWorld(t.database.db, dayFromToday(40));
  // The near and far QCs have portal accounts: the demo inspector's and HR's.
  await linkLogin(t.database.db, 'inspector', world.qcs.near);
  await linkLogin(t.database.db, 'hr', world.qcs.far);
  const rows = await t.database.db.select({ id: users.id, login: users.loginName }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.login, row.id]));
});
afterAll(() => t.close());

const save = async (bookingId: number, days: object[]) => {
  const response = await call('planning', 'PUT', `/api/Schedule/allocation/${bookingId}`, {
    version: await versionOf(t.database.db, bookingId),
    days,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AllocationDetail }>().data;
};

const noticesOf = async (bookingId: number, type: NotificationType) =>
  (
    await t.database.db
      .select({ login: users.loginName })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.linkId, bookingId), eq(notifications.type, type)))
  )
    .map((row) => row.login)
    .sort();

const openScheduleTasks = async (bookingId: number) =>
  (
    await t.database.db
      .select({ userId: tasks.userId })
      .from(tasks)
      .where(
        and(
          eq(tasks.linkId, bookingId),
          eq(tasks.type, TaskType.ScheduleInspection),
          eq(tasks.isDone, false),
        ),
      )
  ).map((row) => row.userId);

const mailsOf = async (bookingId: number) =>
  (
    await t.database.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like ${`%${bookingNumber(bookingId)} %`}`)
      .orderBy(asc(emailOutbox.id))
  ).map((row) => ({ ...row, subject: row.subject.split(' / ')[0]! }));

const history = async (bookingId: number) =>
  (await call('cs', 'GET', `/api/Booking/${bookingId}/history`)).json<{ data: BookingHistoryEntry[] }>().data;

describe('allocating a booking', () => {
  it('moves it to AllocateQC, then Scheduled, then back to Confirmed, with what each move raises', async () => {
    const db = t.database.db;
    const booking = await worldBooking(db, world, DAY, NEXT);
    await scheduleTask(db, booking, ids.planning!);

    const first = await save(booking, [{ date: DAY, qcs: [{ staffId: world.qcs.near, manDays: 1 }] }]);
    expect(first).toMatchObject({
      allocatedManDays: 1,
      need: { total: 2 },
      booking: { status: BookingStatus.AllocateQC, version: 2 },
    });
    expect(await openScheduleTasks(booking)).toEqual([]);
    expect(await noticesOf(booking, NotificationType.InspectionAssigned)).toEqual(['inspector']);
    expect(await noticesOf(booking, NotificationType.InspectionScheduled)).toEqual([]);
    const [assigned] = await mailsOf(booking);
    expect(assigned).toMatchObject({
      to: 'alloc.ada.near@alloc-test.example',
      subject: `Inspection ${bookingNumber(booking)} assigned to you`,
    });
    expect(assigned!.text).toContain(`${display(DAY)}: 1 man-day(s)`);
    expect(assigned!.text).toContain('Address: 1 Quay Street, 9999, Testvik, Norway');
    expect(assigned!.text).toContain('Buyer QA (customer)');
    expect(assigned!.text).toContain(`${display(DAY)} : 1 jour(s)-homme`);

    const second = await save(booking, [{ date: NEXT, qcs: [{ staffId: world.qcs.far, manDays: 1 }] }]);
    expect(second.booking.status).toBe(BookingStatus.Scheduled);
    expect(second.days.map((day) => day.allocations.map((item) => item.staffName))).toEqual([
      ['Alloc Ada Near'],
      ['Alloc Ben Far'],
    ]);
    const scheduled = await noticesOf(booking, NotificationType.InspectionScheduled);
    expect(scheduled).toEqual(expect.arrayContaining(['customer', 'supplier', 'factory']));
    expect(scheduled).not.toContain('planning');
    expect(await noticesOf(booking, NotificationType.InspectionAssigned)).toEqual(['hr', 'inspector']);

    const none = await save(booking, [
      { date: DAY, qcs: [] },
      { date: NEXT, qcs: [] },
    ]);
    expect(none).toMatchObject({ allocatedManDays: 0, booking: { status: BookingStatus.Confirmed } });
    expect((await openScheduleTasks(booking)).sort()).toContain(ids.planning);
    const removals = (await mailsOf(booking)).filter((mail) => mail.subject.includes('taken off'));
    expect(removals.map((mail) => mail.to).sort()).toEqual([
      'alloc.ada.near@alloc-test.example',
      'alloc.ben.far@alloc-test.example',
    ]);

    const entries = await history(booking);
    expect(entries.map((entry) => [entry.action, entry.fromStatus, entry.toStatus])).toEqual([
      ['allocated', BookingStatus.Confirmed, BookingStatus.AllocateQC],
      ['allocated', BookingStatus.AllocateQC, BookingStatus.Scheduled],
      ['deallocated', BookingStatus.Scheduled, BookingStatus.Confirmed],
    ]);
    expect(entries[0]!.changes).toEqual([
      { field: `qc:${display(DAY)}`, from: null, to: 'Alloc Ada Near (1)' },
    ]);
    expect(entries[2]!.changes).toEqual([
      { field: `qc:${display(DAY)}`, from: 'Alloc Ada Near (1)', to: null },
      { field: `qc:${display(NEXT)}`, from: 'Alloc Ben Far (1)', to: null },
    ]);
  });

  it('tells the parties again when the QCs of a scheduled booking change, not when only man-days do', async () => {
    const db = t.database.db;
    const booking = await worldBooking(db, world, DAY, DAY);
    await save(booking, [
      {
        date: DAY,
        qcs: [
          { staffId: world.qcs.local, manDays: 1 },
          { staffId: world.qcs.half, manDays: 1 },
        ],
      },
    ]);
    const count = async () => (await noticesOf(booking, NotificationType.InspectionScheduled)).length;
    const once = await count();
    expect(once).toBeGreaterThan(0);
    await save(booking, [
      {
        date: DAY,
        qcs: [
          { staffId: world.qcs.local, manDays: 1 },
          { staffId: world.qcs.half, manDays: 1 },
          { staffId: world.qcs.outsource, manDays: 0.5 },
        ],
      },
    ]);
    expect(await count()).toBe(once * 2);
    const changed = await save(booking, [
      {
        date: DAY,
        qcs: [
          { staffId: world.qcs.local, manDays: 1 },
          { staffId: world.qcs.half, manDays: 1 },
          { staffId: world.qcs.outsource, manDays: 0.25 },
        ],
      },
    ]);
    expect(changed.booking.status).toBe(BookingStatus.Scheduled);
    expect(await count()).toBe(once * 2);
  });
});

describe('the booking’s own changes', () => {
  it('frees the QCs of a cancelled booking, says so in its history and tells them', async () => {
    const db = t.database.db;
    const day = dayFromToday(15);
    const booking = await worldBooking(db, world, day, day);
    await save(booking, [{ date: day, qcs: [{ staffId: world.qcs.near, manDays: 1 }] }]);
    const cancel = await call('cs', 'POST', `/api/Booking/${booking}/cancel`, {
      version: await versionOf(db, booking),
      reason: 'Order withdrawn',
    });
    expect(cancel.statusCode).toBe(200);
    const left = await db.select().from(bookingAllocations).where(eq(bookingAllocations.bookingId, booking));
    expect(left).toEqual([]);
    expect(await noticesOf(booking, NotificationType.InspectionCancelled)).toContain('inspector');
    const entries = await history(booking);
    expect(entries.at(-1)).toMatchObject({
      action: 'deallocated',
      changes: [{ field: `qc:${display(day)}`, from: 'Alloc Ada Near (1)', to: null }],
    });
    // The QC's day is free for another booking.
    const other = await worldBooking(db, world, day, day);
    await save(other, [{ date: day, qcs: [{ staffId: world.qcs.near, manDays: 1 }] }]);
  });

  it('frees the days a reschedule leaves out and keeps the others', async () => {
    const db = t.database.db;
    const [from, middle, to] = [dayFromToday(30), dayFromToday(31), dayFromToday(32)];
    const booking = await worldBooking(db, world, from, to);
    await save(booking, [
      { date: from, qcs: [{ staffId: world.qcs.near, manDays: 1 }] },
      { date: to, qcs: [{ staffId: world.qcs.far, manDays: 1 }] },
    ]);
    const detail = (await call('cs', 'GET', `/api/Booking/${booking}`)).json<{
      data: Record<string, unknown>;
    }>().data;
    const moved = await call('cs', 'PUT', '/api/Booking', {
      ...detail,
      inspectionDateFrom: middle,
      inspectionDateTo: to,
    });
    expect(moved.statusCode).toBe(200);
    const left = await db
      .select({ staffId: bookingAllocations.staffId, date: bookingAllocations.inspectionDate })
      .from(bookingAllocations)
      .where(eq(bookingAllocations.bookingId, booking));
    expect(left).toEqual([{ staffId: world.qcs.far, date: to }]);
    const entries = await history(booking);
    expect(entries.at(-1)).toMatchObject({
      action: 'deallocated',
      changes: [{ field: `qc:${display(from)}`, from: 'Alloc Ada Near (1)', to: null }],
    });
    expect(entries.map((entry) => entry.action)).toContain('rescheduled');
  });
});
