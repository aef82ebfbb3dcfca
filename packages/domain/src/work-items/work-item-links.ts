import { UserType } from '../enums';
import { NotificationType, TaskType } from './work-item-types';

/** Route templates under /{entity}/ (spec section 2, "Entity-prefixed routes with an id"). */
const route = {
  leaveRequest: (id: number) => `leaverequest/leave-request/${id}`,
  expenseClaim: (id: number) => `expenseclaim/expense-claim/${id}`,
  editBooking: (id: number) => `inspedit/edit-booking/${id}`,
  cancelBooking: (id: number) => `cancel-booking/${id}/Cancel`,
  scheduleSummary: (id: number) => `schedule/schedule-summary/${id}`,
  qcDashboard: 'qcdashboard',
  report: (id: number) => `report/inspection-report/${id}`,
  sendEmail: (id: number) => `send-email/send-email/${id}`,
  quotationPending: (id: number) => `inspsummary/quotation-pending/3/${id}`,
  editQuotation: (id: number) => `quotations/edit-quotation/${id}`,
  quotationSummary: (id: number) => `quotations/quotation-summary/${id}`,
  editCustomer: (id: number) => `cusedit/edit-customer/${id}`,
  editSupplier: (id: number) => `supplieredit/edit-supplier/${id}`,
  editCustomerProduct: (id: number) => `cusproductedit/edit-customer-product/${id}`,
} as const;

/** Customers may look at a quotation but never edit it. */
function quotationRoute(userType: UserType): (id: number) => string {
  return userType === UserType.Customer ? route.quotationSummary : route.editQuotation;
}

/**
 * The route (without the leading /{entity}/) a task opens, or null when it has nothing to open.
 * `parentId` (the booking a split booking came from) is not part of any route today; it is taken so
 * callers pass the whole task and a future route for it changes nothing at the call sites.
 */
export function taskLink(
  type: TaskType,
  linkId: number | null,
  _parentId: number | null,
  userType: UserType,
): string | null {
  if (linkId == null) return null;
  switch (type) {
    case TaskType.LeaveToApprove:
      return route.leaveRequest(linkId);
    case TaskType.ExpenseToCheck:
    case TaskType.ExpenseToApprove:
    case TaskType.ExpenseToPay:
      return route.expenseClaim(linkId);
    case TaskType.InspectionVerified:
    case TaskType.InspectionConfirmed:
    case TaskType.SplitInspectionBooking:
      return route.editBooking(linkId);
    case TaskType.ScheduleInspection:
      return route.scheduleSummary(linkId);
    case TaskType.QuotationPending:
      return route.quotationPending(linkId);
    case TaskType.QuotationModify:
    case TaskType.QuotationToApprove:
    case TaskType.QuotationSent:
    case TaskType.QuotationCustomerReject:
      return route.editQuotation(linkId);
    case TaskType.QuotationCustomerConfirmed:
      return quotationRoute(userType)(linkId);
    case TaskType.UpdateCustomerToFB:
      return route.editCustomer(linkId);
    case TaskType.UpdateSupplierToFB:
    case TaskType.UpdateFactoryToFB:
      return route.editSupplier(linkId);
    case TaskType.UpdateProductToFB:
      return route.editCustomerProduct(linkId);
    default:
      return null; // a type this build does not know (newer server data)
  }
}

/** The route (without the leading /{entity}/) a notification opens, or null when it has none. */
export function notificationLink(
  type: NotificationType,
  linkId: number | null,
  userType: UserType,
): string | null {
  if (linkId == null) return null;
  switch (type) {
    case NotificationType.LeaveApproved:
    case NotificationType.LeaveRejected:
    case NotificationType.LeaveApprovedHrLeave:
    case NotificationType.LeaveCanceled:
      return route.leaveRequest(linkId);
    case NotificationType.ExpenseApproved:
    case NotificationType.ExpenseChecked:
    case NotificationType.ExpensePaid:
    case NotificationType.ExpenseRejected:
      return route.expenseClaim(linkId);
    case NotificationType.InspectionCancelled:
      return route.cancelBooking(linkId);
    case NotificationType.InspectionRequested:
    case NotificationType.InspectionConfirmed:
    case NotificationType.InspectionModified:
    case NotificationType.InspectionVerified:
    case NotificationType.InspectionRescheduled:
    case NotificationType.InspectionSplit:
    case NotificationType.InspectionHold:
    case NotificationType.BookingQuantityChange:
      return route.editBooking(linkId);
    case NotificationType.QuotationAdd:
    case NotificationType.QuotationToApprove:
    case NotificationType.QuotationSent:
    case NotificationType.QuotationCustomerConfirmed:
    case NotificationType.QuotationCustomerReject:
    case NotificationType.QuotationCancelled:
    case NotificationType.QuotationRejected:
    case NotificationType.QuotationModified:
      return quotationRoute(userType)(linkId);
    case NotificationType.InspectionScheduled:
      return route.editBooking(linkId);
    case NotificationType.InspectionAssigned:
      return route.qcDashboard;
    case NotificationType.ReportSubmitted:
    case NotificationType.ReportSentBack:
    case NotificationType.ReportSent:
    case NotificationType.CustomerDecisionRecorded:
      return route.report(linkId);
    case NotificationType.ReportValidated:
      return route.sendEmail(linkId);
    case NotificationType.FastReportGenerationFailed:
      return null; // the message is the content; there is nothing to open
    default:
      return null;
  }
}
