import { useIntl } from 'react-intl';
import { TripType, type TravelEstimate } from '@portal/domain';
import { formatMoney } from '../schedule-format';

/** Parts in another currency than the total's, left out of it (the server sends them when there are any). */
type Travel = TravelEstimate & { excluded?: readonly ('tariff' | 'foodAllowance')[] };

function useTravelTexts() {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inspection.schedule.common.travel.${key}` }, values);
  const trip = (travel: Travel) =>
    intl.formatMessage({ id: `inspection.schedule.common.tripType.${travel.tripType}` });
  // A local factory: no journey time to speak of.
  const hours = (travel: Travel) =>
    travel.tripType === TripType.NoTrip
      ? null
      : t('hours', { hours: intl.formatNumber(travel.travelTimeHours, { maximumFractionDigits: 1 }) });
  const money = (amount: string, travel: Travel) => formatMoney(intl, amount, travel.currency);
  return { t, trip, hours, money };
}

/** A QC's journey in one line: trip type, time one way and the total. */
export function TravelBrief({ travel }: { travel: TravelEstimate | null }) {
  const { t, trip, hours, money } = useTravelTexts();
  if (!travel) return <span className="text-slate-500">{t('unknown')}</span>;
  return (
    <span>
      {[trip(travel), hours(travel), money(travel.total, travel)].filter(Boolean).join(' · ')}
      <span className="block text-xs text-slate-500">{travel.startingPortName}</span>
    </span>
  );
}

/** The journey and what it costs, part by part, with the parts the total leaves out. */
export function TravelDetail({ travel }: { travel: TravelEstimate | null }) {
  const { t, trip, hours, money } = useTravelTexts();
  if (!travel) return <span className="text-slate-500">{t('unknown')}</span>;
  const excluded = (travel as Travel).excluded ?? [];
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <span className="font-medium">{[trip(travel), hours(travel)].filter(Boolean).join(' · ')}</span>
      <span className="text-xs text-slate-600">{t('from', { port: travel.startingPortName })}</span>
      <span className="text-xs text-slate-600">
        {[
          t('tickets', { amount: money(travel.ticketCost, travel) }),
          t('tariff', { amount: money(travel.tariff, travel) }),
          t('food', { amount: money(travel.foodAllowance, travel) }),
        ].join(' · ')}
      </span>
      <span className="font-medium">{t('total', { amount: money(travel.total, travel) })}</span>
      {excluded.length ? (
        <span className="text-xs text-amber-800">
          {t('excluded', { parts: excluded.map((part) => t(`part.${part}`)).join(', ') })}
        </span>
      ) : null}
    </div>
  );
}
