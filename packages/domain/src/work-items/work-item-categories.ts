import { UserType } from '../enums';
import { NotificationType, TaskType, WorkItemCategory } from './work-item-types';

const TASK_CATEGORY: Record<TaskType, WorkItemCategory | null> = {
  [TaskType.LeaveToApprove]: WorkItemCategory.Leave,
  [TaskType.ExpenseToApprove]: WorkItemCategory.Expense,
  [TaskType.ExpenseToCheck]: WorkItemCategory.Expense,
  [TaskType.ExpenseToPay]: WorkItemCategory.Expense,
  [TaskType.InspectionVerified]: WorkItemCategory.Inspection,
  [TaskType.InspectionConfirmed]: WorkItemCategory.Inspection,
  [TaskType.SplitInspectionBooking]: WorkItemCategory.Inspection,
  [TaskType.ScheduleInspection]: WorkItemCategory.Inspection,
  [TaskType.QuotationToApprove]: WorkItemCategory.Quotation,
  [TaskType.QuotationModify]: WorkItemCategory.Quotation,
  [TaskType.QuotationSent]: WorkItemCategory.Quotation,
  [TaskType.QuotationCustomerConfirmed]: WorkItemCategory.Quotation,
  [TaskType.QuotationCustomerReject]: WorkItemCategory.Quotation,
  [TaskType.QuotationPending]: WorkItemCategory.Quotation,
  // Synchronisation failures with the accounting system belong to none of the four categories: they
  // show under "All" only, and only internal users ever receive them.
  [TaskType.UpdateCustomerToFB]: null,
  [TaskType.UpdateSupplierToFB]: null,
  [TaskType.UpdateFactoryToFB]: null,
  [TaskType.UpdateProductToFB]: null,
};

export function taskCategory(type: TaskType): WorkItemCategory | null {
  return TASK_CATEGORY[type];
}

export function notificationCategory(type: NotificationType): WorkItemCategory {
  if (type <= NotificationType.LeaveCanceled) return WorkItemCategory.Leave;
  if (type <= NotificationType.ExpenseRejected) return WorkItemCategory.Expense;
  if (type <= NotificationType.BookingQuantityChange) return WorkItemCategory.Inspection;
  if (type <= NotificationType.QuotationModified) return WorkItemCategory.Quotation;
  return WorkItemCategory.Inspection; // FastReportGenerationFailed (a report) and the scheduling ones
}

/** Spec section 6: internal and outsource users see every type, the others only Inspection and Quotation. */
export function visibleCategories(userType: UserType): readonly WorkItemCategory[] {
  return userType === UserType.InternalUser || userType === UserType.OutSource
    ? [
        WorkItemCategory.Leave,
        WorkItemCategory.Expense,
        WorkItemCategory.Inspection,
        WorkItemCategory.Quotation,
      ]
    : [WorkItemCategory.Inspection, WorkItemCategory.Quotation];
}

/** Whether a user of this type may see items of this category (null: uncategorised, internal only). */
export function isCategoryVisible(userType: UserType, category: WorkItemCategory | null): boolean {
  if (category == null) return userType === UserType.InternalUser || userType === UserType.OutSource;
  return visibleCategories(userType).includes(category);
}

export const ALL_TASK_TYPES = Object.values(TaskType).filter((v): v is TaskType => typeof v === 'number');
export const ALL_NOTIFICATION_TYPES = Object.values(NotificationType).filter(
  (v): v is NotificationType => typeof v === 'number',
);
