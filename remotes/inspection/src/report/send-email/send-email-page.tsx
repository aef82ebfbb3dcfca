import { Form, Formik } from 'formik';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  bookingNumber,
  EMAIL_SEND_MESSAGES,
  EmailSendCode,
  REPORT_NOTE_MAX,
  REPORT_SCREEN_PATHS as PATHS,
  toLang,
  type ReportEmailPreview,
} from '@portal/domain';
import { FormTextArea, useEntityLink } from '@portal/screen-kit';
import { Alert, Button, Card, showToast } from '@portal/ui';
import { refusalMessage, useReportScreensApi } from '../../shared/api/report-screens-api';
import { SendEmailPreview } from './send-email-preview';

const PREFIX = 'inspection.reportScreens.sendEmail';

type Loading =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'ready'; preview: ReportEmailPreview };

/**
 * send-email/send-email/{bookingId}: the validated report's mail as the email configuration writes it.
 * A configuration gap is shown with the server's sentence and a way to the configuration, and nothing can
 * be sent; otherwise the sender may add a note and Send moves the booking to ReportSent.
 */
export function SendEmailPage() {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `${PREFIX}.${key}` }, values);
  const api = useReportScreensApi();
  const link = useEntityLink();
  const navigate = useNavigate();
  const bookingId = Number(useParams().id);
  const [state, setState] = useState<Loading>({ status: 'loading' });
  const [sendError, setSendError] = useState<string | null>(null);

  const load = useCallback(() => {
    setState({ status: 'loading' });
    api
      .emailPreview(bookingId)
      .then((preview) => setState({ status: 'ready', preview }))
      .catch(async (error: unknown) => setState({ status: 'error', message: await refusalMessage(error) }));
  }, [api, bookingId]);
  useEffect(load, [load]);

  // The server words the gap; the domain's sentence stands in should an answer come without one.
  const gapMessage = (code: EmailSendCode, message?: string) =>
    message ?? EMAIL_SEND_MESSAGES[code]?.[toLang(intl.locale)] ?? code;

  const send = async ({ note }: { note: string }) => {
    setSendError(null);
    try {
      const answer = await api.sendEmail(bookingId, { note: note.trim() || null });
      if (answer.code === EmailSendCode.Success) {
        showToast({ kind: 'success', message: gapMessage(answer.code, answer.message) });
        navigate(link(`${PATHS.report}/${bookingId}`));
        return;
      }
      setSendError(gapMessage(answer.code, answer.message));
    } catch (error) {
      setSendError((await refusalMessage(error)) ?? t('sendFailed'));
    }
  };

  const preview = state.status === 'ready' ? state.preview : null;
  const blocked = preview && preview.code !== EmailSendCode.Success;
  return (
    <div className="flex flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        {t('heading', { number: bookingNumber(bookingId) })}
      </h1>
      <Link to={link(`${PATHS.report}/${bookingId}`)} className="text-sm text-sky-700 underline">
        {t('openReport')}
      </Link>
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <span>{state.message ?? t('failed')}</span>
            <Button variant="secondary" onClick={load}>
              {t('retry')}
            </Button>
          </div>
        </Alert>
      ) : null}
      {blocked ? (
        <Alert tone="error">
          <div className="flex flex-col gap-2" data-code={preview.code}>
            <strong className="text-base">{gapMessage(preview.code, preview.message)}</strong>
            <span>{t('blocked')}</span>
            <Link to={link(PATHS.emailConfigSummary)} className="font-medium underline">
              {t('openConfiguration')}
            </Link>
          </div>
        </Alert>
      ) : null}
      {preview ? (
        <Card className="!p-4">
          <SendEmailPreview preview={preview} />
        </Card>
      ) : null}
      {preview && !blocked ? (
        <Formik initialValues={{ note: '' }} onSubmit={send}>
          {({ isSubmitting }) => (
            <Form className="flex flex-col gap-3" noValidate>
              <FormTextArea name="note" label={t('note')} maxLength={REPORT_NOTE_MAX} rows={4} />
              {sendError ? <Alert tone="error">{sendError}</Alert> : null}
              <div className="flex justify-end">
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? t('sending') : t('send')}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      ) : null}
    </div>
  );
}
