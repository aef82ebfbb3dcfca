import type { IntlShape } from 'react-intl';
import type { ReportRow } from '@portal/domain';
import type { SummaryColumn } from '@portal/screen-kit';
import { bookingDays, bookingMoment } from '../../shared/dates/booking-dates';
import { ReportResultBadge, reportStateName } from './report-state-names';

const field = (key: string) => `inspection.reportScreens.field.${key}`;
const moment = (at: string | null) => (at ? bookingMoment(at) : '');

/** The report summary's columns; states and results are translated names, in the table and the export. */
export function reportColumns(intl: IntlShape): SummaryColumn<ReportRow>[] {
  const days = (row: ReportRow) => bookingDays(row.inspectionDateFrom, row.inspectionDateTo);
  const late = (row: ReportRow) =>
    row.late ? intl.formatMessage({ id: 'inspection.reportScreens.late.yes' }) : '';
  return [
    { key: 'bookingNo', titleId: field('bookingNo'), sortable: true, className: 'w-32' },
    { key: 'customerName', titleId: field('customer'), sortable: true },
    { key: 'supplierName', titleId: field('supplier'), sortable: true },
    { key: 'factoryName', titleId: field('factory'), sortable: true },
    {
      key: 'inspectorNames',
      titleId: field('inspectors'),
      render: (row) => row.inspectorNames.join(', '),
      exportValue: (row) => row.inspectorNames.join(', '),
    },
    {
      key: 'inspectionDateFrom',
      titleId: field('inspectionDates'),
      sortable: true,
      className: 'whitespace-nowrap',
      render: days,
      exportValue: days,
    },
    {
      key: 'result',
      titleId: field('result'),
      sortable: true,
      render: (row) => <ReportResultBadge result={row.result} />,
      exportValue: (row) => reportStateName(intl, 'result', row.result),
    },
    {
      key: 'missionStatus',
      titleId: field('missionStatus'),
      defaultVisible: false,
      render: (row) => reportStateName(intl, 'mission', row.missionStatus),
      exportValue: (row) => reportStateName(intl, 'mission', row.missionStatus),
    },
    {
      key: 'reviewStatus',
      titleId: field('reviewStatus'),
      sortable: true,
      render: (row) => reportStateName(intl, 'review', row.reviewStatus),
      exportValue: (row) => reportStateName(intl, 'review', row.reviewStatus),
    },
    {
      key: 'status',
      titleId: field('status'),
      sortable: true,
      render: (row) => reportStateName(intl, 'status', row.status),
      exportValue: (row) => reportStateName(intl, 'status', row.status),
    },
    {
      key: 'submittedAt',
      titleId: field('submittedAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      render: (row) => moment(row.submittedAt),
      exportValue: (row) => moment(row.submittedAt),
    },
    {
      key: 'sentAt',
      titleId: field('sentAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      render: (row) => moment(row.sentAt),
      exportValue: (row) => moment(row.sentAt),
    },
    {
      key: 'dueAt',
      titleId: field('dueAt'),
      className: 'whitespace-nowrap',
      render: (row) => moment(row.dueAt),
      exportValue: (row) => moment(row.dueAt),
    },
    {
      key: 'late',
      titleId: field('late'),
      render: (row) =>
        row.late ? (
          <span className="inline-flex rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-inset ring-red-200">
            {late(row)}
          </span>
        ) : null,
      exportValue: late,
    },
    {
      key: 'decisionName',
      titleId: field('decision'),
      render: (row) => row.decisionName ?? '',
      exportValue: (row) => row.decisionName ?? '',
    },
  ];
}
