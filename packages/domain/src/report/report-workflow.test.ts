import { Permissions } from '../auth/permission-names';
import { UserType } from '../enums';
import { BookingStatus } from '../status';
import { ReportResult, ReportStatus, ReviewLevel, ReviewStatus } from './report-enums';
import { ReportAction } from './report-types';
import { allowedReportActions, reviewPermissionOf, type ReportActionContext } from './report-workflow';

const R = Permissions.InspectionReport;

/** A Draft report not submitted yet, seen by an allocated inspector of a Scheduled booking. */
const base: ReportActionContext = {
  userType: UserType.InternalUser,
  permissions: [R.View, R.Fill],
  isInspector: true,
  bookingStatus: BookingStatus.Scheduled,
  status: ReportStatus.Draft,
  submitted: false,
  reviewStatus: null,
  reviewLevel: null,
  result: null,
  hasDecision: false,
  customerMayDownload: false,
};
const actions = (changes: Partial<ReportActionContext>) => allowedReportActions({ ...base, ...changes });

/** A submitted report waiting for the checker. */
const submitted: Partial<ReportActionContext> = {
  isInspector: false,
  permissions: [R.View, R.Review],
  bookingStatus: BookingStatus.Inspected,
  submitted: true,
  reviewStatus: ReviewStatus.NotStarted,
  reviewLevel: ReviewLevel.Checker,
};

/** A validated report of a booking already sent. */
const sent: Partial<ReportActionContext> = {
  isInspector: false,
  bookingStatus: BookingStatus.ReportSent,
  status: ReportStatus.Validated,
  submitted: true,
  reviewStatus: ReviewStatus.Validated,
  reviewLevel: ReviewLevel.Checker,
};

describe('allowedReportActions: fill and submit', () => {
  it('the allocated inspector with Fill fills and submits a Draft', () => {
    expect(actions({})).toEqual([ReportAction.Fill, ReportAction.Submit]);
  });

  it.each([BookingStatus.Scheduled, BookingStatus.AllocateQC, BookingStatus.Inspected])(
    'while the booking is %i',
    (bookingStatus) => {
      expect(actions({ bookingStatus })).toContain(ReportAction.Fill);
    },
  );

  it('an outsourced inspector fills too (the allocation decides, not the user type)', () => {
    expect(actions({ userType: UserType.OutSource })).toContain(ReportAction.Submit);
  });

  it('a sent-back (Invalid) report is filled and resubmitted', () => {
    expect(actions({ status: ReportStatus.Invalid, bookingStatus: BookingStatus.Inspected })).toEqual([
      ReportAction.Fill,
      ReportAction.Submit,
    ]);
  });

  it.each<[string, Partial<ReportActionContext>]>([
    ['not allocated', { isInspector: false }],
    ['without Fill', { permissions: [R.View] }],
    ['once submitted', { submitted: true, reviewStatus: ReviewStatus.NotStarted }],
    ['validated', { status: ReportStatus.Validated }],
    ['archived', { status: ReportStatus.Archive }],
    ['booking Confirmed (no inspectors yet)', { bookingStatus: BookingStatus.Confirmed }],
    ['booking Validated', { bookingStatus: BookingStatus.Validated }],
    ['booking cancelled', { bookingStatus: BookingStatus.Cancel }],
  ])('nobody fills %s', (_name, changes) => {
    const allowed = actions(changes);
    expect(allowed).not.toContain(ReportAction.Fill);
    expect(allowed).not.toContain(ReportAction.Submit);
  });
});

