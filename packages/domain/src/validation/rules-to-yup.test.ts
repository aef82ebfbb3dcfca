import { ValidationError } from 'yup';
import { namePatternTest } from './name-patterns';
import { parseRuleFile } from './parse-rule-file';
import type { RuleFile } from './rule-types';
import { rulesToYupSchema, validateWithRules, violationsFromYupError } from './rules-to-yup';
import { string } from 'yup';

const rules: RuleFile = {
  name: [
    { type: 'required', kind: 'text', label: 'form.name' },
    { type: 'pattern', pattern: 'code' },
    { type: 'maxLength', max: 4 },
  ],
  'address.countryId': [{ type: 'required', kind: 'positiveNumber', label: 'form.country' }],
  'address.email': [{ type: 'email', label: 'form.email' }],
  tags: [{ type: 'required', kind: 'array' }],
};

describe('rulesToYupSchema', () => {
  it('nests dotted paths and lets valid values through', async () => {
    const schema = rulesToYupSchema(rules);
    expect(Object.keys(schema.fields)).toEqual(['name', 'address', 'tags']);
    const values = { name: 'AB', address: { countryId: 250, email: 'a@b.fr' }, tags: ['x'], extra: 1 };
    await expect(schema.validate(values, { abortEarly: false })).resolves.toEqual(values);
  });

  it('reports message keys at the full field path, with the message values in params', async () => {
    const schema = rulesToYupSchema(rules);
    const error = await schema
      .validate({ name: 'A B C', address: {} }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    const inner = (error as ValidationError).inner.map((e) => [e.path, e.message]);
    expect(inner).toEqual(
      expect.arrayContaining([
        ['name', 'validation.pattern.code'],
        ['name', 'validation.maxLength'],
        ['address.countryId', 'validation.fieldRequired'],
        ['tags', 'validation.fieldRequired'],
      ]),
    );
    expect(violationsFromYupError(error as ValidationError)[0]).toEqual({
      field: 'name',
      message: 'validation.pattern.code',
      values: { field: 'form.name' },
    });
  });

  it('validates a nested object that is missing altogether', () => {
    expect(validateWithRules(rules, { name: 'A', tags: [1] })).toEqual([
      { field: 'address.countryId', message: 'validation.fieldRequired', values: { field: 'form.country' } },
    ]);
  });

  it('refuses a field nested under a field that has rules', () => {
    expect(() => rulesToYupSchema({ a: [], 'a.b': [] })).toThrow(/nested/);
    expect(() => rulesToYupSchema({ 'a.b': [], a: [] })).toThrow(/nested/);
  });
});

describe('validateWithRules', () => {
  it('lists violations in rule-file order: fields first to last, then rules in order', () => {
    const found = validateWithRules(rules, { name: 'A B C D', address: { email: 'nope' }, tags: [] });
    expect(found.map((v) => `${v.field}:${v.message}`)).toEqual([
      'name:validation.pattern.code',
      'name:validation.maxLength',
      'address.countryId:validation.fieldRequired',
      'address.email:validation.email',
      'tags:validation.fieldRequired',
    ]);
  });

  it('uses the field path as its label when no rule names one', () => {
    expect(validateWithRules(rules, { name: 'A', address: { countryId: 1 } })).toEqual([
      { field: 'tags', message: 'validation.fieldRequired', values: { field: 'tags' } },
    ]);
  });

  it('treats missing values as an empty form', () => {
    expect(validateWithRules(rules, undefined).map((v) => v.field)).toEqual([
      'name',
      'address.countryId',
      'tags',
    ]);
  });

  it('passes an empty rule file', () => {
    expect(validateWithRules({}, { anything: 1 })).toEqual([]);
  });
});

describe('namePatternTest', () => {
  it('plugs a name pattern into a hand-written yup schema', () => {
    const schema = string().test(namePatternTest('name'));
    expect(schema.isValidSync('Saint-Étienne')).toBe(true);
    expect(schema.isValidSync('')).toBe(true);
    expect(() => schema.validateSync('a.b')).toThrow('validation.pattern.name');
    expect(() => string().test(namePatternTest('noChinese', 'x.custom')).validateSync('北京')).toThrow(
      'x.custom',
    );
  });
});

describe('parseRuleFile', () => {
  it('accepts a valid rule file', () => {
    expect(parseRuleFile(JSON.parse(JSON.stringify(rules)))).toEqual(rules);
  });

  it.each([
    [[], /object of field paths/],
    [{ a: {} }, /must list rules/],
    [{ a: ['required'] }, /must be an object/],
    [{ a: [{ type: 'requird' }] }, /unknown type requird/],
    [{ a: [{ type: 'required', kind: 'positive' }] }, /unknown kind positive/],
    [{ a: [{ type: 'required', kind: 'arrayOfRecords' }] }, /needs fields/],
    [{ a: [{ type: 'isLessOrEqual', compare: 'number' }] }, /needs the other field/],
    [{ a: [{ type: 'isGreatOrEqual', field: 'b', compare: 'text' }] }, /compare 'number' or 'date'/],
    [{ a: [{ type: 'pattern', pattern: 'letters' }] }, /unknown pattern letters/],
    [{ a: [{ type: 'maxLength', max: 0 }] }, /max > 0/],
    [{ a: [{ type: 'email', label: 3 }] }, /must be strings/],
  ])('rejects %j', (json, error) => {
    expect(() => parseRuleFile(json, 'x.json')).toThrow(error);
  });
});

describe('values that are not objects', () => {
  it('reads a non-object where an object belongs as empty, so the rules report what is missing', () => {
    const expected = ['name', 'address.countryId', 'tags'];
    expect(validateWithRules(rules, { name: '', address: 'Paris', tags: [] }).map((v) => v.field)).toEqual(
      expected,
    );
    expect(validateWithRules(rules, { address: null }).map((v) => v.field)).toEqual(expected);
    expect(validateWithRules(rules, [1, 2]).map((v) => v.field)).toEqual(expected);
    expect(validateWithRules(rules, 'text').map((v) => v.message)).toEqual([
      'validation.fieldRequired',
      'validation.fieldRequired',
      'validation.fieldRequired',
    ]);
  });
});
