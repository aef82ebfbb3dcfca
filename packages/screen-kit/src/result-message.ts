import type { IntlShape } from 'react-intl';

/**
 * The translated text of a result code (spec section 8 generic codes plus the resource codes of domain).
 * A screen may pass its own keys for codes that mean something special to it.
 */
export function resultMessage(
  intl: IntlShape,
  code: number,
  overrides: Partial<Record<number, string>> = {},
): string {
  const id = overrides[code] ?? `kit.result.${code}`;
  if (intl.messages[id] !== undefined) return intl.formatMessage({ id });
  return intl.formatMessage({ id: 'kit.result.unknown' }, { code });
}
