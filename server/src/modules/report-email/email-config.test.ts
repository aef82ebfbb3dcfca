/** @databases postgres */
import { readXlsxRows } from '@portal/domain/src/xlsx';
import {
  CustomerContactType as C,
  CustomerStaffRole as R,
  EmailType,
  REPORT_API,
  ResourceResult,
  ServiceType,
  type EmailConfigCreate,
  type EmailConfigDetail,
  type EmailConfigRow,
} from '@portal/domain';
import { emailConfigs } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { configCaller } from '../customer-config/customer-config.test-support';
import { customersAround } from '../scheduling-config/manday-config.test-support';

let t: TestApp;
let customer: { id: number; name: string };
let outsider: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.delete(emailConfigs);
  const around = await customersAround(t, 1);
  customer = around.inEntity;
  outsider = around.outside;
});
afterAll(() => t.close());
const { call, search, save } = configCaller(() => t);

const BASE = `/${REPORT_API.emailConfig}`;
const body = (over: Partial<EmailConfigCreate> = {}): EmailConfigCreate => ({
  customerId: null,
  serviceType: null,
  emailType: EmailType.ReportSend,
  subjectTemplate: 'Inspection report {bookingNo}',
  bodyTemplate: 'Dear {customerName},\n\nThe report: {downloadLink}',
  recipientContactTypes: [C.Report],
  ccRoles: [R.Cs],
  ccAddresses: null,
  active: true,
  ...over,
});

async function create(over: Partial<EmailConfigCreate> = {}) {
  const saved = await save<EmailConfigDetail>('cs', 'POST', BASE, body(over));
  expect(saved.body).toMatchObject({ result: ResourceResult.Success });
  return saved.body.data!;
}

async function refusedFields(payload: object, lang: 'en' | 'fr' = 'en') {
  const response = await call('cs', 'POST', `${BASE}?lang=${lang}`, payload);
  expect(response.statusCode).toBe(400);
  const errors = json<{ errors: { field: string; message: string; text?: string }[] }>(response).errors;
  return Object.fromEntries(errors.map((error) => [error.field, error.text ?? error.message]));
}

