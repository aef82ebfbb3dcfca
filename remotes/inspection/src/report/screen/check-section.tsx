import { useId } from 'react';
import {
  CheckResult,
  CheckSamplingKind,
  REPORT_NOTE_MAX,
  type CheckSampling,
  type ReportCheckAnswer,
  type ReportDraftSave,
  type ReportTemplateCheck,
  type ReportTemplateSection,
} from '@portal/domain';
import { useReportText, type ReportText } from './use-report-text';

const ANSWERS = [CheckResult.Pass, CheckResult.Fail, CheckResult.NotApplicable, CheckResult.Pending];

const ANSWER_CLASSES: Record<CheckResult, string> = {
  [CheckResult.Pass]: 'peer-checked:bg-green-700 peer-checked:text-white peer-checked:ring-green-700',
  [CheckResult.Fail]: 'peer-checked:bg-red-700 peer-checked:text-white peer-checked:ring-red-700',
  [CheckResult.NotApplicable]:
    'peer-checked:bg-slate-600 peer-checked:text-white peer-checked:ring-slate-600',
  [CheckResult.Pending]: 'peer-checked:bg-amber-600 peer-checked:text-white peer-checked:ring-amber-600',
};

/** "5 pcs", "10 %" or "AQL sample" (spec section 9's special sample sizes). */
export function samplingText(t: ReportText, sampling: CheckSampling): string {
  if (sampling.kind === CheckSamplingKind.Pieces) return t('samplingPieces', { value: sampling.value ?? 0 });
  if (sampling.kind === CheckSamplingKind.Percent)
    return t('samplingPercent', { value: sampling.value ?? 0 });
  return t('samplingAql');
}

function CheckRow({
  check,
  answer,
  editable,
  onAnswer,
}: {
  check: ReportTemplateCheck;
  answer: ReportCheckAnswer;
  editable: boolean;
  onAnswer: (answer: ReportCheckAnswer) => void;
}) {
  const t = useReportText();
  const name = useId();
  const commentId = useId();
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 py-3 last:border-b-0" data-check={check.key}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium text-slate-900">{check.label}</span>
        {check.mandatory ? (
          <span className="text-xs font-semibold uppercase text-red-800">
            <span aria-hidden>* </span>
            {t('mandatory')}
          </span>
        ) : null}
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
          {samplingText(t, check.sampling)}
        </span>
      </div>
      {check.instructions ? <p className="text-sm text-slate-600">{check.instructions}</p> : null}
      {editable ? (
        <fieldset>
          <legend className="sr-only">{t('answer', { check: check.label })}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {ANSWERS.map((result) => (
              <label key={result} className="relative">
                <input
                  type="radio"
                  name={name}
                  className="peer sr-only"
                  checked={answer.result === result}
                  onChange={() => onAnswer({ ...answer, result })}
                />
                <span
                  className={`flex min-h-11 cursor-pointer items-center justify-center rounded-md bg-white px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 peer-focus-visible:ring-2 peer-focus-visible:ring-sky-500 ${ANSWER_CLASSES[result]}`}
                >
                  {t(`check.${result}`)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm">
          <span className="font-semibold">
            {answer.result === null ? t('unanswered') : t(`check.${answer.result}`)}
          </span>
          {answer.comment ? <span className="text-slate-700"> · {answer.comment}</span> : null}
        </p>
      )}
      {editable ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={commentId} className="sr-only">
            {t('commentOf', { check: check.label })}
          </label>
          <textarea
            id={commentId}
            rows={1}
            maxLength={REPORT_NOTE_MAX}
            placeholder={t('comment')}
            value={answer.comment ?? ''}
            onChange={(event) => onAnswer({ ...answer, comment: event.target.value || null })}
            className="min-h-11 rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-sky-500"
          />
        </div>
      ) : null}
    </li>
  );
}

/** A template section: each check with its answer (Pass, Fail, N/A, Pending) and a comment. */
export function CheckSection({
  section,
  answers,
  editable,
  onChange,
}: {
  section: ReportTemplateSection;
  answers: ReportCheckAnswer[];
  editable: boolean;
  onChange: (body: ReportDraftSave) => void;
}) {
  const t = useReportText();
  const headingId = useId();
  if (!section.checks.length) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t(`section.${section.kind}`)}
      </h2>
      <ul>
        {section.checks.map((check) => (
          <CheckRow
            key={check.key}
            check={check}
            answer={
              answers.find((answer) => answer.key === check.key) ?? {
                key: check.key,
                result: null,
                comment: null,
              }
            }
            editable={editable}
            onAnswer={(answer) => onChange({ checks: [answer] })}
          />
        ))}
      </ul>
    </section>
  );
}
