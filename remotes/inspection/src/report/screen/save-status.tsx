import type { OutboxStatus } from '../offline/report-outbox';
import { useReportText } from './use-report-text';

const TONES = {
  saved: 'text-green-800',
  saving: 'text-slate-700',
  offline: 'text-amber-900',
  retrying: 'text-amber-900',
  refused: 'text-red-800',
} as const;

/** Where the inspector's changes are, read out as it changes (aria-live). */
export function SaveStatus({ status }: { status: OutboxStatus }) {
  const t = useReportText();
  let tone: keyof typeof TONES = status.state;
  let text: string;
  if (status.refusal !== null && status.state === 'saved') {
    tone = 'refused';
    text = status.refusal ? t('refused', { message: status.refusal }) : t('refusedUnknown');
  } else if (status.state === 'offline') text = t('offline', { count: status.pending });
  else if (status.state === 'retrying') text = t('retrying', { count: status.pending });
  else if (status.state === 'saving') text = t('saving');
  else text = t('saved');
  return (
    <p role="status" aria-live="polite" data-state={tone} className={`text-sm font-medium ${TONES[tone]}`}>
      {tone === 'saved' ? <span aria-hidden>✓ </span> : null}
      {tone === 'offline' || tone === 'retrying' ? <span aria-hidden>⚠ </span> : null}
      {text}
    </p>
  );
}
