import type { IntlShape } from 'react-intl';
import type { RuleViolation } from '@portal/domain';

/** Message values that hold label keys rather than text. */
const LABEL_VALUES = ['field', 'other', 'subField'];

/** A label key the app has a text for, else the fallback (the server does the same). */
function label(intl: IntlShape, key: string | number, fallback: string | number): string | number {
  return typeof key === 'string' && key in intl.messages ? intl.formatMessage({ id: key }) : fallback;
}

/**
 * The violation's text in the current language, its label keys translated first; a field whose label
 * has no text shows its path. Works for the server's 400 field errors too (same field/message/values).
 */
export function translateViolation(intl: IntlShape, violation: RuleViolation): string {
  const values: Record<string, string | number> = { ...violation.values };
  for (const name of LABEL_VALUES) {
    const value = values[name];
    if (value !== undefined) values[name] = label(intl, value, name === 'field' ? violation.field : value);
  }
  return intl.formatMessage({ id: violation.message, defaultMessage: violation.message }, values);
}
