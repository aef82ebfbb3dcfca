import { UserType } from '../enums';
import { notificationLink, taskLink } from './work-item-links';
import { ALL_NOTIFICATION_TYPES, ALL_TASK_TYPES } from './work-item-categories';
import { NotificationType, TaskType } from './work-item-types';

const ALL_USER_TYPES = [
  UserType.InternalUser,
  UserType.Customer,
  UserType.Supplier,
  UserType.Factory,
  UserType.OutSource,
];

/** Expected route per task type for an internal user; customers differ only where stated. */
const TASK_ROUTES: Record<TaskType, string> = {
  [TaskType.LeaveToApprove]: 'leaverequest/leave-request/12',
  [TaskType.ExpenseToApprove]: 'expenseclaim/expense-claim/12',
  [TaskType.ExpenseToCheck]: 'expenseclaim/expense-claim/12',
  [TaskType.ExpenseToPay]: 'expenseclaim/expense-claim/12',
  [TaskType.InspectionVerified]: 'inspedit/edit-booking/12',
  [TaskType.InspectionConfirmed]: 'inspedit/edit-booking/12',
  [TaskType.QuotationToApprove]: 'quotations/edit-quotation/12',
  [TaskType.SplitInspectionBooking]: 'inspedit/edit-booking/12',
  [TaskType.ScheduleInspection]: 'schedule/schedule-summary/12',
  [TaskType.QuotationModify]: 'quotations/edit-quotation/12',
  [TaskType.QuotationSent]: 'quotations/edit-quotation/12',
  [TaskType.QuotationCustomerConfirmed]: 'quotations/edit-quotation/12',
  [TaskType.QuotationCustomerReject]: 'quotations/edit-quotation/12',
  [TaskType.QuotationPending]: 'inspsummary/quotation-pending/3/12',
  [TaskType.UpdateCustomerToFB]: 'cusedit/edit-customer/12',
  [TaskType.UpdateSupplierToFB]: 'supplieredit/edit-supplier/12',
  [TaskType.UpdateFactoryToFB]: 'supplieredit/edit-supplier/12',
  [TaskType.UpdateProductToFB]: 'cusproductedit/edit-customer-product/12',
};

const NOTIFICATION_ROUTES: Record<NotificationType, string | null> = {
  [NotificationType.LeaveApproved]: 'leaverequest/leave-request/12',
  [NotificationType.LeaveRejected]: 'leaverequest/leave-request/12',
  [NotificationType.LeaveApprovedHrLeave]: 'leaverequest/leave-request/12',
  [NotificationType.LeaveCanceled]: 'leaverequest/leave-request/12',
  [NotificationType.ExpenseApproved]: 'expenseclaim/expense-claim/12',
  [NotificationType.ExpenseChecked]: 'expenseclaim/expense-claim/12',
  [NotificationType.ExpensePaid]: 'expenseclaim/expense-claim/12',
  [NotificationType.ExpenseRejected]: 'expenseclaim/expense-claim/12',
  [NotificationType.InspectionRequested]: 'inspedit/edit-booking/12',
  [NotificationType.InspectionConfirmed]: 'inspedit/edit-booking/12',
  [NotificationType.InspectionModified]: 'inspedit/edit-booking/12',
  [NotificationType.InspectionCancelled]: 'cancel-booking/12/Cancel',
  [NotificationType.InspectionVerified]: 'inspedit/edit-booking/12',
  [NotificationType.InspectionRescheduled]: 'inspedit/edit-booking/12',
  [NotificationType.InspectionSplit]: 'inspedit/edit-booking/12',
  [NotificationType.InspectionHold]: 'inspedit/edit-booking/12',
  [NotificationType.BookingQuantityChange]: 'inspedit/edit-booking/12',
  [NotificationType.QuotationAdd]: 'quotations/edit-quotation/12',
  [NotificationType.QuotationToApprove]: 'quotations/edit-quotation/12',
  [NotificationType.QuotationSent]: 'quotations/edit-quotation/12',
  [NotificationType.QuotationCustomerConfirmed]: 'quotations/edit-quotation/12',
  [NotificationType.QuotationCustomerReject]: 'quotations/edit-quotation/12',
  [NotificationType.QuotationCancelled]: 'quotations/edit-quotation/12',
  [NotificationType.QuotationRejected]: 'quotations/edit-quotation/12',
  [NotificationType.QuotationModified]: 'quotations/edit-quotation/12',
  [NotificationType.FastReportGenerationFailed]: null,
  [NotificationType.InspectionScheduled]: 'inspedit/edit-booking/12',
  [NotificationType.InspectionAssigned]: 'qcdashboard',
  [NotificationType.ReportSubmitted]: 'report/inspection-report/12',
  [NotificationType.ReportSentBack]: 'report/inspection-report/12',
  [NotificationType.ReportValidated]: 'send-email/send-email/12',
  [NotificationType.ReportSent]: 'report/inspection-report/12',
  [NotificationType.CustomerDecisionRecorded]: 'report/inspection-report/12',
};

