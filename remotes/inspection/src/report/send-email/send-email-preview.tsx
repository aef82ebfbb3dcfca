import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ReportEmailPreview } from '@portal/domain';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-3 border-b border-slate-100 py-2 text-sm">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The mail as it will go: recipients, subject, body and the report's link name. */
export function SendEmailPreview({ preview }: { preview: ReportEmailPreview }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.reportScreens.sendEmail.${key}` });
  const none = t('none');
  return (
    <dl className="flex flex-col">
      <Line label={t('to')}>{preview.to.join(', ') || none}</Line>
      <Line label={t('cc')}>{preview.cc.join(', ') || none}</Line>
      <Line label={t('subject')}>{preview.subject ?? none}</Line>
      <Line label={t('body')}>
        <span className="whitespace-pre-line">{preview.body ?? none}</span>
      </Line>
      <Line label={t('attachment')}>
        {preview.attachmentName ? (
          <span>
            {preview.attachmentName}
            <span className="ml-2 text-xs text-slate-500">{t('attachmentHint')}</span>
          </span>
        ) : (
          none
        )}
      </Line>
    </dl>
  );
}
