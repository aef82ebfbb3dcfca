/** @databases both */
import { eq } from 'drizzle-orm';
import {
  CertificateStatus,
  REPORT_API,
  ReportResult,
  ReportStatus,
  ResourceResult,
  type InspectionCertificateDetail,
  type InspectionCertificateRow,
  type InspectionCertificateSave,
  type PendingCertificateRow,
} from '@portal/domain';
import { entities } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { configCaller } from '../customer-config/customer-config.test-support';
import { reportedBookings, type ReportedBooking } from './certificate.test-support';

let t: TestApp;
let eligible: ReportedBooking[];
let failed: ReportedBooking;
let unvalidated: ReportedBooking;
let shortName: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  eligible = await reportedBookings(db, 1, 4);
  failed = (await reportedBookings(db, 1, 1, { result: ReportResult.Fail }))[0]!;
  unvalidated = (await reportedBookings(db, 1, 1, { status: ReportStatus.Draft }))[0]!;
  const [entity] = await db
    .select({ shortName: entities.shortName })
    .from(entities)
    .where(eq(entities.id, 1));
  shortName = entity!.shortName;
});
afterAll(() => t.close());
const { call, search, save } = configCaller(() => t);

const BASE = `/${REPORT_API.certificate}`;
const PENDING = `/${REPORT_API.certificatePending}`;
type Detail = InspectionCertificateDetail;
type Errors = { message: string; errors: { field: string; message: string }[] };

const body = (booking: ReportedBooking, over: Partial<InspectionCertificateSave> = {}) => ({
  bookingId: booking.bookingId,
  consignee: 'Maison Lefèvre SARL, Le Havre',
  invoiceNumber: 'INV-2026-0042',
  destination: 'Le Havre, France',
  quantity: booking.totalQuantity,
  remarks: null,
  ...over,
});

async function pending(login = 'cs', filters: object = {}) {
  const response = await call(login, 'POST', PENDING, { skip: 0, take: 200, ...filters });
  expect(response.statusCode).toBe(200);
  return json<{ data: PendingCertificateRow[]; total: number }>(response);
}

async function createDraft(booking: ReportedBooking, over: Partial<InspectionCertificateSave> = {}) {
  const saved = await save<Detail>('cs', 'POST', BASE, body(booking, over));
  expect(saved.status).toBe(200);
  return saved.body.data!;
}

const issue = (id: number, login = 'cs', lang = 'en') =>
  call(login, 'POST', `/${REPORT_API.certificateIssue(id)}?lang=${lang}`);

describe('pending certificates', () => {
  it('lists the validated, passed reports of customers needing certificates, and only those', async () => {
    const rows = (await pending()).data;
    const ids = rows.map((row) => row.bookingId);
    for (const booking of eligible) expect(ids).toContain(booking.bookingId);
    expect(ids).not.toContain(failed.bookingId);
    expect(ids).not.toContain(unvalidated.bookingId);
    const row = rows.find((item) => item.bookingId === eligible[0]!.bookingId)!;
    expect(row).toMatchObject({
      customerId: eligible[0]!.customerId,
      totalQuantity: eligible[0]!.totalQuantity,
      certificateId: null,
      bookingNo: expect.stringMatching(/^INS-\d{6}$/),
      validatedAt: expect.any(String),
    });
    // The search text finds a booking by its number; idList narrows to the bookings asked for.
    const byNumber = await pending('cs', { searchText: row.bookingNo });
    expect(byNumber.data.map((item) => item.bookingId)).toEqual([row.bookingId]);
    const byId = await pending('cs', { idList: [eligible[1]!.bookingId] });
    expect(byId.data.map((item) => item.bookingId)).toEqual([eligible[1]!.bookingId]);
  });

  it('leaves out the customers that do not need certificates', async () => {
    const [other] = await reportedBookings(t.database.db, 1, 1, { customerNeedsCertificate: false }, [
      ...new Set([...eligible, failed, unvalidated].map((booking) => booking.customerId)),
    ]);
    expect((await pending()).data.map((row) => row.bookingId)).not.toContain(other!.bookingId);
    const refused = await call('cs', 'POST', BASE, body(other!));
    expect(refused.statusCode).toBe(400);
  });

  it('is refused without the certificate view right and sees nothing of another entity', async () => {
    expect((await call('planning', 'POST', PENDING, { skip: 0, take: 10 })).statusCode).toBe(403);
    const inEntity2 = await call('admin', 'POST', PENDING, { skip: 0, take: 200 }, 2);
    const ids = json<{ data: PendingCertificateRow[] }>(inEntity2).data.map((row) => row.bookingId);
    for (const booking of eligible) expect(ids).not.toContain(booking.bookingId);
  });
});

