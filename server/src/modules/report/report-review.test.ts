/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  BookingEvent,
  BookingStatus,
  CheckResult,
  MissionStatus,
  NotificationType,
  REPORT_MESSAGES,
  ReportAction,
  ReportStatus,
  reportDeadline,
  ReviewAction,
  ReviewLevel,
  ReviewStatus,
  Role,
  ServiceType,
} from '@portal/domain';
import {
  bookingAllocations,
  bookingHistory,
  bookings,
  customerServices,
  inspectionReports,
  notifications,
  reportReviews,
  users,
} from '../../db/schema';
import { bookingPeople } from '../booking/booking-recipients';
import { createFixture, type Fixture } from '../booking/booking-workflow.test-support';
import { DEFAULT_TIME_ZONE } from '../work-items/work-item-dates';
import {
  answerAll,
  detailOf,
  fillReport,
  makeReviewers,
  makeStaffUser,
  REPORT_LOGINS,
  reportCalls,
  reportWorld,
  reviewAndValidate,
  submitReport,
  type ReportWorld,
} from './report.test-support';

let t: TestApp;
let fixture: Fixture;
const calls = reportCalls(() => t);
const db = () => t.database.db;
const { checker, technical } = REPORT_LOGINS;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createFixture(db());
  await makeReviewers(db());
  await setTechnicalReview(false);
});
afterAll(() => t?.close());

/** The demo customer 1's final inspection service asks (or not) for the technical team's review. */
async function setTechnicalReview(required: boolean) {
  await db()
    .update(customerServices)
    .set({ technicalReviewRequired: required })
    .where(
      and(eq(customerServices.customerId, 1), eq(customerServices.serviceType, ServiceType.FinalInspection)),
    );
}

async function bookingStatus(id: number) {
  const [row] = await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
  return row!.status;
}

async function notifiedOf(bookingId: number, type: NotificationType) {
  const rows = await db()
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.linkId, bookingId), eq(notifications.type, type)));
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

async function reviewLines(reportId: number) {
  const rows = await db()
    .select({ action: reportReviews.action, level: reportReviews.level, comment: reportReviews.comment })
    .from(reportReviews)
    .where(eq(reportReviews.reportId, reportId))
    .orderBy(asc(reportReviews.id));
  return rows;
}

describe('submit', () => {
  let world: ReportWorld;
  beforeAll(async () => {
    world = await reportWorld(db(), { fixture });
  });

  it('refuses while a mandatory check is unanswered, naming it (EN and FR)', async () => {
    const opened = detailOf(await calls.read('inspector', world.bookingId));
    const answers = answerAll(opened).filter((answer) => answer.key !== 'workmanship');
    detailOf(await calls.save('inspector', world.bookingId, { checks: answers }));
    for (const lang of ['en', 'fr'] as const) {
      const answer = await calls.act('inspector', world.bookingId, 'submit', {}, { lang });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        errors: [
          {
            field: 'checks',
            message: REPORT_MESSAGES.mandatoryMissing[lang].replace('{checks}', 'Workmanship'),
          },
        ],
      });
    }
    expect(await bookingStatus(world.bookingId)).toBe(BookingStatus.Scheduled);
  });

  it('moves the booking to Inspected, starts the review, sets the deadline and notifies CS', async () => {
    const finishedAt = new Date(`${world.day}T09:30:00Z`);
    await db()
      .update(bookingAllocations)
      .set({ finishedAt })
      .where(eq(bookingAllocations.bookingId, world.bookingId));
    const submitted = await submitReport(calls, world.bookingId);
    expect(submitted).toMatchObject({
      bookingStatus: BookingStatus.Inspected,
      missionStatus: MissionStatus.Completed,
      reviewStatus: ReviewStatus.NotStarted,
      reviewLevel: ReviewLevel.Checker,
      status: ReportStatus.Draft,
      allowedActions: [],
      dueAt: reportDeadline(world.day, finishedAt, DEFAULT_TIME_ZONE).toISOString(),
    });
    expect(submitted.submittedAt).not.toBeNull();
    expect(submitted.reviews.map((line) => line.action)).toEqual([ReviewAction.Submitted]);
    const history = await db()
      .select()
      .from(bookingHistory)
      .where(
        and(
          eq(bookingHistory.bookingId, world.bookingId),
          eq(bookingHistory.action, BookingEvent.ReportSubmitted),
        ),
      );
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: BookingStatus.Scheduled, toStatus: BookingStatus.Inspected }),
    ]);
    const { cs } = await bookingPeople(db(), {
      id: world.bookingId,
      entityId: 1,
      customerId: 1,
      supplierId: 1,
      factoryId: 1,
    });
    expect(cs.length).toBeGreaterThan(0);
    expect(await notifiedOf(world.bookingId, NotificationType.ReportSubmitted)).toEqual(
      [...cs].sort((a, b) => a - b),
    );
  });

  it('a submitted report is no longer filled: 409, and the checker sees Start review', async () => {
    const answer = await calls.save('inspector', world.bookingId, { remarks: 'late change' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: REPORT_MESSAGES.notAllowed.en });
    expect((await calls.act('inspector', world.bookingId, 'submit')).statusCode).toBe(409);
    expect(detailOf(await calls.read(checker, world.bookingId)).allowedActions).toEqual([
      ReportAction.StartReview,
    ]);
  });
});

