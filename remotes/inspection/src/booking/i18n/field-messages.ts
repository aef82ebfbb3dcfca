import { CUSTOMER_CONFIG_ENUM_LABELS } from '@portal/domain';

/** The names of a booking's fields, shared by the summary, the detail, the cancel and the combine screens. */
const en = {
  'inspection.booking.field.bookingNo': 'Booking no.',
  'inspection.booking.field.status': 'Status',
  'inspection.booking.field.band': 'Time to inspection',
  'inspection.booking.field.customer': 'Customer',
  'inspection.booking.field.supplier': 'Supplier',
  'inspection.booking.field.factory': 'Factory',
  'inspection.booking.field.serviceType': 'Service type',
  'inspection.booking.field.inspectionDates': 'Inspection dates',
  'inspection.booking.field.office': 'Office',
  'inspection.booking.field.poNumbers': 'PO numbers',
  'inspection.booking.field.productCount': 'Products',
  'inspection.booking.field.totalQuantity': 'Total quantity',
  'inspection.booking.field.createdAt': 'Created',
  'inspection.booking.field.actions': 'Actions',
  'inspection.booking.field.reason': 'Reason',
};

const fr: Record<keyof typeof en, string> = {
  'inspection.booking.field.bookingNo': 'N° de réservation',
  'inspection.booking.field.status': 'Statut',
  'inspection.booking.field.band': 'Délai avant inspection',
  'inspection.booking.field.customer': 'Client',
  'inspection.booking.field.supplier': 'Fournisseur',
  'inspection.booking.field.factory': 'Usine',
  'inspection.booking.field.serviceType': 'Type de prestation',
  'inspection.booking.field.inspectionDates': 'Dates d’inspection',
  'inspection.booking.field.office': 'Bureau',
  'inspection.booking.field.poNumbers': 'N° de commande',
  'inspection.booking.field.productCount': 'Produits',
  'inspection.booking.field.totalQuantity': 'Quantité totale',
  'inspection.booking.field.createdAt': 'Créée le',
  'inspection.booking.field.actions': 'Actions',
  'inspection.booking.field.reason': 'Motif',
};

/** Service types and AQL levels keep the customer configuration's names (one text per value in domain). */
const enumTexts = (list: 'serviceType' | 'aqlLevel', lang: 'en' | 'fr') =>
  Object.fromEntries(
    Object.entries(CUSTOMER_CONFIG_ENUM_LABELS[list] ?? {}).map(([value, texts]) => [
      `inspection.booking.${list}.${value}`,
      texts[lang],
    ]),
  );

export const BOOKING_FIELD_MESSAGES = {
  en: { ...en, ...enumTexts('serviceType', 'en'), ...enumTexts('aqlLevel', 'en') },
  fr: { ...fr, ...enumTexts('serviceType', 'fr'), ...enumTexts('aqlLevel', 'fr') },
};
