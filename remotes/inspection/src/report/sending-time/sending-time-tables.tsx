import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  REPORT_SCREEN_PATHS as PATHS,
  type ReportRow,
  type SendingTimeCount,
  type SendingTimeGroup,
} from '@portal/domain';
import { useEntityLink } from '@portal/screen-kit';
import { bookingMoment } from '../../shared/dates/booking-dates';
import { SimpleTable } from '../../shared/simple-table';
import { countedReports, onTimeShare } from './sending-time-share';

const PREFIX = 'inspection.reportScreens.sendingTime';

function useTexts() {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${PREFIX}.${key}` }, values);
  const percent = (share: number | null) =>
    share === null ? '–' : intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
  return { t, percent, intl };
}

/**
 * One stacked bar of on time (green), late (amber) and overdue (red) made of plain widths: the repository
 * has no charting library, and three shares need none.
 */
export function SendingTimeBar({ count, label }: { count: SendingTimeCount; label: string }) {
  const all = countedReports(count);
  const width = (part: number) => `${all === 0 ? 0 : (part / all) * 100}%`;
  return (
    <div
      role="img"
      aria-label={label}
      className="flex h-3 w-full min-w-24 overflow-hidden rounded bg-slate-100"
    >
      <div className="h-full bg-green-500" style={{ width: width(count.onTime) }} />
      <div className="h-full bg-amber-400" style={{ width: width(count.late) }} />
      <div className="h-full bg-red-500" style={{ width: width(count.overdue) }} />
    </div>
  );
}

function barLabel(t: ReturnType<typeof useTexts>['t'], count: SendingTimeCount) {
  return t('barLabel', { onTime: count.onTime, late: count.late, overdue: count.overdue });
}

/** The period's totals: on time, late, overdue and the on-time share. */
export function SendingTimeTotals({ totals }: { totals: SendingTimeCount }) {
  const { t, percent, intl } = useTexts();
  const tiles: [string, string, string][] = [
    ['onTime', intl.formatNumber(totals.onTime), 'text-green-700'],
    ['late', intl.formatNumber(totals.late), 'text-amber-700'],
    ['overdue', intl.formatNumber(totals.overdue), 'text-red-700'],
    ['share', percent(onTimeShare(totals)), 'text-slate-900'],
  ];
  return (
    <section aria-label={t('totals')} className="flex flex-col gap-3">
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3">
        {tiles.map(([key, value, tone]) => (
          <div key={key} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{t(`total.${key}`)}</dt>
            <dd className={`text-2xl font-semibold ${tone}`} data-total={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <SendingTimeBar count={totals} label={barLabel(t, totals)} />
    </section>
  );
}

/** One breakdown (by office, customer or inspector): counts, share and its bar per group. */
export function SendingTimeGroupTable({ groupBy, groups }: { groupBy: string; groups: SendingTimeGroup[] }) {
  const { t, percent, intl } = useTexts();
  const title = t(`by.${groupBy}`);
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {groups.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noGroup')}</p>
      ) : (
        <SimpleTable
          caption={title}
          headers={[
            t(`group.${groupBy}`),
            t('total.onTime'),
            t('total.late'),
            t('total.overdue'),
            t('total.share'),
            '',
          ]}
        >
          {groups.map((group) => (
            <tr key={group.id}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-800">
                {group.name}
              </th>
              <td className="px-3 py-2 text-right">{intl.formatNumber(group.onTime)}</td>
              <td className="px-3 py-2 text-right">{intl.formatNumber(group.late)}</td>
              <td className="px-3 py-2 text-right">{intl.formatNumber(group.overdue)}</td>
              <td className="px-3 py-2 text-right">{percent(onTimeShare(group))}</td>
              <td className="w-1/3 px-3 py-2">
                <SendingTimeBar count={group} label={`${group.name}: ${barLabel(t, group)}`} />
              </td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </section>
  );
}

/** The late and overdue reports, each opening its report. */
export function LateReportsTable({ reports }: { reports: ReportRow[] }) {
  const { t } = useTexts();
  const link = useEntityLink();
  const title = t('lateReports');
  const moment = (at: string | null) => (at ? bookingMoment(at) : t('notSent'));
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {reports.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noLate')}</p>
      ) : (
        <SimpleTable
          caption={title}
          headers={[
            t('field.booking'),
            t('field.customer'),
            t('field.inspectors'),
            t('field.dueAt'),
            t('field.sentAt'),
          ]}
        >
          {reports.map((report) => (
            <tr key={report.id}>
              <td className="px-3 py-2">
                <Link to={link(`${PATHS.report}/${report.bookingId}`)} className="text-sky-700 underline">
                  {report.bookingNo}
                </Link>
              </td>
              <td className="px-3 py-2">{report.customerName}</td>
              <td className="px-3 py-2">{report.inspectorNames.join(', ')}</td>
              <td className="whitespace-nowrap px-3 py-2">{moment(report.dueAt)}</td>
              <td
                className={`whitespace-nowrap px-3 py-2 ${report.sentAt ? '' : 'font-medium text-red-700'}`}
              >
                {moment(report.sentAt)}
              </td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </section>
  );
}
