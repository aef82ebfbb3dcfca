import { useIntl } from 'react-intl';
import { HoursToInspectionBand } from '@portal/domain';

const B = HoursToInspectionBand;
/** Spec section 9: under 24 h red, 24 to 48 h amber, over 48 h green. */
const BAND_CLASSES: Record<HoursToInspectionBand, string> = {
  [B.Under24]: 'bg-red-100 text-red-800 ring-red-300',
  [B.From24To48]: 'bg-amber-100 text-amber-900 ring-amber-300',
  [B.Over48]: 'bg-green-100 text-green-800 ring-green-300',
};

/** How soon an open booking is inspected; nothing once it is closed (the server sends no band then). */
export function HoursBandChip({ band, hours }: { band: HoursToInspectionBand | null; hours: number | null }) {
  const intl = useIntl();
  if (band === null) return null;
  return (
    <span
      data-band={band}
      title={
        hours === null
          ? undefined
          : intl.formatMessage({ id: 'inspection.booking.band.title' }, { hours: Math.round(hours) })
      }
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${BAND_CLASSES[band]}`}
    >
      {intl.formatMessage({ id: `inspection.booking.band.${band}` })}
    </span>
  );
}
