import { useState } from 'react';
import type { CustomerDecisionBody, ReportDetail } from '@portal/domain';
import { showToast } from '@portal/ui';
import { RefusedChange } from '../offline/report-outbox';
import type { ReportApi, ReportStep } from './report-api';
import type { ReportDraft } from './use-report-draft';
import { useReportText } from './use-report-text';

const DONE: Record<ReportStep, string> = {
  submit: 'submitted',
  'start-review': 'reviewStarted',
  'send-back': 'sentBack',
  validate: 'validated',
};

const isReport = (answer: unknown): answer is ReportDetail =>
  Boolean(answer && typeof answer === 'object' && 'bookingId' in answer);

/**
 * The report's steps (submit, review, decision): a submit first sends every change still on the device;
 * the server's refusal (mandatory checks missing, a comment required...) is kept to be shown in place.
 */
export function useReportSteps(api: ReportApi, bookingId: number, draft: ReportDraft) {
  const t = useReportText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await call();
      if (isReport(answer)) draft.replace(answer);
      else draft.reload();
      showToast({ kind: 'success', message: t(done) });
    } catch (error) {
      if (error instanceof RefusedChange) setRefusal(error.serverMessage ?? t('stepFailed'));
      else showToast({ kind: 'error', message: t('stepFailed') });
    } finally {
      setBusy(false);
    }
  };

  const step = async (name: ReportStep, comment: string | null) => {
    if (name === 'submit') {
      setBusy(true);
      const sent = await draft.flushAll();
      setBusy(false);
      if (!sent) {
        setRefusal(t('notSentYet'));
        return;
      }
    }
    await run(() => api.step(bookingId, name, comment), DONE[name]);
  };

  const decide = (body: CustomerDecisionBody) => run(() => api.decide(bookingId, body), 'decisionRecorded');

  return { busy, refusal, step, decide };
}
