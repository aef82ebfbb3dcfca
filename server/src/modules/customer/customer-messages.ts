import type { Lang } from '@portal/domain';
import type { RuleLabels } from '../../lib/rule-validation';

/** Server-side texts of the customer answers (the browser has its own for the result codes). */
const MESSAGES = {
  unknownChoice: {
    en: 'This choice does not exist (or is not available here).',
    fr: "Ce choix n'existe pas (ou n'est pas disponible ici).",
  },
  notInParent: {
    en: 'A province must lie in the chosen country, and a city in the chosen province.',
    fr: 'Une province doit se trouver dans le pays choisi, et une ville dans la province choisie.',
  },
  seasonDates: {
    en: 'A season cannot end before it starts.',
    fr: 'Une saison ne peut pas finir avant de commencer.',
  },
  sheet: { en: 'Customers', fr: 'Clients' },
  brandSheet: { en: 'Brands', fr: 'Marques' },
} as const satisfies Record<string, Record<Lang, string>>;

export function customerMessage(key: keyof typeof MESSAGES, lang: Lang): string {
  return MESSAGES[key][lang];
}

/** Server texts of the label keys in customer.json and customer-brand.json. */
export const CUSTOMER_RULE_LABELS: RuleLabels = {
  'customer.field.name': { en: 'Name', fr: 'Nom' },
  'customer.field.code': { en: 'Code', fr: 'Code' },
  'customer.field.glCode': { en: 'GL code', fr: 'Code GL' },
  'customer.field.email': { en: 'Email', fr: 'E-mail' },
  'customer.field.phone': { en: 'Phone', fr: 'Téléphone' },
  'customer.field.website': { en: 'Website', fr: 'Site web' },
  'customer.field.country': { en: 'Country', fr: 'Pays' },
  'customer.field.status': { en: 'Status', fr: 'Statut' },
  'customer.field.entities': { en: 'Entities', fr: 'Entités' },
  'customer.field.customer': { en: 'Customer', fr: 'Client' },
  'customer.brand.field.name': { en: 'Brand', fr: 'Marque' },
};
