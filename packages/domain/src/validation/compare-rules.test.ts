import type { RuleFile } from './rule-types';
import { validateWithRules } from './rules-to-yup';

describe('isLessOrEqual and isGreatOrEqual on numbers', () => {
  const rules: RuleFile = {
    min: [
      { type: 'number', label: 'form.min' },
      { type: 'isLessOrEqual', field: 'max', compare: 'number' },
    ],
    max: [
      { type: 'number', label: 'form.max' },
      { type: 'isGreatOrEqual', field: 'min', compare: 'number' },
    ],
  };

  it('accepts min below or equal to max', () => {
    expect(validateWithRules(rules, { min: 1, max: 2 })).toEqual([]);
    expect(validateWithRules(rules, { min: 2, max: 2 })).toEqual([]);
    expect(validateWithRules(rules, { min: '-3', max: '2.5' })).toEqual([]);
  });

  it('reports both directions when min exceeds max, naming the other field', () => {
    expect(validateWithRules(rules, { min: 10, max: 9 })).toEqual([
      { field: 'min', message: 'validation.lessOrEqual', values: { field: 'form.min', other: 'form.max' } },
      { field: 'max', message: 'validation.greatOrEqual', values: { field: 'form.max', other: 'form.min' } },
    ]);
  });

  it('compares numerically, not as text', () => {
    expect(validateWithRules(rules, { min: '9', max: '10' })).toEqual([]);
  });

  it('skips the comparison when either side is empty or not a number', () => {
    expect(validateWithRules(rules, { min: 5, max: null })).toEqual([]);
    expect(validateWithRules(rules, { min: '', max: 1 })).toEqual([]);
    expect(validateWithRules(rules, { min: 5 })).toEqual([]);
    expect(validateWithRules(rules, { min: 'x', max: 1 }).map((v) => v.message)).toEqual([
      'validation.number',
    ]);
  });
});

describe('isLessOrEqual and isGreatOrEqual on dates', () => {
  const rules: RuleFile = {
    'period.from': [
      { type: 'date', label: 'form.from' },
      { type: 'isLessOrEqual', field: 'period.to', compare: 'date' },
    ],
    'period.to': [
      { type: 'date', label: 'form.to' },
      { type: 'isGreatOrEqual', field: 'period.from', compare: 'date' },
    ],
  };
  const check = (from: unknown, to: unknown) =>
    validateWithRules(rules, { period: { from, to } }).map((v) => `${v.field}:${v.message}`);

  it('accepts a range in order, or on the same day', () => {
    expect(check('01/02/2025', '02/02/2025')).toEqual([]);
    expect(check('01/02/2025', '01/02/2025')).toEqual([]);
  });

  it('reads typed dates by day, not as text (02/01 is after 31/12 of the year before)', () => {
    expect(check('31/12/2024', '02/01/2025')).toEqual([]);
    expect(check('02/01/2025', '31/12/2024')).toEqual([
      'period.from:validation.lessOrEqual',
      'period.to:validation.greatOrEqual',
    ]);
  });

  it('compares times, and mixes Dates, ISO strings and typed text', () => {
    expect(check('01/02/2025 10:00', '01/02/2025 09:59')).toEqual([
      'period.from:validation.lessOrEqual',
      'period.to:validation.greatOrEqual',
    ]);
    expect(check(new Date(2025, 1, 1), new Date(2025, 1, 3).toISOString())).toEqual([]);
    expect(check(new Date(2025, 1, 3), '01/02/2025')).toEqual([
      'period.from:validation.lessOrEqual',
      'period.to:validation.greatOrEqual',
    ]);
  });

  it('skips the comparison when the other date is empty or incomplete', () => {
    expect(check('01/02/2025', '')).toEqual([]);
    expect(check(null, '01/02/2025')).toEqual([]);
    expect(check('01/02/2025', '2024')).toEqual(['period.to:validation.date']);
  });

  it('names the other field by its label', () => {
    expect(validateWithRules(rules, { period: { from: '03/02/2025', to: '01/02/2025' } })[0]).toEqual({
      field: 'period.from',
      message: 'validation.lessOrEqual',
      values: { field: 'form.from', other: 'form.to' },
    });
  });
});
