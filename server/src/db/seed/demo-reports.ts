import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  BookingEvent,
  BookingStatus as S,
  MissionStatus,
  ReportFillStatus,
  ReportResult,
  reportDeadline,
  ReportStatus,
  ReviewAction,
  ReviewLevel,
  ReviewStatus,
  type SamplingResult,
} from '@portal/domain';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import {
  bookingHistory,
  bookings,
  inspectionReports,
  reportCustomerDecisions,
  reportDefects,
  reportPhotos,
  reportReviews,
} from '../schema';
import { DEFAULT_TIME_ZONE } from '../../modules/work-items/work-item-dates';
import { demoContent, type DefectChoice, type DemoProduct } from './demo-report-content';
import { demoPhotoPath, demoReportPhotoPng, DEMO_PHOTO_HEIGHT, DEMO_PHOTO_WIDTH } from './demo-report-photos';
import { DEMO_REPORT_CUSTOMER, seedDemoReportSetup } from './demo-report-setup';
import { resolveSections } from '../../modules/report/report-template-sections';
import { seedDay } from './demo-days';

/**
 * The demo inspection reports (docs/reports.md, "Demo"), after the bookings' inspectors: every booking
 * inspected so far gets the report its status tells (Inspected: submitted, in review or sent back;
 * Validated: validated, waiting to be sent; ReportSent: sent on time or late, some answered by the
 * customer's decision), today's bookings of the other inspectors are being filled, and one booking
 * inspected yesterday goes back to Scheduled with its report still being written. The `inspector` login's
 * bookings of today keep no report: the walk-through fills one. Each step is in the booking's history and
 * the report's review lines. Seeded once: nothing is added once any report exists.
 */

type Story = 'filling' | 'submitted' | 'inReview' | 'sentBack' | 'validated' | 'sent';

