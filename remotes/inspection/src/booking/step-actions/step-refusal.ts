import type { IntlShape } from 'react-intl';
import type { SaveResponse } from '@portal/domain';
import { resultMessage } from '@portal/screen-kit';

/**
 * Why the server did not take a step, in the reader's language. The server words its own refusals
 * (BOOKING_MESSAGES, translated by the request's lang), so its message wins; then a message key we know,
 * a field message, and last the kit's text of the result code.
 */
export function stepRefusal(intl: IntlShape, answer: SaveResponse<unknown>): string {
  const known = (key: string | undefined) => (key && intl.messages[key] !== undefined ? key : null);
  if (answer.message) return answer.message;
  const key = known(answer.messageKey);
  if (key) return intl.formatMessage({ id: key });
  const field = answer.errors?.[0]?.message;
  if (field) return known(field) ? intl.formatMessage({ id: field }) : field;
  return resultMessage(intl, answer.result);
}
