import { and, desc, eq, sql } from 'drizzle-orm';
import {
  BookingEvent,
  BookingStatus,
  EMAIL_SEND_MESSAGES,
  EmailSendCode,
  NotificationType,
  REPORT_MESSAGES,
  ReportStatus,
  ReviewAction,
  UserType,
  type Lang,
  type ReportEmailSendResult,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { bookings, inspectionReports, reportReviews, users } from '../../db/schema';
import { withBookingChange, type ChangeContext } from '../booking/booking-change';
import { composeReportMail, type LinkSigner } from './report-mail';
import { loadReportMailFacts, type ReportMailFacts } from './report-email-facts';

/**
 * A second send of the same report within this many seconds is taken as the same click (a double click, a
 * retried request): it answers the first send's success and mails nothing again. A deliberate resend comes
 * later and goes out.
 */
export const SAME_SEND_SECONDS = 30;

/** How a send ended: the answer's HTTP status and body. */
export type SendOutcome =
  | { status: 200; body: ReportEmailSendResult }
  | { status: 404 }
  /** The report or booking is not in a state to send (409), with the reason. */
  | { status: 409; body: { message: string } }
  /** A configuration gap: the spec's code and its sentence; nothing changed. */
  | { status: 422; body: ReportEmailSendResult };

/** Validated report, booking Validated, or ReportSent for a resend (report-workflow.ts, "send"). */
export function maySend(facts: ReportMailFacts): boolean {
  return (
    facts.report?.status === ReportStatus.Validated &&
    (facts.bookingStatus === BookingStatus.Validated || facts.bookingStatus === BookingStatus.ReportSent)
  );
}

/** When the report was last sent, if that was a moment ago (see SAME_SEND_SECONDS). */
async function justSent(tx: Db, reportId: number): Promise<boolean> {
  const [last] = await tx
    .select({ at: reportReviews.at })
    .from(reportReviews)
    .where(and(eq(reportReviews.reportId, reportId), eq(reportReviews.action, ReviewAction.Sent)))
    .orderBy(desc(reportReviews.at))
    .limit(1);
  return last !== undefined && Date.now() - new Date(last.at).getTime() < SAME_SEND_SECONDS * 1000;
}

const success = (sentAt: Date, lang: Lang): ReportEmailSendResult => ({
  code: EmailSendCode.Success,
  message: EMAIL_SEND_MESSAGES[EmailSendCode.Success][lang],
  sentAt: sentAt.toISOString(),
});

/**
 * Sends the report mail of a booking in one transaction: with the report row locked, checks the states and
 * the configuration, queues one mail per address (recipients and copies) in the outbox, keeps the first
 * sent_at, moves the booking to ReportSent with its history, writes the review line and notifies the
 * customer's users. Any refusal changes nothing.
 */
export async function sendReportEmail(
  context: ChangeContext & { entityId: number; lang: Lang; link: LinkSigner },
  bookingId: number,
  note: string | null | undefined,
): Promise<SendOutcome> {
  const { lang } = context;
  return withBookingChange(context, async (tx, effects): Promise<SendOutcome> => {
    const facts = await loadReportMailFacts(tx, context.entityId, bookingId, true);
    if (!facts) return { status: 404 };
    if (!maySend(facts) || !facts.report)
      return { status: 409, body: { message: REPORT_MESSAGES.notAllowed[lang] } };
    const report = facts.report;
    if (report.sentAt && (await justSent(tx, report.id)))
      return { status: 200, body: success(report.sentAt, lang) };

    const composed = composeReportMail(facts, context.link, note);
    if (composed.code !== EmailSendCode.Success)
      return {
        status: 422,
        body: { code: composed.code, message: EMAIL_SEND_MESSAGES[composed.code][lang] },
      };

    const ref = {
      id: facts.bookingId,
      entityId: facts.entityId,
      customerId: facts.customerId,
      supplierId: facts.supplierId,
      factoryId: facts.factoryId,
    };
    for (const to of [...composed.addresses.to, ...composed.addresses.cc])
      await effects.mailTo(ref, to, composed.content);

    const [sent] = await tx
      .update(inspectionReports)
      .set({
        sentAt: sql`coalesce(${inspectionReports.sentAt}, now())`,
        version: sql`${inspectionReports.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(inspectionReports.id, report.id))
      .returning({ sentAt: inspectionReports.sentAt });
    await tx
      .update(bookings)
      .set({ status: BookingStatus.ReportSent, version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
      .where(eq(bookings.id, facts.bookingId));
    await effects.history(ref, {
      action: BookingEvent.ReportSent,
      fromStatus: facts.bookingStatus,
      toStatus: BookingStatus.ReportSent,
    });
    const [actor] = await tx
      .select({ name: users.fullName })
      .from(users)
      .where(eq(users.id, context.actorId));
    await tx.insert(reportReviews).values({
      reportId: report.id,
      action: ReviewAction.Sent,
      comment: composed.addresses.to.join(', '),
      userId: context.actorId,
      userName: actor?.name ?? null,
    });
    const customerUsers = await rawRows<{ id: number }>(
      tx,
      sql`select id from users where is_active and user_type = ${UserType.Customer}
        and customer_id = ${facts.customerId}`,
    );
    await effects.notifyUsers(
      ref,
      customerUsers.map((row) => Number(row.id)),
      NotificationType.ReportSent,
    );
    return { status: 200, body: success(sent!.sentAt!, lang) };
  });
}
