/**
 * Key and paste guards of spec section 5. Numeric: '-', '+', 'e' and 'E' are blocked, and input stops
 * once the value reaches a maximum length. Decimal: the same characters are blocked, and input stops once
 * the decimals reach a given count. The inputs are text inputs (inputMode numeric/decimal) so the caret
 * and selection are known, which lets a user still replace a selection or edit the integer part.
 */

export const BLOCKED_NUMBER_KEYS: readonly string[] = ['-', '+', 'e', 'E'];

/** The one decimal separator typed and stored, whatever the interface language. */
export const DECIMAL_SEPARATOR = '.';

export interface Edit {
  /** Current text of the input. */
  value: string;
  /** What is typed or pasted. */
  insert: string;
  selectionStart?: number | null;
  selectionEnd?: number | null;
}

/** Text after inserting at the caret (replacing the selection); the end when the caret is unknown. */
export function applyEdit({ value, insert, selectionStart, selectionEnd }: Edit): string {
  const start = selectionStart ?? value.length;
  const end = selectionEnd ?? start;
  return value.slice(0, start) + insert + value.slice(end);
}

export function hasBlockedCharacter(text: string): boolean {
  return BLOCKED_NUMBER_KEYS.some((key) => text.includes(key));
}

/** Keys that do not type a character (arrows, Backspace, Tab...) and shortcuts (Ctrl+C, Ctrl+V). */
export function isControlKey(key: string, withModifier = false): boolean {
  return key.length !== 1 || withModifier;
}

/** Digits only, at most maxLength of them. */
export function isAcceptableNumeric(text: string, maxLength?: number | null): boolean {
  if (!/^\d*$/.test(text)) return false;
  return !maxLength || text.length <= maxLength;
}

/** Digits with at most one separator and at most `decimals` digits after it (0 means whole numbers). */
export function isAcceptableDecimal(
  text: string,
  decimals?: number | null,
  maxLength?: number | null,
): boolean {
  if (!/^\d*(\.\d*)?$/.test(text)) return false;
  if (maxLength && text.length > maxLength) return false;
  if (decimals === null || decimals === undefined) return true;
  const [, fraction] = text.split(DECIMAL_SEPARATOR);
  if (fraction === undefined) return true;
  return decimals > 0 && fraction.length <= decimals;
}

export interface KeyCheck extends Omit<Edit, 'insert'> {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** keydown guard of the numeric input: false means preventDefault. */
export function allowNumericKey(check: KeyCheck, maxLength?: number | null): boolean {
  if (BLOCKED_NUMBER_KEYS.includes(check.key)) return false;
  if (isControlKey(check.key, check.ctrlKey || check.metaKey || check.altKey)) return true;
  return isAcceptableNumeric(applyEdit({ ...check, insert: check.key }), maxLength);
}

/** keydown guard of the decimal input: false means preventDefault. */
export function allowDecimalKey(
  check: KeyCheck,
  decimals?: number | null,
  maxLength?: number | null,
): boolean {
  if (BLOCKED_NUMBER_KEYS.includes(check.key)) return false;
  if (isControlKey(check.key, check.ctrlKey || check.metaKey || check.altKey)) return true;
  return isAcceptableDecimal(applyEdit({ ...check, insert: check.key }), decimals, maxLength);
}

/**
 * paste guard of the numeric input: a paste that would give an unacceptable value is refused whole
 * rather than silently cut. Surrounding spaces of the pasted text are ignored.
 */
export function allowNumericPaste(edit: Edit, maxLength?: number | null): boolean {
  if (hasBlockedCharacter(edit.insert)) return false;
  return isAcceptableNumeric(applyEdit({ ...edit, insert: edit.insert.trim() }), maxLength);
}

export function allowDecimalPaste(edit: Edit, decimals?: number | null, maxLength?: number | null): boolean {
  if (hasBlockedCharacter(edit.insert)) return false;
  return isAcceptableDecimal(applyEdit({ ...edit, insert: edit.insert.trim() }), decimals, maxLength);
}

/** '' is no number; otherwise the text read as a number ('12.' is 12 while being typed). */
export function parseNumberText(text: string): number | null {
  const normalized = text.trim();
  if (normalized === '' || normalized === DECIMAL_SEPARATOR) return null;
  const number = Number(normalized);
  return Number.isFinite(number) ? number : null;
}
