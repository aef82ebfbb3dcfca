import { UserType } from '../enums';
import { BookingStatus } from '../status';
import { Permissions } from '../auth/permission-names';

/**
 * Who may move a booking from which status to which (docs/bookings.md has the table). The server decides
 * with `allowedActions`; the summary and the edit screen show what it answered, never their own guess.
 */
export enum BookingAction {
  Edit = 'edit',
  Request = 'request',
  Verify = 'verify',
  Confirm = 'confirm',
  Hold = 'hold',
  Release = 'release',
  Cancel = 'cancel',
  Split = 'split',
  Combine = 'combine',
  Picking = 'picking',
  Delete = 'delete',
}

/** History-only actions: what created or changed a booking besides the steps above. */
export enum BookingEvent {
  Created = 'created',
  Rescheduled = 'rescheduled',
  SplitFrom = 'splitFrom',
  CombinedInto = 'combinedInto',
  Attachment = 'attachment',
  /** Inspectors given days of the booking, or their man-days changed (changes: one per QC and day). */
  Allocated = 'allocated',
  /** Inspectors taken off days of the booking only (by planning, a cancel or a reschedule). */
  Deallocated = 'deallocated',
  /** The inspector submitted the report (the booking becomes Inspected). */
  ReportSubmitted = 'reportSubmitted',
  /** The report was validated at its last review level (the booking becomes Validated). */
  ReportValidated = 'reportValidated',
  /** The report was mailed to the customer (the booking becomes ReportSent). */
  ReportSent = 'reportSent',
}

const S = BookingStatus;

/** Statuses after confirmation: a changed inspection date there makes the booking Rescheduled. */
export const CONFIRMED_STATUSES: readonly BookingStatus[] = [
  S.Confirmed,
  S.Rescheduled,
  S.AllocateQC,
  S.Scheduled,
];
/** Statuses in which planning gives a booking inspectors (docs/scheduling.md): the confirmed ones. */
export const ALLOCATING_STATUSES: readonly BookingStatus[] = CONFIRMED_STATUSES;
/** Statuses in which a booking is still open (not cancelled, not inspected): the hours band shows. */
export const OPEN_STATUSES: readonly BookingStatus[] = [
  S.New,
  S.Requested,
  S.Verified,
  S.Confirmed,
  S.Rescheduled,
  S.AllocateQC,
  S.Scheduled,
  S.Hold,
];
/** Before scheduling: split and combine are still possible (the scheduling issue adds AllocateQC/Scheduled). */
export const BEFORE_SCHEDULING: readonly BookingStatus[] = [
  S.Requested,
  S.Verified,
  S.Confirmed,
  S.Rescheduled,
];
/** Bookings that hold purchase-order quantity: all but cancelled ones (drafts too, so a draft is safe). */
export const HOLDS_QUANTITY = (status: BookingStatus) => status !== S.Cancel;

/** Spec section 4: the statuses in which suppliers and factories may act (two lists). */
export const SUPPLIER_RESCHEDULE_STATUSES: readonly BookingStatus[] = [S.Verified, S.Rescheduled, S.Hold];
export const SUPPLIER_CANCEL_STATUSES: readonly BookingStatus[] = [S.Requested, S.Rescheduled, S.Hold];

export interface BookingActor {
  userType: UserType;
  permissions: readonly string[];
}

export interface EntityBookingRules {
  supplierMayCancelAfterRequested: boolean;
  supplierMayRescheduleAfterRequested: boolean;
}

const P = Permissions.InspectionSummary;

/** Internal users: by status, the actions and the permission each needs. */
const STAFF_ACTIONS: Partial<Record<BookingStatus, readonly BookingAction[]>> = {
  [S.New]: [BookingAction.Edit, BookingAction.Request, BookingAction.Delete],
  [S.Requested]: [
    BookingAction.Edit,
    BookingAction.Verify,
    BookingAction.Hold,
    BookingAction.Cancel,
    BookingAction.Split,
    BookingAction.Combine,
    BookingAction.Picking,
  ],
  [S.Verified]: [
    BookingAction.Edit,
    BookingAction.Confirm,
    BookingAction.Hold,
    BookingAction.Cancel,
    BookingAction.Split,
    BookingAction.Combine,
    BookingAction.Picking,
  ],
  [S.Confirmed]: [
    BookingAction.Edit,
    BookingAction.Hold,
    BookingAction.Cancel,
    BookingAction.Split,
    BookingAction.Combine,
    BookingAction.Picking,
  ],
  [S.Rescheduled]: [
    BookingAction.Edit,
    BookingAction.Confirm,
    BookingAction.Hold,
    BookingAction.Cancel,
    BookingAction.Split,
    BookingAction.Combine,
    BookingAction.Picking,
  ],
  [S.AllocateQC]: [BookingAction.Edit, BookingAction.Hold, BookingAction.Cancel],
  [S.Scheduled]: [BookingAction.Edit, BookingAction.Hold, BookingAction.Cancel],
  [S.Hold]: [BookingAction.Release, BookingAction.Cancel],
};

