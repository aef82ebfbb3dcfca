/** @databases both */
import {
  NotificationType,
  WORK_ITEM_PAGE_SIZE,
  type NotificationCounts,
  type NotificationItem,
  type WorkItemListResponse,
} from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { insertNotification } from './notifications.repository';
import {
  callers,
  notification,
  requester,
  withoutItems,
  zoneMidnight,
  type Caller,
} from './work-items.test-support';

type NotificationList = WorkItemListResponse<NotificationItem>;

let t: TestApp;
let as: ReturnType<typeof callers>;
let call: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  as = callers(t.app);
  call = requester(t.app);
});
afterAll(() => t.close());

const list = async (caller: Caller, filter: object, entityId = 1) =>
  json<NotificationList>(await call(caller, entityId, 'POST', '/api/user/notifications', filter));
const counts = async (caller: Caller, filter: object = {}, entityId = 1) =>
  json<NotificationCounts>(await call(caller, entityId, 'POST', '/api/user/readnotifcount', filter));
const ids = (body: NotificationList) => body.data.map((item) => item.id);

describe('POST /api/user/notifications', () => {
  it('pages newest first without duplicates or gaps; NotFound only for an empty first page', async () => {
    const user = await as('inspector');
    await withoutItems(t.database.db, user.id);
    expect(await list(user, { skip: 0 })).toEqual({ result: 2, data: [] });
    const now = Date.now();
    const raised: number[] = [];
    for (let i = 0; i < 25; i++)
      raised.push(
        await notification(t.database.db, user.id, 1, NotificationType.InspectionRequested, {
          createdAt: new Date(now - i * 3_600_000),
        }),
      );
    const first = await list(user, { skip: 0 });
    const second = await list(user, { skip: WORK_ITEM_PAGE_SIZE });
    expect([first.result, second.result]).toEqual([1, 1]);
    expect([...ids(first), ...ids(second)]).toEqual(raised);
    expect(await list(user, { skip: 25 })).toEqual({ result: 1, data: [] });
  });

  it('lists read and unread alike unless isRead is given', async () => {
    const user = await as('tcfuser');
    await withoutItems(t.database.db, user.id);
    const a = await notification(t.database.db, user.id, 1, NotificationType.ExpenseApproved);
    const b = await notification(t.database.db, user.id, 1, NotificationType.ExpensePaid);
    expect(json(await call(user, 1, 'GET', `/api/user/readnotif/${a}`))).toEqual({ result: 1 });
    expect(ids(await list(user, { skip: 0 }))).toEqual([b, a]);
    expect(ids(await list(user, { skip: 0, isRead: null }))).toEqual([b, a]);
    expect(ids(await list(user, { skip: 0, isRead: true }))).toEqual([a]);
    expect(ids(await list(user, { skip: 0, isRead: false }))).toEqual([b]);
  });

  it('returns each notification with its label, link and message', async () => {
    const user = await as('newuser');
    const failed = await notification(
      t.database.db,
      user.id,
      1,
      NotificationType.FastReportGenerationFailed,
      {
        linkId: null,
        message: 'The report of booking 7 could not be generated.',
      },
    );
    const cancelled = await notification(t.database.db, user.id, 1, NotificationType.InspectionCancelled, {
      linkId: 7,
    });
    const body = await list(user, { skip: 0 });
    expect(body.data).toEqual([
      {
        id: cancelled,
        isRead: false,
        type: NotificationType.InspectionCancelled,
        typeLabel: 'InspectionCancelled',
        linkId: 7,
        message: null,
        createdOn: expect.stringMatching(/Z$/),
        link: 'cancel-booking/7/Cancel',
        dateType: 'Today',
      },
      expect.objectContaining({
        id: failed,
        typeLabel: 'FastReportGenerationFailed',
        message: 'The report of booking 7 could not be generated.',
        link: null,
      }),
    ]);
  });

  it('filters by category and limits customers to inspection and quotation, with summary links', async () => {
    const customer = await as('customer');
    const row = (type: NotificationType) =>
      insertNotification(t.database.db, { userId: customer.id, entityId: 2, type, linkId: 9, message: null });
    await row(NotificationType.LeaveApproved);
    await row(NotificationType.ExpensePaid);
    const inspection = await row(NotificationType.InspectionHold);
    const quotation = await row(NotificationType.QuotationSent);
    expect(ids(await list(customer, { skip: 0 }, 2)).sort()).toEqual([inspection.id, quotation.id].sort());
    expect(await list(customer, { skip: 0, notificationType: 1 }, 2)).toEqual({ result: 2, data: [] });
    expect(ids(await list(customer, { skip: 0, notificationType: 4 }, 2))).toEqual([quotation.id]);
    expect((await list(customer, { skip: 0, notificationType: 4 }, 2)).data[0]!.link).toBe(
      'quotations/quotation-summary/9',
    );
    expect((await counts(customer, {}, 2)).totalCount).toBe(2);
    expect(json(await call(customer, 2, 'GET', '/api/user/readallnotif'))).toEqual({ result: 1, count: 2 });
  });

  it("never shows or changes another user's notifications, nor another entity's", async () => {
    const accountant = await as('accountant');
    await withoutItems(t.database.db, accountant.id);
    const cs = await as('cs');
    const inTwo = await notification(t.database.db, accountant.id, 2, NotificationType.ExpenseChecked);
    const inOne = await notification(t.database.db, accountant.id, 1, NotificationType.ExpenseChecked);
    expect(ids(await list(accountant, { skip: 0 }, 1))).toEqual([inOne]);
    expect(json(await call(cs, 1, 'GET', `/api/user/readnotif/${inOne}`))).toEqual({ result: 2 });
    expect(json(await call(accountant, 1, 'GET', `/api/user/readnotif/${inTwo}`))).toEqual({ result: 2 });
    await call(cs, 1, 'GET', '/api/user/readallnotif');
    expect((await list(accountant, { skip: 0, isRead: false }, 1)).data).toHaveLength(1);
    expect((await list(accountant, { skip: 0, isRead: false }, 2)).data).toHaveLength(1);
    const seen: number[] = [];
    for (let skip = 0; ; skip += WORK_ITEM_PAGE_SIZE) {
      const page = await list(cs, { skip });
      seen.push(...ids(page));
      if (page.data.length < WORK_ITEM_PAGE_SIZE) break;
    }
    // Exactly cs's own (the panel's demo set and the demo leave and claims), nobody else's.
    const own = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, cs.id), eq(notifications.entityId, 1)));
    expect(seen.length).toBeGreaterThanOrEqual(30);
    expect([...seen].sort((a, b) => a - b)).toEqual(own.map((row) => row.id).sort((a, b) => a - b));
    expect(seen).not.toContain(inOne);
  });
});