describe('certificate drafts', () => {
  it('refuses a booking whose report is not validated and passed, in English and French', async () => {
    for (const booking of [failed, unvalidated]) {
      const en = await call('cs', 'POST', `${BASE}?lang=en`, body(booking));
      expect(en.statusCode).toBe(400);
      expect(json<Errors>(en).errors).toEqual([
        { field: 'bookingId', message: expect.stringContaining('does not take an inspection certificate') },
      ]);
      const fr = await call('cs', 'POST', `${BASE}?lang=fr`, body(booking));
      expect(json<Errors>(fr).errors[0]!.message).toContain('ne donne pas lieu à un certificat');
    }
    // A booking of entity 1 asked for in entity 2 is not eligible there either.
    const elsewhere = await call('admin', 'POST', BASE, body(eligible[3]!), 2);
    expect(elsewhere.statusCode).toBe(400);
  });

  it('refuses a quantity above the booking’s, none, and a missing consignee, saving nothing', async () => {
    const booking = eligible[3]!;
    const tooMany = await call('cs', 'POST', BASE, body(booking, { quantity: booking.totalQuantity + 1 }));
    expect(tooMany.statusCode).toBe(400);
    expect(json<Errors>(tooMany).errors).toEqual([
      { field: 'quantity', message: expect.stringContaining(`(${booking.totalQuantity})`) },
    ]);
    const none = await call('cs', 'POST', BASE, body(booking, { quantity: 0 }));
    expect(none.statusCode).toBe(400);
    expect(json<Errors>(none).errors.map((error) => error.field)).toEqual(['quantity']);
    const noConsignee = await call('cs', 'POST', `${BASE}?lang=fr`, body(booking, { consignee: '  ' }));
    expect(noConsignee.statusCode).toBe(400);
    expect(json<Errors>(noConsignee).errors.map((error) => error.field)).toEqual(['consignee']);
    const rows = await search<InspectionCertificateRow>('cs', BASE, { searchText: 'Lefèvre' });
    expect(rows.data.map((row) => row.bookingId)).not.toContain(booking.bookingId);
  });

  it('creates a draft, shows it on the pending row, updates it at its version and refuses a second one', async () => {
    const booking = eligible[0]!;
    const draft = await createDraft(booking, { quantity: 1 });
    expect(draft).toMatchObject({
      bookingId: booking.bookingId,
      status: CertificateStatus.Draft,
      number: null,
      issuedAt: null,
      quantity: 1,
      version: 1,
    });
    const row = (await pending()).data.find((item) => item.bookingId === booking.bookingId)!;
    expect(row.certificateId).toBe(draft.id);

    const second = await call('cs', 'POST', BASE, body(booking));
    expect(second.statusCode).toBe(400);
    expect(json<Errors>(second).errors[0]!.message).toContain('already has');

    const updated = await save<Detail>('cs', 'PUT', BASE, {
      ...body(booking),
      id: draft.id,
      version: 1,
      remarks: 'Shipped in two containers.',
    });
    expect(updated.body.data).toMatchObject({ version: 2, remarks: 'Shipped in two containers.' });
    const stale = await save<Detail>('cs', 'PUT', BASE, { ...body(booking), id: draft.id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current?.version).toBe(2);
    const otherBooking = await call('cs', 'PUT', BASE, { ...body(eligible[1]!), id: draft.id, version: 2 });
    expect(otherBooking.statusCode).toBe(400);
  });

  it('lets only the edit right save and only the delete right delete a draft', async () => {
    const booking = eligible[1]!;
    expect((await call('accountant', 'POST', BASE, body(booking))).statusCode).toBe(403);
    const draft = await createDraft(booking);
    expect((await call('accountant', 'GET', `${BASE}/${draft.id}`)).statusCode).toBe(200);
    expect((await call('cs', 'DELETE', `${BASE}/${draft.id}`)).statusCode).toBe(403);
    expect((await issue(draft.id, 'accountant')).statusCode).toBe(403);
    expect(json(await call('admin', 'DELETE', `${BASE}/${draft.id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(json(await call('cs', 'GET', `${BASE}/${draft.id}`))).toEqual({ result: ResourceResult.NotFound });
  });
});

describe('issuing', () => {
  it('numbers the certificate from the entity’s series, then refuses a second issue, changes and deletion', async () => {
    const booking = eligible[2]!;
    const draft = await createDraft(booking);
    const issued = await issue(draft.id);
    expect(issued.statusCode).toBe(200);
    const detail = json<{ data: Detail }>(issued).data;
    const year = new Date().getUTCFullYear();
    expect(detail).toMatchObject({
      status: CertificateStatus.Issued,
      number: expect.stringMatching(new RegExp(`^IC-${shortName}-${year}-\\d{5}$`)),
      issuedByName: 'Mei Lin Chen',
      version: 2,
    });
    expect(Date.now() - Date.parse(detail.issuedAt!)).toBeLessThan(60_000);

    const again = await issue(draft.id, 'cs', 'fr');
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe(
      `Ce certificat a déjà été émis (numéro ${detail.number}).`,
    );

    const change = await call('cs', 'PUT', BASE, { ...body(booking), id: draft.id, version: 2 });
    expect(change.statusCode).toBe(409);
    expect(json<{ message: string }>(change).message).toContain('has been issued');
    expect(json(await call('admin', 'DELETE', `${BASE}/${draft.id}`))).toEqual({
      result: ResourceResult.InUse,
    });

    // Issued: no longer pending; found by its number, status and issue day.
    expect((await pending()).data.map((row) => row.bookingId)).not.toContain(booking.bookingId);
    const today = detail.issuedAt!.slice(0, 10);
    const found = await search<InspectionCertificateRow>('manager', BASE, {
      searchText: detail.number,
      statuses: [CertificateStatus.Issued],
      customerIds: [booking.customerId],
      dateFrom: today,
      dateTo: today,
    });
    expect(found.data.map((row) => row.id)).toEqual([draft.id]);
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const before = await search<InspectionCertificateRow>('manager', BASE, {
      searchText: detail.number,
      dateTo: yesterday,
    });
    expect(before.data).toEqual([]);
  });

  it('answers 404 for an unknown certificate and for another entity’s', async () => {
    const [row] = (await search<InspectionCertificateRow>('cs', BASE, {})).data;
    expect(
      (await call('admin', 'POST', `/${REPORT_API.certificateIssue(row!.id)}`, undefined, 2)).json(),
    ).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(json(await call('admin', 'GET', `${BASE}/${row!.id}`, undefined, 2))).toEqual({
      result: ResourceResult.NotFound,
    });
  });

  it('exports the certificates as a workbook', async () => {
    const response = await call('cs', 'POST', `${BASE}/export`, { statuses: [CertificateStatus.Issued] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
