/** @databases postgres */
import {
  CONFLICT_MESSAGE_KEY,
  ResourceResult,
  SCHEDULING_CONFIG_API,
  ServiceType,
  type WorkloadMatrixCreate,
  type WorkloadMatrixDetail,
} from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { configCaller, type Page } from '../customer-config/customer-config.test-support';
import { emptyManDayTables } from './manday-config.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await emptyManDayTables(t);
});
afterAll(() => t.close());
const { call, search, save } = configCaller(() => t);

const BASE = `/${SCHEDULING_CONFIG_API.workloadMatrix}`;
const F = ServiceType.FinalInspection;
const body = (over: Partial<WorkloadMatrixCreate> = {}): WorkloadMatrixCreate => ({
  serviceType: F,
  sampleSizeFrom: 1,
  sampleSizeTo: 50,
  productCountFrom: 1,
  productCountTo: 3,
  manDays: 0.5,
  ...over,
});

async function create(over: Partial<WorkloadMatrixCreate> = {}, login = 'planning') {
  const saved = await save<WorkloadMatrixDetail>(login, 'POST', BASE, body(over));
  expect(saved.body.result).toBe(ResourceResult.Success);
  return saved.body.data!;
}

/** The 400's field messages, by field, in the language asked for. */
async function refusedFields(payload: object, lang: 'en' | 'fr' = 'en', method: 'POST' | 'PUT' = 'POST') {
  const response = await call('planning', method, `${BASE}?lang=${lang}`, payload);
  expect(response.statusCode).toBe(400);
  const errors = json<{ errors: { field: string; message: string; text?: string }[] }>(response).errors;
  return Object.fromEntries(errors.map((error) => [error.field, error.text ?? error.message]));
}

