/** @databases both */
import {
  TaskType,
  WORK_ITEM_PAGE_SIZE,
  type TaskItem,
  type WorkItemCounts,
  type WorkItemListResponse,
} from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { insertTask } from './tasks.repository';
import { callers, requester, task, withoutItems, zoneMidnight, type Caller } from './work-items.test-support';

type TaskList = WorkItemListResponse<TaskItem>;

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
  json<TaskList>(await call(caller, entityId, 'POST', '/api/user/tasklist', filter));
const ids = (body: TaskList) => body.data.map((item) => item.id);

describe('POST /api/user/tasklist', () => {
  it('pages newest first (id breaking ties) without duplicates or gaps', async () => {
    const inspector = await as('inspector');
    const now = Date.now();
    const raised: { id: number; at: number }[] = [];
    for (let i = 0; i < 40; i++) {
      const at = now - i * 60_000;
      raised.push({
        id: await task(t.database.db, inspector.id, 1, TaskType.InspectionVerified, {
          createdAt: new Date(at),
        }),
        at,
      });
    }
    const tie = now - 90 * 60_000; // five tasks created in the same instant
    for (let i = 0; i < 5; i++)
      raised.push({
        id: await task(t.database.db, inspector.id, 1, TaskType.QuotationPending, {
          createdAt: new Date(tie),
        }),
        at: tie,
      });
    const expected = raised.sort((a, b) => b.at - a.at || b.id - a.id).map((r) => r.id);

    const pages = [];
    for (let skip = 0; skip < 60; skip += WORK_ITEM_PAGE_SIZE) pages.push(await list(inspector, { skip }));
    expect(pages.map((page) => page.data.length)).toEqual([20, 20, 5]);
    expect(pages.every((page) => page.result === 1)).toBe(true);
    expect(pages.flatMap(ids)).toEqual(expected);
    // An empty later page is a success: the browser empties its list on any other result.
    expect(await list(inspector, { skip: 45 })).toEqual({ result: 1, data: [] });
    expect(await list(inspector, { skip: 100_000 })).toEqual({ result: 1, data: [] });
  });

  it('answers NotFound (2) for an empty first page', async () => {
    expect(await list(await as('labuser'), { skip: 0 })).toEqual({ result: 2, data: [] });
    expect(await list(await as('labuser'), {})).toEqual({ result: 2, data: [] }); // skip defaults to 0
  });

  it('lists open tasks when isDone is absent or null, done ones only when asked', async () => {
    const user = await as('tcfuser');
    const [a, b, c] = [
      await task(t.database.db, user.id, 1, TaskType.ExpenseToCheck),
      await task(t.database.db, user.id, 1, TaskType.ExpenseToPay),
      await task(t.database.db, user.id, 1, TaskType.ExpenseToApprove),
    ];
    expect(json(await call(user, 1, 'GET', `/api/user/donetask/${b}`))).toEqual({ result: 1 });
    expect(ids(await list(user, { skip: 0 }))).toEqual([c, a]);
    expect(ids(await list(user, { skip: 0, isDone: null }))).toEqual([c, a]);
    expect(ids(await list(user, { skip: 0, isDone: false }))).toEqual([c, a]);
    expect(ids(await list(user, { skip: 0, isDone: true }))).toEqual([b]);
    expect((await list(user, { skip: 0, isDone: true })).data[0]!.isDone).toBe(true);
  });

  it('returns each task with its label, link, staff name and age group', async () => {
    const user = await as('newuser');
    const split = await task(t.database.db, user.id, 1, TaskType.SplitInspectionBooking, {
      linkId: 40,
      parentId: 39,
    });
    const leave = await task(t.database.db, user.id, 1, TaskType.LeaveToApprove, {
      linkId: 311,
      staffName: 'Rahul Sharma',
    });
    const body = await list(user, { skip: 0 });
    expect(body.data).toEqual([
      {
        id: leave,
        isDone: false,
        type: TaskType.LeaveToApprove,
        typeLable: 'LeaveToApprove',
        linkId: 311,
        parentId: null,
        staffName: 'Rahul Sharma',
        createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        link: 'leaverequest/leave-request/311',
        dateType: 'Today',
      },
      expect.objectContaining({
        id: split,
        typeLable: 'SplitInspectionBooking',
        parentId: 39,
        staffName: null,
        link: 'inspedit/edit-booking/40',
      }),
    ]);
  });

  it('filters by category; accounting synchronisation tasks show under "all" only', async () => {
    const user = await as('outsource');
    const byType: Partial<Record<TaskType, number>> = {};
    for (const type of [
      TaskType.LeaveToApprove,
      TaskType.ExpenseToPay,
      TaskType.InspectionConfirmed,
      TaskType.QuotationSent,
      TaskType.UpdateSupplierToFB,
    ])
      byType[type] = await task(t.database.db, user.id, 1, type);
    expect(ids(await list(user, { skip: 0, taskType: 1 }))).toEqual([byType[TaskType.LeaveToApprove]]);
    expect(ids(await list(user, { skip: 0, taskType: 2 }))).toEqual([byType[TaskType.ExpenseToPay]]);
    expect(ids(await list(user, { skip: 0, taskType: 3 }))).toEqual([byType[TaskType.InspectionConfirmed]]);
    expect(ids(await list(user, { skip: 0, taskType: 4 }))).toEqual([byType[TaskType.QuotationSent]]);
    expect(ids(await list(user, { skip: 0, taskType: null })).sort()).toEqual(Object.values(byType).sort());
    const fb = (await list(user, { skip: 0 })).data.find((item) => item.type === TaskType.UpdateSupplierToFB);
    expect(fb).toMatchObject({ typeLable: 'UpdateSupplierToFB', link: 'supplieredit/edit-supplier/1' });
  });

  it('shows customers and suppliers inspection and quotation tasks only, with customer links', async () => {
    const customer = await as('customer');
    // Written past the raise service (which refuses invisible categories) to prove the read side filters too.
    const row = (type: TaskType) =>
      insertTask(t.database.db, {
        userId: customer.id,
        entityId: 2,
        type,
        linkId: 214,
        parentId: null,
        staffName: null,
      });
    const leave = await row(TaskType.LeaveToApprove);
    await row(TaskType.ExpenseToPay);
    await row(TaskType.UpdateCustomerToFB);
    const inspection = await row(TaskType.InspectionConfirmed);
    const quotation = await row(TaskType.QuotationCustomerConfirmed);

    const all = await list(customer, { skip: 0 }, 2);
    expect(ids(all).sort()).toEqual([inspection.id, quotation.id].sort());
    expect(all.data.find((item) => item.id === quotation.id)!.link).toBe('quotations/quotation-summary/214');
    expect(await list(customer, { skip: 0, taskType: 1 }, 2)).toEqual({ result: 2, data: [] });
    expect(await list(customer, { skip: 0, taskType: 2 }, 2)).toEqual({ result: 2, data: [] });
    expect(json(await call(customer, 2, 'POST', '/api/user/taskcount', {}))).toMatchObject({ totalCount: 2 });
    // Invisible tasks cannot be marked done either.
    expect(json(await call(customer, 2, 'GET', `/api/user/donetask/${leave.id}`))).toEqual({ result: 2 });

    const supplier = await as('supplier');
    await insertTask(t.database.db, {
      userId: supplier.id,
      entityId: 1,
      type: TaskType.ExpenseToPay,
      linkId: 1,
      parentId: null,
      staffName: null,
    });
    expect(await list(supplier, { skip: 0, taskType: 2 })).toEqual({ result: 2, data: [] });
    expect(await list(supplier, { skip: 0 })).toEqual({ result: 2, data: [] });
  });

  it("never shows or changes another user's tasks", async () => {
    const inspector = await as('inspector');
    const cs = await as('cs');
    const theirs = await task(t.database.db, inspector.id, 1, TaskType.ScheduleInspection);
    const seen: number[] = [];
    for (let skip = 0; ; skip += WORK_ITEM_PAGE_SIZE) {
      const page = await list(cs, { skip });
      seen.push(...ids(page));
      if (page.data.length < WORK_ITEM_PAGE_SIZE) break;
    }
    expect(seen).not.toContain(theirs);
    expect(json(await call(cs, 1, 'GET', `/api/user/donetask/${theirs}`))).toEqual({ result: 2 });
    expect(ids(await list(inspector, { skip: 0, taskType: 3 }))).toContain(theirs); // still open
  });

  it('keeps entities apart', async () => {
    const accountant = await as('accountant');
    await withoutItems(t.database.db, accountant.id);
    const inOne = await task(t.database.db, accountant.id, 1, TaskType.ExpenseToPay);
    const inTwo = await task(t.database.db, accountant.id, 2, TaskType.ExpenseToPay);
    expect(ids(await list(accountant, { skip: 0 }, 1))).toEqual([inOne]);
    expect(ids(await list(accountant, { skip: 0 }, 2))).toEqual([inTwo]);
    expect(json(await call(accountant, 1, 'GET', `/api/user/donetask/${inTwo}`))).toEqual({ result: 2 });
    expect(json(await call(accountant, 1, 'GET', '/api/user/alldonetask'))).toEqual({ result: 1, count: 1 });
    expect(ids(await list(accountant, { skip: 0 }, 2))).toEqual([inTwo]); // untouched by entity 1's "all done"
    expect(json(await call(accountant, 2, 'GET', `/api/user/donetask/${inTwo}`))).toEqual({ result: 1 });
  });
});

