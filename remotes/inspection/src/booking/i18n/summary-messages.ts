/** The booking summary's filters and header actions. */
const en = {
  'inspection.booking.summary.combine': 'Combine bookings',
  'inspection.booking.filter.bookingNo': 'Booking no.',
  'inspection.booking.filter.poNumber': 'PO number',
  'inspection.booking.filter.customers': 'Customers',
  'inspection.booking.filter.suppliers': 'Suppliers',
  'inspection.booking.filter.factories': 'Factories',
  'inspection.booking.filter.serviceTypes': 'Service types',
  'inspection.booking.filter.statuses': 'Statuses',
  'inspection.booking.filter.inspectionDate': 'Inspection date',
  'inspection.booking.filter.offices': 'Offices',
  'inspection.booking.filter.officesHint': 'Choose a customer first: its offices are listed.',
  'inspection.booking.filter.products': 'Products',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.booking.summary.combine': 'Regrouper des réservations',
  'inspection.booking.filter.bookingNo': 'N° de réservation',
  'inspection.booking.filter.poNumber': 'N° de commande',
  'inspection.booking.filter.customers': 'Clients',
  'inspection.booking.filter.suppliers': 'Fournisseurs',
  'inspection.booking.filter.factories': 'Usines',
  'inspection.booking.filter.serviceTypes': 'Types de prestation',
  'inspection.booking.filter.statuses': 'Statuts',
  'inspection.booking.filter.inspectionDate': 'Date d’inspection',
  'inspection.booking.filter.offices': 'Bureaux',
  'inspection.booking.filter.officesHint': 'Choisissez d’abord un client : ses bureaux sont listés.',
  'inspection.booking.filter.products': 'Produits',
};

export const BOOKING_SUMMARY_MESSAGES = { en, fr };
