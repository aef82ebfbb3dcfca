import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { formatDate, HR_ROUTES, type EmailOutboxMessage } from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { Alert, Button, Spinner } from '@portal/ui';
import { useAccountApi, type AccountApi } from './account-api';
import { STATUS_TONES } from './email-outbox';

type LoadStatus = 'loading' | 'ready' | 'notFound' | 'error';

/** The message by id; a 404 (another entity's, or none) is "not found", anything else offers Retry. */
function useMessage(api: AccountApi, id: number) {
  const [record, setRecord] = useState<EmailOutboxMessage | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setRecord(null);
    if (!Number.isInteger(id) || id < 1) {
      setStatus('notFound');
      return;
    }
    setStatus('loading');
    api.outbox
      .get(id)
      .then((answer) => {
        if (!live) return;
        setRecord(answer.data);
        setStatus('ready');
      })
      .catch((error: { response?: Response }) => {
        if (live) setStatus(error.response?.status === 404 ? 'notFound' : 'error');
      });
    return () => {
      live = false;
    };
  }, [api, id, attempt]);
  return { record, status, retry: () => setAttempt((value) => value + 1) };
}

/**
 * One message as its recipient got it: the HTML in a sandboxed frame (no scripts, no navigation out of
 * the portal) and the plain text beside it. Links the reader may not use arrive masked from the server.
 */
export function OutboxMessage() {
  const api = useAccountApi();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const link = useEntityLink();
  const { id } = useParams();
  const { record, status, retry } = useMessage(api, Number(id));
  const header = (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="mr-auto text-2xl font-semibold text-slate-900">
        {t('hr.account.outbox.message.title')}
      </h1>
      <Link to={link(HR_ROUTES.emailOutbox)} className="text-sm font-medium text-sky-800 hover:underline">
        {t('hr.account.outbox.back')}
      </Link>
    </div>
  );
  if (status === 'loading')
    return (
      <div className="flex flex-col gap-4 p-6">
        {header}
        <Spinner label={t('hr.account.outbox.loading')} />
      </div>
    );
  if (!record) {
    return (
      <div className="flex flex-col gap-4 p-6">
        {header}
        <Alert tone="error">
          <div className="flex items-center justify-between gap-4">
            <span>
              {t(status === 'notFound' ? 'hr.account.outbox.notFound' : 'hr.account.outbox.loadFailed')}
            </span>
            {status === 'error' ? (
              <Button variant="secondary" onClick={retry}>
                {t('hr.account.outbox.retry')}
              </Button>
            ) : null}
          </div>
        </Alert>
      </div>
    );
  }
  const rows: [string, string][] = [
    ['hr.account.outbox.field.toAddress', record.toAddress],
    ['hr.account.outbox.field.subject', record.subject],
    ['hr.account.outbox.field.createdAt', formatDate(record.createdAt, { withTime: true })],
    ...(record.sentAt
      ? [
          ['hr.account.outbox.field.sentAt', formatDate(record.sentAt, { withTime: true })] as [
            string,
            string,
          ],
        ]
      : []),
    ...(record.error ? [['hr.account.outbox.field.error', record.error] as [string, string]] : []),
  ];
  return (
    <div className="flex flex-col gap-4 p-6">
      {header}
      {record.linksHidden ? <Alert tone="info">{t('hr.account.outbox.linksHidden')}</Alert> : null}
      <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([labelId, value]) => (
            <div key={labelId} className="contents">
              <dt className="text-slate-500">{t(labelId)}</dt>
              <dd className="break-all font-medium text-slate-900">{value}</dd>
            </div>
          ))}
          <dt className="text-slate-500">{t('hr.account.outbox.field.status')}</dt>
          <dd>
            <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_TONES[record.status]}`}>
              {t(`hr.account.outbox.status.${record.status}`)}
            </span>
          </dd>
        </dl>
      </section>
      {record.htmlBody ? (
        <section className="flex flex-col gap-2">
          <h2 className="text-base font-semibold text-slate-800">{t('hr.account.outbox.html')}</h2>
          <iframe
            title={t('hr.account.outbox.html')}
            sandbox=""
            srcDoc={record.htmlBody}
            className="h-96 w-full rounded-lg bg-white ring-1 ring-slate-200"
          />
        </section>
      ) : null}
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-slate-800">{t('hr.account.outbox.text')}</h2>
        <pre
          data-testid="outbox-text"
          className="whitespace-pre-wrap break-all rounded-lg bg-white p-4 text-sm text-slate-800 ring-1 ring-slate-200"
        >
          {record.textBody}
        </pre>
      </section>
    </div>
  );
}
