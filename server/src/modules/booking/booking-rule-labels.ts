import type { Lang } from '@portal/domain';

/** Server-side texts of the rule file's labels (packages/domain/validator/booking.json) and of the checks. */
export const BOOKING_RULE_LABELS = {
  'booking.field.customer': { en: 'Customer', fr: 'Client' },
  'booking.field.supplier': { en: 'Supplier', fr: 'Fournisseur' },
  'booking.field.factory': { en: 'Factory', fr: 'Usine' },
  'booking.field.serviceType': { en: 'Service type', fr: 'Type de prestation' },
  'booking.field.inspectionDateFrom': { en: 'First inspection day', fr: 'Premier jour d’inspection' },
  'booking.field.inspectionDateTo': { en: 'Last inspection day', fr: 'Dernier jour d’inspection' },
  'booking.field.office': { en: 'Office', fr: 'Bureau' },
  'booking.field.instructions': { en: 'Instructions', fr: 'Instructions' },
  'booking.field.lines': { en: 'PO lines', fr: 'Lignes de commande' },
  'booking.field.poLine': { en: 'PO line', fr: 'Ligne de commande' },
  'booking.field.quantity': { en: 'Quantity', fr: 'Quantité' },
  'booking.field.products': { en: 'Products', fr: 'Produits' },
  'booking.field.product': { en: 'Product', fr: 'Produit' },
  'booking.field.aqlLevel': { en: 'AQL level', fr: 'Niveau AQL' },
} as const;

export type BookingLabel = keyof typeof BOOKING_RULE_LABELS extends `booking.field.${infer Name}`
  ? Name
  : never;

export function bookingLabel(name: BookingLabel, lang: Lang): string {
  return BOOKING_RULE_LABELS[`booking.field.${name}`][lang];
}
