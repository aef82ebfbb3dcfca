/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  BookingStatus,
  computeProductResult,
  computeReportResult,
  countByClass,
  CustomerContactType,
  DefectClass,
  EmailType,
  ReportResult,
  ReportStatus,
  ReviewStatus,
  type CheckResult,
  type ClassLimits,
  type ReportMeasurement,
  type SamplingResult,
} from '@portal/domain';
import { rawRows } from '../raw-rows';
import { dayOf, qcDays } from '../../modules/schedule/qc-day-facts';
import { listQcs } from '../../modules/schedule/qc-directory';
import { seedDay } from './demo-days';
import { writeDemoReportPhotoFiles } from './demo-report-photos';
import { INSPECTION_SERVICE_TYPES } from './demo-report-setup';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const rows = <Row>(query: ReturnType<typeof sql>) => rawRows<Row>(database.db, query);
/** The day the run's demo database was seeded: the describes name it, as the demo moves with it. */
const today = seedDay(new Date());

interface Report {
  id: number;
  booking_id: number;
  entity_id: number;
  customer_id: number;
  booking_status: BookingStatus;
  status: ReportStatus;
  review_status: ReviewStatus | null;
  result: ReportResult;
  submitted_at: Date | null;
  sent_at: Date | null;
  due_at: Date | null;
  decided: boolean;
  product_data: Record<string, { measurements?: ReportMeasurement[] }>;
  checks: Record<string, { result: CheckResult | null }>;
}
const reports = () =>
  rows<Report>(sql`select r.id, r.booking_id, r.entity_id, r.customer_id, b.status as booking_status, r.status,
      r.review_status, r.result, r.submitted_at, r.sent_at, r.due_at, r.product_data, r.checks,
      exists (select 1 from report_customer_decisions d where d.report_id = r.id) as decided
    from inspection_reports r join bookings b on b.id = r.booking_id order by r.id`);

/** The booking status a report's state implies (docs/reports.md, "States"). */
function expectedBookingStatus(report: Report): BookingStatus {
  if (report.status === ReportStatus.Validated)
    return report.sent_at ? BookingStatus.ReportSent : BookingStatus.Validated;
  if (report.status === ReportStatus.Invalid || report.review_status !== null) return BookingStatus.Inspected;
  return BookingStatus.Scheduled;
}

