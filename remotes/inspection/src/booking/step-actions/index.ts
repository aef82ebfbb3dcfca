export {
  BookingStepActions,
  reasonProblem,
  type BookingStepActionsProps,
  type BookingStepLink,
} from './booking-step-actions';
export { useBookingStep } from './use-booking-step';
export { stepRefusal } from './step-refusal';
