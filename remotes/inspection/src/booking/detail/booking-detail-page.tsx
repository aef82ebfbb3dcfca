import { useIntl } from 'react-intl';
import { bookingNumber, type BookingDetail } from '@portal/domain';
import { Alert } from '@portal/ui';
import { BookingFacts, BookingLink, Fact } from '../../shared/booking/booking-facts';
import { DetailSection } from '../../shared/detail-section';
import { LoadState } from '../../shared/load-state';
import { ReportDownloadButton } from '../../shared/report-download/report-download-button';
import { BookingStepActions } from '../step-actions';
import { useBooking } from '../use-booking';
import { BookingAttachments } from './booking-attachments';
import { BookingHistory } from './booking-history';
import { BookingLinesTable } from './booking-lines-table';
import { BookingSamplingTable } from './booking-sampling-table';
import { useBookingHistory } from './use-booking-history';

/**
 * A booking read only, with its whole history: for everyone who may see it, customers, suppliers and
 * factories included (the server answers only their own). Steps taken here reload the history.
 */
export function BookingDetailPage() {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.booking.detail.${key}` }, values);
  const { api, bookingId, record: booking, status, setRecord, retry } = useBooking();
  const history = useBookingHistory(api, bookingId);
  const onChanged = (next: BookingDetail) => {
    setRecord(next);
    history.reload();
  };

  return (
    <div className="flex flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        {t('heading', { number: bookingNumber(bookingId) })}
      </h1>
      {status !== 'ready' || !booking ? (
        <LoadState status={status} retry={retry} prefix="inspection.booking.detail" />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <BookingStepActions
              id={booking.id}
              version={booking.version}
              actions={booking.actions ?? []}
              onChanged={onChanged}
              omit={['detail']}
            />
            <ReportDownloadButton
              bookingId={booking.id}
              bookingNo={booking.bookingNo}
              status={booking.status}
            />
          </div>
          <DetailSection title={t('facts')}>
            <BookingFacts booking={booking}>
              {booking.containerCount > 0 ? (
                <Fact label={t('containers')}>{booking.containerCount}</Fact>
              ) : null}
              <Fact label={t('contacts')}>
                {t('contactsCount', {
                  customer: booking.customerContactIds.length,
                  supplier: booking.supplierContactIds.length,
                  factory: booking.factoryContactIds.length,
                })}
              </Fact>
              {booking.parentId ? (
                <Fact label={t('splitFrom')}>
                  <BookingLink id={booking.parentId} />
                </Fact>
              ) : null}
              {booking.combinedIntoId ? (
                <Fact label={t('combinedInto')}>
                  <BookingLink id={booking.combinedIntoId} />
                </Fact>
              ) : null}
            </BookingFacts>
            {booking.holdReason ? (
              <Alert tone="warning">{`${t('holdReason')}: ${booking.holdReason}`}</Alert>
            ) : null}
            {booking.cancelReason ? (
              <Alert tone="error">{`${t('cancelReason')}: ${booking.cancelReason}`}</Alert>
            ) : null}
            <dl>
              <Fact label={t('instructions')}>
                <span className="whitespace-pre-line">{booking.instructions || t('none')}</span>
              </Fact>
            </dl>
          </DetailSection>
          <DetailSection title={t('lines')}>
            <BookingLinesTable lines={booking.lines} containerCount={booking.containerCount} />
          </DetailSection>
          {booking.products.length > 0 ? (
            <DetailSection title={t('sampling')}>
              <BookingSamplingTable products={booking.products} />
            </DetailSection>
          ) : null}
          <DetailSection title={t('attachments')}>
            <BookingAttachments api={api} bookingId={booking.id} attachments={booking.attachments ?? []} />
          </DetailSection>
          <DetailSection title={intl.formatMessage({ id: 'inspection.booking.history.title' })}>
            {history.status === 'loading' ? (
              <p role="status" className="text-sm text-slate-600">
                {intl.formatMessage({ id: 'inspection.booking.history.loading' })}
              </p>
            ) : history.status === 'error' ? (
              <Alert tone="error">{intl.formatMessage({ id: 'inspection.booking.history.failed' })}</Alert>
            ) : (
              <BookingHistory entries={history.entries} />
            )}
          </DetailSection>
        </>
      )}
    </div>
  );
}
