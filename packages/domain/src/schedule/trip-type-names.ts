import { TripType } from './schedule-enums';

/** What each trip type is called, for screens and exports (English and French). */
export const TRIP_TYPE_NAMES: Record<TripType, { en: string; fr: string }> = {
  [TripType.NoTrip]: { en: 'No trip', fr: 'Sans déplacement' },
  [TripType.SingleTrip]: { en: 'Single trip (same day)', fr: 'Aller-retour dans la journée' },
  [TripType.DoubleTrip]: { en: 'Double trip (night away)', fr: 'Déplacement avec nuitée' },
};

export const TRIP_TYPES: readonly TripType[] = [TripType.NoTrip, TripType.SingleTrip, TripType.DoubleTrip];
