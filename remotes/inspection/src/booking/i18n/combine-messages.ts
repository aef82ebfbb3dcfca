/** The combine screen. */
const en = {
  'inspection.booking.combine.title': 'Combine bookings',
  'inspection.booking.combine.intro':
    'Bookings of the same customer, supplier, factory and service type that are not yet scheduled can be merged into one of them.',
  'inspection.booking.combine.first': 'First booking',
  'inspection.booking.combine.number': 'Booking number',
  'inspection.booking.combine.find': 'Find',
  'inspection.booking.combine.notFound': 'No booking that can still be combined has this number.',
  'inspection.booking.combine.badNumber': 'Type a booking number such as INS-000123.',
  'inspection.booking.combine.change': 'Choose another first booking',
  'inspection.booking.combine.compatible': 'Bookings that can be combined with {number}',
  'inspection.booking.combine.loading': 'Looking for compatible bookings…',
  'inspection.booking.combine.failed': 'The compatible bookings could not be loaded.',
  'inspection.booking.combine.alone': 'No other booking can be combined with this one.',
  'inspection.booking.combine.select': 'Combine {number}',
  'inspection.booking.combine.target': 'Keep {number}',
  'inspection.booking.combine.include': 'Combine',
  'inspection.booking.combine.keep': 'Keep',
  'inspection.booking.combine.hint':
    'The kept booking receives the lines of the others, which are cancelled. It keeps its own dates.',
  'inspection.booking.combine.submit': '{count, plural, one {Combine # booking} other {Combine # bookings}}',
  'inspection.booking.combine.needTwo': 'Select at least two bookings and the one to keep.',
  'inspection.booking.combine.done': 'The bookings are combined into {number}.',
  'inspection.booking.combine.refused': 'The bookings were not combined',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.booking.combine.title': 'Regrouper des réservations',
  'inspection.booking.combine.intro':
    'Les réservations du même client, fournisseur, usine et type de prestation, pas encore planifiées, peuvent être fusionnées dans l’une d’elles.',
  'inspection.booking.combine.first': 'Première réservation',
  'inspection.booking.combine.number': 'Numéro de réservation',
  'inspection.booking.combine.find': 'Rechercher',
  'inspection.booking.combine.notFound': 'Aucune réservation encore regroupable ne porte ce numéro.',
  'inspection.booking.combine.badNumber': 'Saisissez un numéro de réservation comme INS-000123.',
  'inspection.booking.combine.change': 'Choisir une autre première réservation',
  'inspection.booking.combine.compatible': 'Réservations regroupables avec {number}',
  'inspection.booking.combine.loading': 'Recherche des réservations compatibles…',
  'inspection.booking.combine.failed': 'Les réservations compatibles n’ont pas pu être chargées.',
  'inspection.booking.combine.alone': 'Aucune autre réservation ne peut être regroupée avec celle-ci.',
  'inspection.booking.combine.select': 'Regrouper {number}',
  'inspection.booking.combine.target': 'Conserver {number}',
  'inspection.booking.combine.include': 'Regrouper',
  'inspection.booking.combine.keep': 'Conserver',
  'inspection.booking.combine.hint':
    'La réservation conservée reçoit les lignes des autres, qui sont annulées. Elle garde ses propres dates.',
  'inspection.booking.combine.submit':
    '{count, plural, one {Regrouper # réservation} other {Regrouper # réservations}}',
  'inspection.booking.combine.needTwo': 'Sélectionnez au moins deux réservations et celle à conserver.',
  'inspection.booking.combine.done': 'Les réservations sont regroupées dans {number}.',
  'inspection.booking.combine.refused': 'Les réservations n’ont pas été regroupées',
};

export const BOOKING_COMBINE_MESSAGES = { en, fr };
