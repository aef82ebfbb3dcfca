import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Spinner, downloadBlob } from '@portal/ui';
import { PublicPageFrame } from '../public-page-frame';
import { publicCallFailure } from '../public-call-failure';
import { fetchEmailFile, type EmailFile } from './email-file-api';

/** What each refusal of the server means to the person holding the link. */
const REFUSALS: Record<number, string> = {
  400: 'emailFile.invalid',
  404: 'emailFile.unavailable',
  410: 'emailFile.expired',
};

function failureMessage(error: unknown): string {
  const status = (error as { name?: string; response?: { status?: number } } | null)?.response?.status;
  return (status && REFUSALS[status]) || publicCallFailure(error, 'emailFile.failed');
}

type State = { kind: 'loading' } | { kind: 'ready'; file: EmailFile } | { kind: 'failed'; messageId: string };

/**
 * /emailfiledownload?token=…: a contact without an account opens the link of a mail and gets the file (an
 * inspection report or certificate). The token is the only key; the server checks it and its expiry.
 */
export function EmailFileDownloadPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'loading' } : { kind: 'failed', messageId: 'emailFile.invalid' },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    fetchEmailFile(token)
      .then((file) => {
        if (!live) return;
        setState({ kind: 'ready', file });
        downloadBlob(file.blob, file.fileName);
      })
      .catch((error: unknown) => live && setState({ kind: 'failed', messageId: failureMessage(error) }));
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <PublicPageFrame>
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">{t('emailFile.title')}</h1>
      {state.kind === 'loading' ? <Spinner label={t('emailFile.preparing')} /> : null}
      {state.kind === 'failed' ? <Alert tone="error">{t(state.messageId)}</Alert> : null}
      {state.kind === 'ready' ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t('emailFile.started', { fileName: state.file.fileName })}</Alert>
          <div>
            <Button variant="secondary" onClick={() => downloadBlob(state.file.blob, state.file.fileName)}>
              {t('emailFile.again')}
            </Button>
          </div>
        </div>
      ) : null}
    </PublicPageFrame>
  );
}
