import { useId, useState } from 'react';
import { REPORT_NOTE_MAX, ReportAction, type ReportDetail } from '@portal/domain';
import { Button, PromptDialog } from '@portal/ui';
import type { ReportStep } from './report-api';
import { useReportText } from './use-report-text';

/**
 * The report checker's (or technical team's) buttons, as the server allows them: Start review, then Send
 * back (a comment says what to correct) or Validate.
 */
export function ReviewPanel({
  detail,
  busy,
  onStep,
}: {
  detail: ReportDetail;
  busy: boolean;
  onStep: (step: ReportStep, comment: string | null) => void;
}) {
  const t = useReportText();
  const headingId = useId();
  const [sendingBack, setSendingBack] = useState(false);
  const allowed = (action: ReportAction) => detail.allowedActions.includes(action);
  if (
    !allowed(ReportAction.StartReview) &&
    !allowed(ReportAction.SendBack) &&
    !allowed(ReportAction.Validate)
  )
    return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-sky-200"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('reviewPanel')}
      </h2>
      {detail.reviewLevel !== null ? (
        <p className="text-sm text-slate-700">
          {t('reviewLevelNow', { level: t(`level.${detail.reviewLevel}`) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {allowed(ReportAction.StartReview) ? (
          <Button className="min-h-11" disabled={busy} onClick={() => onStep('start-review', null)}>
            {t('startReview')}
          </Button>
        ) : null}
        {allowed(ReportAction.SendBack) ? (
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={busy}
            onClick={() => setSendingBack(true)}
          >
            {t('sendBack')}
          </Button>
        ) : null}
        {allowed(ReportAction.Validate) ? (
          <Button className="min-h-11" disabled={busy} onClick={() => onStep('validate', null)}>
            {t('validate')}
          </Button>
        ) : null}
      </div>
      <PromptDialog
        open={sendingBack}
        title={t('sendBackTitle')}
        label={t('sendBackComment')}
        confirmLabel={t('sendBack')}
        cancelLabel={t('cancel')}
        maxLength={REPORT_NOTE_MAX}
        danger
        busy={busy}
        validate={(text) => (text.trim() ? null : t('sendBackComment'))}
        onCancel={() => setSendingBack(false)}
        onConfirm={(comment) => {
          setSendingBack(false);
          onStep('send-back', comment);
        }}
      />
    </section>
  );
}