describe('GET /api/user/readnotif/{id} and /api/user/readallnotif', () => {
  it('marks one, then all unread notifications read', async () => {
    const admin = await as('admin');
    const a = await notification(t.database.db, admin.id, 3, NotificationType.QuotationAdd);
    await notification(t.database.db, admin.id, 3, NotificationType.LeaveCanceled);
    await notification(t.database.db, admin.id, 3, NotificationType.InspectionSplit);
    expect(json(await call(admin, 3, 'GET', `/api/user/readnotif/${a}`))).toEqual({ result: 1 });
    expect(json(await call(admin, 3, 'GET', `/api/user/ReadNotif/${a}`))).toEqual({ result: 1 });
    expect(json(await call(admin, 3, 'GET', '/api/user/readnotif/2147483647'))).toEqual({ result: 2 });
    expect(json(await call(admin, 3, 'GET', '/api/user/readallnotif'))).toEqual({ result: 1, count: 2 });
    expect(json(await call(admin, 3, 'GET', '/api/user/readallnotif'))).toEqual({ result: 1, count: 0 });
    expect(await list(admin, { skip: 0, isRead: false }, 3)).toEqual({ result: 2, data: [] });
  });
});

describe('POST /api/user/readnotifcount and PUT /api/user/notifications/last-seen', () => {
  it('counts by day in the time zone, and unseen ones since the panel was last opened', async () => {
    const user = await as('auditor');
    await withoutItems(t.database.db, user.id);
    const today = zoneMidnight('Asia/Kolkata', '+05:30');
    const yesterday = zoneMidnight('Asia/Kolkata', '+05:30', 1);
    const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
    for (const createdAt of [
      at(today, 1),
      at(today, -1),
      at(yesterday, 0),
      at(yesterday, -1),
      at(yesterday, -9e8),
    ])
      await notification(t.database.db, user.id, 1, NotificationType.InspectionVerified, { createdAt });
    await notification(t.database.db, user.id, 1, NotificationType.LeaveApproved);

    // Never opened: everything is unseen.
    expect(await counts(user, { timeZone: 'Asia/Kolkata' })).toEqual({
      todayCount: 2,
      yesterdayCount: 2,
      olderCount: 2,
      totalCount: 6,
      unseenCount: 6,
    });
    expect(await counts(user, { timeZone: 'Asia/Kolkata', notificationType: 1 })).toEqual({
      todayCount: 1,
      yesterdayCount: 0,
      olderCount: 0,
      totalCount: 1,
      unseenCount: 1,
    });
    const groups = (await list(user, { skip: 0, timeZone: 'Asia/Kolkata' })).data.map(
      (item) => item.dateType,
    );
    expect(groups).toEqual(['Today', 'Today', 'Yesterday', 'Yesterday', 'Older', 'Older']);

    const seen = await call(user, 1, 'PUT', '/api/user/notifications/last-seen');
    expect([seen.statusCode, seen.json()]).toEqual([200, { result: 1 }]);
    expect((await counts(user)).unseenCount).toBe(0);
    // Only what arrives later is unseen again.
    await notification(t.database.db, user.id, 1, NotificationType.InspectionHold);
    expect(await counts(user)).toMatchObject({ totalCount: 7, unseenCount: 1 });
    expect(await counts(user, { isRead: true })).toMatchObject({ totalCount: 0, unseenCount: 0 });
    // A JSON empty object as body is accepted too.
    expect((await call(user, 1, 'PUT', '/api/user/notifications/last-seen', {})).statusCode).toBe(200);
    expect((await counts(user)).unseenCount).toBe(0);
  });

  it('keeps last seen per user and entity', async () => {
    const hr = await as('hr');
    await notification(t.database.db, hr.id, 2, NotificationType.LeaveCanceled);
    const before = await counts(hr, {}, 1);
    expect(before.unseenCount).toBe(before.totalCount);
    await call(hr, 2, 'PUT', '/api/user/notifications/last-seen');
    expect((await counts(hr, {}, 2)).unseenCount).toBe(0);
    expect(await counts(hr, {}, 1)).toEqual(before);
    expect((await counts(await as('manager'))).unseenCount).toBeGreaterThan(0);
  });
});
