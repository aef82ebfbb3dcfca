import type { IntlShape } from 'react-intl';
import { isoDayToLocal } from '@portal/domain';

/** A 'yyyy-MM-dd' day in the reader's language ("Mar 2, 2026", "2 mars 2026"): no day/month mix-up. */
export function formatIsoDay(intl: IntlShape, value: string | null | undefined): string {
  const date = value ? isoDayToLocal(value) : null;
  return date instanceof Date ? intl.formatDate(date, { dateStyle: 'medium' }) : (value ?? '');
}