describe('GET /api/user/tasks', () => {
  it("gives the first page of the caller's open tasks: the demo cs has a second page", async () => {
    const cs = await as('cs');
    const first = json<TaskList>(await call(cs, 1, 'GET', '/api/user/tasks'));
    expect(first.result).toBe(1);
    expect(first.data).toHaveLength(WORK_ITEM_PAGE_SIZE);
    expect(first.data.every((item) => !item.isDone)).toBe(true);
    expect(first).toEqual(await list(cs, { skip: 0 }));
    const second = await list(cs, { skip: WORK_ITEM_PAGE_SIZE });
    expect(second.data.length).toBeGreaterThan(0);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    expect(new Set([...first.data, ...second.data].map((item) => item.dateType))).toEqual(
      new Set(['Today', 'Yesterday', 'Older']),
    );
  });
});

describe('POST /api/user/taskcount', () => {
  const bucket = (at: Date, today: Date, yesterday: Date) =>
    at >= today ? 'Today' : at >= yesterday ? 'Yesterday' : 'Older';

  it('counts and groups by day in the requested time zone, the same boundaries for both', async () => {
    const auditor = await as('auditor');
    const tokyo = {
      today: zoneMidnight('Asia/Tokyo', '+09:00'),
      yesterday: zoneMidnight('Asia/Tokyo', '+09:00', 1),
    };
    const times = [
      new Date(tokyo.today.getTime() + 1000),
      new Date(tokyo.today.getTime() - 1000),
      tokyo.yesterday,
      new Date(tokyo.yesterday.getTime() - 1),
      new Date(tokyo.yesterday.getTime() - 10 * 86_400_000),
    ];
    const created = new Map<number, Date>();
    for (const at of times)
      created.set(
        await task(t.database.db, auditor.id, 1, TaskType.InspectionVerified, { createdAt: at }),
        at,
      );
    created.set(await task(t.database.db, auditor.id, 1, TaskType.InspectionVerified), new Date()); // now

    const zones = [
      ['Asia/Tokyo', '+09:00'],
      ['Pacific/Honolulu', '-10:00'],
      [null, 'Z'],
    ] as const;
    for (const [zone, offset] of zones) {
      const today = zoneMidnight(zone ?? 'UTC', offset);
      const yesterday = zoneMidnight(zone ?? 'UTC', offset, 1);
      const expected = { Today: 0, Yesterday: 0, Older: 0 };
      for (const at of created.values()) expected[bucket(at, today, yesterday)]++;
      const filter = zone ? { timeZone: zone } : {};
      expect(json<WorkItemCounts>(await call(auditor, 1, 'POST', '/api/user/taskcount', filter))).toEqual({
        todayCount: expected.Today,
        yesterdayCount: expected.Yesterday,
        olderCount: expected.Older,
        totalCount: 6,
      });
      const items = (await list(auditor, { skip: 0, ...filter })).data;
      for (const item of items)
        expect([item.id, item.dateType]).toEqual([item.id, bucket(created.get(item.id)!, today, yesterday)]);
    }
    // The Tokyo groups are known exactly: two today, two yesterday, two older.
    expect(json(await call(auditor, 1, 'POST', '/api/user/taskcount', { timeZone: 'Asia/Tokyo' }))).toEqual({
      todayCount: 2,
      yesterdayCount: 2,
      olderCount: 2,
      totalCount: 6,
    });
  });

  it('counts with the filters of the list', async () => {
    const user = await as('factory');
    await task(t.database.db, user.id, 1, TaskType.InspectionConfirmed);
    await task(t.database.db, user.id, 1, TaskType.QuotationSent);
    const done = await task(t.database.db, user.id, 1, TaskType.QuotationSent);
    await call(user, 1, 'GET', `/api/user/donetask/${done}`);
    const count = async (filter: object) =>
      json<WorkItemCounts>(await call(user, 1, 'POST', '/api/user/taskcount', filter)).totalCount;
    expect(await count({})).toBe(2);
    expect(await count({ taskType: 4 })).toBe(1);
    expect(await count({ taskType: 4, isDone: true })).toBe(1);
    expect(await count({ taskType: 1 })).toBe(0);
    expect(await count({ isDone: true })).toBe(1);
  });
});

