import { useIntl } from 'react-intl';
import { Permissions, SCHEDULE_SCREEN_PATHS as PATHS, type OtherMandayRow } from '@portal/domain';
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
  customerIds: number[];
  serviceTypes: number[];
}

/** Named man-days added to bookings: every customer's or one's, every service type or one. */
export function OtherMandaySummary() {
  const api = useSchedulingConfigApi();
  const intl = useIntl();
  const link = useEntityLink();
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.otherManday.${key}` });
  const customer = (row: OtherMandayRow) => row.customerName ?? t('value.allCustomers');
  const serviceType = (row: OtherMandayRow) =>
    row.serviceType === null
      ? t('value.allServices')
      : intl.formatMessage({ id: `inspection.booking.serviceType.${row.serviceType}` });
  const active = (row: OtherMandayRow) => t(row.isActive ? 'value.yes' : 'value.no');

  const columns: SummaryColumn<OtherMandayRow>[] = [
    { key: 'name', titleId: 'inspection.schedule.otherManday.field.name', sortable: true },
    {
      key: 'customerName',
      titleId: 'inspection.schedule.otherManday.field.customer',
      sortable: true,
      render: customer,
      exportValue: customer,
    },
    {
      key: 'serviceType',
      titleId: 'inspection.schedule.otherManday.field.serviceType',
      sortable: true,
      render: serviceType,
      exportValue: serviceType,
    },
    { key: 'manDays', titleId: 'inspection.schedule.otherManday.field.manDays', sortable: true },
    {
      key: 'isActive',
      titleId: 'inspection.schedule.otherManday.field.isActive',
      sortable: true,
      render: active,
      exportValue: active,
    },
  ];

  return (
    <SummaryPage<OtherMandayRow, Filters>
      titleId="inspection.schedule.otherManday.summary.title"
      screenKey="other-manday-summary"
      resource={api.otherManday}
      columns={columns}
      filterDefaults={{ customerIds: [], serviceTypes: [] }}
      renderFilters={() => (
        <>
          <FormSelect<number>
            name="customerIds"
            multiple
            label={t('filter.customers')}
            dataSource={api.customerDataSource}
          />
          <FormSelect<number>
            name="serviceTypes"
            multiple
            label={t('filter.serviceTypes')}
            options={serviceTypeOptions(intl)}
          />
        </>
      )}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(Permissions.OtherMandaySummary)}
      rowLink={(row) => link(`${PATHS.otherMandayEdit}/${row.id}`)}
      newLink={link(PATHS.otherMandayEdit)}
      exportName="other-mandays"
    />
  );
}
