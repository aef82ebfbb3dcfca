import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { BookingStatus, type BookingDetail } from '@portal/domain';
import { Alert } from '@portal/ui';
import { BookingStatusBadge } from '../../shared/booking/booking-status';
import type { BookingApi } from '../use-booking-api';
import { BookingContactsFields } from './booking-contacts-fields';
import { BookingLinesEditor } from './booking-lines-editor';
import { BookingPartyFields } from './booking-party-fields';
import { BookingProductsSection } from './booking-products-section';
import type { BookingValues, OwnParties } from './booking-values';
import { useBookingLookups } from './use-booking-lookups';

const E = 'inspection.bookingEdit';

/**
 * Everything inside the booking form: its number and status, the parties and service, the PO lines, the
 * AQL of each product with the live sampling, the contacts and instructions.
 */
export function BookingFormBody({
  api,
  record,
  own,
  readOnly,
}: {
  api: BookingApi;
  record: BookingDetail | null;
  own: OwnParties;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${E}.${id}` });
  const { values } = useFormikContext<BookingValues>();
  const { lookups, failed } = useBookingLookups(
    api.lookups,
    values.customerId,
    values.supplierId,
    values.factoryId,
  );

  return (
    <>
      {record ? (
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <span className="text-lg font-semibold text-slate-900">{record.bookingNo}</span>
          <BookingStatusBadge status={record.status} />
        </div>
      ) : null}
      {record && readOnly ? (
        <div className="md:col-span-2">
          <Alert tone="info">{t('readOnly')}</Alert>
        </div>
      ) : null}
      {failed ? (
        <div className="md:col-span-2">
          <Alert tone="error">{t('lookupsFailed')}</Alert>
        </div>
      ) : null}
      <BookingPartyFields
        api={api}
        lookups={lookups}
        own={own}
        partiesFixed={record !== null && record.status !== BookingStatus.New}
      />
      <BookingLinesEditor lookups={lookups} readOnly={readOnly} />
      <BookingProductsSection sampling={api.sampling} />
      <BookingContactsFields lookups={lookups} />
    </>
  );
}
