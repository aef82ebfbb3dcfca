import { NotificationType as N, TaskType as T } from '@portal/domain';
import type { Db } from '../client';
import { insertNotifications, type NewNotification } from '../../modules/work-items/notifications.repository';
import { insertTasks, type NewTask } from '../../modules/work-items/tasks.repository';
import { hasAnyWorkItem, userIdsByLogin } from '../../modules/work-items/work-items.repository';

/**
 * Demo tasks and notifications, so the header panels have something to show: enough for cs to scroll
 * to a second page, spread over today, yesterday and older, in every category, a few done or read.
 * Customer, hr and manager get a handful of their own. Dates are relative to the seeding moment.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Today items within the last hour, so they stay "today" unless seeded just after midnight. */
const ages = {
  today: (i: number) => 3 * MINUTE + i * 6 * MINUTE,
  yesterday: (i: number) => DAY + i * 20 * MINUTE,
  older: (i: number) => 3 * DAY + i * 2 * DAY,
};
type Age = keyof typeof ages;

interface DemoTask {
  type: T;
  linkId: number | null;
  age: Age;
  staffName?: string;
  parentId?: number;
  done?: boolean;
}

interface DemoNotification {
  type: N;
  linkId: number | null;
  age: Age;
  message?: string;
  read?: boolean;
}

const CS_TASKS: DemoTask[] = [
  { type: T.InspectionVerified, linkId: 1042, age: 'today' },
  { type: T.QuotationPending, linkId: 1043, age: 'today' },
  { type: T.LeaveToApprove, linkId: 311, age: 'today', staffName: 'Rahul Sharma' },
  { type: T.SplitInspectionBooking, linkId: 1045, parentId: 1044, age: 'today' },
  { type: T.ExpenseToCheck, linkId: 508, age: 'today', staffName: 'Nguyen Van Minh' },
  { type: T.ScheduleInspection, linkId: 1046, age: 'today' },
  { type: T.QuotationModify, linkId: 221, age: 'today' },
  { type: T.UpdateCustomerToFB, linkId: 1, age: 'today' },
  { type: T.InspectionConfirmed, linkId: 1038, age: 'yesterday' },
  { type: T.QuotationToApprove, linkId: 219, age: 'yesterday' },
  { type: T.ExpenseToApprove, linkId: 505, age: 'yesterday', staffName: 'Sophie Laurent' },
  { type: T.QuotationSent, linkId: 218, age: 'yesterday' },
  { type: T.LeaveToApprove, linkId: 309, age: 'yesterday', staffName: 'Kenji Watanabe' },
  { type: T.UpdateSupplierToFB, linkId: 2, age: 'yesterday' },
  { type: T.InspectionVerified, linkId: 1031, age: 'yesterday', done: true },
  { type: T.QuotationCustomerConfirmed, linkId: 214, age: 'older' },
  { type: T.QuotationCustomerReject, linkId: 212, age: 'older' },
  { type: T.ExpenseToPay, linkId: 499, age: 'older', staffName: 'Thomas Becker' },
  { type: T.ScheduleInspection, linkId: 1020, age: 'older' },
  { type: T.UpdateFactoryToFB, linkId: 3, age: 'older' },
  { type: T.UpdateProductToFB, linkId: 7, age: 'older' },
  { type: T.InspectionConfirmed, linkId: 1017, age: 'older' },
  { type: T.QuotationPending, linkId: 1015, age: 'older' },
  { type: T.LeaveToApprove, linkId: 301, age: 'older', staffName: 'Ahmed Karim', done: true },
  { type: T.InspectionVerified, linkId: 1009, age: 'older' },
];

const CS_NOTIFICATIONS: DemoNotification[] = [
  { type: N.InspectionRequested, linkId: 1047, age: 'today' },
  { type: N.QuotationCustomerConfirmed, linkId: 214, age: 'today' },
  { type: N.LeaveApproved, linkId: 312, age: 'today' },
  { type: N.BookingQuantityChange, linkId: 1042, age: 'today' },
  { type: N.ExpensePaid, linkId: 497, age: 'today' },
  { type: N.InspectionCancelled, linkId: 1040, age: 'today' },
  {
    type: N.FastReportGenerationFailed,
    linkId: null,
    age: 'today',
    message: 'The report of booking 1036 could not be generated: the product photos are missing.',
  },
  { type: N.QuotationSent, linkId: 218, age: 'today', read: true },
  { type: N.InspectionConfirmed, linkId: 1038, age: 'today' },
  { type: N.InspectionModified, linkId: 1035, age: 'yesterday' },
  { type: N.QuotationAdd, linkId: 222, age: 'yesterday' },
  { type: N.ExpenseChecked, linkId: 505, age: 'yesterday' },
  { type: N.InspectionRescheduled, linkId: 1033, age: 'yesterday' },
  { type: N.LeaveRejected, linkId: 307, age: 'yesterday', read: true },
  { type: N.QuotationToApprove, linkId: 219, age: 'yesterday' },
  { type: N.InspectionSplit, linkId: 1045, age: 'yesterday' },
  { type: N.ExpenseApproved, linkId: 503, age: 'yesterday' },
  { type: N.InspectionHold, linkId: 1030, age: 'older' },
  { type: N.QuotationCustomerReject, linkId: 212, age: 'older' },
  { type: N.InspectionVerified, linkId: 1031, age: 'older', read: true },
  { type: N.LeaveApprovedHrLeave, linkId: 305, age: 'older' },
  { type: N.QuotationCancelled, linkId: 209, age: 'older' },
  { type: N.ExpenseRejected, linkId: 490, age: 'older', read: true },
  { type: N.InspectionRequested, linkId: 1025, age: 'older' },
  { type: N.QuotationRejected, linkId: 207, age: 'older' },
  { type: N.LeaveCanceled, linkId: 302, age: 'older', read: true },
  { type: N.QuotationModified, linkId: 205, age: 'older' },
  { type: N.InspectionConfirmed, linkId: 1018, age: 'older' },
  { type: N.InspectionCancelled, linkId: 1012, age: 'older', read: true },
  { type: N.BookingQuantityChange, linkId: 1010, age: 'older' },
];

