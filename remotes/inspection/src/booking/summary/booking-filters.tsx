import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { DateRangePreset as R } from '@portal/domain';
import { FormDateRange, FormSelect, FormText, type FilterValue } from '@portal/screen-kit';
import { statusOptions, serviceTypeOptions } from '../../shared/booking/booking-options';
import { usePartyScope } from '../../shared/use-party-scope';
import type { BookingApi } from '../use-booking-api';
import { useBookingOffices } from '../use-booking-offices';

export interface BookingSummaryFilters extends Record<string, FilterValue> {
  bookingNo: string;
  poNumber: string;
  customerIds: number[];
  supplierIds: number[];
  factoryIds: number[];
  serviceTypes: number[];
  statuses: number[];
  /** yyyy-MM-dd, inclusive: bookings whose inspection days overlap the range. */
  inspectionDateFrom: string | null;
  inspectionDateTo: string | null;
  officeIds: number[];
  productIds: number[];
}

export const BOOKING_FILTER_DEFAULTS: BookingSummaryFilters = {
  bookingNo: '',
  poNumber: '',
  customerIds: [],
  supplierIds: [],
  factoryIds: [],
  serviceTypes: [],
  statuses: [],
  inspectionDateFrom: null,
  inspectionDateTo: null,
  officeIds: [],
  productIds: [],
};

/** The order: what CS looks back on first, then what is coming. */
const INSPECTION_PRESETS = [
  R.Last7Days,
  R.Last30Days,
  R.YearToDate,
  R.Today,
  R.Tomorrow,
  R.Next7Days,
  R.ThisMonth,
  R.LastMonth,
] as const;

/**
 * The summary's filters. A customer, supplier or factory user is not offered its own party (the server
 * shows only its bookings anyway); factories follow the chosen suppliers, products the chosen customers.
 */
export function BookingFilterFields({ api }: { api: BookingApi }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `inspection.booking.filter.${key}` });
  const { values } = useFormikContext<BookingSummaryFilters>();
  const scope = usePartyScope();
  const customerIds = scope.customerId ? [scope.customerId] : values.customerIds;
  const supplierIds = scope.supplierId ? [scope.supplierId] : values.supplierIds;
  const offices = useBookingOffices(api, scope.internal ? (customerIds[0] ?? null) : null);
  return (
    <>
      <FormText name="bookingNo" label={t('bookingNo')} />
      <FormText name="poNumber" label={t('poNumber')} />
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
      <FormSelect<number>
        name="serviceTypes"
        multiple
        label={t('serviceTypes')}
        options={serviceTypeOptions(intl)}
      />
      <FormSelect<number> name="statuses" multiple label={t('statuses')} options={statusOptions(intl)} />
      <FormDateRange
        fromName="inspectionDateFrom"
        toName="inspectionDateTo"
        label={t('inspectionDate')}
        presets={INSPECTION_PRESETS}
      />
      {scope.internal ? (
        <FormSelect<number>
          name="officeIds"
          multiple
          label={t('offices')}
          options={offices.map((office) => ({ value: office.id, label: office.name }))}
          hint={offices.length ? undefined : t('officesHint')}
        />
      ) : null}
      <FormSelect<number>
        name="productIds"
        multiple
        label={t('products')}
        dataSource={api.productDataSource}
        dataSourceParams={customerIds.length ? { customerIds } : {}}
      />
    </>
  );
}