describe('review: send back, resubmit, validate', () => {
  let world: ReportWorld;
  let reportId: number;
  beforeAll(async () => {
    world = await reportWorld(db(), { fixture });
    reportId = (await submitReport(calls, world.bookingId)).id!;
  });

  it.each([
    ['the inspector (no Review)', 'inspector', 403],
    ['the CEO (reads, does not review)', 'manager', 403],
    ['CS', 'cs', 403],
    ['the technical team at the checker level', technical, 403],
  ])('%s may not start the review', async (_name, login, status) => {
    const answer = await calls.act(login, world.bookingId, 'start-review');
    expect(answer.statusCode).toBe(status);
  });

  it('a customer and a supplier are refused by the access layer', async () => {
    expect((await calls.act('customer', world.bookingId, 'start-review')).statusCode).toBe(403);
    expect((await calls.act('supplier', world.bookingId, 'validate')).statusCode).toBe(403);
  });

  it('the checker starts it; validating or sending back needs it In progress', async () => {
    expect((await calls.act(checker, world.bookingId, 'validate')).statusCode).toBe(409);
    const started = detailOf(await calls.act(checker, world.bookingId, 'start-review'));
    expect(started).toMatchObject({
      reviewStatus: ReviewStatus.InProgress,
      allowedActions: [ReportAction.SendBack, ReportAction.Validate],
    });
    expect((await calls.act(checker, world.bookingId, 'start-review')).statusCode).toBe(409);
  });

  it('sending back needs a comment (EN and FR) and changes nothing without one', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const answer = await calls.act(checker, world.bookingId, 'send-back', { comment: '  ' }, { lang });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        errors: [{ field: 'comment', message: REPORT_MESSAGES.commentRequired[lang] }],
      });
    }
    expect(detailOf(await calls.read(checker, world.bookingId)).reviewStatus).toBe(ReviewStatus.InProgress);
  });

  it('sent back: Invalid, back to the inspectors (notified), the booking stays Inspected', async () => {
    const sentBack = detailOf(
      await calls.act(checker, world.bookingId, 'send-back', { comment: 'Add photos of the stain.' }),
    );
    expect(sentBack).toMatchObject({
      status: ReportStatus.Invalid,
      reviewStatus: ReviewStatus.NotStarted,
      reviewLevel: ReviewLevel.Checker,
      missionStatus: MissionStatus.Confirmed,
      submittedAt: null,
      bookingStatus: BookingStatus.Inspected,
      allowedActions: [],
    });
    expect(sentBack.reviews.at(-1)).toMatchObject({
      action: ReviewAction.SentBack,
      comment: 'Add photos of the stain.',
      userName: 'Rita Checker',
    });
    expect(await notifiedOf(world.bookingId, NotificationType.ReportSentBack)).toEqual([
      world.inspectorUserId,
    ]);
    expect(detailOf(await calls.read('inspector', world.bookingId)).allowedActions).toEqual([
      ReportAction.Fill,
      ReportAction.Submit,
    ]);
    expect((await calls.act(checker, world.bookingId, 'validate')).statusCode).toBe(409);
  });

  it('corrected and resubmitted, then validated: the booking is Validated and CS notified', async () => {
    detailOf(await calls.save('inspector', world.bookingId, { remarks: 'Photos added.' }));
    const resubmitted = detailOf(await calls.act('inspector', world.bookingId, 'submit'));
    expect(resubmitted).toMatchObject({ status: ReportStatus.Draft, reviewStatus: ReviewStatus.NotStarted });
    expect(resubmitted.reviews.at(-1)!.action).toBe(ReviewAction.Resubmitted);

    const validated = await reviewAndValidate(calls, world.bookingId);
    expect(validated).toMatchObject({
      status: ReportStatus.Validated,
      reviewStatus: ReviewStatus.Validated,
      bookingStatus: BookingStatus.Validated,
    });
    expect(validated.validatedAt).not.toBeNull();
    expect((await reviewLines(reportId)).map((line) => line.action)).toEqual([
      ReviewAction.Submitted,
      ReviewAction.ReviewStarted,
      ReviewAction.SentBack,
      ReviewAction.Resubmitted,
      ReviewAction.ReviewStarted,
      ReviewAction.Validated,
    ]);
    const history = await db()
      .select({ action: bookingHistory.action, to: bookingHistory.toStatus })
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, world.bookingId));
    expect(history).toContainEqual({ action: BookingEvent.ReportValidated, to: BookingStatus.Validated });
    expect((await notifiedOf(world.bookingId, NotificationType.ReportValidated)).length).toBeGreaterThan(0);
    // Nothing more to review, nothing more to fill.
    expect((await calls.act(checker, world.bookingId, 'validate')).statusCode).toBe(409);
    expect((await calls.save('inspector', world.bookingId, { remarks: 'x' })).statusCode).toBe(409);
  });
});

