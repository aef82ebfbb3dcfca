import fs from 'node:fs';
import path from 'node:path';
import { en, fr } from './messages';
import { supplierRoutes } from './supplier-routes';

const FOLDER = path.join(__dirname, '../../../../packages/domain/validator');

function labelKeys(): string[] {
  const keys = new Set<string>();
  for (const name of ['supplier', 'supplier-lite']) {
    const rules = JSON.parse(fs.readFileSync(path.join(FOLDER, `${name}.json`), 'utf8')) as Record<
      string,
      { label?: string; fieldLabels?: Record<string, string> }[]
    >;
    for (const list of Object.values(rules))
      for (const rule of list) {
        if (rule.label) keys.add(rule.label);
        for (const sub of Object.values(rule.fieldLabels ?? {})) keys.add(sub);
      }
  }
  return [...keys];
}

describe('supplier screens', () => {
  it('have the same keys in English and French, and a text for every rule-file label', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    const keys = labelKeys();
    expect(keys.length).toBeGreaterThan(4);
    for (const messages of [en, fr] as Record<string, string>[])
      for (const key of keys) expect([key, typeof messages[key]]).toEqual([key, 'string']);
  });

  it('guard the summary and edit screens with View and supplier lite with Edit', () => {
    expect(supplierRoutes.map((route) => [route.path, route.permission])).toEqual([
      ['suppliersearch/supplier-summary', 'SupplierSummary.View'],
      ['supplieredit/edit-supplier/:id?', 'SupplierSummary.View'],
      ['supplierlite/supplier-lite', 'SupplierSummary.Edit'],
    ]);
  });
});
