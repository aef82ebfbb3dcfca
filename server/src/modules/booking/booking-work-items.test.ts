/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createFixture,
  mailed,
  notified,
  seedBooking,
  taskHolders,
  workflowCalls,
  type Fixture,
} from './booking-workflow.test-support';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import {
  bookingNumber,
  BookingStatus as S,
  NotificationType as N,
  TaskType as T,
  type WorkItemEvent,
} from '@portal/domain';
import { bookingLines, emailOutbox, notifications, tasks } from '../../db/schema';
import { BOOKING_TASKS } from './booking-change';

/**
 * What each step raises, closes, notifies and mails (booking-transitions.ts), seen from the tables the
 * task and notification lists read: tasks to the customer's CS and backup CS (cs, hr) and to planning,
 * notifications to the booking's customer, supplier and factory users, CS and KAM (manager), never to
 * whoever took the step, mails to the booking's contacts; realtime events only once the change committed.
 */
let t: TestApp;
let fixture: Fixture;
let heard: WorkItemEvent[] = [];
let stopHearing: () => void;
const { step, split } = workflowCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createFixture(t.database.db);
  stopHearing = t.app.realtime.subscribe((event) => heard.push(event));
});
// The app may outlive this file (the worker's app): its listener must not hear the next file's events.
afterAll(async () => {
  stopHearing();
  await t.close();
});
beforeEach(() => {
  heard = [];
});

const db = () => t.database.db;
const seed = (status: S) => seedBooking(db(), fixture, { status, contacts: true });
/** Everyone the booking concerns, as "login:type", but the actor. */
const everyoneBut = (actor: string, type: N) =>
  ['customer', 'supplier', 'factory', 'cs', 'hr', 'manager']
    .filter((login) => login !== actor)
    .map((login) => `${login}:${type}`)
    .sort();
const ofType = async (id: number, type: N) =>
  (await notified(db(), id)).filter((entry) => entry.endsWith(`:${type}`));
const byNumber = (a: number, b: number) => a - b;
const CONTACTS = ['buyer.qa@wf-test.example', 'factory.qc@wf-test.example', 'supplier.qc@wf-test.example'];