describe('the technical level', () => {
  let world: ReportWorld;
  beforeAll(async () => {
    await setTechnicalReview(true);
    world = await reportWorld(db(), { fixture });
    await submitReport(calls, world.bookingId);
    await setTechnicalReview(false);
  });

  it('the checker’s validation moves the report to the technical team, which alone validates it', async () => {
    const checked = await reviewAndValidate(calls, world.bookingId);
    expect(checked).toMatchObject({
      technicalReviewRequired: true,
      status: ReportStatus.Draft,
      reviewLevel: ReviewLevel.Technical,
      reviewStatus: ReviewStatus.NotStarted,
      bookingStatus: BookingStatus.Inspected,
    });
    expect(checked.reviews.at(-1)!.action).toBe(ReviewAction.CheckerValidated);
    // The checker holds Review, not TechnicalReview: never at this level.
    const refused = await calls.act(checker, world.bookingId, 'start-review');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: REPORT_MESSAGES.notAllowed.en });

    const validated = await reviewAndValidate(calls, world.bookingId, technical);
    expect(validated).toMatchObject({
      status: ReportStatus.Validated,
      reviewStatus: ReviewStatus.Validated,
      reviewLevel: ReviewLevel.Technical,
      bookingStatus: BookingStatus.Validated,
    });
  });
});

