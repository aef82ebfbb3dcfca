import fs from 'node:fs';
import path from 'node:path';
import { CUSTOMER_CONFIG_ENUM_LABELS, CUSTOMER_CONFIG_RESOURCES } from '@portal/domain';
import { CONFIG_SCREENS } from './config-screens';
import { en, fr } from './messages';

const FOLDER = path.join(__dirname, '../../../../packages/domain/validator');
const M = 'masterdata.customerConfig';

describe('customer configuration texts', () => {
  it('have the same keys in English and French, none empty', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values({ ...en, ...fr }).filter((text) => !text.trim())).toEqual([]);
  });

  it('name every rule file label, column, field, filter and result message of the five screens', () => {
    const needed: string[] = [];
    for (const resource of CUSTOMER_CONFIG_RESOURCES) {
      const screen = CONFIG_SCREENS[resource];
      needed.push(
        `${M}.${resource}.summary.title`,
        `${M}.${resource}.edit.title`,
        `${M}.${resource}.new.title`,
      );
      for (const column of screen.columns) needed.push(`${M}.field.${column.label}`);
      for (const field of screen.fields) needed.push(`${M}.field.${field.label ?? field.name}`);
      for (const filter of screen.filters) needed.push(`${M}.field.${filter.label}`);
      needed.push(...Object.values(screen.resultMessages).map(String));
      const rules = JSON.parse(fs.readFileSync(path.join(FOLDER, screen.ruleFile), 'utf8')) as Record<
        string,
        { label?: string }[]
      >;
      for (const list of Object.values(rules))
        for (const rule of list) if (rule.label) needed.push(rule.label);
      // Every field the rule file checks is on the form.
      const onForm = new Set(['customerId', ...screen.fields.map((field) => field.name)]);
      expect(Object.keys(rules).filter((field) => !onForm.has(field))).toEqual([]);
    }
    expect(needed.filter((key) => !(key in en) || !(key in fr))).toEqual([]);
  });

  it('offer every list the screens use, with a text per value', () => {
    for (const resource of CUSTOMER_CONFIG_RESOURCES) {
      const lists = [
        ...CONFIG_SCREENS[resource].fields.map((field) => field.list),
        ...CONFIG_SCREENS[resource].columns.map((column) => column.list),
      ].filter((list): list is string => !!list);
      for (const list of lists) {
        expect([list, Object.keys(CUSTOMER_CONFIG_ENUM_LABELS[list] ?? {}).length > 0]).toEqual([list, true]);
        for (const value of Object.keys(CUSTOMER_CONFIG_ENUM_LABELS[list]!))
          expect(typeof fr[`${M}.${list}.${value}`]).toBe('string');
      }
    }
  });
});
