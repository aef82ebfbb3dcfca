import fs from 'node:fs';
import path from 'node:path';
import { GEOGRAPHY_CODE_MAX, GEOGRAPHY_NAME_MAX } from '../geography/geography-types';
import { parseRuleFile } from './parse-rule-file';
import type { RuleFile } from './rule-types';
import { rulesToYupSchema, validateWithRules } from './rules-to-yup';

/** The rule files served at assets/validator/ and read by the server. */
const folder = path.join(__dirname, '../../validator');
const files = fs.readdirSync(folder).filter((file) => file.endsWith('.json'));
const load = (file: string): RuleFile =>
  parseRuleFile(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')), file);

describe('rule files', () => {
  it.each(files)('%s is a valid rule file with a label for every field', (file) => {
    const rules = load(file);
    expect(() => rulesToYupSchema(rules)).not.toThrow();
    for (const [field, fieldRules] of Object.entries(rules)) {
      expect([field, fieldRules.some((rule) => rule.label)]).toEqual([field, true]);
    }
  });

  it('has the five geography files', () => {
    expect(files).toEqual(
      expect.arrayContaining(['country.json', 'province.json', 'city.json', 'county.json', 'town.json']),
    );
  });
});

describe('geography rule files', () => {
  const parents = { province: 'countryId', city: 'provinceId', county: 'cityId', town: 'countyId' };

  it.each(Object.entries(parents))(
    '%s needs its parent, a name within the limit and a code',
    (file, parent) => {
      const rules = load(`${file}.json`);
      const fields = (values: object) => validateWithRules(rules, values).map((v) => v.field);
      expect(fields({})).toEqual([parent, 'name']);
      expect(
        fields({ [parent]: 1, name: 'x'.repeat(GEOGRAPHY_NAME_MAX), code: 'c'.repeat(GEOGRAPHY_CODE_MAX) }),
      ).toEqual([]);
      expect(
        fields({
          [parent]: 1,
          name: 'x'.repeat(GEOGRAPHY_NAME_MAX + 1),
          code: 'c'.repeat(GEOGRAPHY_CODE_MAX + 1),
        }),
      ).toEqual(['name', 'code']);
      // Real-world names carry apostrophes, commas and parentheses: only Chinese characters are refused.
      expect(fields({ [parent]: 2, name: "Provence-Alpes-Côte d'Azur (PACA)", code: 'FR-PAC' })).toEqual([]);
      expect(fields({ [parent]: 2, name: '广东', code: 'CN GD' })).toEqual(['name', 'code']);
    },
  );

  it('country needs its numeric code, a name and an alpha-2 code', () => {
    const rules = load('country.json');
    const fields = (values: object) => validateWithRules(rules, values).map((v) => v.field);
    expect(fields({})).toEqual(['id', 'name', 'alpha2']);
    expect(fields({ id: 384, name: "Côte d'Ivoire", alpha2: 'CI', alpha3: 'CIV', regionId: 2 })).toEqual([]);
    expect(fields({ id: 384, name: 'Antarctica', alpha2: 'AQ', alpha3: null, regionId: null })).toEqual([]);
    expect(fields({ id: -11, name: 'x', alpha2: 'ABC', alpha3: 'ABCD', regionId: 'x' })).toEqual([
      'id',
      'alpha2',
      'alpha3',
      'regionId',
    ]);
  });
});
