import { useFormikContext } from 'formik';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { BOOKING_CONTAINERS_MAX, INSPECTION_SERVICE_TYPES, type BookingLookups } from '@portal/domain';
import { FormDate, FormNumber, FormSelect } from '@portal/screen-kit';
import type { BookingApi } from '../use-booking-api';
import { isContainerLoading, type BookingValues, type OwnParties } from './booking-values';
import { PartySelect } from './party-select';
import { useBookingParties } from './use-booking-parties';

const E = 'inspection.bookingEdit';

/** Choosing another party empties the lines and contacts picked for the old one. */
const LINES_AND_CONTACTS: Partial<BookingValues> = {
  lines: [],
  products: [],
  customerContactIds: [],
  supplierContactIds: [],
  factoryContactIds: [],
};

/**
 * Who and what is inspected, when and by which office: customer, supplier, the supplier's factory,
 * the inspection service type, the inspection days, the office and, for a container loading, how many
 * containers are loaded.
 */
export function BookingPartyFields({
  api,
  lookups,
  own,
  partiesFixed,
}: {
  api: Pick<BookingApi, 'customerDataSource' | 'supplierDataSource' | 'parties'>;
  lookups: BookingLookups | null;
  /** A customer, supplier or factory user is that party on every booking. */
  own: OwnParties;
  /** The parties of a booking past its draft no longer change. */
  partiesFixed: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `${E}.${id}` }, values);
  // The names the other booking screens give these fields and values.
  const shared = (id: string) => intl.formatMessage({ id: `inspection.booking.${id}` });
  const { values } = useFormikContext<BookingValues>();
  const containers = isContainerLoading(values);
  const checkContainerCount = useCallback(
    (count: number | null) =>
      containers && (count === null || count < 1 || count > BOOKING_CONTAINERS_MAX)
        ? intl.formatMessage({ id: `${E}.containerCountRange` }, { max: BOOKING_CONTAINERS_MAX })
        : undefined,
    [containers, intl],
  );
  const named = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  // A supplier or factory user chooses among its customers, a customer user among its suppliers.
  const partners = useBookingParties(api.parties, own);
  const vendorUser = own.supplierId !== null || own.factoryId !== null;

  return (
    <>
      <PartySelect
        name="customerId"
        label={shared('field.customer')}
        {...(vendorUser ? { options: named(partners.customers) } : { dataSource: api.customerDataSource })}
        disabled={partiesFixed || own.customerId !== null}
        clears={{ ...LINES_AND_CONTACTS, officeId: null }}
      />
      <PartySelect
        name="supplierId"
        label={shared('field.supplier')}
        {...(own.customerId !== null
          ? { options: named(partners.suppliers) }
          : {
              dataSource: api.supplierDataSource,
              dataSourceParams: values.customerId ? { customerIds: [values.customerId] } : {},
            })}
        disabled={partiesFixed || own.supplierId !== null}
        clears={{ ...LINES_AND_CONTACTS, factoryId: own.factoryId }}
      />
      <PartySelect
        name="factoryId"
        label={shared('field.factory')}
        options={named(lookups?.factories)}
        disabled={partiesFixed || own.factoryId !== null || !values.supplierId}
        hint={values.supplierId ? undefined : t('chooseSupplierFirst')}
        clears={LINES_AND_CONTACTS}
      />
      <FormSelect<number>
        name="serviceType"
        label={shared('field.serviceType')}
        options={INSPECTION_SERVICE_TYPES.map((type) => ({
          value: type,
          label: shared(`serviceType.${type}`),
        }))}
      />
      <FormDate name="inspectionDateFrom" label={t('field.inspectionDateFrom')} />
      <FormDate name="inspectionDateTo" label={t('field.inspectionDateTo')} />
      <FormSelect<number> name="officeId" label={shared('field.office')} options={named(lookups?.offices)} />
      {containers ? (
        <FormNumber
          name="containerCount"
          label={t('field.containerCount')}
          validate={checkContainerCount}
          hint={t('containerCountHint', { max: BOOKING_CONTAINERS_MAX })}
        />
      ) : null}
    </>
  );
}