describe('tasks and notifications of each step', () => {
  it('request: InspectionVerified to CS, InspectionRequested to all but the requester', async () => {
    const id = await seed(S.New);
    expect((await step('customer', id, 'request', { version: 1 })).statusCode).toBe(200);
    expect(await taskHolders(db(), id)).toEqual([`cs:${T.InspectionVerified}`, `hr:${T.InspectionVerified}`]);
    expect(await notified(db(), id)).toEqual(everyoneBut('customer', N.InspectionRequested));
    expect(await mailed(db(), id)).toEqual([]);
  });

  it('verify closes InspectionVerified and raises InspectionConfirmed; confirm closes it, raises ScheduleInspection to planning and mails the contacts', async () => {
    const id = await seed(S.New);
    await step('supplier', id, 'request', { version: 1 });
    await step('cs', id, 'verify', { version: 2 });
    expect(await taskHolders(db(), id, true)).toEqual([
      `cs:${T.InspectionVerified}`,
      `hr:${T.InspectionVerified}`,
    ]);
    expect(await taskHolders(db(), id)).toEqual([
      `cs:${T.InspectionConfirmed}`,
      `hr:${T.InspectionConfirmed}`,
    ]);
    expect(await ofType(id, N.InspectionVerified)).toEqual(everyoneBut('cs', N.InspectionVerified));

    // hr is the customer's backup CS (tasks and notifications) but holds no step's permission.
    expect((await step('hr', id, 'confirm', { version: 3 })).statusCode).toBe(403);
    await step('cs', id, 'confirm', { version: 3 });
    expect(await taskHolders(db(), id)).toEqual([`planning:${T.ScheduleInspection}`]);
    expect(await ofType(id, N.InspectionConfirmed)).toEqual(everyoneBut('cs', N.InspectionConfirmed));
    const no = bookingNumber(id);
    expect(await mailed(db(), id)).toEqual(CONTACTS.map((to) => `${to}: Inspection ${no} confirmed`));
  });

  it('cancel closes every open task, tells everyone but the actor and mails the contacts the reason', async () => {
    const id = await seed(S.Verified);
    await step('cs', id, 'confirm', { version: 1 });
    await step('cs', id, 'hold', { version: 2, reason: 'Waiting for the lab' });
    await step('cs', id, 'release', { version: 3 });
    // Hold and release leave the status's task open: planning still has to schedule it.
    expect(await taskHolders(db(), id)).toEqual([`planning:${T.ScheduleInspection}`]);
    expect((await step('customer', id, 'cancel', { version: 4, reason: 'Order dropped' })).statusCode).toBe(
      200,
    );
    expect(await taskHolders(db(), id)).toEqual([]);
    expect(await ofType(id, N.InspectionHold)).toEqual(everyoneBut('cs', N.InspectionHold));
    expect(await ofType(id, N.InspectionModified)).toEqual(everyoneBut('cs', N.InspectionModified));
    expect(await ofType(id, N.InspectionCancelled)).toEqual(everyoneBut('customer', N.InspectionCancelled));
    const no = bookingNumber(id);
    expect((await mailed(db(), id)).filter((mail) => mail.endsWith('cancelled'))).toEqual(
      CONTACTS.map((to) => `${to}: Inspection ${no} cancelled`),
    );
    const [text] = await db()
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like ${`%${no} cancelled%`}`)
      .limit(1);
    expect(text!.text).toContain('Reason: Order dropped');
  });

  it('split: SplitInspectionBooking on the child with its parent, InspectionSplit on the parent; verifying the child closes it', async () => {
    const parent = await seedBooking(db(), fixture, { status: S.Verified, quantities: [10, 5] });
    const lines = await db()
      .select({ id: bookingLines.id })
      .from(bookingLines)
      .where(eq(bookingLines.bookingId, parent))
      .orderBy(bookingLines.id);
    const answer = await split('cs', parent, {
      version: 1,
      lines: [{ bookingLineId: lines[1]!.id, quantity: 5 }],
    });
    const child = answer.json().data.child.id;
    const rows = await db()
      .select({ userId: tasks.userId, type: tasks.type, parentId: tasks.parentId })
      .from(tasks)
      .where(eq(tasks.linkId, child));
    expect(rows.map((row) => [row.type, row.parentId])).toEqual([
      [T.SplitInspectionBooking, parent],
      [T.SplitInspectionBooking, parent],
    ]);
    expect(await taskHolders(db(), child)).toEqual([
      `cs:${T.SplitInspectionBooking}`,
      `hr:${T.SplitInspectionBooking}`,
    ]);
    expect(await ofType(parent, N.InspectionSplit)).toEqual(everyoneBut('cs', N.InspectionSplit));
    await step('cs', child, 'verify', { version: 1 });
    expect(await taskHolders(db(), child, true)).toEqual([
      `cs:${T.SplitInspectionBooking}`,
      `hr:${T.SplitInspectionBooking}`,
    ]);
    expect(await taskHolders(db(), child)).toEqual([
      `cs:${T.InspectionConfirmed}`,
      `hr:${T.InspectionConfirmed}`,
    ]);
  });
});

describe('realtime events', () => {
  it('are published after the commit, one per task and notification written', async () => {
    const id = await seed(S.New);
    await step('customer', id, 'request', { version: 1 });
    const taskIds = await db()
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.linkId, id), inArray(tasks.type, BOOKING_TASKS)));
    const notificationIds = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.linkId, id),
          between(notifications.type, N.InspectionRequested, N.InspectionHold),
        ),
      );
    const heardIds = (kind: WorkItemEvent['kind']) =>
      heard.filter((event) => event.kind === kind).map((event) => event.item.id);
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    expect(heardIds('task').sort(byNumber)).toEqual(ids(taskIds).sort(byNumber));
    expect(heardIds('notification').sort(byNumber)).toEqual(ids(notificationIds).sort(byNumber));
    expect(taskIds).toHaveLength(2);
  });

  it('are not published, and nothing is kept, when the change fails after raising them', async () => {
    const id = await seed(S.Verified);
    // The last write of a confirm is the contacts' mail: refuse one, so the change fails after its tasks.
    await db().execute(
      sql`alter table email_outbox add constraint wf_test_no_mail check (to_address <> 'supplier.qc@wf-test.example') not valid`,
    );
    try {
      const failed = await step('cs', id, 'confirm', { version: 1 });
      expect(failed.statusCode).toBe(500);
    } finally {
      await db().execute(sql`alter table email_outbox drop constraint wf_test_no_mail`);
    }
    expect(heard).toEqual([]);
    expect(await taskHolders(db(), id)).toEqual([]);
    expect(await notified(db(), id)).toEqual([]);
    const confirmed = await step('cs', id, 'confirm', { version: 1 });
    expect(confirmed.json().data.status).toBe(S.Confirmed);
    const taskEvents = heard.filter((event) => event.kind === 'task').map((event) => event.item.id);
    expect(taskEvents).toHaveLength(1); // ScheduleInspection to planning
    const raised = await db().select({ id: tasks.id }).from(tasks).where(inArray(tasks.id, taskEvents));
    expect(raised).toHaveLength(1);
  });
});
