import {
  manDaysText,
  serviceTypeText,
  type Lang,
  type QcAssignmentContact,
  type QcAssignmentProduct,
  type ServiceType,
} from '@portal/domain';
import { escapeHtml, type MailContent } from '../accounts/mail-templates';
import { displayDay } from '../booking/booking-allocations';

/**
 * The mails an inspector gets when given days of a booking, and when taken off them. Staff records carry no
 * language, so like the booking mails every one says it in English, then in French.
 */
export interface AssignmentMailInput {
  products: QcAssignmentProduct[];
  contacts: QcAssignmentContact[];
  bookingNo: string;
  serviceType: ServiceType;
  /** The QC's days on the booking as they now stand. */
  days: { date: string; manDays: number }[];
  customerName: string;
  supplierName: string;
  factoryName: string;
  /** Address, postal code, city and country of the factory, as far as known. */
  factoryAddress: string | null;
}

const TEXTS = {
  en: {
    assigned: (no: string) => `Inspection ${no} assigned to you`,
    removed: (no: string) => `Inspection ${no} taken off your schedule`,
    intro: (no: string) => `You inspect booking ${no}:`,
    day: (date: string, manDays: string) => `${date}: ${manDays} man-day(s)`,
    service: 'Service',
    customer: 'Customer',
    supplier: 'Supplier',
    factory: 'Factory',
    address: 'Address',
    products: 'Products',
    product: (reference: string, quantity: number, sample: string) =>
      `${reference}: ${quantity} units, sample ${sample}`,
    contacts: 'Contacts',
    party: { customer: 'customer', supplier: 'supplier', factory: 'factory' },
    removedLine: (no: string, dates: string) => `You no longer inspect booking ${no} on ${dates}.`,
    unknown: 'not known',
  },
  fr: {
    assigned: (no: string) => `Inspection ${no} qui vous est confiée`,
    removed: (no: string) => `Inspection ${no} retirée de votre planning`,
    intro: (no: string) => `Vous inspectez la réservation ${no} :`,
    day: (date: string, manDays: string) => `${date} : ${manDays} jour(s)-homme`,
    service: 'Prestation',
    customer: 'Client',
    supplier: 'Fournisseur',
    factory: 'Usine',
    address: 'Adresse',
    products: 'Produits',
    product: (reference: string, quantity: number, sample: string) =>
      `${reference} : ${quantity} unités, échantillon ${sample}`,
    contacts: 'Contacts',
    party: { customer: 'client', supplier: 'fournisseur', factory: 'usine' },
    removedLine: (no: string, dates: string) => `Vous n’inspectez plus la réservation ${no} le ${dates}.`,
    unknown: 'inconnue',
  },
} as const;

const LANGS: readonly Lang[] = ['en', 'fr'];

/** Paragraphs of lines per language, joined as the text and the HTML of one mail. */
function compose(subject: string, parts: string[][][]): MailContent {
  const text = parts
    .map((paragraphs) => paragraphs.map((lines) => lines.join('\n')).join('\n\n'))
    .join('\n\n');
  const html = parts
    .map((paragraphs) => paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join(''))
    .join('<hr>');
  return { subject, text, html };
}

export function assignmentMail(input: AssignmentMailInput): MailContent {
  const parts = LANGS.map((lang) => {
    const t = TEXTS[lang];
    const paragraphs: string[][] = [
      [
        t.intro(input.bookingNo),
        ...input.days.map((day) => t.day(displayDay(day.date), manDaysText(day.manDays, lang))),
      ],
      [
        `${t.service}: ${serviceTypeText(input.serviceType, lang)}`,
        `${t.customer}: ${input.customerName}`,
        `${t.supplier}: ${input.supplierName}`,
        `${t.factory}: ${input.factoryName}`,
        `${t.address}: ${input.factoryAddress ?? t.unknown}`,
      ],
    ];
    if (input.products.length)
      paragraphs.push([
        `${t.products}:`,
        ...input.products.map((product) =>
          t.product(
            [product.reference, product.description].filter(Boolean).join(' - '),
            product.quantity,
            product.sampleSize == null ? t.unknown : String(product.sampleSize),
          ),
        ),
      ]);
    if (input.contacts.length)
      paragraphs.push([
        `${t.contacts}:`,
        ...input.contacts.map((contact) =>
          [`${contact.name} (${t.party[contact.party]})`, contact.phone, contact.email]
            .filter(Boolean)
            .join(', '),
        ),
      ]);
    return paragraphs;
  });
  return compose(`${TEXTS.en.assigned(input.bookingNo)} / ${TEXTS.fr.assigned(input.bookingNo)}`, parts);
}

export function removalMail(input: { bookingNo: string; dates: string[] }): MailContent {
  const dates = input.dates.map(displayDay).join(', ');
  const parts = LANGS.map((lang) => [[TEXTS[lang].removedLine(input.bookingNo, dates)]]);
  return compose(`${TEXTS.en.removed(input.bookingNo)} / ${TEXTS.fr.removed(input.bookingNo)}`, parts);
}
