import type { ReactNode } from 'react';
import { ReportResult } from '@portal/domain';
import { useReportText } from './use-report-text';

const RESULT_CLASSES: Record<ReportResult, string> = {
  [ReportResult.Pass]: 'bg-green-50 text-green-800 ring-green-300',
  [ReportResult.Fail]: 'bg-red-50 text-red-800 ring-red-300',
  [ReportResult.Pending]: 'bg-amber-50 text-amber-900 ring-amber-300',
};

/** A small pill; `tone` is its Tailwind colours. */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}
    >
      {children}
    </span>
  );
}

/** Pass green, Fail red, Pending amber; 'Not computed yet' in grey. */
export function ResultBadge({ result }: { result: ReportResult | null }) {
  const t = useReportText();
  if (result === null)
    return <Badge tone="bg-slate-100 text-slate-700 ring-slate-300">{t('resultNone')}</Badge>;
  return (
    <Badge tone={RESULT_CLASSES[result]}>
      <span data-result={result}>{t(`result.${result}`)}</span>
    </Badge>
  );
}

/** One of the spec's report states with what it is the state of ("Review: In progress"). */
export function StateBadge({ label, value }: { label: string; value: string }) {
  return (
    <Badge tone="bg-slate-50 text-slate-800 ring-slate-300">
      <span className="text-slate-500">{label}:</span>&nbsp;{value}
    </Badge>
  );
}