describe(`demo reports seeded on ${today}`, () => {
  it('match their booking’s status, and every inspected booking has one', async () => {
    const all = await reports();
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((report) => report.booking_status !== expectedBookingStatus(report))).toEqual([]);
    const [bare] = await rows<{ n: number }>(sql`select count(*)::int as n from bookings b
      where b.entity_id in (1, 2) and b.status in (${BookingStatus.Inspected}, ${BookingStatus.Validated}, ${BookingStatus.ReportSent})
        and exists (select 1 from booking_lines l where l.booking_id = b.id)
        and not exists (select 1 from inspection_reports r where r.booking_id = b.id)`);
    expect(bare!.n).toBe(0);
    // The booking's history tells each step.
    const untold = await rows<{ booking_id: number }>(sql`select r.booking_id from inspection_reports r
      join bookings b on b.id = r.booking_id
      where b.status in (${BookingStatus.Inspected}, ${BookingStatus.Validated}, ${BookingStatus.ReportSent})
        and not exists (select 1 from booking_history h where h.booking_id = b.id and h.to_status = b.status)`);
    expect(untold).toEqual([]);
  });

  it('hold the result computed from their defects, limits, measurements and checks', async () => {
    const products = await rows<{ booking_id: number; product_id: number; sampling: SamplingResult | null }>(
      sql`select distinct l.booking_id, l.product_id, bp.sampling from booking_lines l
        join inspection_reports r on r.booking_id = l.booking_id
        left join booking_products bp on bp.booking_id = l.booking_id and bp.product_id = l.product_id`,
    );
    const defects = await rows<{
      report_id: number;
      product_id: number;
      defect_class: DefectClass;
      count: number;
    }>(sql`select report_id, product_id, defect_class, count from report_defects where deleted_at is null`);
    const limitsOf = (sampling: SamplingResult | null): ClassLimits => {
      const plan = (name: keyof ClassLimits) => sampling?.classes?.[name] ?? null;
      return { critical: plan('critical'), major: plan('major'), minor: plan('minor') };
    };
    const wrong: number[] = [];
    for (const report of await reports()) {
      const results = products
        .filter((product) => product.booking_id === report.booking_id)
        .map((product) =>
          computeProductResult(
            limitsOf(product.sampling),
            countByClass(
              defects
                .filter((d) => d.report_id === report.id && d.product_id === product.product_id)
                .map((d) => ({ defectClass: d.defect_class, count: d.count })),
            ),
            report.product_data[product.product_id]?.measurements ?? [],
          ),
        );
      if (computeReportResult(results, Object.values(report.checks)) !== report.result) wrong.push(report.id);
    }
    expect(wrong).toEqual([]);
  });

  it('show every state in entity 1 and a few in entity 2', async () => {
    const all = await reports();
    const first = all.filter((report) => report.entity_id === 1);
    const some = (label: string, test: (report: Report) => boolean) => [label, first.some(test)];
    expect([
      some('filling', (r) => r.status === ReportStatus.Draft && r.review_status === null),
      some(
        'submitted, review not started',
        (r) => r.status === ReportStatus.Draft && r.review_status === ReviewStatus.NotStarted,
      ),
      some('in review', (r) => r.review_status === ReviewStatus.InProgress),
      some('sent back', (r) => r.status === ReportStatus.Invalid),
      some('validated, not sent', (r) => r.status === ReportStatus.Validated && !r.sent_at),
      some('sent on time', (r) => !!r.sent_at && r.sent_at <= r.due_at!),
      some('sent late', (r) => !!r.sent_at && r.sent_at > r.due_at!),
      some('failed, decided', (r) => r.result === ReportResult.Fail && r.decided),
      some('failed, undecided', (r) => !!r.sent_at && r.result === ReportResult.Fail && !r.decided),
      some('pending, decided', (r) => r.result === ReportResult.Pending && r.decided),
      some('pending, undecided', (r) => r.result === ReportResult.Pending && !r.decided),
    ]).toEqual([
      ['filling', true],
      ['submitted, review not started', true],
      ['in review', true],
      ['sent back', true],
      ['validated, not sent', true],
      ['sent on time', true],
      ['sent late', true],
      ['failed, decided', true],
      ['failed, undecided', true],
      ['pending, decided', true],
      ['pending, undecided', true],
    ]);
    expect(all.filter((report) => report.entity_id === 2).length).toBeGreaterThanOrEqual(5);
    // A sent-back report carries the checker's comment; a decision matches the report's result.
    const [sentBack] = await rows<{ n: number }>(sql`select count(*)::int as n from inspection_reports r
      where r.status = ${ReportStatus.Invalid} and not exists (select 1 from report_reviews v
        where v.report_id = r.id and v.action = 'sentBack' and length(v.comment) > 10)`);
    expect(sentBack!.n).toBe(0);
    const [mismatch] = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from report_customer_decisions d
      join inspection_reports r on r.id = d.report_id join customer_decisions c on c.id = d.decision_id
      where c.result_type <> r.result or c.customer_id <> r.customer_id`);
    expect(mismatch!.n).toBe(0);
  });

  it('give the certificate customer passed, validated reports', async () => {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from inspection_reports r
      join customers c on c.id = r.customer_id
      where c.needs_inspection_certificate and r.status = ${ReportStatus.Validated} and r.result = ${ReportResult.Pass}`);
    expect(row!.n).toBeGreaterThan(0);
    // The demo certificates are made from them.
    const [certificates] = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from inspection_certificates c
      join inspection_reports r on r.booking_id = c.booking_id
      where c.entity_id = 1 and r.status = ${ReportStatus.Validated} and r.result = ${ReportResult.Pass}`);
    expect(certificates!.n).toBeGreaterThan(0);
  });
});

describe(`the report walk-through seeded on ${today}`, () => {
  it('leaves the inspector’s bookings of today without a report', async () => {
    const [rahul] = (await listQcs(database.db, 1)).filter((qc) => qc.staffName === 'Rahul Sharma');
    const days = await qcDays(database.db, 1, [rahul!], today, today);
    const day = dayOf(days, rahul!.staffId, today);
    const todays = await rows<{ booking_id: number; reported: boolean }>(sql`select a.booking_id,
        exists (select 1 from inspection_reports r where r.booking_id = a.booking_id) as reported
      from booking_allocations a join users u on u.staff_id = a.staff_id and u.login_name = 'inspector'
      where a.inspection_date = ${today}`);
    if (!(day.leave ?? day.holiday ?? day.block)) expect(todays.length).toBeGreaterThan(0);
    expect(todays.filter((row) => row.reported)).toEqual([]);
  });

  it('gives the demo customer a sent report to download and decide on, and a rule that mails it', async () => {
    const [customer] = await rows<{ customer_id: number; download: boolean }>(sql`select u.customer_id,
        c.download_inspection_report as download from users u join customers c on c.id = u.customer_id
      where u.login_name = 'customer'`);
    expect(customer!.download).toBe(true);
    const open = (await reports()).filter(
      (r) =>
        r.customer_id === customer!.customer_id &&
        r.booking_status === BookingStatus.ReportSent &&
        r.result !== ReportResult.Pass &&
        !r.decided,
    );
    expect(open.length).toBeGreaterThan(0);
    const [rule] = await rows<{ subject: string; body: string; types: number[]; cc: number[] }>(sql`select
        subject_template as subject, body_template as body, recipient_contact_types as types, cc_roles as cc
      from email_configs where customer_id = ${customer!.customer_id} and email_type = ${EmailType.ReportSend} and active`);
    expect(rule!.subject).toBe('Inspection report {bookingNo} - {result}');
    expect(rule!.body).toContain('{downloadLink}');
    const [contacts] = await rows<{ n: number }>(sql`select count(*)::int as n from customer_contacts
      where customer_id = ${customer!.customer_id} and is_active and email is not null
        and contact_type_ids && ${sql.param([CustomerContactType.Report])}::int[]`);
    expect(contacts!.n).toBeGreaterThan(0);
    const [cs] = await rows<{ n: number }>(sql`select count(*)::int as n from customer_user_configs
      where customer_id = ${customer!.customer_id} and cs_user_id is not null`);
    expect(cs!.n).toBeGreaterThan(0);
  });
});

describe('demo report setup', () => {
  it('has a default template per inspection service type in both entities, and the demo customer’s own', async () => {
    const templates = await rows<{ entity_id: number; customer_id: number | null; service_type: number }>(
      sql`select entity_id, customer_id, service_type from report_templates where active`,
    );
    for (const entityId of [1, 2])
      for (const serviceType of INSPECTION_SERVICE_TYPES)
        expect(
          templates.some(
            (t) => t.entity_id === entityId && t.customer_id === null && t.service_type === serviceType,
          ),
        ).toBe(true);
    expect(templates.some((t) => t.customer_id === 1)).toBe(true);
    const lists = await rows<{ entity_id: number; n: number }>(
      sql`select entity_id, count(*)::int as n from defect_list_items group by entity_id order by entity_id`,
    );
    expect(lists).toEqual([
      { entity_id: 1, n: 40 },
      { entity_id: 2, n: 40 },
    ]);
  });

  it('draws the photos’ files where the rows say, the size they say, once', async () => {
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-demo-photos-'));
    try {
      const photos = await rows<{ stored_path: string; size: number }>(
        sql`select stored_path, size from report_photos where deleted_at is null`,
      );
      expect(photos.length).toBeGreaterThan(20);
      expect(await writeDemoReportPhotoFiles(database.db, filesDir)).toBe(photos.length);
      for (const photo of photos)
        expect(fs.statSync(path.join(filesDir, photo.stored_path)).size).toBe(photo.size);
      expect(await writeDemoReportPhotoFiles(database.db, filesDir)).toBe(0);
    } finally {
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  });
});
