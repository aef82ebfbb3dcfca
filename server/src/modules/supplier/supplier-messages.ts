import type { Lang } from '@portal/domain';
import type { FieldError } from '../../lib/http-error';

/** Server texts of the rule files' labels and of the checks beyond them (en, fr). */
export const SUPPLIER_RULE_LABELS = {
  'supplier.field.type': { en: 'Type', fr: 'Type' },
  'supplier.field.name': { en: 'Name', fr: 'Nom' },
  'supplier.field.localName': { en: 'Local name', fr: 'Nom local' },
  'supplier.field.code': { en: 'Code', fr: 'Code' },
  'supplier.field.legalName': { en: 'Legal name', fr: 'Raison sociale' },
  'supplier.field.country': { en: 'Country', fr: 'Pays' },
  'supplier.field.addresses': { en: 'Addresses', fr: 'Adresses' },
  'supplier.field.address': { en: 'Address', fr: 'Adresse' },
};

const TEXTS = {
  contactName: {
    en: (row: number) => `Contact ${row}: the name is required.`,
    fr: (row: number) => `Contact ${row} : le nom est obligatoire.`,
  },
  contactEmail: {
    en: (row: number) => `Contact ${row}: the email address is not valid.`,
    fr: (row: number) => `Contact ${row} : l'adresse e-mail n'est pas valide.`,
  },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Contacts are optional, but a listed one needs a name and a well-formed email when one is given. */
export function contactErrors(contacts: { name: string; email?: string | null }[], lang: Lang): FieldError[] {
  const errors: FieldError[] = [];
  contacts.forEach((contact, index) => {
    if (!contact.name.trim())
      errors.push({ field: `contacts.${index}.name`, message: TEXTS.contactName[lang](index + 1) });
    const email = contact.email?.trim();
    if (email && !EMAIL.test(email))
      errors.push({ field: `contacts.${index}.email`, message: TEXTS.contactEmail[lang](index + 1) });
  });
  return errors;
}
