import { NotificationType, TaskType, type NotificationItem, type TaskItem } from './work-item-types';

/** Icons the panels draw; the host maps each name to an inline SVG. */
export type WorkItemIcon =
  'leave' | 'expense' | 'booking' | 'split' | 'schedule' | 'quotation' | 'sync' | 'cancel' | 'alert';

/** How a task or a notification is shown: a react-intl message (or the server's own text), an icon and a link. */
export interface WorkItemDisplay {
  /** react-intl message id (in the host's 'host-panels' set). */
  messageId: string;
  /** `name`: the person the item is about; `id`: the record's number. */
  values: { name: string; id: string; label: string };
  /** Text from the server shown as it is, instead of the message (report-generation failures). */
  text: string | null;
  icon: WorkItemIcon;
  /** Route under /{entity}/, or null when the item opens nothing. */
  link: string | null;
}

/** Shown where the item has no name or record number (never expected from the server's workflows). */
const MISSING = '—';

const TASK_ICONS: Record<TaskType, WorkItemIcon> = {
  [TaskType.LeaveToApprove]: 'leave',
  [TaskType.ExpenseToApprove]: 'expense',
  [TaskType.ExpenseToCheck]: 'expense',
  [TaskType.ExpenseToPay]: 'expense',
  [TaskType.InspectionVerified]: 'booking',
  [TaskType.InspectionConfirmed]: 'booking',
  [TaskType.SplitInspectionBooking]: 'split',
  [TaskType.ScheduleInspection]: 'schedule',
  [TaskType.QuotationToApprove]: 'quotation',
  [TaskType.QuotationModify]: 'quotation',
  [TaskType.QuotationSent]: 'quotation',
  [TaskType.QuotationCustomerConfirmed]: 'quotation',
  [TaskType.QuotationCustomerReject]: 'quotation',
  [TaskType.QuotationPending]: 'quotation',
  [TaskType.UpdateCustomerToFB]: 'sync',
  [TaskType.UpdateSupplierToFB]: 'sync',
  [TaskType.UpdateFactoryToFB]: 'sync',
  [TaskType.UpdateProductToFB]: 'sync',
};

function notificationIcon(type: NotificationType): WorkItemIcon {
  if (type === NotificationType.FastReportGenerationFailed) return 'alert';
  if (type >= NotificationType.ReportSubmitted && type <= NotificationType.CustomerDecisionRecorded)
    return 'booking';
  if (type === NotificationType.InspectionCancelled || type === NotificationType.QuotationCancelled)
    return 'cancel';
  if (type === NotificationType.InspectionSplit) return 'split';
  if (
    type === NotificationType.InspectionRescheduled ||
    type === NotificationType.InspectionScheduled ||
    type === NotificationType.InspectionAssigned
  )
    return 'schedule';
  if (type <= NotificationType.LeaveCanceled) return 'leave';
  if (type <= NotificationType.ExpenseRejected) return 'expense';
  if (type <= NotificationType.BookingQuantityChange) return 'booking';
  return 'quotation';
}

function values(name: string | null, linkId: number | null, label: string | null) {
  return {
    name: name?.trim() || MISSING,
    id: linkId == null ? MISSING : String(linkId),
    label: label?.trim() || MISSING,
  };
}

/** A ScheduleInspection task naming a staff is a conflict: that QC's approved leave meets an allocation. */
function taskMessageId(task: TaskItem): string {
  if (task.type === TaskType.ScheduleInspection && task.staffName?.trim())
    return 'workItems.task.ScheduleInspectionConflict';
  return `workItems.task.${TaskType[task.type]}`;
}

export function taskDisplay(task: TaskItem): WorkItemDisplay {
  const known = TaskType[task.type] !== undefined;
  return {
    messageId: known ? taskMessageId(task) : 'workItems.task.unknown',
    values: values(task.staffName, task.linkId, task.typeLable),
    text: null,
    icon: TASK_ICONS[task.type] ?? 'alert',
    link: task.link,
  };
}

export function notificationDisplay(notification: NotificationItem): WorkItemDisplay {
  const known = NotificationType[notification.type] !== undefined;
  const failedReport = notification.type === NotificationType.FastReportGenerationFailed;
  return {
    messageId: known
      ? `workItems.notification.${NotificationType[notification.type]}`
      : 'workItems.notification.unknown',
    values: values(null, notification.linkId, notification.typeLabel),
    // The server's message says what went wrong with the report; the fixed text is only a fallback.
    text: failedReport ? notification.message?.trim() || null : null,
    icon: known ? notificationIcon(notification.type) : 'alert',
    link: failedReport ? null : notification.link,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** dd/MM/yyyy HH:mm in the browser's time zone (spec section 5 date format, without seconds). */
export function formatWorkItemTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * How long ago, for recent items (under a day): value and unit for Intl.RelativeTimeFormat, or null when
 * the absolute time reads better.
 */
export function relativeWorkItemAge(
  iso: string,
  now: Date = new Date(),
): { value: number; unit: 'second' | 'minute' | 'hour' } | null {
  const seconds = Math.round((now.getTime() - new Date(iso).getTime()) / 1000);
  if (Number.isNaN(seconds) || seconds < 0 || seconds >= 24 * 3600) return null;
  if (seconds < 60) return { value: -seconds, unit: 'second' };
  if (seconds < 3600) return { value: -Math.floor(seconds / 60), unit: 'minute' };
  return { value: -Math.floor(seconds / 3600), unit: 'hour' };
}