describe('email configuration: create, read, list, update, delete', () => {
  it('creates a rule for one customer and service, reads it, lists it with its customer and updates it', async () => {
    const created = await create({
      customerId: customer.id,
      serviceType: ServiceType.FinalInspection,
      subjectTemplate: '  Report {bookingNo}  ',
      recipientContactTypes: [C.Report, C.Inspection, C.Report],
      ccAddresses: ' qa@example.com, boss@example.com ',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      customerId: customer.id,
      serviceType: ServiceType.FinalInspection,
      emailType: EmailType.ReportSend,
      subjectTemplate: 'Report {bookingNo}',
      bodyTemplate: 'Dear {customerName},\n\nThe report: {downloadLink}',
      recipientContactTypes: [C.Report, C.Inspection],
      ccRoles: [R.Cs],
      ccAddresses: 'qa@example.com, boss@example.com',
      active: true,
      version: 1,
    });
    const read = await call('cs', 'GET', `${BASE}/${created.id}`);
    expect(json<{ data: EmailConfigDetail }>(read).data).toEqual(created);

    const page = await search<EmailConfigRow>('cs', BASE, { customerIds: [customer.id] });
    expect(page.data).toEqual([
      expect.objectContaining({ id: created.id, customerName: customer.name, serviceType: 3 }),
    ]);
    expect(page.data[0]).not.toHaveProperty('bodyTemplate');

    const updated = await save<EmailConfigDetail>('cs', 'PUT', BASE, {
      ...created,
      subjectTemplate: '',
      bodyTemplate: '',
      active: false,
    });
    expect(updated.body.result).toBe(ResourceResult.Success);
    // An incomplete rule may be saved: the send answers its gap.
    expect(updated.body.data).toMatchObject({
      subjectTemplate: '',
      bodyTemplate: '',
      active: false,
      version: 2,
    });

    const stale = await save('cs', 'PUT', BASE, { ...created, subjectTemplate: 'Older' });
    expect(stale.status).toBe(409);
  });

  it('filters by service type and email type, and keeps "any customer" rules apart', async () => {
    const any = await create({ emailType: EmailType.CertificateSend });
    const byType = await search<EmailConfigRow>('cs', BASE, { emailTypes: [EmailType.CertificateSend] });
    expect(byType.data.map((row) => row.id)).toEqual([any.id]);
    expect(byType.data[0]!.customerName).toBeNull();
    const byService = await search<EmailConfigRow>('cs', BASE, {
      serviceTypes: [ServiceType.FinalInspection],
    });
    expect(byService.data.every((row) => row.serviceType === ServiceType.FinalInspection)).toBe(true);
  });

  it('exports the rules with their words', async () => {
    await create({ ccRoles: [R.Kam, R.Sales], recipientContactTypes: [C.Booking] });
    const response = await call('cs', 'POST', `${BASE}/export?lang=fr`, { filters: {} });
    expect(response.statusCode).toBe(200);
    const rows = readXlsxRows(response.rawPayload);
    expect(rows[0]).toContain('Copie à (rôles de l’équipe client)');
    expect(rows.some((row) => row.includes('KAM, Commercial') && row.includes('Réservation'))).toBe(true);
    expect(rows.some((row) => row.includes('Tout client'))).toBe(true);
  });

  it('is the entity’s own: another entity neither sees nor changes it', async () => {
    const mine = await create();
    const other = await call('admin', 'GET', `${BASE}/${mine.id}`, undefined, 2);
    expect(json<{ result: number }>(other).result).toBe(ResourceResult.NotFound);
    const page = await call('cs2', 'POST', `${BASE}/search`, { skip: 0, take: 200 }, 2);
    expect(page.statusCode).toBe(200);
    expect(json<{ data: EmailConfigRow[] }>(page).data.map((row) => row.id)).not.toContain(mine.id);
    const removed = await call('admin', 'DELETE', `${BASE}/${mine.id}`, undefined, 2);
    expect(json<{ result: number }>(removed).result).toBe(ResourceResult.NotFound);
    const still = await call('cs', 'GET', `${BASE}/${mine.id}`);
    expect(json<{ data: EmailConfigDetail }>(still).data.id).toBe(mine.id);
  });

  it('lets CS management delete, not CS; customers and inspectors are refused', async () => {
    const rule = await create();
    expect((await call('cs', 'DELETE', `${BASE}/${rule.id}`)).statusCode).toBe(403);
    expect((await call('customer', 'POST', `${BASE}/search`, { skip: 0, take: 10 })).statusCode).toBe(403);
    expect((await call('inspector', 'POST', BASE, body())).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `${BASE}/${rule.id}`)).statusCode).toBe(200);
    expect(await t.database.db.$count(emailConfigs)).toBeGreaterThan(0);
  });
});

describe('email configuration: what is refused', () => {
  it('refuses unknown lists, a non-inspection service type and bad copy addresses, in English and French', async () => {
    const payload = body({
      serviceType: ServiceType.FactoryAudit,
      emailType: 9 as EmailType,
      recipientContactTypes: [C.Report, 42 as C],
      ccRoles: [7 as R],
      ccAddresses: 'qa@example.com, not-an-address; x@',
    });
    expect(await refusedFields(payload)).toEqual({
      serviceType: 'Choose an inspection service type.',
      emailType: 'Choose an email type.',
      recipientContactTypes: 'Choose contact types from the list.',
      ccRoles: 'Choose roles from the list.',
      ccAddresses: 'These are not valid email addresses: not-an-address, x@. Separate addresses with commas.',
    });
    const fr = await refusedFields(payload, 'fr');
    expect(fr.emailType).toBe('Choisissez un type de courriel.');
    expect(fr.ccAddresses).toContain('Séparez les adresses par des virgules.');
  });

  it('refuses a missing email type through the rule file', async () => {
    const { emailType: _omitted, ...withoutType } = body();
    const fields = await refusedFields({ ...withoutType, emailType: null });
    expect(Object.keys(fields)).toContain('emailType');
  });

  it('refuses a customer outside the entity and changes nothing', async () => {
    const before = await t.database.db.$count(emailConfigs);
    const saved = await save('cs', 'POST', `${BASE}?lang=fr`, body({ customerId: outsider }));
    expect(saved.body).toMatchObject({
      result: ResourceResult.ParentNotFound,
      message: 'Ce client ne fait pas partie des clients de l’entité.',
    });
    expect(await t.database.db.$count(emailConfigs)).toBe(before);
  });
});
