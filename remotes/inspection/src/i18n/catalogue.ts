import { BOOKING_EDIT_MESSAGES } from '../booking/edit/i18n';
import { BOOKING_SCREEN_MESSAGES } from '../booking/i18n';
import { CERTIFICATE_MESSAGES } from '../certificate/certificate-messages';
import { PURCHASE_ORDER_RULE_LABELS } from '../purchase-order/messages';
import { REPORT_SCREENS_MESSAGES } from '../report/report-screens-messages';
import { REPORT_SCREEN_MESSAGES } from '../report/screen/report-screen-messages';
import { SCHEDULE_SCREEN_MESSAGES } from '../schedule/i18n';
import { en } from './en';
import { fr } from './fr';

/**
 * The area's whole catalogue, as the module hands it to the shell: its own texts, then each part's.
 * The rule files' label keys sit beside the area's own texts (see purchase-order/messages.ts).
 */
export const INSPECTION_MESSAGES = {
  en: {
    ...en,
    ...PURCHASE_ORDER_RULE_LABELS.en,
    ...BOOKING_SCREEN_MESSAGES.en,
    ...BOOKING_EDIT_MESSAGES.en,
    ...SCHEDULE_SCREEN_MESSAGES.en,
    ...REPORT_SCREEN_MESSAGES.en,
    ...REPORT_SCREENS_MESSAGES.en,
    ...CERTIFICATE_MESSAGES.en,
  },
  fr: {
    ...fr,
    ...PURCHASE_ORDER_RULE_LABELS.fr,
    ...BOOKING_SCREEN_MESSAGES.fr,
    ...BOOKING_EDIT_MESSAGES.fr,
    ...SCHEDULE_SCREEN_MESSAGES.fr,
    ...REPORT_SCREEN_MESSAGES.fr,
    ...REPORT_SCREENS_MESSAGES.fr,
    ...CERTIFICATE_MESSAGES.fr,
  },
};
