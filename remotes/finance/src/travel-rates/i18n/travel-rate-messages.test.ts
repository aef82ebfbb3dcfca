import { createIntl } from 'react-intl';
import { TRIP_TYPES } from '@portal/domain';
import { TRAVEL_RATES_MESSAGES } from '.';

const { en, fr } = TRAVEL_RATES_MESSAGES;
const placeholders = (text: string) =>
  (text.match(/\{\w+[},]/g) ?? []).map((name) => name.slice(1, -1)).sort();

describe('travel-rate screen texts', () => {
  it('exist in English and French alike, never empty, with the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect([key, text.trim() !== '', (fr[key] ?? '').trim() !== '']).toEqual([key, true, true]);
      expect([key, placeholders(fr[key]!)]).toEqual([key, placeholders(text)]);
    }
  });

  it('keep their own prefix, so the area’s other texts are never overwritten', () => {
    for (const key of Object.keys(en)) expect([key, key.startsWith('finance.travel.')]).toEqual([key, true]);
  });

  it('name every trip type and every rule file label', () => {
    for (const type of TRIP_TYPES) expect(en[`finance.travel.tripType.${type}`]).toBeTruthy();
    // The label keys of starting-port.json, travel-matrix.json, travel-tariff.json, food-allowance.json.
    const labels = ['name', 'office', 'country', 'city', 'startingPort', 'destinationCity', 'tripType'];
    const more = ['travelTimeHours', 'ticketCost', 'currency', 'amount', 'amountPerManDay'];
    for (const field of [...labels, ...more]) expect(en[`finance.travel.field.${field}`]).toBeTruthy();
  });

  it.each(['en', 'fr'] as const)('are valid message syntax in %s', (lang) => {
    const intl = createIntl({
      locale: lang,
      messages: TRAVEL_RATES_MESSAGES[lang],
      onError: (error) => {
        throw error;
      },
    });
    for (const id of Object.keys(en))
      expect(() => intl.formatMessage({ id }, { amount: '1', currency: 'CNY' })).not.toThrow();
  });
});
