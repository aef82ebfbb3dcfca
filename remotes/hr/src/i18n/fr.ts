import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { EXPENSE_MESSAGES } from '../expenses/messages';
import { HOLIDAY_MESSAGES } from '../holidays/messages';
import { LEAVE_MESSAGES } from '../leave/messages';
import { LEAVE_TYPE_MESSAGES } from '../leave-types/messages';
import { STAFF_MESSAGES } from '../staff/messages';
import type { MessageKey } from './en';

export const fr: Record<MessageKey, string> = {
  'hr.area': 'Ressources humaines',
  ...STAFF_MESSAGES.fr,
  ...LEAVE_MESSAGES.fr,
  ...HOLIDAY_MESSAGES.fr,
  ...LEAVE_TYPE_MESSAGES.fr,
  ...EXPENSE_MESSAGES.fr,
  ...ACCOUNT_MESSAGES.fr,
};
