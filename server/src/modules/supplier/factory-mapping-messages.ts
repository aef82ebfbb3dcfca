import { inArray } from 'drizzle-orm';
import type { FactoryMappingSubmit, Lang } from '@portal/domain';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import { escapeHtml } from '../accounts/mail-templates';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value);

const TEXTS = {
  name: { en: 'the factory name is required', fr: "le nom de l'usine est obligatoire" },
  address: { en: 'the address is required', fr: "l'adresse est obligatoire" },
  countryId: { en: 'the country is required', fr: 'le pays est obligatoire' },
  contactName: { en: 'the contact name is required', fr: 'le nom du contact est obligatoire' },
  contactEmail: { en: 'the email address is not valid', fr: "l'adresse e-mail n'est pas valide" },
  empty: {
    en: 'List at least one factory.',
    fr: 'Indiquez au moins une usine.',
  },
  row: { en: 'New factory', fr: 'Nouvelle usine' },
};

export const invalidEmailText = (lang: Lang) =>
  lang === 'fr' ? "L'adresse e-mail n'est pas valide." : 'The email address is not valid.';

/** Field messages for the public page's list (it has no rule file: its form lives in the host). */
export async function mappingFieldErrors(
  db: Db,
  body: FactoryMappingSubmit,
  lang: Lang,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (!body.factoryIds.length && !body.newFactories.length)
    errors.push({ field: 'newFactories', message: TEXTS.empty[lang] });
  const countryIds = body.newFactories.map((factory) => factory.countryId).filter((id) => id != null);
  const known = new Set(
    countryIds.length
      ? (await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, countryIds))).map(
          (row) => row.id,
        )
      : [],
  );
  body.newFactories.forEach((factory, index) => {
    const fail = (field: keyof typeof TEXTS) =>
      errors.push({
        field: `newFactories.${index}.${field}`,
        message: `${TEXTS.row[lang]} ${index + 1}: ${TEXTS[field][lang]}`,
      });
    if (!factory.name.trim()) fail('name');
    if (!factory.address.trim()) fail('address');
    if (factory.countryId == null || !known.has(factory.countryId)) fail('countryId');
    if (!factory.contactName.trim()) fail('contactName');
    const email = factory.contactEmail?.trim();
    if (email && !isEmail(email)) fail('contactEmail');
  });
  return errors;
}

/** The mail carrying a factory-mapping link. */
export function factoryMappingMail(lang: Lang, url: string, expiresAt: Date) {
  const until = expiresAt.toISOString().slice(0, 10).split('-').reverse().join('/');
  const text =
    lang === 'fr'
      ? `Bonjour,\n\nMerci d'indiquer vos usines sur cette page (valable jusqu'au ${until}) :\n${url}\n`
      : `Hello,\n\nPlease list your factories on this page (valid until ${until}):\n${url}\n`;
  const subject = lang === 'fr' ? 'Vos usines : merci de les indiquer' : 'Please list your factories';
  const html = `<p>${escapeHtml(text.split('\n\n')[0]!)}</p><p>${escapeHtml(
    text.split('\n\n')[1]!.split('\n')[0]!,
  )}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
  return { subject, text, html };
}
