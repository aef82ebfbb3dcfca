import { AllocationRefusal } from './schedule-enums';

/**
 * What the server says when it refuses a QC for a day, English and French. Placeholders: {qc} the QC's
 * name, {date} dd/MM/yyyy, {label} the leave type, holiday name or block reason, {manDays} the man-days
 * the QC already has that day, {booking} the booking number.
 */
export const ALLOCATION_REFUSAL_MESSAGES: Record<AllocationRefusal, { en: string; fr: string }> = {
  [AllocationRefusal.Leave]: {
    en: '{qc} is on leave on {date} ({label}).',
    fr: '{qc} est en congé le {date} ({label}).',
  },
  [AllocationRefusal.Holiday]: {
    en: '{date} is a holiday of {qc}’s office ({label}).',
    fr: 'Le {date} est un jour férié du bureau de {qc} ({label}).',
  },
  [AllocationRefusal.Blocked]: {
    en: '{qc} is blocked on {date} ({label}).',
    fr: '{qc} est bloqué(e) le {date} ({label}).',
  },
  [AllocationRefusal.DoubleAllocation]: {
    en: '{qc} already has {manDays} man-day(s) on {date}: one QC works at most one man-day a day.',
    fr: '{qc} a déjà {manDays} jour(s)-homme le {date} : un QC travaille au plus un jour-homme par jour.',
  },
  [AllocationRefusal.NotQc]: {
    en: '{qc} is not an inspector of this entity.',
    fr: '{qc} n’est pas un inspecteur de cette entité.',
  },
  [AllocationRefusal.OutsideBooking]: {
    en: '{date} is not an inspection day of booking {booking}.',
    fr: 'Le {date} n’est pas un jour d’inspection de la réservation {booking}.',
  },
  [AllocationRefusal.PastDay]: {
    en: '{date} has begun or passed: its inspectors can no longer change.',
    fr: 'Le {date} est commencé ou passé : ses inspecteurs ne peuvent plus changer.',
  },
  [AllocationRefusal.BookingStatus]: {
    en: 'Booking {booking} takes inspectors only once confirmed and until it is inspected.',
    fr: 'La réservation {booking} ne reçoit des inspecteurs qu’une fois confirmée et jusqu’à l’inspection.',
  },
  [AllocationRefusal.ManDays]: {
    en: 'Give {qc} between 0.25 and 1 man-day on {date}, in quarter days.',
    fr: 'Donnez à {qc} entre 0,25 et 1 jour-homme le {date}, par quarts de jour.',
  },
};

export type RefusalValues = Partial<Record<'qc' | 'date' | 'label' | 'manDays' | 'booking', string>>;

/** The sentence of a refusal in the request's language, placeholders filled (missing ones left as "?"). */
export function allocationRefusalMessage(
  reason: AllocationRefusal,
  lang: string,
  values: RefusalValues,
): string {
  const texts = ALLOCATION_REFUSAL_MESSAGES[reason];
  const text = lang.toLowerCase().startsWith('fr') ? texts.fr : texts.en;
  return text.replace(/\{(\w+)\}/g, (_, name: keyof RefusalValues) => values[name] ?? '?');
}
