import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { DateRangePreset as R, Permissions } from '@portal/domain';
import { FormDateRange, FormSelect, usePermission, type FilterValue } from '@portal/screen-kit';
import type { ReportScreensApi } from '../../shared/api/report-screens-api';
import { usePartyScope } from '../../shared/use-party-scope';
import { reportStateOptions } from './report-state-names';

export interface ReportSummaryFilters extends Record<string, FilterValue> {
  customerIds: number[];
  supplierIds: number[];
  factoryIds: number[];
  inspectorIds: number[];
  results: number[];
  reviewStatuses: number[];
  statuses: number[];
  /** yyyy-MM-dd: reports whose inspection days overlap the range. */
  dateFrom: string | null;
  dateTo: string | null;
}

export const REPORT_FILTER_DEFAULTS: ReportSummaryFilters = {
  customerIds: [],
  supplierIds: [],
  factoryIds: [],
  inspectorIds: [],
  results: [],
  reviewStatuses: [],
  statuses: [],
  dateFrom: null,
  dateTo: null,
};

const PRESETS = [R.Last7Days, R.Last30Days, R.ThisMonth, R.LastMonth, R.YearToDate, R.Today] as const;

/**
 * The summary's filters (the booking number is the search text). A customer, supplier or factory user is
 * not offered its own party; the QC list needs the scheduling right to read it, so others go without it.
 */
export function ReportFilterFields({ api }: { api: ReportScreensApi }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.reportScreens.filter.${key}` });
  const { values } = useFormikContext<ReportSummaryFilters>();
  const scope = usePartyScope();
  const canPickQcs = usePermission(Permissions.QcAvailability.View);
  const supplierIds = scope.supplierId ? [scope.supplierId] : values.supplierIds;
  return (
    <>
      {scope.customerId ? null : (
        <FormSelect<number>
          name="customerIds"
          multiple
          label={t('customers')}
          dataSource={api.customerDataSource}
        />
      )}
      {scope.supplierId ? null : (
        <FormSelect<number>
          name="supplierIds"
          multiple
          label={t('suppliers')}
          dataSource={api.supplierDataSource}
        />
      )}
      {scope.factoryId ? null : (
        <FormSelect<number>
          name="factoryIds"
          multiple
          label={t('factories')}
          dataSource={api.factoryDataSource}
          dataSourceParams={supplierIds.length ? { supplierIdList: supplierIds } : {}}
        />
      )}
      {scope.internal && canPickQcs ? (
        <FormSelect<number>
          name="inspectorIds"
          multiple
          label={t('inspectors')}
          dataSource={api.qcDataSource}
        />
      ) : null}
      <FormSelect<number>
        name="results"
        multiple
        label={t('results')}
        options={reportStateOptions(intl, 'result')}
      />
      <FormSelect<number>
        name="reviewStatuses"
        multiple
        label={t('reviewStatuses')}
        options={reportStateOptions(intl, 'review')}
      />
      <FormSelect<number>
        name="statuses"
        multiple
        label={t('statuses')}
        options={reportStateOptions(intl, 'status')}
      />
      <FormDateRange fromName="dateFrom" toName="dateTo" label={t('inspectionDate')} presets={PRESETS} />
    </>
  );
}
