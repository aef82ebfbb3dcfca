import {
  amountCents,
  centsText,
  EXPENSE_CURRENCIES,
  isExpenseCurrency,
  TripType,
  type Lang,
} from '@portal/domain';
import type { FieldError } from '../../lib/http-error';
import type { RuleLabels } from '../../lib/rule-validation';

/**
 * The travel rates' checks beyond the rule files (which know required, number and length only): amounts,
 * currencies and travel times, with messages in the request's language. The JSON schemas only bound the
 * shapes, so every refusal here reads like the rule files' ones.
 */

/** Field labels of the rule files (the finance remote has the same keys in its messages). */
export const TRAVEL_RATE_LABELS = {
  'finance.travel.field.name': { en: 'Name', fr: 'Nom' },
  'finance.travel.field.office': { en: 'Office', fr: 'Bureau' },
  'finance.travel.field.country': { en: 'Country', fr: 'Pays' },
  'finance.travel.field.city': { en: 'City', fr: 'Ville' },
  'finance.travel.field.startingPort': { en: 'Starting port', fr: 'Point de départ' },
  'finance.travel.field.destinationCity': { en: 'Destination city', fr: 'Ville de destination' },
  'finance.travel.field.tripType': { en: 'Trip type', fr: 'Type de trajet' },
  'finance.travel.field.travelTimeHours': { en: 'Travel time (hours)', fr: 'Temps de trajet (heures)' },
  'finance.travel.field.ticketCost': { en: 'Ticket cost', fr: 'Prix du billet' },
  'finance.travel.field.currency': { en: 'Currency', fr: 'Devise' },
  'finance.travel.field.amount': { en: 'Amount', fr: 'Montant' },
  'finance.travel.field.amountPerManDay': { en: 'Amount per man-day', fr: 'Montant par jour-homme' },
} satisfies RuleLabels;

type LabelKey = keyof typeof TRAVEL_RATE_LABELS;

/** Longest travel time one way, hours. */
export const TRAVEL_TIME_MAX_HOURS = 72;
/** The money columns hold 10 digits before the point. */
const AMOUNT_MAX_CENTS = 9_999_999_999_99n;

const MESSAGES = {
  amount: {
    en: '{field} must be an amount of 0 or more with at most two decimals.',
    fr: '{field} doit être un montant positif ou nul avec au plus deux décimales.',
  },
  currency: {
    en: '{field} must be one of {list}.',
    fr: '{field} doit être l’une des devises {list}.',
  },
  travelTime: {
    en: '{field} must be between 0 and {max} hours, with at most one decimal.',
    fr: '{field} doit être compris entre 0 et {max} heures, avec au plus une décimale.',
  },
  noTripTicket: {
    en: 'A journey without a trip has no ticket: the ticket cost must be 0.',
    fr: 'Un trajet sans déplacement n’a pas de billet : le prix du billet doit être 0.',
  },
} as const;

function message(
  key: keyof typeof MESSAGES,
  lang: Lang,
  label: LabelKey,
  values: Record<string, string> = {},
) {
  const all: Record<string, string> = { field: TRAVEL_RATE_LABELS[label][lang], ...values };
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => all[name] ?? whole);
}

/** Cents of a money text within the columns' range, or null. */
export function moneyCents(value: unknown): bigint | null {
  const cents = amountCents(value);
  return cents !== null && cents <= AMOUNT_MAX_CENTS ? cents : null;
}

/** A checked money text as stored: "12.5" -> "12.50". */
export const moneyText = (value: string): string => centsText(moneyCents(value)!);

export function amountErrors(field: string, label: LabelKey, value: unknown, lang: Lang): FieldError[] {
  return moneyCents(value) === null ? [{ field, message: message('amount', lang, label) }] : [];
}

export function currencyErrors(value: unknown, lang: Lang): FieldError[] {
  if (isExpenseCurrency(value)) return [];
  const list = EXPENSE_CURRENCIES.join(', ');
  return [
    { field: 'currency', message: message('currency', lang, 'finance.travel.field.currency', { list }) },
  ];
}

/** 0 to 72 hours, in tenths. */
export function travelTimeErrors(value: unknown, lang: Lang): FieldError[] {
  const ok =
    typeof value === 'number' &&
    value >= 0 &&
    value <= TRAVEL_TIME_MAX_HOURS &&
    Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
  if (ok) return [];
  const values = { max: String(TRAVEL_TIME_MAX_HOURS) };
  return [
    {
      field: 'travelTimeHours',
      message: message('travelTime', lang, 'finance.travel.field.travelTimeHours', values),
    },
  ];
}

/** A NoTrip journey costs no ticket. */
export function noTripErrors(tripType: unknown, ticketCost: unknown, lang: Lang): FieldError[] {
  const cents = moneyCents(ticketCost);
  if (tripType !== TripType.NoTrip || cents === null || cents === 0n) return [];
  return [{ field: 'ticketCost', message: message('noTripTicket', lang, 'finance.travel.field.ticketCost') }];
}
