import type { IntlShape } from 'react-intl';
import type { ApprovalPanelTexts } from '@portal/ui';

/** The approval panel's words of an HR workflow, all under `hr.<area>.` (action, reject, cancel, done). */
export function workflowTexts(
  intl: IntlShape,
  area: 'leave' | 'expense',
  commentMax: number,
): ApprovalPanelTexts {
  const t = (key: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `hr.${area}.${key}` }, values);
  return {
    cancel: t('action.cancel'),
    reject: t('action.reject'),
    rejectTitle: t('reject.title'),
    rejectComment: t('reject.comment'),
    rejectRequired: t('reject.required'),
    rejectTooLong: t('reject.tooLong', { max: commentMax }),
    cancelTitle: t('cancel.title'),
    cancelBody: t('cancel.body'),
    keep: t('cancel.keep'),
    done: (step) => t(`done.${step}`),
  };
}
