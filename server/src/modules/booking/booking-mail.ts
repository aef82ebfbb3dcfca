import { formatDate } from '@portal/domain';
import { escapeHtml, type MailContent } from '../accounts/mail-templates';

/** The mails a booking's contacts get (issue: on confirmation, reschedule and cancellation). */
export type BookingMailKind = 'confirmed' | 'rescheduled' | 'cancelled';

export interface BookingMailInput {
  kind: BookingMailKind;
  bookingNo: string;
  /** yyyy-MM-dd. */
  dateFrom: string;
  dateTo: string;
  reason?: string | null;
}

// Contacts have no language of their own: every mail says it in English, then in French.
const TEXTS = {
  en: {
    subject: {
      confirmed: (no: string) => `Inspection ${no} confirmed`,
      rescheduled: (no: string) => `Inspection ${no} rescheduled`,
      cancelled: (no: string) => `Inspection ${no} cancelled`,
    },
    line: {
      confirmed: (no: string, dates: string) => `Inspection booking ${no} is confirmed for ${dates}.`,
      rescheduled: (no: string, dates: string) => `Inspection booking ${no} has moved to ${dates}.`,
      cancelled: (no: string, dates: string) => `Inspection booking ${no} planned for ${dates} is cancelled.`,
    },
    reason: 'Reason',
  },
  fr: {
    subject: {
      confirmed: (no: string) => `Inspection ${no} confirmée`,
      rescheduled: (no: string) => `Inspection ${no} replanifiée`,
      cancelled: (no: string) => `Inspection ${no} annulée`,
    },
    line: {
      confirmed: (no: string, dates: string) =>
        `La réservation d’inspection ${no} est confirmée pour le ${dates}.`,
      rescheduled: (no: string, dates: string) =>
        `La réservation d’inspection ${no} est déplacée au ${dates}.`,
      cancelled: (no: string, dates: string) =>
        `La réservation d’inspection ${no} prévue le ${dates} est annulée.`,
    },
    reason: 'Motif',
  },
} as const;

const day = (iso: string) => formatDate(new Date(`${iso}T00:00:00`)) || iso;

export function bookingMail(input: BookingMailInput): MailContent {
  const dates =
    input.dateFrom === input.dateTo ? day(input.dateFrom) : `${day(input.dateFrom)} - ${day(input.dateTo)}`;
  const lines = (['en', 'fr'] as const).map((lang) => {
    const texts = TEXTS[lang];
    const said = [texts.line[input.kind](input.bookingNo, dates)];
    if (input.reason) said.push(`${texts.reason}: ${input.reason}`);
    return said;
  });
  const subject = `${TEXTS.en.subject[input.kind](input.bookingNo)} / ${TEXTS.fr.subject[input.kind](input.bookingNo)}`;
  const text = lines.map((said) => said.join('\n')).join('\n\n');
  const html = lines.map((said) => `<p>${said.map(escapeHtml).join('<br>')}</p>`).join('<hr>');
  return { subject, text, html };
}
