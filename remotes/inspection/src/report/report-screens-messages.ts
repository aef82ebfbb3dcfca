import { REPORT_DOWNLOAD_MESSAGES } from '../shared/report-download/report-download-messages';
import { SEND_EMAIL_MESSAGES } from './send-email/send-email-messages';
import { SENDING_TIME_MESSAGES } from './sending-time/sending-time-messages';
import { REPORT_SUMMARY_MESSAGES } from './summary/report-summary-messages';
import { TEMPLATE_MESSAGES } from './template/template-messages';

/**
 * The texts of the report summary, send-email, sending time and template screens, merged in
 * i18n/catalogue.ts.
 */
const PARTS: { en: Record<string, string>; fr: Record<string, string> }[] = [
  REPORT_SUMMARY_MESSAGES,
  REPORT_DOWNLOAD_MESSAGES,
  SEND_EMAIL_MESSAGES,
  SENDING_TIME_MESSAGES,
  TEMPLATE_MESSAGES,
];

export const REPORT_SCREENS_MESSAGES = {
  en: Object.assign({}, ...PARTS.map((part) => part.en)) as Record<string, string>,
  fr: Object.assign({}, ...PARTS.map((part) => part.fr)) as Record<string, string>,
};
