import { and, eq } from 'drizzle-orm';
import {
  allowedReportActions,
  NotificationType,
  ReportAction,
  ReviewAction,
  type CustomerDecisionBody,
  type Lang,
  type ReportDetail,
} from '@portal/domain';
import { customerDecisions, reportCustomerDecisions, reportReviews, users } from '../../db/schema';
import { withBookingChange, type ChangeContext } from '../booking/booking-change';
import { factsOf } from '../booking/booking-command';
import type { ResourceScope } from '../kit/resource-definition';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { ReportRefusal, reportText } from '../report/report-access';
import { reportDetail } from '../report/report-detail';
import { customerMayRead, reportBooking } from '../report/report-scope';
import { actionContext, reportOf } from '../report/report-state';
import { createReinspection } from './reinspection';

/**
 * The customer's decision on a failed or pending report (docs/reports.md "Customer decision"): one of its
 * customer's active decisions of the report's result type, with a comment, once, on a report already sent.
 * One transaction: the decision, the review history line, the re-inspection booking when asked, and the
 * notifications to the customer's CS (or the entity's) and KAM.
 */

export interface DecisionCommand {
  change: ChangeContext;
  scope: ResourceScope;
  lang: Lang;
}

const refuse = (field: string, message: string) =>
  new ReportRefusal({ kind: 'invalid', errors: [{ field, message }] });

export async function recordDecision(
  command: DecisionCommand,
  bookingId: number,
  body: CustomerDecisionBody,
): Promise<WorkflowOutcome<ReportDetail>> {
  const { scope, lang } = command;
  try {
    return await withBookingChange(command.change, async (tx, effects) => {
      // The booking scope: a customer user reaches its own customer's bookings only.
      const booking = await reportBooking(tx, bookingId, scope, { lock: true });
      if (!booking) return { kind: 'notFound' } as const;
      const report = await reportOf(tx, bookingId, { lock: true });
      // Not sent yet: the customer does not see the report at all.
      if (!report || !customerMayRead(booking, report.sentAt)) return { kind: 'notFound' } as const;
      const context = await actionContext(tx, scope, booking, report);
      if (!allowedReportActions(context).includes(ReportAction.Decide))
        return {
          kind: 'conflict',
          current: await reportDetail(tx, scope, booking, report),
          message: reportText('notAllowed', lang),
        } as const;

      const [decision] = await tx
        .select()
        .from(customerDecisions)
        .where(
          and(
            eq(customerDecisions.id, body.decisionId),
            eq(customerDecisions.customerId, booking.customerId),
            eq(customerDecisions.active, true),
            eq(customerDecisions.resultType, report.result!),
          ),
        );
      if (!decision) throw refuse('decisionId', reportText('decisionUnknown', lang));
      // Goods already released are not inspected again.
      if (body.reinspection && decision.releasesShipment)
        throw refuse('reinspection', reportText('reinspectionNotAllowed', lang));

      let reinspectionBookingId: number | null = null;
      if (body.reinspection) {
        const made = await createReinspection(tx, effects, scope, lang, booking.id, body.reinspection);
        if ('errors' in made) throw new ReportRefusal({ kind: 'invalid', errors: made.errors });
        reinspectionBookingId = made.id;
      }
      const [actor] = await tx
        .select({ name: users.fullName })
        .from(users)
        .where(eq(users.id, scope.user.id));
      const comment = body.comment?.trim() || null;
      await tx.insert(reportCustomerDecisions).values({
        reportId: report.id,
        decisionId: decision.id,
        comment,
        userId: scope.user.id,
        userName: actor?.name ?? null,
        reinspectionBookingId,
      });
      // The history line says which decision, in the customer's words.
      await tx.insert(reportReviews).values({
        reportId: report.id,
        action: ReviewAction.CustomerDecision,
        level: null,
        comment: comment ? `${decision.name}: ${comment}` : decision.name,
        userId: scope.user.id,
        userName: actor?.name ?? null,
      });
      await effects.notify(factsOf(booking), NotificationType.CustomerDecisionRecorded, ['cs', 'kam']);
      return {
        kind: 'done',
        detail: await reportDetail(tx, scope, booking, await reportOf(tx, bookingId)),
      } as const;
    });
  } catch (error) {
    if (error instanceof ReportRefusal) return error.outcome;
    throw error;
  }
}
