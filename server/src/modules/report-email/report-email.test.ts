/** @databases both */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  BookingEvent,
  BookingStatus,
  CustomerContactType as C,
  CustomerStaffRole as R,
  EmailSendCode,
  EmailType,
  NotificationType,
  REPORT_API,
  ReportResult,
  ReportStatus,
  ReviewAction,
  Service,
  ServiceType,
  type EmailConfigCreate,
  type ReportEmailPreview,
  type ReportEmailSendResult,
} from '@portal/domain';
import {
  bookingHistory,
  bookings,
  customerContacts,
  customerUserConfigs,
  emailConfigs,
  emailOutbox,
  inspectionReports,
  notifications,
  reportReviews,
  users,
} from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { configCaller } from '../customer-config/customer-config.test-support';
import { reportWorld, userOf } from '../report/report.test-support';
import { verifyFileLink } from '../report-files/signed-link';
import { seedReport } from '../report-summary/report-rows.test-support';

const PUBLIC_URL = 'https://portal.example.com';
const SECRET = 'report-mail-test-secret';
let t: TestApp;
let bookingId: number;
let reportId: number;
let csId: number;
const { call } = configCaller(() => t);
const db = () => t.database.db;

const rule = (over: Partial<Omit<EmailConfigCreate, 'id' | 'version'>> = {}) => ({
  entityId: 1,
  customerId: null as number | null,
  serviceType: null as number | null,
  emailType: EmailType.ReportSend,
  subjectTemplate: 'Report {bookingNo} for {customerName} {unknownThing}',
  bodyTemplate:
    'Result: {result}\nProducts: {productList}\nInspectors: {inspectorNames}\nFile: {downloadLink}',
  recipientContactTypes: [C.Report],
  ccRoles: [R.Cs],
  ccAddresses: 'boss@northwind.example',
  active: true,
  ...over,
});
async function onlyRules(...rules: Partial<Omit<EmailConfigCreate, 'id' | 'version'>>[]) {
  await db().delete(emailConfigs);
  if (rules.length) await db().insert(emailConfigs).values(rules.map(rule));
}

const URL = () => `/${REPORT_API.reportEmail(bookingId)}`;
const preview = async (lang = 'en') => {
  const response = await call('cs', 'GET', `${URL()}?lang=${lang}`);
  expect(response.statusCode).toBe(200);
  return json<ReportEmailPreview>(response);
};
const send = (login = 'cs', body: object = {}, lang = 'en') =>
  call(login, 'POST', `${URL()}?lang=${lang}`, body);
const outboxCount = () => db().$count(emailOutbox);
const bookingStatus = async () =>
  (await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)))[0]!
    .status;

/** The customer's active contacts of a type that have an address (what the rule's recipients are). */
async function contactsOfType(type: C): Promise<string[]> {
  const rows = await db()
    .select({ email: customerContacts.email })
    .from(customerContacts)
    .where(
      and(
        eq(customerContacts.customerId, 1),
        eq(customerContacts.isActive, true),
        sql`${type} = any(${customerContacts.contactTypeIds})`,
        sql`${customerContacts.email} is not null`,
      ),
    );
  return rows.map((row) => row.email!).sort();
}

beforeAll(async () => {
  t = await createTestApp(undefined, { publicUrl: PUBLIC_URL, jwtSecret: SECRET });
  const world = await reportWorld(db(), { status: BookingStatus.Validated });
  bookingId = world.bookingId;
  reportId = await seedReport(db(), bookingId, { result: ReportResult.Fail, validatedAt: new Date() });
  csId = (await userOf(db(), 'cs')).id;
  // The customer's staff for inspections: its CS is the demo cs, no KAM.
  await db()
    .update(customerUserConfigs)
    .set({ csUserId: csId, kamUserId: null })
    .where(and(eq(customerUserConfigs.customerId, 1), eq(customerUserConfigs.serviceId, Service.Inspection)));
});
afterAll(() => t.close());

