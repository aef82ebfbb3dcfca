import fs from 'node:fs';
import path from 'node:path';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { ruleLabels } from './rule-labels';

const FOLDER = path.join(__dirname, '../../../../packages/domain/validator');

function labelKeys(): string[] {
  const keys = new Set<string>();
  for (const name of ['country', 'province', 'city', 'county', 'town']) {
    const rules = JSON.parse(fs.readFileSync(path.join(FOLDER, `${name}.json`), 'utf8')) as Record<
      string,
      { label?: string }[]
    >;
    for (const list of Object.values(rules)) for (const rule of list) if (rule.label) keys.add(rule.label);
  }
  return [...keys];
}

describe('geography rule-file labels', () => {
  it('have a text in English and French for every label the rule files name', () => {
    const keys = labelKeys();
    expect(keys.length).toBeGreaterThan(5);
    for (const messages of [ruleLabels(en), ruleLabels(fr)]) {
      for (const key of keys) expect([key, typeof messages[key]]).toEqual([key, 'string']);
    }
    expect(ruleLabels(fr)['geography.field.name']).toBe('Nom');
  });
});
