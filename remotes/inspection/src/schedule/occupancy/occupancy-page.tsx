import type { FormikErrors } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Permissions, type OccupancyRequest } from '@portal/domain';
import { FormDate, FormSelect, usePermission } from '@portal/screen-kit';
import { Alert, Button, downloadBlob, showToast } from '@portal/ui';
import { useScheduleApi } from '../../shared/api/use-schedule-api';
import { LoadState } from '../../shared/load-state';
import { addDays, daySpan, isDay, isoDay, mondayOf } from '../../shared/screen-parts/calendar-days';
import { FilterForm } from '../../shared/screen-parts/filter-form';
import { useLoaded } from '../../shared/screen-parts/use-loaded';
import { useOfficeLookups } from '../../shared/screen-parts/use-office-lookups';
import { useUrlSearch } from '../../shared/screen-parts/use-url-search';
import { OccupancyGrid } from './occupancy-grid';

const PREFIX = 'inspection.schedule.occupancy';
/** The server's longest period (about two months): the grid and its export stay readable. */
export const OCCUPANCY_MAX_DAYS = 62;

type Period = { dateFrom: string | null; dateTo: string | null; officeIds: number[] };

/** This week and the next, Monday to Sunday: what planners fill. */
export function defaultPeriod(today: Date): { dateFrom: string; dateTo: string } {
  const monday = mondayOf(isoDay(today));
  return { dateFrom: monday, dateTo: addDays(monday, 13) };
}

/**
 * Allocated against available man-days per day, by office (inspection occupancy) or by QC (the man-day
 * summary): one screen, grouped as its route says.
 */
export function OccupancyPage({ groupBy }: { groupBy: OccupancyRequest['groupBy'] }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${PREFIX}.${key}` }, values);
  const api = useScheduleApi();
  const lookups = useOfficeLookups(api);
  const canExport = usePermission(Permissions.InspectionOccupancy.Export);
  const defaults = { ...defaultPeriod(new Date()), officeIds: [] as number[] };
  const { state, go, key } = useUrlSearch<Period>(defaults);
  const { dateFrom, dateTo, officeIds } = state.filters;
  const valid = isDay(dateFrom) && isDay(dateTo) && dateFrom <= dateTo;
  const request: OccupancyRequest = {
    dateFrom: valid ? dateFrom : defaults.dateFrom,
    dateTo: valid ? dateTo : defaults.dateTo,
    officeIds,
    groupBy,
  };
  const loaded = useLoaded(async () => (await api.occupancy(request)).data, `${groupBy}?${key}`);
  const [exporting, setExporting] = useState(false);

  const validate = (values: Period) => {
    const errors: FormikErrors<Period> = {};
    if (!isDay(values.dateFrom)) errors.dateFrom = t('dayRequired');
    if (!isDay(values.dateTo)) errors.dateTo = t('dayRequired');
    else if (isDay(values.dateFrom) && values.dateTo < values.dateFrom) errors.dateTo = t('toBeforeFrom');
    else if (isDay(values.dateFrom) && daySpan(values.dateFrom, values.dateTo) > OCCUPANCY_MAX_DAYS)
      errors.dateTo = t('tooLong', { max: OCCUPANCY_MAX_DAYS });
    return errors;
  };

  const exportGrid = async () => {
    setExporting(true);
    try {
      downloadBlob(
        await api.occupancyExport(request),
        `occupancy-${request.dateFrom}-${request.dateTo}.xlsx`,
      );
    } catch {
      showToast({ kind: 'error', message: t('exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{t(`title.${groupBy}`)}</h1>
        {canExport ? (
          <Button variant="secondary" onClick={() => void exportGrid()} disabled={exporting}>
            {t('export')}
          </Button>
        ) : null}
      </div>
      <FilterForm
        label={t('filter.label')}
        values={{ dateFrom: request.dateFrom, dateTo: request.dateTo, officeIds }}
        validate={validate}
        onSearch={(chosen) => go({ filters: chosen })}
        onReset={() => go({ filters: defaults })}
      >
        <FormDate name="dateFrom" label={t('filter.dateFrom')} />
        <FormDate name="dateTo" label={t('filter.dateTo')} />
        <FormSelect<number> name="officeIds" multiple label={t('filter.offices')} options={lookups.offices} />
      </FilterForm>
      <LoadState status={loaded.status} retry={loaded.reload} prefix={PREFIX} />
      {loaded.data && loaded.status !== 'error' ? (
        loaded.data.rows.length === 0 ? (
          <Alert tone="info">{t(`empty.${groupBy}`)}</Alert>
        ) : (
          <OccupancyGrid result={loaded.data} rowTitle={t(`row.${groupBy}`)} />
        )
      ) : null}
    </div>
  );
}

/** inspection-occupancy/inspection-occupancy. */
export const InspectionOccupancyPage = () => <OccupancyPage groupBy="office" />;
/** summary/man-day-summary. */
export const ManDaySummaryPage = () => <OccupancyPage groupBy="qc" />;
