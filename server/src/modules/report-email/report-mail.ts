import {
  bookingNumber,
  CUSTOMER_CONFIG_ENUM_LABELS,
  EMAIL_SEND_MESSAGES,
  EmailSendCode,
  EmailType,
  fillEmailTemplate,
  serviceTypeText,
  type EmailPlaceholder,
  type Lang,
  type ReportEmailPreview,
} from '@portal/domain';
import { escapeHtml, type MailContent } from '../accounts/mail-templates';
import { displayDay } from '../booking/booking-allocations';
import { fileLinkUrl, signFileLink } from '../report-files/signed-link';
import { resolveEmailRule, type MailAddresses } from './email-rule';
import type { ReportMailFacts } from './report-email-facts';

/** Where the download link points and how it is signed. */
export interface LinkSigner {
  /** The portal's public address (PUBLIC_URL), else the request's origin. */
  baseUrl: string;
  secret: string;
}

/** The mail of a report as it would go, or the gap that stops it. */
export type ComposedReportMail =
  | { code: EmailSendCode.Success; content: MailContent; addresses: MailAddresses; attachmentName: string }
  | { code: Exclude<EmailSendCode, EmailSendCode.Success> };

export const reportFileName = (bookingId: number) => `Report-${bookingNumber(bookingId)}.pdf`;

/** The placeholders' values in the mail's language (the customer's). */
export function placeholderValues(
  facts: ReportMailFacts,
  link: LinkSigner,
): Record<EmailPlaceholder, string> {
  const lang = facts.lang;
  const { inspectionDateFrom: from, inspectionDateTo: to } = facts;
  const result = facts.report?.result;
  return {
    bookingNo: bookingNumber(facts.bookingId),
    customerName: facts.customerName,
    supplierName: facts.supplierName,
    factoryName: facts.factoryName,
    inspectionDate: from === to ? displayDay(from) : `${displayDay(from)} - ${displayDay(to)}`,
    serviceType: serviceTypeText(facts.serviceType, lang),
    result: result == null ? '' : (CUSTOMER_CONFIG_ENUM_LABELS.resultType?.[result]?.[lang] ?? ''),
    productList: facts.products.join(', '),
    downloadLink: fileLinkUrl(
      link.baseUrl,
      signFileLink(link.secret, { kind: 'report', bookingId: facts.bookingId }),
    ),
    inspectorNames: facts.inspectors.join(', '),
  };
}

/** Plain text as HTML paragraphs, with its web addresses as links. */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeHtml(paragraph)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
}

/** The rule of the booking (EmailType.ReportSend), its addresses and the filled subject and body. */
export function composeReportMail(
  facts: ReportMailFacts,
  link: LinkSigner,
  note?: string | null,
): ComposedReportMail {
  const target = {
    customerId: facts.customerId,
    serviceType: facts.serviceType,
    emailType: EmailType.ReportSend,
  };
  const chosen = resolveEmailRule(facts.rules, target, facts.contacts, facts.staff);
  if (chosen.code !== EmailSendCode.Success) return chosen;
  const values = placeholderValues(facts, link);
  const body = fillEmailTemplate(chosen.rule.bodyTemplate, values);
  const text = note?.trim() ? `${note.trim()}\n\n${body}` : body;
  return {
    code: EmailSendCode.Success,
    content: {
      subject: fillEmailTemplate(chosen.rule.subjectTemplate, values).replace(/\s+/g, ' ').trim(),
      text,
      html: textToHtml(text),
    },
    addresses: chosen.addresses,
    attachmentName: reportFileName(facts.bookingId),
  };
}

/** The preview the send-email screen shows: the mail, or the gap in the request's language. */
export function previewOf(composed: ComposedReportMail, lang: Lang): ReportEmailPreview {
  if (composed.code !== EmailSendCode.Success)
    return {
      code: composed.code,
      message: EMAIL_SEND_MESSAGES[composed.code][lang],
      subject: null,
      body: null,
      to: [],
      cc: [],
      attachmentName: null,
    };
  return {
    code: composed.code,
    subject: composed.content.subject,
    body: composed.content.text,
    to: composed.addresses.to,
    cc: composed.addresses.cc,
    attachmentName: composed.attachmentName,
  };
}
