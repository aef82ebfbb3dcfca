import type { RuleFile, ValidationRule } from './rule-types';
import { validateWithRules } from './rules-to-yup';

const single = (rule: ValidationRule): RuleFile => ({ value: [{ ...rule, label: 'form.value' }] });
const messages = (rules: RuleFile, value: unknown) =>
  validateWithRules(rules, { value }).map((violation) => violation.message);

describe('email', () => {
  const rules = single({ type: 'email' });

  it.each(['a@b.co', 'first.last+tag@sub.example.com', "o'neil@example.fr"])('accepts %p', (value) => {
    expect(messages(rules, value)).toEqual([]);
  });

  it.each(['plain', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b.co ', 'a@@b.co', 5])('rejects %p', (value) => {
    expect(messages(rules, value)).toEqual(['validation.email']);
  });

  it('lets an empty value pass (required decides)', () => {
    expect(messages(rules, '')).toEqual([]);
    expect(messages(rules, null)).toEqual([]);
  });
});

describe('date', () => {
  const rules = single({ type: 'date' });

  it.each(['05/02/2025', '05/02/2025 10:30', '2025-02-05T10:30:00Z', '2025-02-05', new Date(2025, 1, 5)])(
    'accepts the complete date %p',
    (value) => {
      expect(messages(rules, value)).toEqual([]);
    },
  );

  it.each(['2025', '02/2025', '31/02/2025', 'tomorrow', new Date('x'), 20250205])(
    'rejects the incomplete or invalid date %p',
    (value) => {
      expect(messages(rules, value)).toEqual(['validation.date']);
    },
  );

  it('lets an empty value pass', () => {
    expect(messages(rules, '')).toEqual([]);
    expect(messages(rules, undefined)).toEqual([]);
  });
});

describe('number', () => {
  const rules = single({ type: 'number' });

  it.each([0, -3, 1.5, '12', '-0.25', '.5', '3.'])('accepts %p', (value) => {
    expect(messages(rules, value)).toEqual([]);
  });

  it.each(['12a', '1e5', '1,5', 'abc', Number.NaN, Number.POSITIVE_INFINITY, true, [1]])(
    'rejects %p',
    (value) => {
      expect(messages(rules, value)).toEqual(['validation.number']);
    },
  );
});

describe('maxLength', () => {
  const rules = single({ type: 'maxLength', max: 3 });

  it('counts characters, not UTF-16 units', () => {
    expect(messages(rules, 'abc')).toEqual([]);
    expect(messages(rules, '😀😀😀')).toEqual([]);
    expect(validateWithRules(rules, { value: 'abcd' })).toEqual([
      { field: 'value', message: 'validation.maxLength', values: { field: 'form.value', max: 3 } },
    ]);
  });
});

describe('pattern', () => {
  const cases: [ValidationRule & { type: 'pattern' }, string[], string[], string][] = [
    [
      { type: 'pattern', pattern: 'name' },
      ['Lyon', 'Saint-Étienne', 'Zone_2 North', 'Hồ Chí Minh'],
      ['St. Louis', 'A (B)', 'a,b', "Côte d'Ivoire", 'tab\there'],
      'validation.pattern.name',
    ],
    [
      { type: 'pattern', pattern: 'nameWithPunctuation' },
      ['St. Louis', 'Korea, Republic of', 'Bolivia (Plurinational State of)', 'Zone_2-N'],
      ['a/b', 'a&b', "Côte d'Ivoire", 'x!'],
      'validation.pattern.nameWithPunctuation',
    ],
    [
      { type: 'pattern', pattern: 'code' },
      ['FR-75', 'ABC_1', 'é'],
      ['FR 75', 'A.B', 'A(1)'],
      'validation.pattern.code',
    ],
    [
      { type: 'pattern', pattern: 'noChinese' },
      ['Shanghai', 'Ōsaka', 'Москва'],
      ['上海', 'Shanghai 上海', '𠀀'],
      'validation.pattern.noChinese',
    ],
  ];

  describe.each(cases)('$pattern', (rule, good, bad, message) => {
    const rules = single(rule);
    it.each(good)('accepts %p', (value) => expect(messages(rules, value)).toEqual([]));
    it.each(bad)('rejects %p', (value) => expect(messages(rules, value)).toEqual([message]));
    it('lets an empty value pass', () => expect(messages(rules, '')).toEqual([]));
  });
});