describe('report mail: every configuration gap answers its code and changes nothing', () => {
  const cases: [string, Partial<EmailConfigCreate>[], EmailSendCode][] = [
    ['no rule', [], EmailSendCode.NoEmailConfiguration],
    ['an inactive rule only', [{ active: false }], EmailSendCode.NoEmailConfiguration],
    [
      'a certificate rule only',
      [{ emailType: EmailType.CertificateSend }],
      EmailSendCode.NoEmailConfiguration,
    ],
    ['two rules for the customer', [{ customerId: 1 }, { customerId: 1 }], EmailSendCode.MultipleRuleFound],
    ['no subject', [{ subjectTemplate: '  ' }], EmailSendCode.NoEmailSubjectConfiguration],
    ['no body', [{ bodyTemplate: '' }], EmailSendCode.NoEmailBodyConfiguration],
    ['a KAM nobody is', [{ ccRoles: [R.Cs, R.Kam] }], EmailSendCode.NoRoleConfiguration],
    ['no contact type', [{ recipientContactTypes: [] }], EmailSendCode.NoEmailRecipientsConfiguration],
  ];
  it.each(cases)('%s', async (_name, rules, code) => {
    await onlyRules(...rules);
    const before = await outboxCount();
    expect(await preview()).toMatchObject({ code, subject: null, to: [] });
    const response = await send();
    expect(response.statusCode).toBe(422);
    expect(json<ReportEmailSendResult>(response)).toEqual({
      code,
      message: expect.any(String),
    });
    expect(await outboxCount()).toBe(before);
    expect(await bookingStatus()).toBe(BookingStatus.Validated);
  });

  it('says the gap in the request’s language', async () => {
    await onlyRules();
    expect((await preview('fr')).message).toBe(
      'Aucune configuration de courriel ne correspond à ce client, ce service et ce type de courriel.',
    );
    const response = await send('cs', {}, 'fr');
    expect(json<ReportEmailSendResult>(response).message).toBe(
      'Aucune configuration de courriel ne correspond à ce client, ce service et ce type de courriel.',
    );
  });

  it('takes the customer’s own rule over the any-customer rules, even when those are several', async () => {
    await onlyRules({}, {}, { customerId: 1, subjectTemplate: 'Own {bookingNo}' });
    expect((await preview()).subject).toMatch(/^Own /);
    await onlyRules({}, {}, { serviceType: ServiceType.ContainerLoading, customerId: 1 });
    expect((await preview()).code).toBe(EmailSendCode.MultipleRuleFound);
  });
});

