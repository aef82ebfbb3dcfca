import { BOOKING_STATUS_MESSAGES } from './status-messages';
import { BOOKING_STEP_MESSAGES } from './step-messages';

/** Every text of the booking screens (keys start with 'inspection.booking.'), merged in module.ts. */
export const BOOKING_SCREEN_MESSAGES = {
  en: { ...BOOKING_STATUS_MESSAGES.en, ...BOOKING_STEP_MESSAGES.en },
  fr: { ...BOOKING_STATUS_MESSAGES.fr, ...BOOKING_STEP_MESSAGES.fr },
};
