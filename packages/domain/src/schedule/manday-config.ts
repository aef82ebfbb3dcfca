import { INSPECTION_SERVICE_TYPES, type InspectionServiceType } from '../booking/booking-types';
import { CUSTOMER_CONFIG_ENUM_LABELS } from '../customer-config/customer-config-labels';
import type { Lang } from '../i18n/common-messages';
import { MAN_DAY_STEP } from './schedule-enums';

/**
 * The rules of the two man-day resources (workload matrix, other man-days), shared by the server's checks
 * and the screens, with the texts both show. Keys are the inspection remote's, so the rule files' labels
 * and the server's field messages read the same words as the screens.
 */

export const WORKLOAD_MAN_DAYS_MAX = 99;
export const OTHER_MAN_DAYS_MAX = 10;
export const OTHER_MANDAY_NAME_MAX = 100;
/** Sample sizes and product counts a matrix row may name (the schema's bound; real values are far below). */
export const WORKLOAD_BOUND_MAX = 1_000_000;

export const WORKLOAD_MATRIX_SORT_FIELDS = [
  'serviceType',
  'sampleSizeFrom',
  'productCountFrom',
  'manDays',
] as const;
export const OTHER_MANDAY_SORT_FIELDS = [
  'name',
  'customerName',
  'serviceType',
  'manDays',
  'isActive',
] as const;

export const isInspectionServiceType = (value: number): value is InspectionServiceType =>
  (INSPECTION_SERVICE_TYPES as readonly number[]).includes(value);

/** More than 0, at most `max`, a whole number of quarter days. */
export function isManDays(value: number, max: number): boolean {
  const quarters = value / MAN_DAY_STEP;
  return (
    Number.isFinite(value) && value > 0 && value <= max && Math.abs(quarters - Math.round(quarters)) < 1e-9
  );
}

/** Two inclusive ranges (null upper bound: "and above") share at least one value. */
export const rangesOverlap = (
  aFrom: number,
  aTo: number | null,
  bFrom: number,
  bTo: number | null,
): boolean => (aTo === null || aTo >= bFrom) && (bTo === null || bTo >= aFrom);

type Texts = Record<Lang, string>;
const t = (en: string, fr: string): Texts => ({ en, fr });

export const WORKLOAD_MATRIX_PREFIX = 'inspection.schedule.workloadMatrix.';
export const OTHER_MANDAY_PREFIX = 'inspection.schedule.otherManday.';

/** Field labels and the server's refusals of a workload matrix row (keys below WORKLOAD_MATRIX_PREFIX). */
export const WORKLOAD_MATRIX_TEXTS = {
  'field.serviceType': t('Service type', 'Type de prestation'),
  'field.sampleSize': t('Total sample size', 'Taille totale de l’échantillon'),
  'field.sampleSizeFrom': t('Sample size from', 'Taille d’échantillon de'),
  'field.sampleSizeTo': t('Sample size to', 'Taille d’échantillon à'),
  'field.productCount': t('Products', 'Produits'),
  'field.productCountFrom': t('Products from', 'Produits de'),
  'field.productCountTo': t('Products to', 'Produits à'),
  'field.manDays': t('Man-days', 'Jours-homme'),
  'error.serviceType': t('Choose an inspection service type.', 'Choisissez un type d’inspection.'),
  'error.manDays': t(
    'Man-days must be more than 0 and at most {max}, in steps of 0.25.',
    'Les jours-homme doivent être supérieurs à 0 et au plus {max}, par pas de 0,25.',
  ),
  'error.overlap': t(
    'This row overlaps the {serviceType} row for a sample size of {sampleSize} and {productCount} products ({manDays} man-days).',
    'Cette ligne chevauche la ligne {serviceType} pour une taille d’échantillon de {sampleSize} et {productCount} produits ({manDays} jours-homme).',
  ),
  'range.between': t('{from} to {to}', '{from} à {to}'),
  'range.andAbove': t('{from} and above', '{from} et plus'),
} as const;

/** Field labels and the server's refusals of an other man-day (keys below OTHER_MANDAY_PREFIX). */
export const OTHER_MANDAY_TEXTS = {
  'field.name': t('Name', 'Nom'),
  'field.customer': t('Customer', 'Client'),
  'field.serviceType': t('Service type', 'Type de prestation'),
  'field.manDays': t('Man-days', 'Jours-homme'),
  'field.isActive': t('Active', 'Actif'),
  'value.allCustomers': t('All customers', 'Tous les clients'),
  'value.allServices': t('All services', 'Toutes les prestations'),
  'error.serviceType': t('Choose an inspection service type.', 'Choisissez un type d’inspection.'),
  'error.customer': t(
    'This customer is not one of the entity’s customers.',
    'Ce client ne fait pas partie des clients de l’entité.',
  ),
  'error.manDays': t(
    'Man-days must be more than 0 and at most {max}, in steps of 0.25.',
    'Les jours-homme doivent être supérieurs à 0 et au plus {max}, par pas de 0,25.',
  ),
} as const;

export type WorkloadMatrixTextKey = keyof typeof WORKLOAD_MATRIX_TEXTS;
export type OtherMandayTextKey = keyof typeof OTHER_MANDAY_TEXTS;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

export function workloadMatrixText(
  key: WorkloadMatrixTextKey,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return fill(WORKLOAD_MATRIX_TEXTS[key][lang], values);
}

export function otherMandayText(
  key: OtherMandayTextKey,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return fill(OTHER_MANDAY_TEXTS[key][lang], values);
}

/** "1 to 50", "51 and above". */
export const rangeText = (from: number, to: number | null, lang: Lang): string =>
  to === null
    ? workloadMatrixText('range.andAbove', lang, { from })
    : workloadMatrixText('range.between', lang, { from, to });

/** Man-days as the language writes decimals (1.5, 1,5). */
export const manDaysText = (value: number, lang: Lang): string =>
  lang === 'fr' ? String(value).replace('.', ',') : String(value);

/** The service type's name (the customer configuration's words for it). */
export const serviceTypeText = (value: number, lang: Lang): string =>
  CUSTOMER_CONFIG_ENUM_LABELS.serviceType?.[value]?.[lang] ?? String(value);

/** Texts of one language as react-intl messages under their prefix (the screens' message files). */
export function prefixedMessages(
  prefix: string,
  texts: Record<string, Record<Lang, string>>,
  lang: Lang,
): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, value]) => [`${prefix}${key}`, value[lang]]));
}