describe('who reads a report', () => {
  let world: ReportWorld;
  beforeAll(async () => {
    world = await reportWorld(db(), { fixture });
    await fillReport(calls, world.bookingId);
  });

  it('staff of the entity with View read it; a user of another entity does not', async () => {
    for (const login of ['cs', 'manager', checker, 'planning'])
      expect((await calls.read(login, world.bookingId)).statusCode).toBe(200);
    expect((await calls.read('cs2', world.bookingId, { entity: 2 })).statusCode).toBe(404);
    expect((await calls.read('cs2', world.bookingId)).statusCode).toBe(403);
    expect((await calls.read('hr', world.bookingId)).statusCode).toBe(403);
  });

  it('suppliers and factories never', async () => {
    expect((await calls.read('supplier', world.bookingId)).statusCode).toBe(403);
    expect((await calls.read('factory', world.bookingId)).statusCode).toBe(403);
  });

  it('an outsourced inspector once allocated to the booking, and it may then fill it', async () => {
    expect((await calls.read('qcpartner', world.bookingId)).statusCode).toBe(404);
    const [partner] = await db()
      .select({ staffId: users.staffId })
      .from(users)
      .where(eq(users.loginName, 'qcpartner'));
    await db().insert(bookingAllocations).values({
      entityId: 1,
      bookingId: world.bookingId,
      staffId: partner!.staffId!,
      inspectionDate: world.day,
      manDays: 1,
    });
    const read = detailOf(await calls.read('qcpartner', world.bookingId));
    expect(read.allowedActions).toEqual([ReportAction.Fill, ReportAction.Submit]);
    const saved = detailOf(
      await calls.save('qcpartner', world.bookingId, {
        checks: [{ key: 'carton-marks', result: CheckResult.Fail, comment: 'Wrong marks' }],
      }),
    );
    // Both inspectors' work is there.
    expect(saved.checks.length).toBeGreaterThan(1);
  });

  it('the customer only its own reports, and only once sent', async () => {
    expect((await calls.read('customer', world.bookingId)).statusCode).toBe(404);
    await db()
      .update(inspectionReports)
      .set({ status: ReportStatus.Validated, sentAt: new Date() })
      .where(eq(inspectionReports.bookingId, world.bookingId));
    await db()
      .update(bookings)
      .set({ status: BookingStatus.ReportSent })
      .where(eq(bookings.id, world.bookingId));
    const read = detailOf(await calls.read('customer', world.bookingId));
    expect(read.bookingId).toBe(world.bookingId);
    expect(read.allowedActions).not.toContain(ReportAction.Fill);
    // Another customer's report: as if it did not exist.
    await db().update(bookings).set({ customerId: 2 }).where(eq(bookings.id, world.bookingId));
    try {
      expect((await calls.read('customer', world.bookingId)).statusCode).toBe(404);
    } finally {
      await db().update(bookings).set({ customerId: 1 }).where(eq(bookings.id, world.bookingId));
    }
  });
});

describe('two reviewers at once', () => {
  it('only one validation goes through; the other finds the report validated (409)', async () => {
    const second = await makeStaffUser(db(), 'rchecker2', [Role.ReportChecker], {
      fullName: 'Second Checker',
    });
    expect(second).toEqual(expect.any(Number));
    const world = await reportWorld(db(), { fixture });
    await submitReport(calls, world.bookingId);
    detailOf(await calls.act(checker, world.bookingId, 'start-review'));
    // Signed in before, so both requests reach the report together.
    await calls.read('rchecker2', world.bookingId);
    const answers = await Promise.all([
      calls.act(checker, world.bookingId, 'validate'),
      calls.act('rchecker2', world.bookingId, 'validate'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [report] = await db()
      .select({ id: inspectionReports.id })
      .from(inspectionReports)
      .where(eq(inspectionReports.bookingId, world.bookingId));
    const validations = await db()
      .select()
      .from(reportReviews)
      .where(
        and(eq(reportReviews.reportId, report!.id), inArray(reportReviews.action, [ReviewAction.Validated])),
      );
    expect(validations).toHaveLength(1);
    const moves = await db()
      .select()
      .from(bookingHistory)
      .where(
        and(
          eq(bookingHistory.bookingId, world.bookingId),
          eq(bookingHistory.action, BookingEvent.ReportValidated),
        ),
      );
    expect(moves).toHaveLength(1);
  });
});