interface BookingFacts {
  id: number;
  entity_id: number;
  customer_id: number;
  supplier_id: number;
  factory_id: number;
  service_type: number;
  status: S;
  date_from: string;
  date_to: string;
  last_day: string;
  finished_at: Date | string | null;
  inspector_user_id: number | null;
  inspector_name: string | null;
  technical: boolean;
  cs_user_id: number | null;
  cs_name: string | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SENT_BACK_COMMENT =
  'Photos of the major defects are missing and the carton count does not match the packing list. Please add them and resubmit.';
const DECISION_COMMENTS: Record<number, string> = {
  [ReportResult.Fail]: 'Supplier to rework the lot; we will book a re-inspection.',
  [ReportResult.Pending]: 'Accepted this time; please remind the factory of our marking manual.',
};

export async function seedDemoReports(db: Db, now: Date): Promise<void> {
  await seedDemoReportSetup(db);
  const [existing] = await rawRows<{ id: number }>(db, sql`select id from inspection_reports limit 1`);
  if (existing) return;
  const today = seedDay(now);
  const facts = await bookingFacts(db, today);
  if (!facts.length) return;
  const products = await productsOf(
    db,
    facts.map((row) => row.id),
  );
  const defectLists = await defectListsByEntity(db);
  const users = await loginIds(db);
  const decisions = await rawRows<{ id: number; customer_id: number; result_type: number }>(
    db,
    sql`select id, customer_id, result_type from customer_decisions where active order by sort, id`,
  );
  const demoCustomerUser = users.get('customer') ?? null;
  // The walk-through's report: the demo customer's latest sent one, failed and not yet decided.
  const walkThrough = [...facts]
    .reverse()
    .find(
      (row) => row.status === S.ReportSent && row.customer_id === DEMO_REPORT_CUSTOMER && row.entity_id === 1,
    );
  const refilled = [...facts]
    .reverse()
    .find(
      (row) =>
        row.status === S.Inspected &&
        row.entity_id === 1 &&
        row.date_to < today &&
        !isInspectorLogin(row, users),
    );

  await db.transaction(async (tx) => {
    const counters = new Map<string, number>();
    const next = (key: string) => {
      const value = counters.get(key) ?? 0;
      counters.set(key, value + 1);
      return value;
    };
    for (const booking of facts) {
      const bookingProducts = products.get(booking.id) ?? [];
      if (!bookingProducts.length) continue;
      const story: Story =
        booking === refilled || booking.status === S.Scheduled
          ? 'filling'
          : booking.status === S.Inspected
            ? (['submitted', 'inReview', 'sentBack', 'inReview'] as const)[
                next(`inspected-${booking.entity_id}`) % 4
              ]!
            : booking.status === S.Validated
              ? 'validated'
              : 'sent';
      const index = next(`all-${booking.entity_id}`);
      const target =
        booking === walkThrough
          ? ReportResult.Fail
          : booking.customer_id === 3
            ? index % 4 === 3
              ? ReportResult.Fail
              : ReportResult.Pass
            : [
                ReportResult.Pass,
                ReportResult.Pass,
                ReportResult.Fail,
                ReportResult.Pass,
                ReportResult.Pending,
              ][index % 5]!;
      // The sections a report opens with, as the report screen resolves them.
      const sections = await resolveSections(tx, {
        entityId: booking.entity_id,
        customerId: booking.customer_id,
        serviceType: booking.service_type,
      });
      const content = demoContent(
        sections.sections,
        bookingProducts,
        defectLists.get(booking.entity_id) ?? [],
        target,
        index,
        story === 'filling' ? 0.4 : 1,
      );
      const times = storyTimes(booking, story, now, index);
      const checker = booking.entity_id === 1 ? (users.get('checker') ?? null) : (users.get('admin') ?? null);
      const sender =
        booking.cs_user_id != null
          ? { id: Number(booking.cs_user_id), name: booking.cs_name ?? '' }
          : (users.get('cs') ?? null);
      const reportRow = reportState(story, booking.technical, times);
      const [report] = await tx
        .insert(inspectionReports)
        .values({
          bookingId: booking.id,
          entityId: booking.entity_id,
          customerId: booking.customer_id,
          supplierId: booking.supplier_id,
          factoryId: booking.factory_id,
          inspectionDateFrom: booking.date_from,
          inspectionDateTo: booking.date_to,
          templateId: sections.templateId,
          sections: sections.sections,
          productData: content.productData,
          checks: content.checks,
          remarks: story === 'filling' ? null : 'Inspection carried out as booked; factory cooperative.',
          result: content.result,
          technicalReviewRequired: booking.technical,
          ...reportRow,
          createdAt: times.started,
          updatedAt: times.last,
        })
        .returning({ id: inspectionReports.id });
      const reportId = report!.id;
      if (content.defects.length)
        await tx.insert(reportDefects).values(
          content.defects.map((defect) => ({
            ...defect,
            reportId,
            createdBy: booking.inspector_user_id,
            createdAt: times.started,
            updatedAt: times.started,
          })),
        );
      // Photos of the first defects (and a packing photo) on every other report.
      if (index % 2 === 0 || booking === walkThrough) {
        const photoRows = [
          ...content.defects.slice(0, 2).map((defect) => ({
            defectId: defect.id,
            checkKey: defect.checkKey,
            caption: defect.description,
          })),
          { defectId: null, checkKey: 'pack-carton', caption: 'Export cartons on the pallet' },
        ].map((photo) => {
          const id = crypto.randomUUID();
          const bytes = demoReportPhotoPng(id);
          return {
            id,
            reportId,
            ...photo,
            mimeType: 'image/png',
            size: bytes.length,
            width: DEMO_PHOTO_WIDTH,
            height: DEMO_PHOTO_HEIGHT,
            storedPath: demoPhotoPath(booking.id, id),
            uploadedBy: booking.inspector_user_id,
            createdAt: times.started,
          };
        });
        await tx.insert(reportPhotos).values(photoRows);
      }
      const lines = reviewLines(story, booking, times, checker, sender, users.get('techlead') ?? null);
      if (lines.length) await tx.insert(reportReviews).values(lines.map((line) => ({ ...line, reportId })));
      const history = historyLines(story, booking, times, checker, sender);
      if (history.length) await tx.insert(bookingHistory).values(history);
      if (booking === refilled)
        await tx
          .update(bookings)
          .set({ status: S.Scheduled })
          .where(sql`${bookings.id} = ${booking.id}`);
      // Every other failed or pending sent report has the customer's answer (never the walk-through's).
      if (
        story === 'sent' &&
        content.result !== ReportResult.Pass &&
        booking !== walkThrough &&
        index % 2 === 1
      ) {
        const decision = decisions.find(
          (row) => row.customer_id === booking.customer_id && row.result_type === content.result,
        );
        if (decision) {
          const at = new Date(Math.min(times.sent!.getTime() + 20 * HOUR, now.getTime() - MINUTE));
          const customerUser = booking.customer_id === DEMO_REPORT_CUSTOMER ? demoCustomerUser : null;
          await tx.insert(reportCustomerDecisions).values({
            reportId,
            decisionId: decision.id,
            comment: DECISION_COMMENTS[content.result] ?? null,
            userId: customerUser?.id ?? null,
            userName: customerUser?.name ?? 'Customer quality team',
            at,
          });
          await tx.insert(reportReviews).values({
            reportId,
            action: ReviewAction.CustomerDecision,
            comment: DECISION_COMMENTS[content.result] ?? null,
            userId: customerUser?.id ?? null,
            userName: customerUser?.name ?? 'Customer quality team',
            at,
          });
        }
      }
    }
  });
}

interface StoryTimes {
  started: Date;
  submitted: Date | null;
  reviewStarted: Date | null;
  sentBack: Date | null;
  checkerValidated: Date | null;
  validated: Date | null;
  sent: Date | null;
  due: Date | null;
  last: Date;
}

/**
 * When each step happened: the report is written as the inspection finishes, submitted two hours later,
 * reviewed and validated the same day, and sent within the deadline except every fourth sent report, a day
 * late. Nothing lies in the future.
 */
function storyTimes(booking: BookingFacts, story: Story, now: Date, index: number): StoryTimes {
  const cap = (date: Date) => new Date(Math.min(date.getTime(), now.getTime() - 5 * MINUTE));
  const finished = booking.finished_at ? new Date(booking.finished_at) : null;
  const started = cap(new Date(new Date(`${booking.last_day}T01:30:00Z`).getTime()));
  if (story === 'filling')
    return emptyTimes(started, cap(finished ?? new Date(started.getTime() + 2 * HOUR)));
  const submitted = cap(new Date((finished ?? started).getTime() + 2 * HOUR));
  const due = reportDeadline(booking.last_day, finished ?? submitted, DEFAULT_TIME_ZONE);
  const reviewStarted = cap(new Date(submitted.getTime() + HOUR));
  const checkerValidated = booking.technical ? cap(new Date(submitted.getTime() + 2 * HOUR)) : null;
  const validated = cap(new Date(submitted.getTime() + 3 * HOUR));
  const late = index % 4 === 1;
  const sent = cap(late ? new Date(due.getTime() + 20 * HOUR) : new Date(validated.getTime() + HOUR));
  const base = { ...emptyTimes(started, submitted), submitted, due };
  switch (story) {
    case 'submitted':
      return base;
    case 'inReview':
      return { ...base, reviewStarted, last: reviewStarted };
    case 'sentBack': {
      const sentBack = cap(new Date(reviewStarted.getTime() + 30 * MINUTE));
      return { ...base, reviewStarted, sentBack, last: sentBack };
    }
    case 'validated':
      return { ...base, reviewStarted, checkerValidated, validated, last: validated };
    default:
      return { ...base, reviewStarted, checkerValidated, validated, sent, last: sent };
  }
}

const emptyTimes = (started: Date, last: Date): StoryTimes => ({
  started,
  submitted: null,
  reviewStarted: null,
  sentBack: null,
  checkerValidated: null,
  validated: null,
  sent: null,
  due: null,
  last,
});

/** The report's states after its story (as report-review.ts leaves them after each step). */
function reportState(story: Story, technical: boolean, times: StoryTimes) {
  const common = {
    fillStatus: ReportFillStatus.Filling,
    submittedAt: times.submitted,
    validatedAt: times.validated,
    sentAt: times.sent,
    dueAt: times.due,
  };
  switch (story) {
    case 'filling':
      return {
        ...common,
        missionStatus: MissionStatus.Confirmed,
        reviewStatus: null,
        reviewLevel: null,
        status: ReportStatus.Draft,
      };
    case 'submitted':
      return {
        ...common,
        missionStatus: MissionStatus.Completed,
        reviewStatus: ReviewStatus.NotStarted,
        reviewLevel: ReviewLevel.Checker,
        status: ReportStatus.Draft,
      };
    case 'inReview':
      return {
        ...common,
        missionStatus: MissionStatus.Completed,
        reviewStatus: ReviewStatus.InProgress,
        reviewLevel: ReviewLevel.Checker,
        status: ReportStatus.Draft,
      };
    case 'sentBack':
      return {
        ...common,
        submittedAt: null,
        missionStatus: MissionStatus.Confirmed,
        reviewStatus: ReviewStatus.NotStarted,
        reviewLevel: ReviewLevel.Checker,
        status: ReportStatus.Invalid,
      };
    default:
      return {
        ...common,
        missionStatus: MissionStatus.Completed,
        reviewStatus: ReviewStatus.Validated,
        reviewLevel: technical ? ReviewLevel.Technical : ReviewLevel.Checker,
        status: ReportStatus.Validated,
      };
  }
}

type User = { id: number; name: string } | null;
const who = (user: User) => ({ userId: user?.id ?? null, userName: user?.name ?? null });

function reviewLines(
  story: Story,
  booking: BookingFacts,
  times: StoryTimes,
  checker: User,
  sender: User,
  techlead: User,
) {
  if (story === 'filling') return [];
  const inspector = { userId: booking.inspector_user_id, userName: booking.inspector_name };
  const lines = [
    {
      action: ReviewAction.Submitted,
      level: null as number | null,
      comment: null as string | null,
      ...inspector,
      at: times.submitted!,
    },
  ];
  if (times.reviewStarted)
    lines.push({
      action: ReviewAction.ReviewStarted,
      level: ReviewLevel.Checker,
      comment: null,
      ...who(checker),
      at: times.reviewStarted,
    });
  if (times.sentBack)
    lines.push({
      action: ReviewAction.SentBack,
      level: ReviewLevel.Checker,
      comment: SENT_BACK_COMMENT,
      ...who(checker),
      at: times.sentBack,
    });
  if (times.checkerValidated)
    lines.push({
      action: ReviewAction.CheckerValidated,
      level: ReviewLevel.Checker,
      comment: null,
      ...who(checker),
      at: times.checkerValidated,
    });
  if (times.validated)
    lines.push({
      action: ReviewAction.Validated,
      level: booking.technical ? ReviewLevel.Technical : ReviewLevel.Checker,
      comment: null,
      ...who(booking.technical ? techlead : checker),
      at: times.validated,
    });
  if (times.sent)
    lines.push({ action: ReviewAction.Sent, level: null, comment: null, ...who(sender), at: times.sent });
  return lines;
}

/** The booking's history of the report's steps: submitted (Inspected), validated, sent. */
function historyLines(story: Story, booking: BookingFacts, times: StoryTimes, checker: User, sender: User) {
  // A sent-back report's booking was submitted once: it stays Inspected.
  if (story === 'filling' || !times.submitted) return [];
  const lines = [
    {
      bookingId: booking.id,
      action: BookingEvent.ReportSubmitted,
      fromStatus: S.Scheduled,
      toStatus: S.Inspected,
      userId: booking.inspector_user_id,
      userName: booking.inspector_name,
      at: times.submitted,
    },
  ];
  if (times.validated)
    lines.push({
      bookingId: booking.id,
      action: BookingEvent.ReportValidated,
      fromStatus: S.Inspected,
      toStatus: S.Validated,
      ...who(checker),
      at: times.validated,
    });
  if (times.sent)
    lines.push({
      bookingId: booking.id,
      action: BookingEvent.ReportSent,
      fromStatus: S.Validated,
      toStatus: S.ReportSent,
      ...who(sender),
      at: times.sent,
    });
  return lines;
}

const isInspectorLogin = (row: BookingFacts, users: Map<string, { id: number }>) =>
  row.inspector_user_id != null && row.inspector_user_id === users.get('inspector')?.id;

/**
 * The bookings that get a report: every inspected one of entities 1 and 2, and the Scheduled ones of today
 * whose inspectors include neither demo login with an account of its own (`inspector`, `qcpartner`).
 */
async function bookingFacts(db: Db, today: string): Promise<BookingFacts[]> {
  return rawRows<BookingFacts>(
    db,
    sql`with last_day as (
          select a.booking_id, max(a.inspection_date) as day from booking_allocations a group by a.booking_id)
        select b.id, b.entity_id, b.customer_id, b.supplier_id, b.factory_id, b.service_type, b.status,
          b.inspection_date_from::text as date_from, b.inspection_date_to::text as date_to,
          coalesce(l.day, b.inspection_date_to)::text as last_day,
          (select max(a.finished_at) from booking_allocations a where a.booking_id = b.id and a.inspection_date = l.day) as finished_at,
          (select u.id from booking_allocations a join users u on u.staff_id = a.staff_id
            where a.booking_id = b.id order by a.inspection_date, a.id limit 1) as inspector_user_id,
          (select s.full_name from booking_allocations a join staff s on s.id = a.staff_id
            where a.booking_id = b.id order by a.inspection_date, a.id limit 1) as inspector_name,
          coalesce((select bool_or(cs.technical_review_required) from customer_services cs
            where cs.customer_id = b.customer_id and cs.service_type = b.service_type and cs.active), false) as technical,
          cs.id as cs_user_id, cs.full_name as cs_name
        from bookings b left join last_day l on l.booking_id = b.id
        left join lateral (select u.id, u.full_name from customer_user_configs uc join users u on u.id = uc.cs_user_id
          where uc.customer_id = b.customer_id order by uc.service_id limit 1) cs on true
        where b.entity_id in (1, 2) and (
          b.status in (${S.Inspected}, ${S.Validated}, ${S.ReportSent})
          or (b.status = ${S.Scheduled} and b.inspection_date_from = ${today} and exists (
                select 1 from booking_allocations a where a.booking_id = b.id)
              and not exists (select 1 from booking_allocations a join users u on u.staff_id = a.staff_id
                where a.booking_id = b.id)))
        order by coalesce(l.day, b.inspection_date_to), b.id`,
  );
}

async function productsOf(db: Db, bookingIds: number[]): Promise<Map<number, DemoProduct[]>> {
  const rows = await rawRows<{
    booking_id: number;
    product_id: number;
    quantity: number | string;
    sampling: SamplingResult | null;
  }>(
    db,
    sql`select l.booking_id, l.product_id, l.quantity, bp.sampling
        from (select booking_id, product_id, sum(quantity) as quantity, min(id) as first_id from booking_lines
              where booking_id = any(${sql.param(bookingIds)}::int[]) group by booking_id, product_id) l
        left join booking_products bp on bp.booking_id = l.booking_id and bp.product_id = l.product_id
        order by l.booking_id, l.first_id`,
  );
  const byBooking = new Map<number, DemoProduct[]>();
  for (const row of rows) {
    const list = byBooking.get(Number(row.booking_id)) ?? [];
    list.push({
      productId: Number(row.product_id),
      bookedQuantity: Number(row.quantity),
      sampling: row.sampling,
    });
    byBooking.set(Number(row.booking_id), list);
  }
  return byBooking;
}

async function defectListsByEntity(db: Db): Promise<Map<number, DefectChoice[]>> {
  const rows = await rawRows<{ id: number; entity_id: number; name: string; default_class: number }>(
    db,
    sql`select id, entity_id, name, default_class from defect_list_items where active order by id`,
  );
  const byEntity = new Map<number, DefectChoice[]>();
  for (const row of rows) {
    const list = byEntity.get(Number(row.entity_id)) ?? [];
    list.push({ id: Number(row.id), name: row.name, defaultClass: Number(row.default_class) });
    byEntity.set(Number(row.entity_id), list);
  }
  return byEntity;
}

async function loginIds(db: Db): Promise<Map<string, { id: number; name: string }>> {
  const rows = await rawRows<{ id: number; login_name: string; full_name: string }>(
    db,
    sql`select id, login_name, full_name from users where login_name in ('inspector', 'checker', 'techlead', 'cs', 'admin', 'customer')`,
  );
  return new Map(rows.map((row) => [row.login_name, { id: Number(row.id), name: row.full_name }]));
}
