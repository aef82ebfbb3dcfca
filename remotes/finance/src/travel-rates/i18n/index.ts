import { TRAVEL_RATE_MESSAGES } from './travel-rate-messages';

/** Each travel-rates screen's texts (keys start with 'finance.travel.'), merged in module.ts. */
const PARTS: { en: Record<string, string>; fr: Record<string, string> }[] = [TRAVEL_RATE_MESSAGES];

export const TRAVEL_RATES_MESSAGES = {
  en: Object.assign({}, ...PARTS.map((part) => part.en)) as Record<string, string>,
  fr: Object.assign({}, ...PARTS.map((part) => part.fr)) as Record<string, string>,
};
