/** @databases both */
import { eq, inArray } from 'drizzle-orm';
import { NotificationType, TaskType, type WorkItemEvent } from '@portal/domain';
import { tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { RealtimeBus } from '../realtime/realtime-bus';
import { userIdsByLogin } from './work-items.repository';
import { closeTasks, publishAll, raiseNotification, raiseTask, withWorkItems } from './work-items.service';

let t: TestApp;
let ids: Map<string, number>;
let heard: WorkItemEvent[];
let stopHearing: () => void;
beforeAll(async () => {
  t = await createTestApp();
  ids = await userIdsByLogin(t.database.db, ['inspector', 'hr', 'manager', 'customer', 'cs', 'supplier']);
  stopHearing = t.app.realtime.subscribe((event) => heard.push(event));
});
beforeEach(() => {
  heard = [];
});
// The app may outlive this file (the worker's app): its listener must not hear the next file's events.
afterAll(async () => {
  stopHearing();
  await t.close();
});

const id = (loginName: string) => ids.get(loginName)!;
const taskRows = (userId: number) => t.database.db.select().from(tasks).where(eq(tasks.userId, userId));

describe('raising inside a transaction', () => {
  it('publishes the full item only after commit', async () => {
    let heardInside = -1;
    const event = await withWorkItems(t.database.db, t.app.realtime, async (_tx, outbox) => {
      const raised = await outbox.raiseTask({
        userId: id('hr'),
        entityId: 1,
        type: TaskType.LeaveToApprove,
        linkId: 77,
        staffName: 'Rahul Sharma',
      });
      heardInside = heard.length;
      return raised;
    });
    expect(heardInside).toBe(0);
    expect(heard).toEqual([event]);
    expect(event).toEqual({
      kind: 'task',
      userId: id('hr'),
      entityId: 1,
      item: {
        id: expect.any(Number),
        isDone: false,
        type: TaskType.LeaveToApprove,
        typeLable: 'LeaveToApprove',
        linkId: 77,
        parentId: null,
        staffName: 'Rahul Sharma',
        createdOn: expect.any(String),
        link: 'leaverequest/leave-request/77',
        dateType: 'Today',
      },
    });
  });

  it('publishes nothing and keeps nothing when the transaction rolls back', async () => {
    const before = (await taskRows(id('inspector'))).length;
    await expect(
      withWorkItems(t.database.db, t.app.realtime, async (_tx, outbox) => {
        await outbox.raiseTask({
          userId: id('inspector'),
          entityId: 1,
          type: TaskType.InspectionVerified,
          linkId: 5,
        });
        await outbox.raiseNotification({
          userId: id('inspector'),
          entityId: 1,
          type: NotificationType.InspectionRequested,
          linkId: 5,
        });
        throw new Error('the booking could not be saved');
      }),
    ).rejects.toThrow('the booking could not be saved');
    expect(heard).toEqual([]);
    expect(await taskRows(id('inspector'))).toHaveLength(before);
  });

  it('lets a caller publish by hand what its own transaction returned', async () => {
    const events = await t.database.db.transaction(async (tx) => [
      await raiseNotification(tx, {
        userId: id('customer'),
        entityId: 1,
        type: NotificationType.QuotationSent,
        linkId: 31,
      }),
    ]);
    expect(heard).toEqual([]); // raising alone never publishes
    await publishAll(t.app.realtime, events);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      kind: 'notification',
      userId: id('customer'),
      item: {
        typeLabel: 'QuotationSent',
        link: 'quotations/quotation-summary/31',
        isRead: false,
        message: null,
      },
    });
  });

  it('raises nothing for a recipient who cannot see the category or work in the entity', async () => {
    const customer = id('customer');
    const before = (await taskRows(customer)).length;
    expect(
      await raiseTask(t.database.db, {
        userId: customer,
        entityId: 1,
        type: TaskType.LeaveToApprove,
        linkId: 1,
      }),
    ).toBeNull();
    expect(
      await raiseTask(t.database.db, {
        userId: customer,
        entityId: 1,
        type: TaskType.UpdateCustomerToFB,
        linkId: 1,
      }),
    ).toBeNull();
    expect(
      await raiseTask(t.database.db, {
        userId: customer,
        entityId: 3,
        type: TaskType.InspectionConfirmed,
        linkId: 1,
      }),
    ).toBeNull();
    expect(await taskRows(customer)).toHaveLength(before);
    await expect(
      raiseTask(t.database.db, {
        userId: 999_999,
        entityId: 1,
        type: TaskType.InspectionConfirmed,
        linkId: 1,
      }),
    ).rejects.toThrow(/unknown user/);
  });

  it('keeps the request alive when the bus fails after commit, and logs it', async () => {
    const failing: RealtimeBus = {
      publish: async () => {
        throw new Error('bus down');
      },
      subscribe: () => () => undefined,
      close: async () => undefined,
    };
    const warn = jest.fn();
    const event = await withWorkItems(
      t.database.db,
      failing,
      (_tx, outbox) =>
        outbox.raiseTask({
          userId: id('supplier'),
          entityId: 1,
          type: TaskType.InspectionVerified,
          linkId: 8,
        }),
      { warn },
    );
    expect(event).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect((await taskRows(id('supplier'))).map((row) => row.id)).toContain(event!.item.id);
  });
});

describe('closeTasks', () => {
  it('closes the open tasks of every holder about one record, and no others', async () => {
    const db = t.database.db;
    const raise = (login: string, type: TaskType, linkId: number) =>
      raiseTask(db, { userId: id(login), entityId: 1, type, linkId }).then((event) => event!.item.id);
    const about = [
      await raise('hr', TaskType.LeaveToApprove, 500),
      await raise('manager', TaskType.LeaveToApprove, 500),
    ];
    const otherRecord = await raise('hr', TaskType.LeaveToApprove, 501);
    const otherType = await raise('manager', TaskType.ExpenseToApprove, 500);

    const closed = await withWorkItems(db, t.app.realtime, (_tx, outbox) =>
      outbox.closeTasks({ type: TaskType.LeaveToApprove, linkId: 500 }),
    );
    expect(closed).toBe(2);
    const rows = await db
      .select({ id: tasks.id, isDone: tasks.isDone, doneAt: tasks.doneAt })
      .from(tasks)
      .where(inArray(tasks.id, [...about, otherRecord, otherType]));
    const done = Object.fromEntries(rows.map((row) => [row.id, row.isDone]));
    expect(done).toEqual({ [about[0]!]: true, [about[1]!]: true, [otherRecord]: false, [otherType]: false });
    expect(rows.filter((row) => row.isDone).every((row) => row.doneAt instanceof Date)).toBe(true);
    expect(
      await closeTasks(db, { type: [TaskType.LeaveToApprove, TaskType.ExpenseToApprove], linkId: 500 }),
    ).toBe(1);
    expect(await closeTasks(db, { type: TaskType.ExpenseToApprove, linkId: 500 })).toBe(0);
  });
});
