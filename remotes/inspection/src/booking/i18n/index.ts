import { BOOKING_CANCEL_MESSAGES } from './cancel-messages';
import { BOOKING_COMBINE_MESSAGES } from './combine-messages';
import { BOOKING_DETAIL_MESSAGES } from './detail-messages';
import { BOOKING_FIELD_MESSAGES } from './field-messages';
import { BOOKING_STATUS_MESSAGES } from './status-messages';
import { BOOKING_STEP_MESSAGES } from './step-messages';
import { BOOKING_SUMMARY_MESSAGES } from './summary-messages';

const PARTS = [
  BOOKING_CANCEL_MESSAGES,
  BOOKING_COMBINE_MESSAGES,
  BOOKING_DETAIL_MESSAGES,
  BOOKING_FIELD_MESSAGES,
  BOOKING_STATUS_MESSAGES,
  BOOKING_STEP_MESSAGES,
  BOOKING_SUMMARY_MESSAGES,
];

/** Every text of the booking screens (keys start with 'inspection.booking.'), merged in i18n/catalogue.ts. */
export const BOOKING_SCREEN_MESSAGES = {
  en: Object.assign({}, ...PARTS.map((part) => part.en)) as Record<string, string>,
  fr: Object.assign({}, ...PARTS.map((part) => part.fr)) as Record<string, string>,
};
