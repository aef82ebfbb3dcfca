import {
  BOOKING_MESSAGES,
  BookingAction,
  BookingStatus,
  NotificationType,
  STEP_TARGET,
  type BookingDetail,
  type BookingStep,
  type BookingStepBody,
} from '@portal/domain';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { bookingChanged } from './booking-hooks';
import { releaseAllocations } from './booking-allocations';
import { withBookingChange } from './booking-change';
import {
  detailOf,
  factsOf,
  lockBooking,
  refusal,
  releaseBookedQuantities,
  staleAnswer,
  updateBooking,
  type BookingCommand,
} from './booking-command';
import { loadBookingSettings } from './booking-settings.repository';
import { statusChangeEffects } from './booking-transitions';

type StepAction =
  | BookingAction.Request
  | BookingAction.Verify
  | BookingAction.Confirm
  | BookingAction.Hold
  | BookingAction.Release
  | BookingAction.Cancel;

export const STEP_ACTIONS: Record<BookingStep, StepAction> = {
  request: BookingAction.Request,
  verify: BookingAction.Verify,
  confirm: BookingAction.Confirm,
  hold: BookingAction.Hold,
  release: BookingAction.Release,
  cancel: BookingAction.Cancel,
};

/** Holding and cancelling tell everyone why; the other steps may carry a remark for the history. */
const REASON_REQUIRED: readonly BookingStep[] = ['hold', 'cancel'];

/** The trimmed reason, null when none was given; 'missing' when the step needs one. */
function reasonOf(step: BookingStep, body: BookingStepBody): string | null | 'missing' {
  const reason = body.reason?.trim() || null;
  if (reason === null && REASON_REQUIRED.includes(step)) return 'missing';
  return reason;
}

/**
 * One lifecycle step in one transaction: the booking locked within the caller's scope, the version they
 * read, the lifecycle table (domain allowedActions with the entity's settings), then the new status and
 * everything statusChangeEffects says the change raises, closes, notifies and mails.
 */
export async function takeStep(
  command: BookingCommand,
  id: number,
  step: BookingStep,
  body: BookingStepBody,
): Promise<WorkflowOutcome<BookingDetail>> {
  // The route's schema bounds the text to BOOKING_REASON_MAX; trimmed, it can only be shorter.
  const reason = reasonOf(step, body);
  if (reason === 'missing')
    return {
      kind: 'invalid',
      errors: [{ field: 'reason', message: BOOKING_MESSAGES.reasonRequired[command.lang] }],
    };
  const action = STEP_ACTIONS[step];
  const { scope } = command;

  return withBookingChange(command.change, async (tx, effects) => {
    const row = await lockBooking(tx, id, scope);
    if (!row) return { kind: 'notFound' };
    if (row.version !== body.version) return staleAnswer(tx, row, command);
    const rules = await loadBookingSettings(tx, row.entityId);
    const refused = await refusal<BookingDetail>(tx, action, row, rules, command);
    if (refused) return refused;

    const from = row.status as BookingStatus;
    const to =
      action === BookingAction.Release
        ? ((row.heldFromStatus as BookingStatus | null) ?? BookingStatus.Requested)
        : STEP_TARGET[action]!;
    await updateBooking(tx, id, {
      status: to,
      ...(action === BookingAction.Hold ? { heldFromStatus: from, holdReason: reason } : {}),
      ...(action === BookingAction.Release ? { heldFromStatus: null, holdReason: null } : {}),
      ...(action === BookingAction.Cancel ? { cancelReason: reason } : {}),
    });
    if (action === BookingAction.Cancel) await releaseBookedQuantities(tx, id);
    await statusChangeEffects(effects, factsOf(row), action, to, reason);
    // A cancelled inspection frees its inspectors' days.
    if (action === BookingAction.Cancel)
      await releaseAllocations(
        tx,
        effects,
        { ...factsOf(row), status: to },
        {
          notify: NotificationType.InspectionCancelled,
        },
      );
    if (action === BookingAction.Cancel) await bookingChanged.run(tx, id);
    return { kind: 'done', detail: await detailOf(tx, id, scope) };
  });
}
