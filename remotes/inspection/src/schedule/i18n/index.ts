import { SCHEDULE_ALLOCATION_MESSAGES } from './allocation-messages';
import { AVAILABILITY_MESSAGES } from './availability-messages';
import { SCHEDULE_COMMON_MESSAGES } from './common-messages';
import { OCCUPANCY_MESSAGES } from './occupancy-messages';
import { OTHER_MANDAY_MESSAGES } from './other-manday-messages';
import { QC_BLOCK_MESSAGES } from './qc-block-messages';
import { QC_DASHBOARD_MESSAGES } from './qc-dashboard-messages';
import { SCHEDULE_SUMMARY_MESSAGES } from './summary-messages';
import { WORKLOAD_MATRIX_MESSAGES } from './workload-matrix-messages';

/** Each scheduling screen's texts (keys start with 'inspection.schedule.'), merged in i18n/catalogue.ts. */
const PARTS: { en: Record<string, string>; fr: Record<string, string> }[] = [
  SCHEDULE_COMMON_MESSAGES,
  SCHEDULE_SUMMARY_MESSAGES,
  SCHEDULE_ALLOCATION_MESSAGES,
  AVAILABILITY_MESSAGES,
  QC_BLOCK_MESSAGES,
  OCCUPANCY_MESSAGES,
  QC_DASHBOARD_MESSAGES,
  WORKLOAD_MATRIX_MESSAGES,
  OTHER_MANDAY_MESSAGES,
];

export const SCHEDULE_SCREEN_MESSAGES = {
  en: Object.assign({}, ...PARTS.map((part) => part.en)) as Record<string, string>,
  fr: Object.assign({}, ...PARTS.map((part) => part.fr)) as Record<string, string>,
};
