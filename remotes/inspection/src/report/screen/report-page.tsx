import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { REPORT_NOTE_MAX, REPORT_SCREEN_PATHS, ReportAction, ReportStatus } from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { Alert, Button, downloadBlob, showToast } from '@portal/ui';
import { refusalMessage } from '../../shared/api/report-screens-api';
import { LoadState } from '../../shared/load-state';
import type { DraftPhoto } from '../offline/draft-merge';
import { CheckSection } from './check-section';
import { DecisionPanel } from './decision-panel';
import { DefectsPanel, type PhotoActions } from './defects-panel';
import { liveResult } from './live-result';
import { ProductPanel } from './product-panel';
import { useReportApi } from './report-api';
import { ReportHeader } from './report-header';
import { REPORT_SCREEN_PREFIX } from './report-screen-messages';
import { ReviewHistory } from './review-history';
import { ReviewPanel } from './review-panel';
import { SaveStatus } from './save-status';
import { useReportDraft } from './use-report-draft';
import { useReportSteps } from './use-report-steps';
import { useReportText } from './use-report-text';

/**
 * The inspection report of a booking (report/inspection-report/:id): the inspector fills it on a phone,
 * online or not; the report checker reviews it; everyone else reads it, the customer downloads it and
 * records its decision. What each may do is the server's allowedActions.
 */
export function ReportPage() {
  const t = useReportText();
  const bookingId = Number(useParams().id);
  const api = useReportApi();
  const link = useEntityLink();
  const draft = useReportDraft(api, bookingId);
  const steps = useReportSteps(api, bookingId, draft);
  const remarksId = useId();
  const detail = draft.detail;
  const editable = Boolean(detail?.allowedActions.includes(ReportAction.Fill));
  const mayDownload = Boolean(detail?.allowedActions.includes(ReportAction.Download));

  const photos: PhotoActions = {
    load: async (photo: DraftPhoto) =>
      photo.pending ? draft.pendingPhoto(photo.id) : api.photo(bookingId, photo.id),
    add: (defectId, blob, fileName) =>
      draft.addPhoto({ defectId, checkKey: null, caption: null }, blob, fileName),
    remove: draft.removePhoto,
  };
  const download = async () => {
    try {
      downloadBlob(await api.pdf(bookingId), `${detail?.bookingNo ?? bookingId}.pdf`);
    } catch (error) {
      showToast({ kind: 'error', message: (await refusalMessage(error)) ?? t('downloadFailed') });
    }
  };
  // Read only for the inspector once submitted (or for everyone else): the shown result is the server's.
  const result = detail ? (editable ? liveResult(detail) : detail.result) : null;
  const showBar = editable || draft.status.pending > 0 || draft.status.refusal !== null;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          {t('title')}
          {detail ? <span className="text-slate-600"> · {detail.bookingNo}</span> : null}
        </h1>
        <div className="flex flex-wrap gap-2">
          {mayDownload ? (
            <Button variant="secondary" className="min-h-11" onClick={() => void download()}>
              {t('downloadPdf')}
            </Button>
          ) : null}
          {detail?.allowedActions.includes(ReportAction.Send) ? (
            <Link
              to={link(`${REPORT_SCREEN_PATHS.sendEmail}/${bookingId}`)}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
            >
              {t('sendToCustomer')}
            </Link>
          ) : null}
        </div>
      </div>
      <LoadState
        status={draft.load === 'new' ? 'loading' : draft.load}
        retry={draft.reload}
        prefix={REPORT_SCREEN_PREFIX}
      />
      {detail && draft.load === 'ready' ? (
        <>
          {draft.fromDevice ? <Alert tone="warning">{t('offlineCopy')}</Alert> : null}
          {!editable &&
          detail.submittedAt &&
          detail.status !== ReportStatus.Validated &&
          !draft.fromDevice ? (
            <Alert tone="info">{t('readOnly')}</Alert>
          ) : null}
          <ReportHeader detail={detail} result={result} />
          <ReviewPanel
            detail={detail}
            busy={steps.busy}
            onStep={(step, comment) => void steps.step(step, comment)}
          />
          {steps.refusal && !editable ? <Alert tone="error">{steps.refusal}</Alert> : null}
          <DecisionPanel
            detail={detail}
            api={api}
            busy={steps.busy}
            onDecide={(body) => void steps.decide(body)}
          />
          <h2 className="text-lg font-semibold text-slate-900">{t('products')}</h2>
          {detail.products.map((product) => (
            <ProductPanel
              key={product.productId}
              detail={detail}
              product={product}
              editable={editable}
              onChange={draft.change}
            />
          ))}
          {detail.sections.map((section) => (
            <CheckSection
              key={section.kind}
              section={section}
              answers={detail.checks}
              editable={editable}
              onChange={draft.change}
            />
          ))}
          <DefectsPanel
            detail={detail}
            editable={editable}
            defectList={api.defectList}
            photos={photos}
            onChange={draft.change}
          />
          <section className="flex flex-col gap-1 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <label htmlFor={remarksId} className="text-lg font-semibold text-slate-900">
              {t('remarks')}
            </label>
            {editable ? (
              <textarea
                id={remarksId}
                rows={3}
                maxLength={REPORT_NOTE_MAX}
                value={detail.remarks ?? ''}
                onChange={(event) => draft.change({ remarks: event.target.value || null })}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-sky-500"
              />
            ) : (
              <p id={remarksId} className="whitespace-pre-line text-sm text-slate-800">
                {detail.remarks ?? '—'}
              </p>
            )}
          </section>
          <ReviewHistory lines={detail.reviews} />
          {showBar ? (
            // Always in reach on a phone: where the changes are, and Submit. The right padding keeps Submit
            // clear of the page's fixed scroll-to-top button.
            <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 py-3 pl-4 pr-20 shadow-[0_-2px_6px_rgba(15,23,42,0.08)] backdrop-blur sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <SaveStatus status={draft.status} />
                {steps.refusal && editable ? (
                  <p role="alert" className="text-sm font-medium text-red-800">
                    {steps.refusal}
                  </p>
                ) : null}
              </div>
              {detail.allowedActions.includes(ReportAction.Submit) ? (
                <Button
                  className="min-h-12 w-full sm:w-auto"
                  disabled={steps.busy}
                  onClick={() => void steps.step('submit', null)}
                >
                  {t('submit')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
