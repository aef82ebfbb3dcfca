/** The twelve booking statuses and the hours-to-inspection bands (spec sections 4 and 9). */
const en = {
  'inspection.booking.status.0': 'New',
  'inspection.booking.status.1': 'Requested',
  'inspection.booking.status.2': 'Confirmed',
  'inspection.booking.status.3': 'Rescheduled',
  'inspection.booking.status.4': 'Cancelled',
  'inspection.booking.status.5': 'Scheduled',
  'inspection.booking.status.6': 'Inspected',
  'inspection.booking.status.7': 'Validated',
  'inspection.booking.status.8': 'Verified',
  'inspection.booking.status.9': 'Allocate QC',
  'inspection.booking.status.10': 'On hold',
  'inspection.booking.status.11': 'Report sent',
  'inspection.booking.band.1': '< 24 h',
  'inspection.booking.band.2': '24–48 h',
  'inspection.booking.band.3': '> 48 h',
  'inspection.booking.band.title': 'Inspection in {hours} h',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.booking.status.0': 'Nouvelle',
  'inspection.booking.status.1': 'Demandée',
  'inspection.booking.status.2': 'Confirmée',
  'inspection.booking.status.3': 'Replanifiée',
  'inspection.booking.status.4': 'Annulée',
  'inspection.booking.status.5': 'Planifiée',
  'inspection.booking.status.6': 'Inspectée',
  'inspection.booking.status.7': 'Validée',
  'inspection.booking.status.8': 'Vérifiée',
  'inspection.booking.status.9': 'Inspecteur à affecter',
  'inspection.booking.status.10': 'En attente',
  'inspection.booking.status.11': 'Rapport envoyé',
  'inspection.booking.band.1': '< 24 h',
  'inspection.booking.band.2': '24–48 h',
  'inspection.booking.band.3': '> 48 h',
  'inspection.booking.band.title': 'Inspection dans {hours} h',
};

export const BOOKING_STATUS_MESSAGES = { en, fr };
