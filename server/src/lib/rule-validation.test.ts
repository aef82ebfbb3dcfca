/** @databases postgres */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NEW_OPTION_ID, validateWithRules, type RuleFile } from '@portal/domain';
import { createAppWithoutDatabase } from '../test/test-app';
import {
  ruleErrorResponseSchema,
  ruleValidator,
  violationText,
  type RuleFieldError,
} from './rule-validation';

/**
 * One case per rule type and kind: every input goes through the browser's engine (validateWithRules)
 * and through a route guarded by ruleValidator; the server must refuse exactly the same inputs with the
 * same fields, message keys and values. Inputs are what JSON carries: the browser's values after
 * serialisation (a Date travels as its ISO string).
 */
interface Case {
  rules: RuleFile;
  inputs: unknown[];
}

const CASES: Record<string, Case> = {
  'required-positive-number': {
    rules: { countryId: [{ type: 'required', kind: 'positiveNumber', label: 'field.country' }] },
    inputs: [
      { countryId: 1 },
      { countryId: '7' },
      { countryId: 0 },
      { countryId: -3 },
      { countryId: null },
      {},
    ],
  },
  'required-not-new-option': {
    rules: { categoryId: [{ type: 'required', kind: 'notNewOption', label: 'field.category' }] },
    inputs: [{ categoryId: 4 }, { categoryId: 0 }, { categoryId: NEW_OPTION_ID }, { categoryId: 'x' }, {}],
  },
  'required-not-null': {
    rules: { active: [{ type: 'required', kind: 'notNull' }] },
    inputs: [{ active: false }, { active: 0 }, { active: null }, { active: '' }, {}],
  },
  'required-text': {
    rules: { name: [{ type: 'required', kind: 'text', label: 'validation.title' }] },
    inputs: [
      { name: 'Lyon' },
      { name: '   ' },
      { name: '' },
      { name: 12 },
      { name: new Date(2025, 0, 2) },
      {},
    ],
  },
  'required-array': {
    rules: { tags: [{ type: 'required', kind: 'array' }] },
    inputs: [{ tags: [1] }, { tags: [] }, { tags: 'a' }, {}],
  },
  'required-array-of-records': {
    rules: {
      lines: [
        {
          type: 'required',
          kind: 'arrayOfRecords',
          fields: ['productId', 'quantity'],
          fieldLabels: { productId: 'field.product' },
        },
      ],
    },
    inputs: [
      { lines: [{ productId: 1, quantity: 2 }] },
      { lines: [{ productId: 1, quantity: 2 }, { quantity: 1 }] },
      { lines: [{ productId: 1, quantity: ' ' }] },
      { lines: [] },
      {},
    ],
  },
  email: {
    rules: { email: [{ type: 'email' }] },
    inputs: [{ email: 'a@b.fr' }, { email: 'a@b' }, { email: 'plain' }, { email: '' }, {}],
  },
  date: {
    rules: { etd: [{ type: 'date', label: 'field.etd' }] },
    inputs: [
      { etd: '05/02/2025' },
      { etd: new Date(2025, 1, 5, 10, 0) },
      { etd: '2025' },
      { etd: '02/2025' },
      { etd: '31/02/2025' },
      { etd: '' },
    ],
  },
  number: {
    rules: { quantity: [{ type: 'number' }] },
    inputs: [
      { quantity: 3 },
      { quantity: '2.5' },
      { quantity: '2,5' },
      { quantity: 'abc' },
      { quantity: true },
    ],
  },
  'compare-number': {
    rules: {
      min: [{ type: 'isLessOrEqual', field: 'max', compare: 'number', label: 'field.min' }],
      max: [{ type: 'isGreatOrEqual', field: 'min', compare: 'number', label: 'field.max' }],
    },
    inputs: [{ min: 1, max: 2 }, { min: 2, max: 2 }, { min: 3, max: 2 }, { min: '9', max: '10' }, { min: 3 }],
  },
  'compare-date': {
    rules: {
      'period.from': [{ type: 'isLessOrEqual', field: 'period.to', compare: 'date', label: 'field.from' }],
      'period.to': [{ type: 'isGreatOrEqual', field: 'period.from', compare: 'date', label: 'field.to' }],
    },
    inputs: [
      { period: { from: '31/12/2024', to: '02/01/2025' } },
      { period: { from: '02/01/2025', to: '31/12/2024' } },
      { period: { from: new Date(2025, 0, 3), to: '01/01/2025' } },
      { period: { from: '02/01/2025', to: '' } },
      { period: null },
    ],
  },
  pattern: {
    rules: {
      name: [{ type: 'pattern', pattern: 'name' }],
      title: [{ type: 'pattern', pattern: 'nameWithPunctuation' }],
      code: [{ type: 'pattern', pattern: 'code' }],
      english: [{ type: 'pattern', pattern: 'noChinese' }],
    },
    inputs: [
      { name: 'Saint-Étienne', title: 'St. Louis (MO)', code: 'FR-75', english: 'Shanghai' },
      { name: 'St. Louis', title: 'a/b', code: 'FR 75', english: '上海' },
    ],
  },
  'max-length': {
    rules: { code: [{ type: 'maxLength', max: 3 }] },
    inputs: [{ code: 'abc' }, { code: 'abcd' }],
  },
};

const toJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const withoutText = (errors: RuleFieldError[]) => errors.map(({ text: _text, ...rest }) => rest);

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-rules-'));
  for (const [name, { rules }] of Object.entries(CASES)) {
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(rules));
  }
  app = await createAppWithoutDatabase({
    extend: (server) => {
      for (const name of Object.keys(CASES)) {
        const validator = ruleValidator(`${name}.json`, { dir });
        server.post(
          `/test/rules/${name}`,
          { preValidation: validator.preValidation, schema: { response: { 400: ruleErrorResponseSchema } } },
          async () => ({ saved: true }),
        );
      }
      const country = ruleValidator('country.json');
      server.post('/test/rules/country', { preHandler: country.preValidation }, async () => ({
        saved: true,
      }));
    },
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const post = (name: string, payload: unknown, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/test/rules/${name}?lang=${lang}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('ruleValidator answers like the browser engine', () => {
  it.each(Object.entries(CASES))('%s', async (name, { rules, inputs }) => {
    let refused = 0;
    for (const input of inputs) {
      const sent = toJson(input);
      const browser = validateWithRules(rules, sent);
      // The browser judges its own values before serialising: the same verdict.
      expect(validateWithRules(rules, input).map((v) => v.message)).toEqual(browser.map((v) => v.message));
      const response = await post(name, sent);
      if (browser.length === 0) {
        expect([name, input, response.statusCode]).toEqual([name, input, 200]);
        continue;
      }
      refused += 1;
      expect([name, input, response.statusCode]).toEqual([name, input, 400]);
      const body = response.json<{ message: string; errors: RuleFieldError[] }>();
      expect(body.message).toBe('Some fields are not valid.');
      expect(withoutText(body.errors)).toEqual(browser);
      for (const error of body.errors) expect(error.text).toBe(violationText(error, 'en'));
    }
    // Every case proves both verdicts.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(inputs.length);
  });
});

describe('texts of the errors', () => {
  it('fills the common message with labels, in the request language', async () => {
    const en = (await post('required-positive-number', {})).json<{ errors: RuleFieldError[] }>();
    // A label key the server has no text for shows as the field path.
    expect(en.errors).toEqual([
      {
        field: 'countryId',
        message: 'validation.fieldRequired',
        values: { field: 'field.country' },
        text: 'countryId is required.',
      },
    ]);
    const fr = (await post('required-text', { name: ' ' }, 'fr')).json<{ errors: RuleFieldError[] }>();
    // 'validation.title' is a common message, so it is translated like a label.
    expect(fr.errors[0]?.text).toBe('Erreur de validation est obligatoire.');
    const compare = (await post('compare-number', { min: 3, max: 1 })).json<{ errors: RuleFieldError[] }>();
    expect(compare.errors.map((e) => e.text)).toEqual([
      'min must be less than or equal to field.max.',
      'max must be greater than or equal to field.min.',
    ]);
  });

  it('uses the labels given to the validator', () => {
    const validator = ruleValidator('required-array-of-records.json', {
      dir,
      labels: { 'field.product': { en: 'Product', fr: 'Produit' } },
    });
    expect(validator.validate({ lines: [{ quantity: 1 }] }, 'fr')[0]?.text).toBe(
      'lines, ligne 1 : Produit est obligatoire.',
    );
  });
});

describe('requests that are not forms', () => {
  it.each([
    ['an array', '[1,2]'],
    ['a string', '"text"'],
    ['null', 'null'],
  ])('answers 400 with the missing fields for %s, never 500', async (_what, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/rules/required-positive-number',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: RuleFieldError[] }>().errors.map((e) => e.message)).toEqual([
      'validation.fieldRequired',
    ]);
  });

  it('answers 400 without a body, and for malformed JSON', async () => {
    const empty = await app.inject({ method: 'POST', url: '/test/rules/required-text' });
    expect(empty.statusCode).toBe(400);
    const broken = await app.inject({
      method: 'POST',
      url: '/test/rules/required-text',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('the geography rule files', () => {
  it('are read from packages/domain/validator, the folder the browser build ships', async () => {
    const refused = await post('country', { id: NEW_OPTION_ID, name: '北京', alpha2: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: RuleFieldError[] }>().errors.map((e) => `${e.field}:${e.message}`)).toEqual(
      ['id:validation.fieldRequired', 'name:validation.pattern.noChinese', 'alpha2:validation.fieldRequired'],
    );
    const saved = await post('country', {
      id: 250,
      name: 'France',
      alpha2: 'FR',
      alpha3: 'FRA',
      regionId: 150,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('refuses names that would leave the folder', () => {
    expect(() => ruleValidator('../package.json')).toThrow('Not a rule file name');
  });
});
