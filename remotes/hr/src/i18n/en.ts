import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { EXPENSE_MESSAGES } from '../expenses/messages';
import { HOLIDAY_MESSAGES } from '../holidays/messages';
import { LEAVE_MESSAGES } from '../leave/messages';
import { LEAVE_TYPE_MESSAGES } from '../leave-types/messages';
import { STAFF_MESSAGES } from '../staff/messages';

/** Each part of the area keeps its texts beside its screens; this merges them. */
export const en = {
  'hr.area': 'Human resources',
  ...STAFF_MESSAGES.en,
  ...LEAVE_MESSAGES.en,
  ...HOLIDAY_MESSAGES.en,
  ...LEAVE_TYPE_MESSAGES.en,
  ...EXPENSE_MESSAGES.en,
  ...ACCOUNT_MESSAGES.en,
} as const;

export type MessageKey = keyof typeof en;