describe('report mail: the send', () => {
  it('previews the mail: placeholders filled, unknown ones kept, recipients and copies', async () => {
    await onlyRules({ customerId: 1, serviceType: ServiceType.FinalInspection });
    const mail = await preview();
    const recipients = await contactsOfType(C.Report);
    expect(recipients.length).toBeGreaterThan(0);
    const [cs] = await db().select({ email: users.email }).from(users).where(eq(users.id, csId));
    expect(mail).toMatchObject({
      code: EmailSendCode.Success,
      subject: expect.stringMatching(/^Report \S+ for Northwind Retail Ltd \{unknownThing\}$/),
      to: recipients,
      cc: [cs!.email, 'boss@northwind.example'],
      attachmentName: expect.stringMatching(/^Report-.+\.pdf$/),
    });
    expect(mail.body).toContain('Result: Fail');
    expect(mail.body).toContain('Inspectors: Rahul Sharma');
    expect(mail.body).toMatch(/Products: \S+/);
  });

  it('refuses the wrong people, another entity’s booking and a report not ready', async () => {
    expect((await send('inspector')).statusCode).toBe(403);
    expect((await send('customer')).statusCode).toBe(403);
    expect((await call('admin', 'POST', URL(), {}, 2)).statusCode).toBe(404);

    await db()
      .update(inspectionReports)
      .set({ status: ReportStatus.Draft })
      .where(eq(inspectionReports.id, reportId));
    const draft = await send();
    expect(draft.statusCode).toBe(409);
    expect(json<{ message: string }>(draft).message).toBe(
      'This step is not possible on the report in its current state.',
    );
    await db()
      .update(inspectionReports)
      .set({ status: ReportStatus.Validated })
      .where(eq(inspectionReports.id, reportId));
    await db().update(bookings).set({ status: BookingStatus.Inspected }).where(eq(bookings.id, bookingId));
    expect((await send()).statusCode).toBe(409);
    await db().update(bookings).set({ status: BookingStatus.Validated }).where(eq(bookings.id, bookingId));
    expect(await bookingStatus()).toBe(BookingStatus.Validated);
  });

  it('sends: one mail per address, ReportSent with its history, the review line, the customer notified', async () => {
    await onlyRules({ customerId: 1 });
    const mail = await preview();
    const before = await outboxCount();
    const [customerUser] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginName, 'customer'));

    const response = await send('cs', { note: 'Please see the failed cartons.' });
    expect(response.statusCode).toBe(200);
    const answer = json<ReportEmailSendResult>(response);
    expect(answer).toEqual({
      code: EmailSendCode.Success,
      message: 'The email was sent.',
      sentAt: expect.any(String),
    });

    const queued = await db()
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.id))
      .limit(mail.to.length + mail.cc.length);
    expect(await outboxCount()).toBe(before + mail.to.length + mail.cc.length);
    expect(queued.map((row) => row.toAddress).sort()).toEqual([...mail.to, ...mail.cc].sort());
    const first = queued[0]!;
    expect(first.subject).toBe(mail.subject);
    expect(first.textBody.startsWith('Please see the failed cartons.\n\n')).toBe(true);
    const link = /https:\/\/portal\.example\.com\/emailfiledownload\?token=(\S+)/.exec(first.textBody);
    expect(link).not.toBeNull();
    expect(verifyFileLink(SECRET, decodeURIComponent(link![1]!))).toEqual({
      kind: 'ok',
      file: { kind: 'report', bookingId },
    });
    expect(first.htmlBody).toContain(`<a href="${link![0]}">`);

    expect(await bookingStatus()).toBe(BookingStatus.ReportSent);
    const [history] = await db()
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, bookingId))
      .orderBy(desc(bookingHistory.id))
      .limit(1);
    expect(history).toMatchObject({
      action: BookingEvent.ReportSent,
      fromStatus: BookingStatus.Validated,
      toStatus: BookingStatus.ReportSent,
      userId: csId,
    });
    const reviews = await db().select().from(reportReviews).where(eq(reportReviews.reportId, reportId));
    expect(reviews.filter((row) => row.action === ReviewAction.Sent)).toHaveLength(1);
    const [report] = await db().select().from(inspectionReports).where(eq(inspectionReports.id, reportId));
    expect(report!.sentAt!.toISOString()).toBe(answer.sentAt);
    const notified = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.linkId, bookingId), eq(notifications.type, NotificationType.ReportSent)));
    expect(notified.map((row) => row.userId)).toContain(customerUser!.id);
  });

  it('sends once on a double click, and again on a later resend keeping the first sent time', async () => {
    const before = await outboxCount();
    const [report] = await db().select().from(inspectionReports).where(eq(inspectionReports.id, reportId));
    const firstSent = report!.sentAt!.toISOString();
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(json<ReportEmailSendResult>(a).sentAt).toBe(firstSent);
    expect(await outboxCount()).toBe(before);

    // A minute later it is a resend: the mails go again, the first sent time stays.
    await db()
      .update(reportReviews)
      .set({ at: sql`${reportReviews.at} - interval '1 minute'` })
      .where(eq(reportReviews.reportId, reportId));
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(json<ReportEmailSendResult>(again).sentAt).toBe(firstSent);
    expect(await outboxCount()).toBeGreaterThan(before);
    expect(await bookingStatus()).toBe(BookingStatus.ReportSent);
    const sends = await db()
      .select()
      .from(reportReviews)
      .where(and(eq(reportReviews.reportId, reportId), eq(reportReviews.action, ReviewAction.Sent)));
    expect(sends).toHaveLength(2);
  });
});
