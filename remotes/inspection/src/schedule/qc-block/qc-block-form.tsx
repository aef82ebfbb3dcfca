import { FormikProvider } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ResourceResult } from '@portal/domain';
import { useRulesFormik } from '@portal/shell-contract';
import { FormDate, FormSelect, FormTextArea, resultMessage, useServerErrors } from '@portal/screen-kit';
import { Alert, Button, Card, showToast } from '@portal/ui';
import type { ScheduleApi } from '../../shared/api/use-schedule-api';

/** The rule file's limit (qc-block.json): a block's reason is shown in a calendar cell's title. */
export const QC_BLOCK_REASON_MAX = 200;

interface BlockValues {
  staffId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  reason: string;
}

const EMPTY: BlockValues = { staffId: null, dateFrom: null, dateTo: null, reason: '' };

/**
 * Blocks one QC's days from one day to another with a reason, checked by the rule file the server reads
 * too. The server refuses a day the QC is allocated on: its sentence shows above the button, field
 * messages beside their fields.
 */
export function QcBlockForm({ api, onBlocked }: { api: ScheduleApi; onBlocked: () => void }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.schedule.qcBlock.${key}` }, values);
  const serverErrors = useServerErrors<BlockValues>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const form = useRulesFormik<BlockValues>({
    ruleFile: 'qc-block.json',
    initialValues: EMPTY,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      const answer = await api.block({
        staffId: values.staffId!,
        dateFrom: values.dateFrom!,
        dateTo: values.dateTo!,
        reason: values.reason.trim(),
      });
      if (answer.result === ResourceResult.Success) {
        showToast({ kind: 'success', message: t('form.done', { count: answer.data?.length ?? 0 }) });
        // The same QC often gets several blocks in a row.
        helpers.resetForm({ values: { ...EMPTY, staffId: values.staffId } });
        onBlocked();
        return;
      }
      const fieldErrors = (answer.errors ?? []).filter((error) => error.field);
      if (fieldErrors.length) serverErrors(fieldErrors, helpers);
      else setRefusal(answer.message ?? resultMessage(intl, answer.result));
    },
  });

  return (
    <Card className="!p-4">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('form.heading')}</h2>
      <FormikProvider value={form}>
        <form
          noValidate
          aria-label={t('form.heading')}
          onSubmit={form.handleSubmit}
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,14rem),1fr))] items-start gap-4"
        >
          <FormSelect<number> name="staffId" label={t('field.staff')} dataSource={api.qcDataSource} />
          <FormDate name="dateFrom" label={t('field.dateFrom')} />
          <FormDate name="dateTo" label={t('field.dateTo')} />
          <FormTextArea
            name="reason"
            label={t('field.reason')}
            maxLength={QC_BLOCK_REASON_MAX}
            rows={2}
            className="col-span-full"
          />
          {refusal ? (
            <div className="col-span-full">
              <Alert tone="error">{refusal}</Alert>
            </div>
          ) : null}
          <div className="col-span-full flex justify-end">
            <Button type="submit" disabled={form.isSubmitting || form.rulesLoading}>
              {t('form.submit')}
            </Button>
          </div>
        </form>
      </FormikProvider>
    </Card>
  );
}
