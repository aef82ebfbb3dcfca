import { SCHEDULE_ALLOCATION_MESSAGES } from './allocation-messages';
import { SCHEDULE_COMMON_MESSAGES } from './common-messages';
import { SCHEDULE_SUMMARY_MESSAGES } from './summary-messages';

/** Each scheduling screen's texts (keys start with 'inspection.schedule.'), merged in module.ts. */
const PARTS: { en: Record<string, string>; fr: Record<string, string> }[] = [
  SCHEDULE_COMMON_MESSAGES,
  SCHEDULE_SUMMARY_MESSAGES,
  SCHEDULE_ALLOCATION_MESSAGES,
];

export const SCHEDULE_SCREEN_MESSAGES = {
  en: Object.assign({}, ...PARTS.map((part) => part.en)) as Record<string, string>,
  fr: Object.assign({}, ...PARTS.map((part) => part.fr)) as Record<string, string>,
};