const ACTION_PERMISSION: Record<BookingAction, string> = {
  [BookingAction.Edit]: P.Edit,
  [BookingAction.Request]: P.Edit,
  [BookingAction.Delete]: P.Delete,
  [BookingAction.Verify]: P.Verify,
  [BookingAction.Confirm]: P.Confirm,
  [BookingAction.Hold]: P.Hold,
  [BookingAction.Release]: P.Hold,
  [BookingAction.Cancel]: P.Cancel,
  [BookingAction.Split]: P.Split,
  [BookingAction.Combine]: P.Combine,
  [BookingAction.Picking]: P.Edit,
};

/** Customer users on their own bookings: request, change (a date change after confirmation reschedules) and cancel. */
const CUSTOMER_ACTIONS: Partial<Record<BookingStatus, readonly BookingAction[]>> = {
  [S.New]: [BookingAction.Edit, BookingAction.Request, BookingAction.Delete],
  [S.Requested]: [BookingAction.Edit, BookingAction.Cancel],
  [S.Verified]: [BookingAction.Edit, BookingAction.Cancel],
  [S.Confirmed]: [BookingAction.Edit, BookingAction.Cancel],
  [S.Rescheduled]: [BookingAction.Edit, BookingAction.Cancel],
  [S.AllocateQC]: [BookingAction.Edit, BookingAction.Cancel],
  [S.Scheduled]: [BookingAction.Edit, BookingAction.Cancel],
  [S.Hold]: [BookingAction.Cancel],
};

/**
 * Supplier and factory users on their own bookings: their drafts and their requests; after Requested only
 * the spec's two lists (reschedule in Verified/Rescheduled/Hold, cancel in Requested/Rescheduled/Hold),
 * and each only while the entity setting allows it after Requested.
 */
function vendorActions(status: BookingStatus, rules: EntityBookingRules): BookingAction[] {
  if (status === S.New) return [BookingAction.Edit, BookingAction.Request, BookingAction.Delete];
  const actions: BookingAction[] = [];
  if (status === S.Requested) actions.push(BookingAction.Edit);
  if (SUPPLIER_RESCHEDULE_STATUSES.includes(status) && rules.supplierMayRescheduleAfterRequested)
    actions.push(BookingAction.Edit);
  const cancelAllowed = status === S.Requested || rules.supplierMayCancelAfterRequested;
  if (SUPPLIER_CANCEL_STATUSES.includes(status) && cancelAllowed) actions.push(BookingAction.Cancel);
  return actions;
}

const lower = (values: readonly string[]) => new Set(values.map((value) => value.toLowerCase()));

/**
 * What `actor` may do with a booking in `status` (row ownership is the caller's scope check). Every action
 * also needs its permission, so a role without InspectionSummary.Edit cannot edit its own bookings either.
 */
export function allowedActions(
  status: BookingStatus,
  actor: BookingActor,
  rules: EntityBookingRules,
): BookingAction[] {
  const held = lower(actor.permissions);
  let candidates: readonly BookingAction[];
  switch (actor.userType) {
    case UserType.Customer:
      candidates = CUSTOMER_ACTIONS[status] ?? [];
      break;
    case UserType.Supplier:
    case UserType.Factory:
      candidates = vendorActions(status, rules);
      break;
    case UserType.InternalUser:
      candidates = STAFF_ACTIONS[status] ?? [];
      break;
    default:
      candidates = [];
  }
  return candidates.filter((action) => held.has(ACTION_PERMISSION[action].toLowerCase()));
}

export function mayDo(
  action: BookingAction,
  status: BookingStatus,
  actor: BookingActor,
  rules: EntityBookingRules,
): boolean {
  return allowedActions(status, actor, rules).includes(action);
}

/** Where each step leads. Release goes back to the status the booking had when held. */
export const STEP_TARGET: Partial<Record<BookingAction, BookingStatus>> = {
  [BookingAction.Request]: S.Requested,
  [BookingAction.Verify]: S.Verified,
  [BookingAction.Confirm]: S.Confirmed,
  [BookingAction.Hold]: S.Hold,
  [BookingAction.Cancel]: S.Cancel,
};

/** The least advanced status wins when bookings are combined (the merged booking needs what each needed). */
export function leastAdvanced(statuses: readonly BookingStatus[]): BookingStatus {
  const rank = (status: BookingStatus) => {
    switch (status) {
      case S.Requested:
        return 0;
      case S.Verified:
        return 1;
      case S.Rescheduled:
        return 2;
      default:
        return 3;
    }
  };
  return [...statuses].sort((a, b) => rank(a) - rank(b))[0] ?? S.Requested;
}
