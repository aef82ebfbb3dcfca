import type { IntlShape } from 'react-intl';
import type { BookingDetail, BookingRow } from '@portal/domain';
import type { SummaryColumn } from '@portal/screen-kit';
import { BookingStatusBadge, bookingStatusName } from '../../shared/booking/booking-status';
import { bookingDay, bookingDays } from '../../shared/dates/booking-dates';
import { ReportDownloadButton } from '../../shared/report-download/report-download-button';
import { HoursBandChip } from '../hours-band-chip';
import { BookingStepActions } from '../step-actions';

const field = (key: string) => `inspection.booking.field.${key}`;

/**
 * The summary's columns. `onChanged` takes a step's answer so the row shows the booking's new status
 * and actions at once, without searching again.
 */
export function bookingColumns(
  intl: IntlShape,
  onChanged: (booking: BookingDetail) => void,
): SummaryColumn<BookingRow>[] {
  const number = (value: number) => intl.formatNumber(value);
  const band = (row: BookingRow) =>
    row.band === null ? '' : intl.formatMessage({ id: `inspection.booking.band.${row.band}` });
  const serviceType = (row: BookingRow) =>
    intl.formatMessage({ id: `inspection.booking.serviceType.${row.serviceType}` });
  return [
    { key: 'bookingNo', titleId: field('bookingNo'), sortable: true, className: 'w-32' },
    {
      key: 'status',
      titleId: field('status'),
      sortable: true,
      render: (row) => <BookingStatusBadge status={row.status} />,
      exportValue: (row) => bookingStatusName(intl, row.status),
    },
    {
      key: 'band',
      titleId: field('band'),
      render: (row) => <HoursBandChip band={row.band} hours={row.hoursToInspection} />,
      exportValue: band,
    },
    { key: 'customerName', titleId: field('customer'), sortable: true },
    { key: 'supplierName', titleId: field('supplier'), sortable: true },
    { key: 'factoryName', titleId: field('factory'), sortable: true },
    {
      key: 'serviceType',
      titleId: field('serviceType'),
      sortable: true,
      render: serviceType,
      exportValue: serviceType,
    },
    {
      key: 'inspectionDateFrom',
      titleId: field('inspectionDates'),
      sortable: true,
      className: 'whitespace-nowrap',
      render: (row) => bookingDays(row.inspectionDateFrom, row.inspectionDateTo),
      exportValue: (row) => bookingDays(row.inspectionDateFrom, row.inspectionDateTo),
    },
    { key: 'officeName', titleId: field('office'), sortable: true },
    { key: 'poNumbers', titleId: field('poNumbers') },
    // On demand (Columns): with every column at once each is too narrow to read.
    {
      key: 'productCount',
      titleId: field('productCount'),
      defaultVisible: false,
      className: 'text-right',
      render: (row) => number(row.productCount),
    },
    {
      key: 'totalQuantity',
      titleId: field('totalQuantity'),
      sortable: true,
      defaultVisible: false,
      className: 'text-right',
      render: (row) => number(row.totalQuantity),
    },
    {
      key: 'createdAt',
      titleId: field('createdAt'),
      sortable: true,
      defaultVisible: false,
      render: (row) => bookingDay(row.createdAt.slice(0, 10)),
      exportValue: (row) => new Date(row.createdAt),
    },
    {
      key: 'actions',
      titleId: field('actions'),
      // The booking number already opens the edit screen.
      render: (row) => (
        <div className="flex flex-nowrap items-center gap-1">
          <BookingStepActions
            compact
            id={row.id}
            version={row.version}
            actions={row.actions}
            onChanged={onChanged}
            omit={['edit']}
          />
          <ReportDownloadButton compact bookingId={row.id} bookingNo={row.bookingNo} status={row.status} />
        </div>
      ),
      exportValue: () => '',
    },
  ];
}
