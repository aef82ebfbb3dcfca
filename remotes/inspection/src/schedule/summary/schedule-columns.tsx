import type { IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ScheduleRow } from '@portal/domain';
import type { SummaryColumn } from '@portal/screen-kit';
import { BookingStatusBadge, bookingStatusName } from '../../shared/booking/booking-status';
import { bookingDays } from '../../shared/dates/booking-dates';
import { allocatedOfNeeded, formatManDays } from '../schedule-format';

const title = (key: string) => `inspection.schedule.summary.column.${key}`;

/** "Dongguan Plant 2, Dongguan, China": where the inspectors go. */
const factoryPlace = (row: ScheduleRow) =>
  [row.factoryName, row.factoryCityName, row.factoryCountryName].filter(Boolean).join(', ');

/** A cell's text cut to its width, whole on hover. */
const withTitle = (text: string) => <span title={text}>{text}</span>;

export interface ScheduleColumnOptions {
  /** The booking the task opened the screen on: its number says so. */
  focusId: number | null;
  /** The allocation screen of a row; null hides Allocate (no right to allocate). */
  allocateLink: ((row: ScheduleRow) => string) | null;
}

/** The schedule summary's columns; the server decides the order (none is sortable). */
export function scheduleColumns(
  intl: IntlShape,
  { focusId, allocateLink }: ScheduleColumnOptions,
): SummaryColumn<ScheduleRow>[] {
  const t = (key: string) => intl.formatMessage({ id: `inspection.schedule.summary.${key}` });
  const number = (value: number) => intl.formatNumber(value);
  const serviceType = (row: ScheduleRow) =>
    intl.formatMessage({ id: `inspection.booking.serviceType.${row.serviceType}` });
  const days = (row: ScheduleRow) => bookingDays(row.inspectionDateFrom, row.inspectionDateTo);
  const columns: SummaryColumn<ScheduleRow>[] = [
    {
      key: 'bookingNo',
      titleId: title('bookingNo'),
      // Room for the number and the task's mark, and for both days: the other columns share the rest.
      className: 'w-36',
      render: (row) =>
        row.id === focusId ? (
          <span className="inline-flex items-center gap-1">
            {row.bookingNo}
            <span className="rounded bg-amber-200 px-1 text-xs font-medium text-amber-900">{t('focus')}</span>
          </span>
        ) : (
          row.bookingNo
        ),
      exportValue: (row) => row.bookingNo,
    },
    {
      key: 'status',
      titleId: title('status'),
      className: 'w-28',
      render: (row) => <BookingStatusBadge status={row.status} />,
      exportValue: (row) => bookingStatusName(intl, row.status),
    },
    {
      key: 'inspectionDateFrom',
      titleId: title('inspectionDays'),
      className: 'w-52',
      render: days,
      exportValue: days,
    },
    { key: 'customerName', titleId: title('customer'), render: (row) => withTitle(row.customerName) },
    {
      key: 'factoryName',
      titleId: title('factory'),
      render: (row) => withTitle(factoryPlace(row)),
      exportValue: factoryPlace,
    },
    { key: 'officeName', titleId: title('office'), render: (row) => withTitle(row.officeName ?? '') },
    {
      key: 'serviceType',
      titleId: title('serviceType'),
      render: (row) => withTitle(serviceType(row)),
      exportValue: serviceType,
    },
    {
      key: 'productCount',
      titleId: title('products'),
      // On demand (Columns): the man-days they lead to say more, and the names need the room.
      defaultVisible: false,
      className: 'w-24 text-right',
      render: (row) => number(row.productCount),
    },
    {
      key: 'totalSampleSize',
      titleId: title('sampleSize'),
      className: 'w-24 text-right',
      render: (row) => number(row.totalSampleSize),
    },
    {
      key: 'manDaysNeeded',
      titleId: title('manDaysNeeded'),
      // "Allocated / needed" shows it too.
      defaultVisible: false,
      className: 'w-24 text-right',
      render: (row) => formatManDays(intl, row.manDaysNeeded),
    },
    {
      key: 'manDaysAllocated',
      titleId: title('manDaysAllocated'),
      className: 'w-28 text-right',
      render: (row) => (
        <span className={row.manDaysAllocated < row.manDaysNeeded ? 'font-medium text-amber-800' : ''}>
          {allocatedOfNeeded(intl, row.manDaysAllocated, row.manDaysNeeded)}
        </span>
      ),
      exportValue: (row) => allocatedOfNeeded(intl, row.manDaysAllocated, row.manDaysNeeded),
    },
    {
      key: 'qcNames',
      titleId: title('qcs'),
      render: (row) => withTitle(row.qcNames.join(', ') || '—'),
      exportValue: (row) => row.qcNames.join(', '),
    },
  ];
  if (!allocateLink) return columns;
  return [
    ...columns,
    {
      key: 'allocate',
      titleId: title('actions'),
      className: 'w-28',
      render: (row) => (
        <Link
          to={allocateLink(row)}
          aria-label={intl.formatMessage(
            { id: 'inspection.schedule.summary.allocateBooking' },
            { number: row.bookingNo },
          )}
          className="rounded-md bg-sky-700 px-3 py-1 text-xs font-medium text-white hover:bg-sky-800"
        >
          {t('allocate')}
        </Link>
      ),
      exportValue: () => '',
    },
  ];
}
