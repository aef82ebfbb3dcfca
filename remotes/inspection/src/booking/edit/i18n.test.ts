import { createIntl } from 'react-intl';
import { BOOKING_EDIT_MESSAGES } from './i18n';

describe('booking edit, split and picking texts', () => {
  it('say everything in English and in French, with the same placeholders', () => {
    const { en, fr }: Record<'en' | 'fr', Record<string, string>> = BOOKING_EDIT_MESSAGES;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(en)) {
      expect([key, Boolean(text), Boolean(fr[key])]).toEqual([key, true, true]);
      expect([key, placeholders(fr[key]!)]).toEqual([key, placeholders(text)]);
    }
  });

  it('name the rule file’s fields as the screens do', () => {
    const intl = createIntl({ locale: 'fr', messages: BOOKING_EDIT_MESSAGES.fr });
    expect(intl.formatMessage({ id: 'booking.field.customer' })).toBe('Client');
    expect(intl.formatMessage({ id: 'booking.field.inspectionDateTo' })).toBe('Dernier jour d’inspection');
    expect(intl.formatMessage({ id: 'booking.field.aqlLevel' })).toBe('Niveau AQL');
  });
});