describe('workload matrix: create, read, update, delete', () => {
  it('creates a row, reads it back, lists it, updates it with a new version and deletes it', async () => {
    const created = await create({ sampleSizeFrom: 2001, sampleSizeTo: null, manDays: 2.75 });
    expect(created).toEqual({
      id: expect.any(Number),
      serviceType: F,
      sampleSizeFrom: 2001,
      sampleSizeTo: null,
      productCountFrom: 1,
      productCountTo: 3,
      manDays: 2.75,
      version: 1,
    });
    expect(json(await call('cs', 'GET', `${BASE}/${created.id}`))).toEqual({
      result: ResourceResult.Success,
      data: created,
    });
    const listed = await search<WorkloadMatrixDetail>('planning', BASE, { serviceTypes: [F] });
    expect(listed.data.map((row) => row.id)).toContain(created.id);

    const updated = await save<WorkloadMatrixDetail>('planning', 'PUT', BASE, { ...created, manDays: 3 });
    expect(updated.body).toEqual({
      result: ResourceResult.Success,
      data: { ...created, manDays: 3, version: 2 },
    });

    expect(json(await call('planning', 'DELETE', `${BASE}/${created.id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(json(await call('planning', 'GET', `${BASE}/${created.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(json(await call('planning', 'DELETE', `${BASE}/${created.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
  });

  it('lists by service type, then sample size, then products, and filters by service types', async () => {
    const L = ServiceType.ContainerLoading;
    const P = ServiceType.PreProduction;
    const b = await create({ serviceType: L, sampleSizeFrom: 51, sampleSizeTo: null, manDays: 1 });
    const a2 = await create({
      serviceType: L,
      sampleSizeFrom: 1,
      sampleSizeTo: 50,
      productCountFrom: 4,
      productCountTo: null,
      manDays: 0.75,
    });
    const a1 = await create({ serviceType: L, sampleSizeFrom: 1, sampleSizeTo: 50 });
    const p = await create({ serviceType: P });
    const page = await search<WorkloadMatrixDetail>('planning', BASE, { serviceTypes: [L, P] });
    expect(page.data.map((row) => row.id)).toEqual([p.id, a1.id, a2.id, b.id]);
    expect(page.total).toBe(4);
    const byManDays = await search<WorkloadMatrixDetail>('planning', BASE, {
      serviceTypes: [L],
      sort: { field: 'manDays', direction: 'desc' },
    });
    expect(byManDays.data.map((row) => row.id)).toEqual([b.id, a2.id, a1.id]);
    // Text finds service types by name, numbers the ranges holding them.
    const loading = await search<WorkloadMatrixDetail>('planning', BASE, { searchText: 'chargement' });
    expect(loading.data.map((row) => row.id)).toEqual([a1.id, a2.id, b.id]);
    // 60 samples (51 and above) or 60 products (4 and above).
    const sixty = await search<WorkloadMatrixDetail>('planning', BASE, {
      searchText: '60',
      serviceTypes: [L],
    });
    expect(sixty.data.map((row) => row.id)).toEqual([a2.id, b.id]);
  });

  it('answers 409 with the current row on a stale version, never overwriting', async () => {
    const row = await create({ serviceType: ServiceType.DuringProduction });
    expect((await save('planning', 'PUT', BASE, { ...row, manDays: 1 })).status).toBe(200);
    const stale = await save('planning', 'PUT', BASE, { ...row, manDays: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      result: ResourceResult.Conflict,
      messageKey: CONFLICT_MESSAGE_KEY,
      current: { ...row, manDays: 1, version: 2 },
    });
  });
});

describe('workload matrix: refusals', () => {
  it('needs a service type, the lower bounds and the man-days (rule file)', async () => {
    const fields = await refusedFields({ sampleSizeTo: null, productCountTo: null });
    expect(Object.keys(fields)).toEqual(['serviceType', 'sampleSizeFrom', 'productCountFrom', 'manDays']);
    expect(fields.serviceType).toBe('Service type is required.');
    expect((await refusedFields(body({ sampleSizeFrom: 0, productCountFrom: 0 }))).sampleSizeFrom).toBe(
      'Sample size from is required.',
    );
  });

  it('refuses an upper bound below the lower one', async () => {
    const fields = await refusedFields(
      body({ sampleSizeFrom: 10, sampleSizeTo: 9, productCountFrom: 3, productCountTo: 2 }),
    );
    expect(fields).toEqual({
      sampleSizeTo: 'Sample size to must be greater than or equal to Sample size from.',
      productCountTo: 'Products to must be greater than or equal to Products from.',
    });
  });

  it('refuses a service type that is not an inspection, in the language asked for', async () => {
    expect(await refusedFields(body({ serviceType: ServiceType.FactoryAudit }), 'fr')).toEqual({
      serviceType: 'Choisissez un type d’inspection.',
    });
  });

  it.each([0.3, 99.25, 120])(
    'refuses %f man-days (more than 0, at most 99, quarter days)',
    async (manDays) => {
      expect(await refusedFields(body({ manDays }))).toEqual({
        manDays: 'Man-days must be more than 0 and at most 99, in steps of 0.25.',
      });
    },
  );

  it('refuses a row overlapping another of the service type, naming it; touching ranges are fine', async () => {
    const D = ServiceType.DuringProduction;
    const first = await create({
      serviceType: D,
      sampleSizeFrom: 100,
      sampleSizeTo: 200,
      productCountFrom: 5,
      productCountTo: null,
      manDays: 1.5,
    });
    const overlap = await save(
      'planning',
      'POST',
      `${BASE}?lang=en`,
      body({
        serviceType: D,
        sampleSizeFrom: 150,
        sampleSizeTo: 300,
        productCountFrom: 9,
        productCountTo: 9,
      }),
    );
    expect(overlap.body).toEqual({
      result: ResourceResult.DuplicateData,
      message:
        'This row overlaps the During production row for a sample size of 100 to 200 and 5 and above products (1.5 man-days).',
    });
    const inFrench = await call(
      'planning',
      'POST',
      `${BASE}?lang=fr`,
      body({
        serviceType: D,
        sampleSizeFrom: 1,
        sampleSizeTo: null,
        productCountFrom: 1,
        productCountTo: null,
      }),
    );
    expect(json<{ message: string }>(inFrench).message).toContain('En cours de production');
    // Sample sizes overlap but products do not, and the reverse: both are other rows.
    await create({
      serviceType: D,
      sampleSizeFrom: 150,
      sampleSizeTo: 300,
      productCountFrom: 1,
      productCountTo: 4,
    });
    await create({
      serviceType: D,
      sampleSizeFrom: 201,
      sampleSizeTo: null,
      productCountFrom: 5,
      productCountTo: null,
    });
    // Another service type may hold the same ranges, and a row does not overlap itself.
    await create({
      serviceType: F,
      sampleSizeFrom: 100,
      sampleSizeTo: 200,
      productCountFrom: 5,
      productCountTo: null,
    });
    expect((await save('planning', 'PUT', BASE, { ...first, manDays: 2 })).body.result).toBe(
      ResourceResult.Success,
    );
    // Widening it onto a neighbour is refused.
    const widened = await save('planning', 'PUT', BASE, { ...first, version: 2, sampleSizeTo: 250 });
    expect(widened.body.result).toBe(ResourceResult.DuplicateData);
  });
});

describe('workload matrix: entity and permissions', () => {
  it('keeps each entity to its own rows', async () => {
    const row = await create({
      serviceType: ServiceType.PreProduction,
      sampleSizeFrom: 500,
      sampleSizeTo: 600,
    });
    const inEntity2 = (method: 'GET' | 'DELETE', url: string) => call('admin', method, url, undefined, 2);
    expect(json(await inEntity2('GET', `${BASE}/${row.id}`))).toEqual({ result: ResourceResult.NotFound });
    expect(json(await inEntity2('DELETE', `${BASE}/${row.id}`))).toEqual({ result: ResourceResult.NotFound });
    const put = await call('admin', 'PUT', BASE, { ...row, manDays: 4 }, 2);
    expect(json(put)).toEqual({ result: ResourceResult.NotFound });
    const listed = json<Page>(await call('admin', 'POST', `${BASE}/search`, { take: 200 }, 2));
    expect(listed.data.map((item) => item.id)).not.toContain(row.id);
    // Entity 2's matrix is its own: the same ranges do not overlap entity 1's.
    const own = await call(
      'admin',
      'POST',
      BASE,
      { ...body(), serviceType: ServiceType.PreProduction, sampleSizeFrom: 500, sampleSizeTo: 600 },
      2,
    );
    expect(json<{ result: number }>(own).result).toBe(ResourceResult.Success);
    expect(json(await call('planning', 'GET', `${BASE}/${row.id}`))).toMatchObject({
      data: { manDays: 0.5 },
    });
  });

  it('lets CS read but not write, and keeps inspectors and customers out', async () => {
    expect((await call('cs', 'POST', `${BASE}/search`, { take: 10 })).statusCode).toBe(200);
    expect(
      (await call('cs', 'POST', BASE, body({ sampleSizeFrom: 7000, sampleSizeTo: null }))).statusCode,
    ).toBe(403);
    expect((await call('inspector', 'POST', `${BASE}/search`, { take: 10 })).statusCode).toBe(403);
    expect((await call('customer', 'POST', `${BASE}/search`, { take: 10 })).statusCode).toBe(403);
  });
});