describe('GET /api/user/donetask/{id} and /api/user/alldonetask', () => {
  it('marks one task, then all open ones, done; repeating changes nothing', async () => {
    const admin = await as('admin');
    const a = await task(t.database.db, admin.id, 3, TaskType.QuotationToApprove);
    await task(t.database.db, admin.id, 3, TaskType.QuotationModify);
    await task(t.database.db, admin.id, 3, TaskType.UpdateProductToFB);
    expect(json(await call(admin, 3, 'GET', `/api/user/donetask/${a}`))).toEqual({ result: 1 });
    expect(json(await call(admin, 3, 'GET', `/api/user/donetask/${a}`))).toEqual({ result: 1 });
    expect(json(await call(admin, 3, 'GET', '/api/user/DoneTask/2147483647'))).toEqual({ result: 2 });
    expect(json(await call(admin, 3, 'GET', '/api/user/alldonetask'))).toEqual({ result: 1, count: 2 });
    expect(json(await call(admin, 3, 'GET', '/api/user/alldonetask'))).toEqual({ result: 1, count: 0 });
    expect(await list(admin, { skip: 0 }, 3)).toEqual({ result: 2, data: [] });
    expect((await list(admin, { skip: 0, isDone: true }, 3)).data).toHaveLength(3);
  });

  it("leaves other users' tasks open", async () => {
    const inspector = await as('inspector');
    const before = json<WorkItemCounts>(await call(inspector, 1, 'POST', '/api/user/taskcount', {}));
    expect(before.totalCount).toBeGreaterThan(0);
    await call(await as('cs'), 1, 'GET', '/api/user/alldonetask');
    expect(json(await call(inspector, 1, 'POST', '/api/user/taskcount', {}))).toEqual(before);
  });
});

describe('customers see the link of their own user type', () => {
  it('sends a customer to the quotation summary of a confirmed quotation', async () => {
    const customer = await as('customer');
    const body = await list(customer, { skip: 0, taskType: 4 });
    expect(body.data.map((item) => item.link)).toEqual(['quotations/quotation-summary/214']);
  });
});
