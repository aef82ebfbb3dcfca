import { useIntl } from 'react-intl';
import {
  Permissions,
  rangeText,
  SCHEDULE_SCREEN_PATHS as PATHS,
  toLang,
  type WorkloadMatrixRow,
} from '@portal/domain';
import {
  FormSelect,
  SummaryPage,
  summaryPermissions,
  useEntityLink,
  type SummaryColumn,
} from '@portal/screen-kit';
import { serviceTypeOptions } from '../../shared/booking/booking-options';
import { useSchedulingConfigApi } from '../use-scheduling-config-api';

interface Filters extends Record<string, number[]> {
  serviceTypes: number[];
}

const field = (key: string) => `inspection.schedule.workloadMatrix.field.${key}`;

/** The man-days an inspection needs by service type, total sample size and number of products. */
export function WorkloadMatrixSummary() {
  const api = useSchedulingConfigApi();
  const intl = useIntl();
  const link = useEntityLink();
  const lang = toLang(intl.locale);
  const serviceType = (row: WorkloadMatrixRow) =>
    intl.formatMessage({ id: `inspection.booking.serviceType.${row.serviceType}` });
  const sampleSize = (row: WorkloadMatrixRow) => rangeText(row.sampleSizeFrom, row.sampleSizeTo, lang);
  const productCount = (row: WorkloadMatrixRow) => rangeText(row.productCountFrom, row.productCountTo, lang);

  const columns: SummaryColumn<WorkloadMatrixRow>[] = [
    {
      key: 'serviceType',
      titleId: field('serviceType'),
      sortable: true,
      render: serviceType,
      exportValue: serviceType,
    },
    {
      key: 'sampleSizeFrom',
      titleId: field('sampleSize'),
      sortable: true,
      render: sampleSize,
      exportValue: sampleSize,
    },
    {
      key: 'productCountFrom',
      titleId: field('productCount'),
      sortable: true,
      render: productCount,
      exportValue: productCount,
    },
    { key: 'manDays', titleId: field('manDays'), sortable: true },
  ];

  return (
    <SummaryPage<WorkloadMatrixRow, Filters>
      titleId="inspection.schedule.workloadMatrix.summary.title"
      screenKey="workload-matrix-summary"
      resource={api.workloadMatrix}
      columns={columns}
      filterDefaults={{ serviceTypes: [] }}
      renderFilters={() => (
        <FormSelect<number>
          name="serviceTypes"
          multiple
          label={intl.formatMessage({ id: 'inspection.schedule.workloadMatrix.filter.serviceTypes' })}
          options={serviceTypeOptions(intl)}
        />
      )}
      defaultSort={{ field: 'serviceType', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.WorkloadMatrixSummary)}
      rowLink={(row) => link(`${PATHS.workloadMatrixEdit}/${row.id}`)}
      newLink={link(PATHS.workloadMatrixEdit)}
      exportName="workload-matrix"
    />
  );
}
