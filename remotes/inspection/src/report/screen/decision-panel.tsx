import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  BOOKING_SCREEN_PATHS,
  bookingNumber,
  REPORT_NOTE_MAX,
  ReportAction,
  UserType,
  type CustomerDecisionBody,
  type CustomerDecisionRow,
  type ReportDetail,
} from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { useEntityLink } from '@portal/screen-kit';
import { Alert, Button, Select } from '@portal/ui';
import { bookingMoment } from '../../shared/dates/booking-dates';
import {
  NO_REINSPECTION,
  ReinspectionFields,
  reinspectionErrors,
  type ReinspectionChoice,
} from './reinspection-fields';
import type { ReportApi } from './report-api';
import { useReportText } from './use-report-text';

function DecisionForm({
  detail,
  api,
  busy,
  onDecide,
}: {
  detail: ReportDetail;
  api: ReportApi;
  busy: boolean;
  onDecide: (body: CustomerDecisionBody) => void;
}) {
  const t = useReportText();
  const commentId = useId();
  const [labels, setLabels] = useState<CustomerDecisionRow[] | null>(null);
  const [decisionId, setDecisionId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [reinspection, setReinspection] = useState<ReinspectionChoice>(NO_REINSPECTION);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    // The labels are the customer's own for the report's result type (customer configuration).
    if (detail.result === null) return;
    let live = true;
    api
      .decisions(detail.customerId, detail.result)
      .then((rows) => live && setLabels(rows))
      .catch(() => live && setLabels([]));
    return () => {
      live = false;
    };
  }, [api, detail.customerId, detail.result]);
  if (labels !== null && labels.length === 0) return <Alert tone="warning">{t('noDecisionLabels')}</Alert>;
  // Only a decision that keeps the goods may ask for them to be inspected again.
  const chosen = labels?.find((row) => row.id === decisionId);
  const mayAskReinspection = chosen !== undefined && !chosen.releasesShipment;
  const asked = mayAskReinspection && reinspection.asked;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (decisionId === null) return;
        if (!asked) return onDecide({ decisionId, comment: comment.trim() || null });
        if (Object.keys(reinspectionErrors(reinspection)).length) return;
        onDecide({
          decisionId,
          comment: comment.trim() || null,
          reinspection: { inspectionDateFrom: reinspection.from!, inspectionDateTo: reinspection.to! },
        });
      }}
    >
      <Select<number>
        label={t('decision')}
        searchable={false}
        loading={labels === null}
        options={(labels ?? []).map((row) => ({ value: row.id, label: row.name }))}
        value={decisionId}
        error={tried && decisionId === null ? t('decisionRequired') : null}
        onChange={setDecisionId}
      />
      {mayAskReinspection ? (
        <ReinspectionFields choice={reinspection} showErrors={tried} onChange={setReinspection} />
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={commentId} className="text-sm font-medium text-slate-700">
          {t('decisionComment')}
        </label>
        <textarea
          id={commentId}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-sky-500"
        />
      </div>
      <Button type="submit" className="min-h-11 self-start" disabled={busy}>
        {t('recordDecision')}
      </Button>
    </form>
  );
}

/** The re-inspection booking the decision made, opened on its detail screen. */
function ReinspectionLink({ bookingId }: { bookingId: number }) {
  const t = useReportText();
  const link = useEntityLink();
  return (
    <p className="mt-1">
      <Link
        to={link(`${BOOKING_SCREEN_PATHS.detail}/${bookingId}`)}
        className="text-sky-700 underline hover:text-sky-900"
      >
        {t('reinspection', { id: bookingNumber(bookingId) })}
      </Link>
    </p>
  );
}

/** The customer's decision on a failed or pending report: the one recorded, or the form to record it. */
export function DecisionPanel({
  detail,
  api,
  busy,
  onDecide,
}: {
  detail: ReportDetail;
  api: ReportApi;
  busy: boolean;
  onDecide: (body: CustomerDecisionBody) => void;
}) {
  const t = useReportText();
  const headingId = useId();
  // The customer's own users read "Your decision"; staff read whose decision it is.
  const isCustomer = useAuthStore((state) => state.user?.usertype === UserType.Customer);
  const mayDecide = detail.allowedActions.includes(ReportAction.Decide);
  if (!mayDecide && !detail.decision) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-sky-200"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t(isCustomer ? 'decisionPanel' : 'customerDecisionPanel')}
      </h2>
      {detail.decision ? (
        <div className="text-sm">
          <p className="font-medium text-slate-900">
            {t('decisionShown', {
              decision: detail.decision.decisionName,
              user: detail.decision.userName ?? t('someone'),
              at: bookingMoment(detail.decision.at),
            })}
          </p>
          {detail.decision.comment ? (
            <p className="mt-1 whitespace-pre-line text-slate-700">{detail.decision.comment}</p>
          ) : null}
          {detail.decision.reinspectionBookingId ? (
            <ReinspectionLink bookingId={detail.decision.reinspectionBookingId} />
          ) : null}
        </div>
      ) : (
        <DecisionForm detail={detail} api={api} busy={busy} onDecide={onDecide} />
      )}
    </section>
  );
}
