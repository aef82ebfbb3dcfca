import type { ReportDetail, ReportResult } from '@portal/domain';
import { BookingStatusBadge } from '../../shared/booking/booking-status';
import { bookingDays, bookingMoment } from '../../shared/dates/booking-dates';
import { Fact } from '../../shared/qc-assignment/assignment-parts';
import { ResultBadge, StateBadge } from './state-badges';
import { useReportText } from './use-report-text';

/**
 * Who, where and when, the four states of the spec's report workflow (mission, filling, review, report)
 * and the overall result as it stands with what is recorded now.
 */
export function ReportHeader({ detail, result }: { detail: ReportDetail; result: ReportResult | null }) {
  const t = useReportText();
  const review =
    detail.reviewStatus === null
      ? t('review.none')
      : detail.reviewLevel !== null && detail.technicalReviewRequired
        ? `${t(`review.${detail.reviewStatus}`)} (${t(`level.${detail.reviewLevel}`)})`
        : t(`review.${detail.reviewStatus}`);
  return (
    <section
      aria-label={t('booking')}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-slate-600">{t('resultLabel')}</span>
        <span className="text-base" aria-live="polite" data-testid="overall-result">
          <ResultBadge result={result} />
        </span>
      </div>
      <dl className="grid gap-2 text-sm md:grid-cols-2">
        <Fact label={t('booking')}>
          <span className="mr-2 font-medium">{detail.bookingNo}</span>
          <BookingStatusBadge status={detail.bookingStatus} />
        </Fact>
        <Fact label={t('customer')}>{detail.customerName}</Fact>
        <Fact label={t('supplier')}>{detail.supplierName}</Fact>
        <Fact label={t('factory')}>
          <span className="block">{detail.factoryName}</span>
          {detail.factoryAddress ? (
            <span className="block text-slate-700">{detail.factoryAddress}</span>
          ) : null}
        </Fact>
        <Fact label={t('dates')}>{bookingDays(detail.inspectionDateFrom, detail.inspectionDateTo)}</Fact>
        <Fact label={t('inspectors')}>
          {detail.inspectors.length
            ? detail.inspectors.map((inspector) => inspector.name).join(', ')
            : t('noInspector')}
        </Fact>
        {detail.dueAt ? <Fact label={t('due')}>{bookingMoment(detail.dueAt)}</Fact> : null}
      </dl>
      <div className="flex flex-wrap gap-2" aria-label={t('states')} role="group">
        <StateBadge label={t('missionLabel')} value={t(`mission.${detail.missionStatus}`)} />
        <StateBadge label={t('fillLabel')} value={t(`fill.${detail.fillStatus}`)} />
        <StateBadge label={t('reviewLabel')} value={review} />
        <StateBadge label={t('reportLabel')} value={t(`status.${detail.status}`)} />
      </div>
    </section>
  );
}
