import { createIntl } from 'react-intl';
import { COMMON_MESSAGES } from '@portal/domain';
import { translateViolation } from './translate-violation';

const intl = (lang: 'en' | 'fr', labels: Record<string, string>) =>
  createIntl({ locale: lang, messages: { ...COMMON_MESSAGES[lang], ...labels } });

describe('translateViolation', () => {
  it('translates the label keys before the message', () => {
    expect(
      translateViolation(intl('fr', { 'f.from': 'Du', 'f.to': 'Au' }), {
        field: 'period.from',
        message: 'validation.lessOrEqual',
        values: { field: 'f.from', other: 'f.to' },
      }),
    ).toBe('Du doit être inférieur ou égal à Au.');
  });

  it('shows the field path for a label without text, and the row and max as numbers', () => {
    expect(
      translateViolation(intl('en', {}), {
        field: 'lines',
        message: 'validation.recordFieldRequired',
        values: { field: 'f.lines', subField: 'quantity', row: 2 },
      }),
    ).toBe('lines, line 2: quantity is required.');
    expect(
      translateViolation(intl('en', { 'f.code': 'Code' }), {
        field: 'code',
        message: 'validation.maxLength',
        values: { field: 'f.code', max: 20 },
      }),
    ).toBe('Code must be at most 20 characters long.');
  });
});
