import type { FormikErrors } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Permissions, type SendingTimeRequest } from '@portal/domain';
import { FormDate, FormSelect, usePermission } from '@portal/screen-kit';
import { Button, downloadBlob, showToast } from '@portal/ui';
import { useReportScreensApi } from '../../shared/api/report-screens-api';
import { LoadState } from '../../shared/load-state';
import { browserTimeZone } from '../../shared/screen-parts/browser-time-zone';
import { addDays, isDay, isoDay } from '../../shared/screen-parts/calendar-days';
import { FilterForm } from '../../shared/screen-parts/filter-form';
import { useLoaded } from '../../shared/screen-parts/use-loaded';
import { useOfficeLookups } from '../../shared/screen-parts/use-office-lookups';
import { useUrlSearch } from '../../shared/screen-parts/use-url-search';
import { LateReportsTable, SendingTimeGroupTable, SendingTimeTotals } from './sending-time-tables';

const PREFIX = 'inspection.reportScreens.sendingTime';

type Filters = {
  dateFrom: string | null;
  dateTo: string | null;
  officeIds: number[];
  customerIds: number[];
  inspectorIds: number[];
};

/** The last 30 days, today included. */
export function defaultSendingTimePeriod(today: Date): { dateFrom: string; dateTo: string } {
  const dateTo = isoDay(today);
  return { dateFrom: addDays(dateTo, -29), dateTo };
}

/**
 * report-sending-time-dashboard: the reports due in a period, sent on time, late or still overdue against
 * the deadline rule, by office, customer and inspector, with the late ones listed.
 */
export function SendingTimePage() {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${PREFIX}.${key}` });
  const api = useReportScreensApi();
  // The office list is the scheduling screens' (every employee may read it).
  const lookups = useOfficeLookups(api.scheduling);
  const canExport = usePermission(Permissions.ReportSendingTime.Export);
  const canPickQcs = usePermission(Permissions.QcAvailability.View);
  const defaults: Filters = {
    ...defaultSendingTimePeriod(new Date()),
    officeIds: [],
    customerIds: [],
    inspectorIds: [],
  };
  const { state, go, key } = useUrlSearch<Filters>(defaults);
  const chosen = state.filters;
  const valid = isDay(chosen.dateFrom) && isDay(chosen.dateTo) && chosen.dateFrom <= chosen.dateTo;
  const request: SendingTimeRequest = {
    dateFrom: valid ? chosen.dateFrom! : defaults.dateFrom!,
    dateTo: valid ? chosen.dateTo! : defaults.dateTo!,
    officeIds: chosen.officeIds,
    customerIds: chosen.customerIds,
    inspectorIds: chosen.inspectorIds,
  };
  const loaded = useLoaded(() => api.sendingTime(request, browserTimeZone()), key);
  const [exporting, setExporting] = useState(false);

  const validate = (values: Filters) => {
    const errors: FormikErrors<Filters> = {};
    if (!isDay(values.dateFrom)) errors.dateFrom = t('dayRequired');
    if (!isDay(values.dateTo)) errors.dateTo = t('dayRequired');
    else if (isDay(values.dateFrom) && values.dateTo < values.dateFrom) errors.dateTo = t('toBeforeFrom');
    return errors;
  };

  const exportDashboard = async () => {
    setExporting(true);
    try {
      downloadBlob(
        await api.sendingTimeExport(request, browserTimeZone()),
        `report-sending-time-${request.dateFrom}-${request.dateTo}.xlsx`,
      );
    } catch {
      showToast({ kind: 'error', message: t('exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  // The last answer stays shown while the next one loads (a filter change does not blank the page).
  const dashboard = loaded.status === 'error' ? null : loaded.data;
  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{t('title')}</h1>
        {canExport ? (
          <Button variant="secondary" onClick={() => void exportDashboard()} disabled={exporting}>
            {t('export')}
          </Button>
        ) : null}
      </div>
      <FilterForm
        label={t('filter.label')}
        values={{ ...chosen, dateFrom: request.dateFrom, dateTo: request.dateTo }}
        validate={validate}
        onSearch={(values) => go({ filters: values })}
        onReset={() => go({ filters: defaults })}
      >
        <FormDate name="dateFrom" label={t('filter.dateFrom')} />
        <FormDate name="dateTo" label={t('filter.dateTo')} />
        <FormSelect<number> name="officeIds" multiple label={t('filter.offices')} options={lookups.offices} />
        <FormSelect<number>
          name="customerIds"
          multiple
          label={t('filter.customers')}
          dataSource={api.customerDataSource}
        />
        {canPickQcs ? (
          <FormSelect<number>
            name="inspectorIds"
            multiple
            label={t('filter.inspectors')}
            dataSource={api.qcDataSource}
          />
        ) : null}
      </FilterForm>
      <p className="text-sm text-slate-600">{t('rule')}</p>
      <LoadState status={loaded.status} retry={loaded.reload} prefix={PREFIX} />
      {dashboard ? (
        <>
          <SendingTimeTotals totals={dashboard.totals} />
          <SendingTimeGroupTable groupBy="office" groups={dashboard.byOffice} />
          <SendingTimeGroupTable groupBy="customer" groups={dashboard.byCustomer} />
          <SendingTimeGroupTable groupBy="inspector" groups={dashboard.byInspector} />
          <LateReportsTable reports={dashboard.lateReports} />
        </>
      ) : null}
    </div>
  );
}
