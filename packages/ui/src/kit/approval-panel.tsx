import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ResourceResult, type SaveResponse } from '@portal/domain';
import { Button } from '../button';
import { showToast } from '../toast/toast-store';
import { ConfirmDialog } from './confirm-dialog';
import { PromptDialog } from './prompt-dialog';

/** What the panel says, in the user's language: each area words its own steps. */
export interface ApprovalPanelTexts {
  cancel: string;
  reject: string;
  /** The reject dialog: its title, the comment's label and its two refusals. */
  rejectTitle: string;
  rejectComment: string;
  rejectRequired: string;
  rejectTooLong: string;
  /** The cancel dialog: its title, its question and the button that keeps the record. */
  cancelTitle: string;
  cancelBody: string;
  keep: string;
  /** The toast after a step went through. */
  done: (step: string) => string;
}

export interface ApprovalPanelProps<Detail> {
  /** The section's heading and accessible name. */
  title: string;
  testId?: string;
  /** Beside the heading: the status badge and a line about the record. */
  badge: ReactNode;
  summary: ReactNode;
  /** Who the record waits for, when it waits. */
  waiting?: ReactNode;
  history: ReactNode;
  /** The steps the signed-in user may take now: cancel and reject ask first, the forward step does not. */
  canCancel: boolean;
  canReject: boolean;
  forward?: { step: string; label: string } | null;
  commentMax: number;
  texts: ApprovalPanelTexts;
  /** Takes a step (`cancel`, `reject` with its comment, or the forward one) and answers with the record. */
  take: (step: string, comment?: string) => Promise<SaveResponse<Detail>>;
  onChanged: (record: Detail) => void;
}

/**
 * A record's approval workflow (a leave request, an expense claim): its status, who it waits for, its
 * history and the steps the signed-in user may take. Each step answers with the record as it is now,
 * also when someone else decided first (409 with a message), and the screen shows that.
 */
export function ApprovalPanel<Detail>(props: ApprovalPanelProps<Detail>) {
  const { texts, forward } = props;
  const intl = useIntl();
  const [open, setOpen] = useState<'reject' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (step: string, comment?: string) => {
    setBusy(true);
    try {
      const answer = await props.take(step, comment);
      if (answer.result === ResourceResult.Success && answer.data) {
        showToast({ kind: 'success', message: texts.done(step) });
        props.onChanged(answer.data);
      } else if (answer.result === ResourceResult.Conflict && answer.current) {
        showToast({
          kind: 'warning',
          message: answer.message ?? intl.formatMessage({ id: 'kit.edit.conflict.body' }),
        });
        props.onChanged(answer.current);
      } else {
        const message = answer.errors?.[0]?.message ?? answer.message;
        showToast({ kind: 'error', message: message ?? intl.formatMessage({ id: 'kit.edit.failed' }) });
      }
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'kit.edit.failed' }) });
    } finally {
      setBusy(false);
      setOpen(null);
    }
  };

  return (
    <section
      aria-label={props.title}
      className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-testid={props.testId}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-slate-800">{props.title}</h2>
        {props.badge}
        <span className="text-sm text-slate-600">{props.summary}</span>
      </div>
      {props.waiting}
      {props.history}
      {props.canCancel || props.canReject || forward ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
          {props.canCancel ? (
            <Button variant="secondary" onClick={() => setOpen('cancel')} disabled={busy}>
              {texts.cancel}
            </Button>
          ) : null}
          {props.canReject ? (
            <Button
              variant="secondary"
              className="!text-red-700"
              onClick={() => setOpen('reject')}
              disabled={busy}
            >
              {texts.reject}
            </Button>
          ) : null}
          {forward ? (
            <Button onClick={() => void run(forward.step)} disabled={busy}>
              {forward.label}
            </Button>
          ) : null}
        </div>
      ) : null}
      <PromptDialog
        open={open === 'reject'}
        title={texts.rejectTitle}
        label={texts.rejectComment}
        confirmLabel={texts.reject}
        cancelLabel={intl.formatMessage({ id: 'kit.dialog.cancel' })}
        maxLength={props.commentMax}
        validate={(text) =>
          !text.trim()
            ? texts.rejectRequired
            : text.trim().length > props.commentMax
              ? texts.rejectTooLong
              : null
        }
        onConfirm={(comment) => void run('reject', comment)}
        onCancel={() => setOpen(null)}
        busy={busy}
        danger
      />
      <ConfirmDialog
        open={open === 'cancel'}
        title={texts.cancelTitle}
        body={texts.cancelBody}
        confirmLabel={texts.cancel}
        cancelLabel={texts.keep}
        onConfirm={() => void run('cancel')}
        onCancel={() => setOpen(null)}
        busy={busy}
        danger
      />
    </section>
  );
}
