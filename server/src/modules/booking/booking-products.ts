import {
  AqlLevel,
  BOOKING_MESSAGES,
  computeSampling,
  CUSTOM_SAMPLE_SIZE_MAX,
  isAqlValue,
  type BookingCreate,
  type BookingProduct,
  type Lang,
  type SamplingRequestItem,
  type SamplingResult,
} from '@portal/domain';
import type { FieldError } from '../../lib/http-error';

/**
 * The AQL choice of each product of a booking and the sampling the server computes from it: a product's lot
 * is its quantity across the booking's lines, or, when it is in a picking group, the whole group's quantity
 * (products sampled together are one lot).
 */

export type ProductChoice = Pick<
  BookingProduct,
  'productId' | 'aqlLevel' | 'customSampleSize' | 'criticalAql' | 'majorAql' | 'minorAql' | 'pickingGroup'
>;

export type SampledProduct = ProductChoice & { lotSize: number; sampling: SamplingResult | null };

/** A booking product may leave its AQLs out (no class inspected); a sampling request names all three. */
type AqlChoiceField = 'aqlLevel' | 'customSampleSize' | 'criticalAql' | 'majorAql' | 'minorAql';

const LEVELS: readonly number[] = [AqlLevel.AQLI, AqlLevel.AQLII, AqlLevel.AQLIII, AqlLevel.Custom];

/** The ISO 2859-1 plan of one lot; the input is checked first (aqlChoiceErrors), so it does not throw. */
export function samplingOf(item: SamplingRequestItem): SamplingResult {
  return computeSampling({
    lotSize: item.lotSize,
    level: item.aqlLevel,
    customSampleSize: item.aqlLevel === AqlLevel.Custom ? item.customSampleSize : null,
    critical: item.criticalAql as never,
    major: item.majorAql as never,
    minor: item.minorAql as never,
  });
}

/** What is wrong with one AQL choice, as field errors under `prefix` (products.0, products.3...). */
export function aqlChoiceErrors(
  choice: Pick<BookingCreate['products'][number], AqlChoiceField>,
  prefix: string,
  lang: Lang,
): FieldError[] {
  const errors: FieldError[] = [];
  if (!LEVELS.includes(choice.aqlLevel))
    errors.push({ field: `${prefix}.aqlLevel`, message: BOOKING_MESSAGES.aqlValue[lang] });
  const custom = choice.customSampleSize ?? null;
  const customValid =
    custom !== null && Number.isInteger(custom) && custom >= 1 && custom <= CUSTOM_SAMPLE_SIZE_MAX;
  // Only a custom level needs a size; any other takes it from the tables (a size sent with it is not kept).
  if (choice.aqlLevel === AqlLevel.Custom && !customValid)
    errors.push({ field: `${prefix}.customSampleSize`, message: BOOKING_MESSAGES.customSampleSize[lang] });
  for (const name of ['criticalAql', 'majorAql', 'minorAql'] as const) {
    const value = choice[name];
    if (value !== null && value !== undefined && !isAqlValue(value))
      errors.push({ field: `${prefix}.${name}`, message: BOOKING_MESSAGES.aqlValue[lang] });
  }
  return errors;
}

/**
 * The products must be exactly the distinct products of the lines (one AQL choice each), each choice valid.
 * `lineProducts` are the lines' products as the PO lines say, in line order.
 */
export function productErrors(
  products: readonly ProductChoice[],
  lineProducts: readonly number[],
  lang: Lang,
): FieldError[] {
  const wanted = new Set(lineProducts);
  const given = products.map((product) => product.productId);
  const exact =
    new Set(given).size === given.length &&
    given.length === wanted.size &&
    given.every((productId) => wanted.has(productId));
  const errors: FieldError[] = exact
    ? []
    : [{ field: 'products', message: BOOKING_MESSAGES.productsMissing[lang] }];
  products.forEach((product, index) => errors.push(...aqlChoiceErrors(product, `products.${index}`, lang)));
  return errors;
}

/** Each product with its lot (its quantity, or its picking group's) and the plan for that lot. */
export function sampleProducts(
  products: readonly ProductChoice[],
  lines: readonly { productId: number; quantity: number }[],
): SampledProduct[] {
  const quantityOf = new Map<number, number>();
  for (const line of lines)
    quantityOf.set(line.productId, (quantityOf.get(line.productId) ?? 0) + line.quantity);
  const groupLot = new Map<number, number>();
  for (const product of products)
    if (product.pickingGroup != null)
      groupLot.set(
        product.pickingGroup,
        (groupLot.get(product.pickingGroup) ?? 0) + (quantityOf.get(product.productId) ?? 0),
      );
  return products.map((product) => {
    const lotSize =
      product.pickingGroup != null
        ? (groupLot.get(product.pickingGroup) ?? 0)
        : (quantityOf.get(product.productId) ?? 0);
    const sampling = lotSize >= 1 ? samplingOf({ ...product, lotSize }) : null;
    return { ...product, lotSize, sampling };
  });
}