interface DemoSet {
  loginName: string;
  tasks: DemoTask[];
  notifications: DemoNotification[];
}

const DEMO_SETS: DemoSet[] = [
  { loginName: 'cs', tasks: CS_TASKS, notifications: CS_NOTIFICATIONS },
  {
    loginName: 'customer',
    tasks: [
      { type: T.QuotationCustomerConfirmed, linkId: 214, age: 'today' },
      { type: T.InspectionConfirmed, linkId: 1038, age: 'yesterday' },
    ],
    notifications: [
      { type: N.InspectionConfirmed, linkId: 1038, age: 'today' },
      { type: N.QuotationSent, linkId: 218, age: 'today' },
      { type: N.InspectionCancelled, linkId: 1040, age: 'yesterday' },
      { type: N.InspectionRescheduled, linkId: 1033, age: 'older', read: true },
    ],
  },
  {
    loginName: 'hr',
    tasks: [
      { type: T.LeaveToApprove, linkId: 311, age: 'today', staffName: 'Rahul Sharma' },
      { type: T.LeaveToApprove, linkId: 310, age: 'yesterday', staffName: 'Mei Lin Chen' },
      { type: T.ExpenseToCheck, linkId: 508, age: 'yesterday', staffName: 'Nguyen Van Minh' },
      { type: T.LeaveToApprove, linkId: 304, age: 'older', staffName: 'Sophie Laurent' },
    ],
    notifications: [
      { type: N.LeaveCanceled, linkId: 306, age: 'today' },
      { type: N.ExpenseRejected, linkId: 492, age: 'older', read: true },
    ],
  },
  {
    loginName: 'manager',
    tasks: [
      { type: T.LeaveToApprove, linkId: 313, age: 'today', staffName: 'Lucas Moreau' },
      { type: T.QuotationToApprove, linkId: 223, age: 'today' },
      { type: T.ExpenseToApprove, linkId: 506, age: 'yesterday', staffName: 'Priya Nair' },
      { type: T.LeaveToApprove, linkId: 303, age: 'older', staffName: 'Mei Lin Chen' },
    ],
    notifications: [
      { type: N.QuotationCustomerConfirmed, linkId: 214, age: 'today' },
      { type: N.LeaveApproved, linkId: 300, age: 'older', read: true },
    ],
  },
];

const DEMO_ENTITY = 1;

/** Each age group counts its own items so they keep their listed order (first listed = newest). */
function dated<T extends { age: Age }>(items: T[], now: number): (T & { createdAt: Date })[] {
  const seen: Record<Age, number> = { today: 0, yesterday: 0, older: 0 };
  return items.map((item) => ({ ...item, createdAt: new Date(now - ages[item.age](seen[item.age]++)) }));
}

/** Idempotent: a user who already has any task or notification gets nothing more. */
export async function seedDemoWorkItems(db: Db, now: Date): Promise<void> {
  const ids = await userIdsByLogin(
    db,
    DEMO_SETS.map((set) => set.loginName),
  );
  await db.transaction(async (tx) => {
    for (const set of DEMO_SETS) {
      const userId = ids.get(set.loginName);
      if (userId == null || (await hasAnyWorkItem(tx, userId))) continue;
      const owner = { userId, entityId: DEMO_ENTITY };
      await insertTasks(
        tx,
        dated(set.tasks, now.getTime()).map((task): NewTask & { isDone: boolean } => ({
          ...owner,
          type: task.type,
          linkId: task.linkId,
          parentId: task.parentId ?? null,
          staffName: task.staffName ?? null,
          isDone: task.done ?? false,
          createdAt: task.createdAt,
        })),
      );
      await insertNotifications(
        tx,
        dated(set.notifications, now.getTime()).map(
          (notification): NewNotification & { isRead: boolean } => ({
            ...owner,
            type: notification.type,
            linkId: notification.linkId,
            message: notification.message ?? null,
            isRead: notification.read ?? false,
            createdAt: notification.createdAt,
          }),
        ),
      );
    }
  });
}
