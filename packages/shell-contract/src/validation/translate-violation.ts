import type { IntlShape } from 'react-intl';
import type { RuleViolation } from '@portal/domain';

/** Message values that hold label keys rather than text. */
const LABEL_VALUES = ['field', 'other', 'subField'];

/** A label key the app has a text for, else the key itself (a field path reads better than nothing). */
function label(intl: IntlShape, key: string | number): string | number {
  return typeof key === 'string' && key in intl.messages ? intl.formatMessage({ id: key }) : key;
}

/** The violation's text in the current language, its label keys translated first. */
export function translateViolation(intl: IntlShape, violation: RuleViolation): string {
  const values: Record<string, string | number> = { ...violation.values };
  for (const name of LABEL_VALUES) {
    const value = values[name];
    if (value !== undefined) values[name] = label(intl, value);
  }
  return intl.formatMessage({ id: violation.message, defaultMessage: violation.message }, values);
}
