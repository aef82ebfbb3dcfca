/** The cancel screen (the Cancelled notification opens it too). */
const en = {
  'inspection.booking.cancel.title': 'Cancel booking',
  'inspection.booking.cancel.heading': 'Cancel booking {number}',
  'inspection.booking.cancel.intro':
    'Cancelling releases the booked quantities, closes the booking’s tasks and tells its contacts.',
  'inspection.booking.cancel.reason': 'Why is it cancelled?',
  'inspection.booking.cancel.submit': 'Cancel booking',
  'inspection.booking.cancel.cancelled': 'This booking is cancelled.',
  'inspection.booking.cancel.reasonGiven': 'Reason: {reason}',
  'inspection.booking.cancel.combinedInto': 'Combined into',
  'inspection.booking.cancel.notAllowed': 'This booking cannot be cancelled while it is {status}.',
  'inspection.booking.cancel.detail': 'See the booking',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.booking.cancel.title': 'Annuler une réservation',
  'inspection.booking.cancel.heading': 'Annuler la réservation {number}',
  'inspection.booking.cancel.intro':
    'L’annulation libère les quantités réservées, clôt les tâches de la réservation et prévient ses contacts.',
  'inspection.booking.cancel.reason': 'Pourquoi est-elle annulée ?',
  'inspection.booking.cancel.submit': 'Annuler la réservation',
  'inspection.booking.cancel.cancelled': 'Cette réservation est annulée.',
  'inspection.booking.cancel.reasonGiven': 'Motif : {reason}',
  'inspection.booking.cancel.combinedInto': 'Regroupée dans',
  'inspection.booking.cancel.notAllowed':
    'Cette réservation ne peut pas être annulée dans le statut {status}.',
  'inspection.booking.cancel.detail': 'Voir la réservation',
};

export const BOOKING_CANCEL_MESSAGES = { en, fr };
