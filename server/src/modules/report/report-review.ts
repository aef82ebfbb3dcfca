import { eq, sql } from 'drizzle-orm';
import {
  BookingEvent,
  BookingStatus,
  missingMandatoryChecks,
  MissionStatus,
  NotificationType,
  reportDeadline,
  ReportAction,
  ReportStatus,
  ReviewAction,
  ReviewLevel,
  ReviewStatus,
  type Lang,
  type ReportDetail,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { inspectionReports, reportReviews, users } from '../../db/schema';
import { withBookingChange, type BookingEffects, type ChangeContext } from '../booking/booking-change';
import { factsOf, updateBooking } from '../booking/booking-command';
import type { ResourceScope } from '../kit/resource-definition';
import type { WorkflowOutcome } from '../kit/workflow-outcome';
import { DEFAULT_TIME_ZONE } from '../work-items/work-item-dates';
import { actionRefusal, ReportRefusal, reportText } from './report-access';
import { bookedProducts, reportDetail, type StoredChecks, type StoredProducts } from './report-detail';
import { createReport, recomputeReport } from './report-draft';
import { inspectorUserIds, reportBooking, type BookingRow } from './report-scope';
import { nextVersion, reportOf, type ReportRecord } from './report-state';

/**
 * The review workflow (docs/reports.md, "Review and validation"): submit, start-review, send-back and
 * validate. Each runs in one transaction with the booking and the report locked, so two reviewers acting
 * at once are served one after the other and the second finds the state the first left.
 */
export const REVIEW_STEPS = ['submit', 'start-review', 'send-back', 'validate'] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

const STEP_ACTIONS: Record<ReviewStep, ReportAction> = {
  submit: ReportAction.Submit,
  'start-review': ReportAction.StartReview,
  'send-back': ReportAction.SendBack,
  validate: ReportAction.Validate,
};

export interface ReviewCommand {
  change: ChangeContext;
  scope: ResourceScope;
  lang: Lang;
}

interface StepContext {
  tx: Db;
  effects: BookingEffects;
  command: ReviewCommand;
  booking: BookingRow;
  report: ReportRecord;
  comment: string | null;
}

const invalid = (field: string, message: string) =>
  new ReportRefusal({ kind: 'invalid', errors: [{ field, message }] });

async function reviewLine(
  { tx, report, command }: StepContext,
  action: ReviewAction,
  level: ReviewLevel | null,
  comment: string | null = null,
) {
  const [actor] = await tx
    .select({ name: users.fullName })
    .from(users)
    .where(eq(users.id, command.scope.user.id));
  await tx.insert(reportReviews).values({
    reportId: report.id,
    action,
    level,
    comment,
    userId: command.scope.user.id,
    userName: actor?.name ?? null,
  });
}

async function updateReport(tx: Db, id: number, values: Partial<typeof inspectionReports.$inferInsert>) {
  await tx
    .update(inspectionReports)
    .set({ ...values, version: nextVersion, updatedAt: new Date() })
    .where(eq(inspectionReports.id, id));
}

async function moveBooking(
  { tx, effects, booking }: StepContext,
  status: BookingStatus,
  action: BookingEvent,
): Promise<void> {
  if (booking.status === status) return;
  await updateBooking(tx, booking.id, { status });
  await effects.history(booking, { action, fromStatus: booking.status as BookingStatus, toStatus: status });
}

/**
 * When the report is due (spec section 9's deadline rule, as the QC dashboard shows it): from the finish the
 * inspectors gave on the booking's last allocated day, or from now when they gave none.
 */
export async function reportDueAt(tx: Db, booking: BookingRow, now: Date = new Date()): Promise<Date> {
  const [last] = await rawRows<{ day: string | null; finished_at: Date | string | null }>(
    tx,
    sql`select a.inspection_date::text as day, max(a.finished_at) as finished_at from booking_allocations a
        where a.booking_id = ${booking.id}
        group by a.inspection_date order by a.inspection_date desc limit 1`,
  );
  const day = last?.day ?? booking.inspectionDateTo;
  const finishedAt = last?.finished_at == null ? now : new Date(last.finished_at);
  return reportDeadline(day, finishedAt, DEFAULT_TIME_ZONE);
}

async function submit(step: StepContext): Promise<void> {
  const { tx, report, booking, command } = step;
  const products = await bookedProducts(tx, booking.id);
  if (!products.length) throw invalid('bookingId', reportText('noProducts', command.lang));
  const sections = report.sections as ReportDetail['sections'];
  const checks = (report.checks ?? {}) as StoredChecks;
  const mandatory = sections.flatMap((section) => section.checks.filter((check) => check.mandatory));
  const missing = new Set(
    missingMandatoryChecks(
      mandatory.map((check) => check.key),
      Object.entries(checks).map(([key, answer]) => ({ key, result: answer.result })),
    ),
  );
  if (missing.size) {
    const labels = mandatory.filter((check) => missing.has(check.key)).map((check) => check.label);
    throw invalid('checks', reportText('mandatoryMissing', command.lang, { checks: labels.join(', ') }));
  }
  // The booking's plan may have changed since the last save: the stored result is the one submitted.
  await recomputeReport(tx, report, products, {
    productData: (report.productData ?? {}) as StoredProducts,
    checks,
  });
  const resubmitted = report.status === ReportStatus.Invalid;
  await updateReport(tx, report.id, {
    submittedAt: new Date(),
    submittedBy: command.scope.user.id,
    reviewStatus: ReviewStatus.NotStarted,
    reviewLevel: ReviewLevel.Checker,
    missionStatus: MissionStatus.Completed,
    status: ReportStatus.Draft,
    dueAt: await reportDueAt(tx, booking),
  });
  await reviewLine(step, resubmitted ? ReviewAction.Resubmitted : ReviewAction.Submitted, null);
  await moveBooking(step, BookingStatus.Inspected, BookingEvent.ReportSubmitted);
  await step.effects.notify(factsOf(booking), NotificationType.ReportSubmitted, ['cs']);
}

async function startReview(step: StepContext): Promise<void> {
  await updateReport(step.tx, step.report.id, { reviewStatus: ReviewStatus.InProgress });
  await reviewLine(step, ReviewAction.ReviewStarted, step.report.reviewLevel as ReviewLevel);
}

async function sendBack(step: StepContext): Promise<void> {
  const { tx, report, booking, command } = step;
  if (!step.comment) throw invalid('comment', reportText('commentRequired', command.lang));
  await updateReport(tx, report.id, {
    status: ReportStatus.Invalid,
    submittedAt: null,
    submittedBy: null,
    reviewStatus: ReviewStatus.NotStarted,
    reviewLevel: ReviewLevel.Checker,
    missionStatus: MissionStatus.Confirmed,
  });
  await reviewLine(step, ReviewAction.SentBack, report.reviewLevel as ReviewLevel, step.comment);
  await step.effects.notifyUsers(
    booking,
    await inspectorUserIds(tx, booking.id),
    NotificationType.ReportSentBack,
  );
}

async function validate(step: StepContext): Promise<void> {
  const { tx, report, booking } = step;
  if (report.reviewLevel === ReviewLevel.Checker && report.technicalReviewRequired) {
    await updateReport(tx, report.id, {
      reviewLevel: ReviewLevel.Technical,
      reviewStatus: ReviewStatus.NotStarted,
    });
    await reviewLine(step, ReviewAction.CheckerValidated, ReviewLevel.Checker, step.comment);
    return;
  }
  await updateReport(tx, report.id, {
    status: ReportStatus.Validated,
    reviewStatus: ReviewStatus.Validated,
    validatedAt: new Date(),
  });
  await reviewLine(step, ReviewAction.Validated, report.reviewLevel as ReviewLevel, step.comment);
  await moveBooking(step, BookingStatus.Validated, BookingEvent.ReportValidated);
  await step.effects.notify(factsOf(booking), NotificationType.ReportValidated, ['cs']);
}

const RUN: Record<ReviewStep, (step: StepContext) => Promise<void>> = {
  submit,
  'start-review': startReview,
  'send-back': sendBack,
  validate,
};

export async function takeReviewStep(
  command: ReviewCommand,
  bookingId: number,
  stepName: ReviewStep,
  comment: string | null,
): Promise<WorkflowOutcome<ReportDetail>> {
  const { scope, lang } = command;
  try {
    return await withBookingChange(command.change, async (tx, effects) => {
      const booking = await reportBooking(tx, bookingId, scope, { lock: true });
      if (!booking) return { kind: 'notFound' } as const;
      let report = await reportOf(tx, bookingId, { lock: true });
      const refused = await actionRefusal(tx, scope, lang, booking, report, STEP_ACTIONS[stepName]);
      if (refused) return refused;
      // Submitting a report never saved creates it first (the template may have nothing mandatory).
      report ??= await createReport(tx, booking);
      await RUN[stepName]({ tx, effects, command, booking, report, comment: comment?.trim() || null });
      const after = await reportBooking(tx, bookingId, scope);
      return { kind: 'done', detail: await reportDetail(tx, scope, after!, await reportOf(tx, bookingId)) };
    });
  } catch (error) {
    if (error instanceof ReportRefusal) return error.outcome;
    throw error;
  }
}
