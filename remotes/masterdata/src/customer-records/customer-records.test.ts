import fs from 'node:fs';
import path from 'node:path';
import { contactToBody } from './contact-screens';
import { en, fr } from './messages';

const FOLDER = path.join(__dirname, '../../../../packages/domain/validator');
const RULE_FILES = ['contact', 'contact-group', 'department', 'buyer', 'collection'].map(
  (name) => `customer-${name}.json`,
);

describe('customer record texts', () => {
  it('have the same keys in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('have a text in both languages for every label the rule files name', () => {
    for (const file of RULE_FILES) {
      const rules = JSON.parse(fs.readFileSync(path.join(FOLDER, file), 'utf8')) as Record<
        string,
        { label?: string }[]
      >;
      for (const list of Object.values(rules))
        for (const rule of list)
          if (rule.label) {
            expect([rule.label, typeof (en as Record<string, string>)[rule.label]]).toEqual([
              rule.label,
              'string',
            ]);
            expect([rule.label, typeof (fr as Record<string, string>)[rule.label]]).toEqual([
              rule.label,
              'string',
            ]);
          }
    }
    expect((fr as Record<string, string>)['customerRecords.field.name']).toBe('Nom');
  });
});

describe('contact form body', () => {
  it('trims texts, sends blanks as null and keeps the lists', () => {
    expect(
      contactToBody({
        id: null,
        customerId: 3,
        name: '  Jordan Lee ',
        jobTitle: ' ',
        email: 'jordan@example.com ',
        phone: '',
        mobile: '+1 555',
        contactTypeIds: [1, 4],
        contactGroupId: null,
        departmentIds: [7],
        brandIds: [],
        isPrimary: true,
        isActive: true,
      }),
    ).toEqual({
      id: 0,
      customerId: 3,
      name: 'Jordan Lee',
      jobTitle: null,
      email: 'jordan@example.com',
      phone: null,
      mobile: '+1 555',
      contactTypeIds: [1, 4],
      contactGroupId: null,
      departmentIds: [7],
      brandIds: [],
      isPrimary: true,
      isActive: true,
    });
  });
});
