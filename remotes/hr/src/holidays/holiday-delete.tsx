import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { HR_ROUTES, Permissions, ResourceResult, type HolidayDetail } from '@portal/domain';
import { resultMessage, useEntityLink, usePermission } from '@portal/screen-kit';
import { Button, ChoiceDialog, ConfirmDialog, showToast } from '@portal/ui';
import type { HrHolidayApi } from './holiday-api';
import { deleteQuestion } from './holiday-values';

type Answer = 'once' | 'all';

/**
 * Delete, for HR: a one-off holiday after a confirmation; a recurring one asks "only {year}" (the year
 * the summary row was opened from) or "every year". Back to the summary of that year afterwards.
 */
export function HolidayDelete({
  api,
  record,
  year,
}: {
  api: HrHolidayApi;
  record: HolidayDetail;
  year: number | null;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const link = useEntityLink();
  const canDelete = usePermission(Permissions.HolidaySummary.Delete);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canDelete) return null;
  const question = deleteQuestion(record, year, new Date().getFullYear());

  const run = async (answer: Answer) => {
    setBusy(true);
    const once = answer === 'once' && question.kind === 'recurring';
    try {
      const response = await api.holiday.delete({
        id: record.id,
        forAllIterations: !once,
        year: question.kind === 'recurring' ? question.year : null,
      });
      if (response.result !== ResourceResult.Success) {
        showToast({ kind: 'error', message: resultMessage(intl, response.result) });
        return;
      }
      showToast({
        kind: 'success',
        message: once
          ? t('hr.holidays.delete.doneOnce', { year: question.year })
          : t('hr.holidays.delete.done'),
      });
      const back = question.kind === 'recurring' ? `?year=${question.year}` : '';
      navigate(link(`${HR_ROUTES.holidaySummary}${back}`));
    } catch {
      showToast({ kind: 'error', message: t('hr.holidays.delete.failed') });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <div className="flex justify-end">
      <Button variant="secondary" className="!text-red-700" onClick={() => setOpen(true)}>
        {t('hr.holidays.delete.button')}
      </Button>
      {question.kind === 'oneOff' ? (
        <ConfirmDialog
          open={open}
          title={t('hr.holidays.delete.title')}
          body={t('hr.holidays.delete.oneOff', { name: record.name })}
          confirmLabel={t('hr.holidays.delete.confirm')}
          cancelLabel={t('kit.dialog.cancel')}
          onConfirm={() => void run('all')}
          onCancel={() => setOpen(false)}
          busy={busy}
          danger
        />
      ) : (
        <ChoiceDialog<Answer>
          open={open}
          title={t('hr.holidays.delete.title')}
          body={t(question.once ? 'hr.holidays.delete.recurring' : 'hr.holidays.delete.recurringNoYear', {
            name: record.name,
            year: question.year,
          })}
          choices={[
            ...(question.once
              ? [{ value: 'once' as const, label: t('hr.holidays.delete.once', { year: question.year }) }]
              : []),
            { value: 'all', label: t('hr.holidays.delete.all'), danger: true },
          ]}
          cancelLabel={t('kit.dialog.cancel')}
          onChoose={(answer) => void run(answer)}
          onCancel={() => setOpen(false)}
          busy={busy}
        />
      )}
    </div>
  );
}
