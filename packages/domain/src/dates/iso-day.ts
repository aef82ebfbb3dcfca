/**
 * The API's calendar days ('yyyy-MM-dd') to and from the local Date a date input holds. A day has no zone:
 * it becomes local midnight of that day, never a UTC instant that could fall on the day before.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a whole 'yyyy-MM-dd' day, as the API sends and takes dates. */
export const isIsoDay = (value: unknown): value is string => typeof value === 'string' && ISO_DAY.test(value);

/**
 * 'yyyy-MM-dd' as a local Date (midnight of that day). Anything else is handed back as it is: text typed
 * earlier that is not a full date stays visible so the user can correct it.
 */
export function isoDayToLocal(value: string | null): Date | string | null {
  const match = value ? ISO_DAY.exec(value) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : value;
}

/** The date input's value back to 'yyyy-MM-dd'; an incomplete date stays text (the form refuses it). */
export function localToIsoDay(value: Date | string | null): string | null {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return value || null;
}
