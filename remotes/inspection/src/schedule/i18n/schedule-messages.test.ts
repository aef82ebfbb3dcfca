import { createIntl } from 'react-intl';
import { TripType } from '@portal/domain';
import { SCHEDULE_SCREEN_MESSAGES } from '.';

const { en, fr } = SCHEDULE_SCREEN_MESSAGES;
const placeholders = (text: string) =>
  (text.match(/\{\w+[},]/g) ?? []).map((name) => name.slice(1, -1)).sort();

describe('scheduling screen texts', () => {
  it('exist in English and French alike, never empty, with the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect([key, text.trim() !== '', (fr[key] ?? '').trim() !== '']).toEqual([key, true, true]);
      expect([key, placeholders(fr[key]!)]).toEqual([key, placeholders(text)]);
    }
  });

  it('keep their own prefix, so the area’s other texts are never overwritten', () => {
    for (const key of Object.keys(en))
      expect([key, key.startsWith('inspection.schedule.')]).toEqual([key, true]);
  });

  it('name every trip type', () => {
    const types = Object.values(TripType).filter((value) => typeof value === 'number');
    for (const type of types) {
      const id = `inspection.schedule.common.tripType.${type}`;
      expect([id, id in en]).toEqual([id, true]);
    }
  });

  it.each(['en', 'fr'] as const)('are valid message syntax in %s', (lang) => {
    const messages = SCHEDULE_SCREEN_MESSAGES[lang];
    const intl = createIntl({
      locale: lang,
      messages,
      onError: (error) => {
        throw error;
      },
    });
    // Every placeholder gets a value: a number where the message counts or formats it, text elsewhere.
    const values: Record<string, string | number> = {};
    for (const text of Object.values(messages))
      for (const [, name, type] of text.matchAll(/\{(\w+)\s*(?:,\s*(\w+))?/g))
        values[name!] = type && type !== 'select' ? 1 : (values[name!] ?? 'x');
    for (const id of Object.keys(messages)) expect(() => intl.formatMessage({ id }, values)).not.toThrow();
  });
});