describe('allowedReportActions: review', () => {
  it('the checker (Review) starts a NotStarted review at the checker level', () => {
    expect(actions(submitted)).toEqual([ReportAction.StartReview]);
  });

  it('then, In progress, sends back or validates', () => {
    expect(actions({ ...submitted, reviewStatus: ReviewStatus.InProgress })).toEqual([
      ReportAction.SendBack,
      ReportAction.Validate,
    ]);
  });

  it('the technical level needs TechnicalReview, and Review is not enough there', () => {
    const technical = { ...submitted, reviewLevel: ReviewLevel.Technical };
    expect(actions(technical)).toEqual([]);
    expect(actions({ ...technical, permissions: [R.View, R.TechnicalReview] })).toEqual([
      ReportAction.StartReview,
    ]);
    // ...and TechnicalReview alone does not review at the checker level.
    expect(actions({ ...submitted, permissions: [R.View, R.TechnicalReview] })).toEqual([]);
    expect(reviewPermissionOf(ReviewLevel.Technical)).toBe(R.TechnicalReview);
    expect(reviewPermissionOf(ReviewLevel.Checker)).toBe(R.Review);
    expect(reviewPermissionOf(null)).toBe(R.Review);
  });

  it('permission names are compared ignoring case', () => {
    expect(actions({ ...submitted, permissions: [R.Review.toUpperCase()] })).toEqual([
      ReportAction.StartReview,
    ]);
  });

  it.each<[string, Partial<ReportActionContext>]>([
    ['without Review', { permissions: [R.View, R.Fill] }],
    ['a customer user holding Review', { userType: UserType.Customer }],
    ['an outsourced user holding Review', { userType: UserType.OutSource }],
    ['a report not submitted', { submitted: false, reviewStatus: null }],
    ['a sent-back (Invalid) report', { status: ReportStatus.Invalid }],
    ['a validated report', { status: ReportStatus.Validated, reviewStatus: ReviewStatus.Validated }],
  ])('no review %s', (_name, changes) => {
    const allowed = actions({ ...submitted, reviewStatus: ReviewStatus.InProgress, ...changes });
    expect(allowed).not.toContain(ReportAction.StartReview);
    expect(allowed).not.toContain(ReportAction.SendBack);
    expect(allowed).not.toContain(ReportAction.Validate);
  });
});

describe('allowedReportActions: send', () => {
  const validated = { ...sent, permissions: [R.View, R.Send] };

  it.each([BookingStatus.Validated, BookingStatus.ReportSent])(
    'Send on a validated report, booking %i',
    (bookingStatus) => {
      expect(actions({ ...validated, bookingStatus })).toEqual([ReportAction.Send, ReportAction.Download]);
    },
  );

  it('not without Send, not before validation, not by a customer', () => {
    expect(actions({ ...validated, permissions: [R.View] })).toEqual([ReportAction.Download]);
    expect(actions({ ...validated, status: ReportStatus.Draft })).toEqual([]);
    expect(actions({ ...validated, bookingStatus: BookingStatus.Inspected })).not.toContain(
      ReportAction.Send,
    );
    expect(actions({ ...validated, userType: UserType.Customer })).not.toContain(ReportAction.Send);
  });
});

describe('allowedReportActions: customer decision', () => {
  const customer = { ...sent, userType: UserType.Customer, permissions: [R.View, R.Decide] };

  it.each([ReportResult.Fail, ReportResult.Pending])(
    'decides once on a sent report of result %i',
    (result) => {
      expect(actions({ ...customer, result })).toContain(ReportAction.Decide);
      expect(actions({ ...customer, result, hasDecision: true })).not.toContain(ReportAction.Decide);
    },
  );

  it.each<[string, Partial<ReportActionContext>]>([
    ['a passed report', { result: ReportResult.Pass }],
    ['a report not sent yet', { result: ReportResult.Fail, bookingStatus: BookingStatus.Validated }],
    ['without Decide', { result: ReportResult.Fail, permissions: [R.View] }],
    ['a staff user holding Decide', { result: ReportResult.Fail, userType: UserType.InternalUser }],
  ])('no decision on %s', (_name, changes) => {
    expect(actions({ ...customer, ...changes })).not.toContain(ReportAction.Decide);
  });
});

describe('allowedReportActions: download', () => {
  it('a customer downloads a sent, validated report when its record allows it', () => {
    const customer = { ...sent, userType: UserType.Customer, permissions: [R.View] };
    expect(actions({ ...customer, customerMayDownload: true })).toEqual([ReportAction.Download]);
    expect(actions({ ...customer, customerMayDownload: false })).toEqual([]);
    expect(
      actions({ ...customer, customerMayDownload: true, bookingStatus: BookingStatus.Validated }),
    ).toEqual([]);
  });

  it('staff with View download once validated, never before', () => {
    expect(actions({ ...sent, permissions: [R.View], bookingStatus: BookingStatus.Validated })).toEqual([
      ReportAction.Download,
    ]);
    expect(actions({ ...submitted, permissions: [R.View] })).toEqual([]);
    expect(actions({ ...sent, permissions: [] })).toEqual([]);
  });
});
