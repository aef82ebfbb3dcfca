import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { MissionStatus, ReportResult, ReportStatus, ReviewStatus } from '@portal/domain';

/** The lists of a report a screen names (spec section 4's names, translated; the numbers are never shown). */
export type ReportStateList = 'mission' | 'review' | 'status' | 'result';

const LISTS: Record<ReportStateList, Record<string, string | number>> = {
  mission: MissionStatus,
  review: ReviewStatus,
  status: ReportStatus,
  result: ReportResult,
};

/** The translated name of one state; '' for none (a report not yet submitted has no review state). */
export function reportStateName(intl: IntlShape, list: ReportStateList, value: number | null): string {
  if (value === null) return '';
  return intl.formatMessage({ id: `inspection.reportScreens.${list}.${value}` });
}

/** A list's values as select options, in the list's order. */
export function reportStateOptions(intl: IntlShape, list: ReportStateList) {
  return Object.values(LISTS[list])
    .filter((value): value is number => typeof value === 'number')
    .map((value) => ({ value, label: reportStateName(intl, list, value) }));
}

/** Green passed, red failed, amber pending: the colour says it before the word is read. */
const RESULT_CLASSES: Record<ReportResult, string> = {
  [ReportResult.Pass]: 'bg-green-50 text-green-800 ring-green-200',
  [ReportResult.Fail]: 'bg-red-50 text-red-800 ring-red-200',
  [ReportResult.Pending]: 'bg-amber-50 text-amber-800 ring-amber-200',
};

export function ReportResultBadge({ result }: { result: ReportResult | null }) {
  const intl = useIntl();
  if (result === null) return null;
  return (
    <span
      data-result={result}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${RESULT_CLASSES[result]}`}
    >
      {reportStateName(intl, 'result', result)}
    </span>
  );
}
