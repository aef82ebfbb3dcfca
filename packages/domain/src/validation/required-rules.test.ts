import { NEW_OPTION_ID, type RequiredRule, type RuleFile } from './rule-types';
import { validateWithRules } from './rules-to-yup';

const required = (kind: RequiredRule['kind'], extra: Partial<RequiredRule> = {}): RuleFile => ({
  value: [{ type: 'required', kind, label: 'form.value', ...extra }],
});

/** The message keys the rules produce for `value` (empty when it passes). */
const messages = (rules: RuleFile, value: unknown) =>
  validateWithRules(rules, { value }).map((violation) => violation.message);

const REQUIRED = ['validation.fieldRequired'];

describe('required: positiveNumber', () => {
  const rules = required('positiveNumber');

  it.each([1, 42, 0.5, '7', ' 3 '])('accepts %p', (value) => {
    expect(messages(rules, value)).toEqual([]);
  });

  it.each([0, -1, NEW_OPTION_ID, null, undefined, '', 'abc', Number.NaN, [], {}])('rejects %p', (value) => {
    expect(messages(rules, value)).toEqual(REQUIRED);
  });

  it('names the field by its label key', () => {
    expect(validateWithRules(rules, {})).toEqual([
      { field: 'value', message: 'validation.fieldRequired', values: { field: 'form.value' } },
    ]);
  });
});

describe('required: notNewOption', () => {
  const rules = required('notNewOption');

  it.each([1, 0, -1, '5'])('accepts the number %p', (value) => {
    expect(messages(rules, value)).toEqual([]);
  });

  it('rejects the new-option sentinel -11 with its own message', () => {
    expect(NEW_OPTION_ID).toBe(-11);
    expect(messages(rules, -11)).toEqual(['validation.newOption']);
    expect(messages(rules, '-11')).toEqual(['validation.newOption']);
  });

  it.each([null, undefined, '', 'x', Number.NaN])('rejects the non-number %p as missing', (value) => {
    expect(messages(rules, value)).toEqual(REQUIRED);
  });
});

describe('required: notNull', () => {
  const rules = required('notNull');

  it.each([0, false, 'a', ' ', [], {}, new Date(0)])('accepts %p', (value) => {
    expect(messages(rules, value)).toEqual([]);
  });

  it.each([null, undefined, '', Number.NaN])('rejects %p', (value) => {
    expect(messages(rules, value)).toEqual(REQUIRED);
  });
});

describe('required: text', () => {
  const rules = required('text');

  it.each(['a', '  b  ', '01/2025', new Date(2025, 0, 1)])('accepts %p', (value) => {
    expect(messages(rules, value)).toEqual([]);
  });

  it.each(['', '   ', '\t\n', null, undefined, 5, [], {}, new Date('invalid')])('rejects %p', (value) => {
    expect(messages(rules, value)).toEqual(REQUIRED);
  });
});

describe('required: array', () => {
  const rules = required('array');

  it('accepts a non-empty array', () => {
    expect(messages(rules, [1])).toEqual([]);
    expect(messages(rules, [null])).toEqual([]);
  });

  it.each([[[]], [null], [undefined], ['a'], [{ length: 1 }]])('rejects %p', (value) => {
    expect(messages(rules, value)).toEqual(REQUIRED);
  });
});

describe('required: arrayOfRecords', () => {
  const rules = required('arrayOfRecords', {
    fields: ['productId', 'quantity'],
    fieldLabels: { productId: 'form.product' },
  });

  it('accepts records that fill every listed sub-field (0 counts as filled)', () => {
    expect(
      messages(rules, [
        { productId: 1, quantity: 3, note: '' },
        { productId: 2, quantity: 0 },
      ]),
    ).toEqual([]);
  });

  it('rejects an empty or missing list as missing', () => {
    expect(messages(rules, [])).toEqual(REQUIRED);
    expect(messages(rules, null)).toEqual(REQUIRED);
  });

  it('names the first record and sub-field that are missing, with the sub-field label', () => {
    expect(
      validateWithRules(rules, {
        value: [{ productId: 1, quantity: 3 }, { productId: 2, quantity: '  ' }, { quantity: 1 }],
      }),
    ).toEqual([
      {
        field: 'value',
        message: 'validation.recordFieldRequired',
        values: { field: 'form.value', subField: 'quantity', row: 2 },
      },
    ]);
    expect(validateWithRules(rules, { value: [{ productId: null, quantity: 1 }] })[0]?.values).toEqual({
      field: 'form.value',
      subField: 'form.product',
      row: 1,
    });
  });

  it('treats an empty array or NaN in a sub-field as missing', () => {
    expect(messages(rules, [{ productId: [], quantity: 1 }])).toEqual(['validation.recordFieldRequired']);
    expect(messages(rules, [{ productId: 1, quantity: Number.NaN }])).toEqual([
      'validation.recordFieldRequired',
    ]);
  });
});

describe('message override', () => {
  it('uses the rule message key instead of the default', () => {
    const rules = required('text', { message: 'country.nameMissing' });
    expect(messages(rules, '')).toEqual(['country.nameMissing']);
  });
});