const name = (enumObject: Record<number, string>, value: number) => `${enumObject[value]} (${value})`;

describe('taskLink', () => {
  it('has an expected route for every task type', () => {
    expect(Object.keys(TASK_ROUTES).map(Number).sort()).toEqual([...ALL_TASK_TYPES].sort());
  });

  it.each(ALL_TASK_TYPES.map((type) => [name(TaskType, type), type]))(
    'links %s for internal, outsource, supplier and factory users',
    (_label, type) => {
      for (const userType of ALL_USER_TYPES.filter((u) => u !== UserType.Customer))
        expect(taskLink(type, 12, null, userType)).toBe(TASK_ROUTES[type]);
    },
  );

  it.each(ALL_TASK_TYPES.map((type) => [name(TaskType, type), type]))(
    'links %s for customers (quotation summary only for a confirmed quotation)',
    (_label, type) => {
      const expected =
        type === TaskType.QuotationCustomerConfirmed ? 'quotations/quotation-summary/12' : TASK_ROUTES[type];
      expect(taskLink(type, 12, null, UserType.Customer)).toBe(expected);
    },
  );

  it('links a split booking to the split booking itself, not its parent', () => {
    expect(taskLink(TaskType.SplitInspectionBooking, 40, 39, UserType.InternalUser)).toBe(
      'inspedit/edit-booking/40',
    );
  });

  it.each(ALL_TASK_TYPES.map((type) => [name(TaskType, type), type]))(
    'has no link for %s without a record',
    (_label, type) => {
      expect(taskLink(type, null, null, UserType.InternalUser)).toBeNull();
    },
  );

  it('has no link for a type it does not know', () => {
    expect(taskLink(99 as TaskType, 12, null, UserType.InternalUser)).toBeNull();
  });
});

describe('notificationLink', () => {
  it('has an expected route for every notification type', () => {
    expect(Object.keys(NOTIFICATION_ROUTES).map(Number).sort()).toEqual([...ALL_NOTIFICATION_TYPES].sort());
  });

  it.each(ALL_NOTIFICATION_TYPES.map((type) => [name(NotificationType, type), type]))(
    'links %s for internal, outsource, supplier and factory users',
    (_label, type) => {
      for (const userType of ALL_USER_TYPES.filter((u) => u !== UserType.Customer))
        expect(notificationLink(type, 12, userType)).toBe(NOTIFICATION_ROUTES[type]);
    },
  );

  it.each(ALL_NOTIFICATION_TYPES.map((type) => [name(NotificationType, type), type]))(
    'links %s for customers, who never edit a quotation',
    (_label, type) => {
      const internal = NOTIFICATION_ROUTES[type];
      const expected = internal?.startsWith('quotations/')
        ? internal.replace('edit-quotation', 'quotation-summary')
        : internal;
      expect(notificationLink(type, 12, UserType.Customer)).toBe(expected);
    },
  );

  it('sends customers to the quotation summary for every quotation notification', () => {
    expect(notificationLink(NotificationType.QuotationSent, 5, UserType.Customer)).toBe(
      'quotations/quotation-summary/5',
    );
  });

  it.each(ALL_NOTIFICATION_TYPES.map((type) => [name(NotificationType, type), type]))(
    'has no link for %s without a record',
    (_label, type) => {
      expect(notificationLink(type, null, UserType.InternalUser)).toBeNull();
    },
  );

  it('has no link for a type it does not know', () => {
    expect(notificationLink(99 as NotificationType, 12, UserType.InternalUser)).toBeNull();
  });
});
