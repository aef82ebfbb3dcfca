/** @databases postgres */
import { readXlsxRows } from '@portal/domain/src/xlsx';
import {
  ResourceResult,
  SCHEDULING_CONFIG_API,
  ServiceType,
  type OtherMandayCreate,
  type OtherMandayDetail,
  type OtherMandayRow,
} from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { configCaller, type Page } from '../customer-config/customer-config.test-support';
import { customersAround, emptyManDayTables } from './manday-config.test-support';

let t: TestApp;
let customer: { id: number; name: string };
let outsider: number;
beforeAll(async () => {
  t = await createTestApp();
  await emptyManDayTables(t);
  const around = await customersAround(t, 1);
  customer = around.inEntity;
  outsider = around.outside;
});
afterAll(() => t.close());
const { call, search, save } = configCaller(() => t);

const BASE = `/${SCHEDULING_CONFIG_API.otherManday}`;
const body = (over: Partial<OtherMandayCreate> = {}): OtherMandayCreate => ({
  name: 'Report writing',
  customerId: null,
  serviceType: null,
  manDays: 0.25,
  isActive: true,
  ...over,
});

async function create(over: Partial<OtherMandayCreate> = {}) {
  const saved = await save<OtherMandayDetail>('planning', 'POST', BASE, body(over));
  expect(saved.body.result).toBe(ResourceResult.Success);
  return saved.body.data!;
}

async function refusedFields(payload: object, lang: 'en' | 'fr' = 'en') {
  const response = await call('planning', 'POST', `${BASE}?lang=${lang}`, payload);
  expect(response.statusCode).toBe(400);
  const errors = json<{ errors: { field: string; message: string; text?: string }[] }>(response).errors;
  return Object.fromEntries(errors.map((error) => [error.field, error.text ?? error.message]));
}

describe('other man-days: create, read, update, delete', () => {
  it('creates one, reads it back, lists it with its customer, updates it and deletes it', async () => {
    const created = await create({
      name: '  Extra checks ',
      customerId: customer.id,
      serviceType: ServiceType.FinalInspection,
      manDays: 0.5,
    });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Extra checks',
      customerId: customer.id,
      serviceType: ServiceType.FinalInspection,
      manDays: 0.5,
      isActive: true,
      version: 1,
    });
    expect(json(await call('cs', 'GET', `${BASE}/${created.id}`))).toEqual({
      result: ResourceResult.Success,
      data: created,
    });
    const listed = await search<OtherMandayRow>('planning', BASE, { customerIds: [customer.id] });
    expect(listed.data).toEqual([{ ...created, customerName: customer.name }]);

    const updated = await save('planning', 'PUT', BASE, { ...created, isActive: false, manDays: 10 });
    expect(updated.body).toEqual({
      result: ResourceResult.Success,
      data: { ...created, isActive: false, manDays: 10, version: 2 },
    });
    const stale = await save('planning', 'PUT', BASE, { ...created, manDays: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ result: ResourceResult.Conflict, current: { version: 2 } });

    expect(json(await call('planning', 'DELETE', `${BASE}/${created.id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(json(await call('planning', 'GET', `${BASE}/${created.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
  });

  it('filters by customers and service types, searches names and exports the words of each language', async () => {
    const all = await create({ name: 'Travel day' });
    const loading = await create({ name: 'Loading photos', serviceType: ServiceType.ContainerLoading });
    const own = await create({ name: 'Northwind labels', customerId: customer.id });
    const ids = async (filters: object) =>
      (await search<OtherMandayRow>('planning', BASE, filters)).data.map((row) => row.id);
    expect(await ids({})).toEqual([loading.id, own.id, all.id]);
    expect(await ids({ customerIds: [customer.id] })).toEqual([own.id]);
    expect(await ids({ serviceTypes: [ServiceType.ContainerLoading] })).toEqual([loading.id]);
    expect(await ids({ searchText: 'photo' })).toEqual([loading.id]);
    expect(await ids({ searchText: customer.name.slice(0, 6) })).toContain(own.id);
    // Rows for every service type (null) come after the typed ones, ties in creation order.
    expect(await ids({ sort: { field: 'serviceType', direction: 'asc' } })).toEqual([
      loading.id,
      all.id,
      own.id,
    ]);

    const exported = await call('planning', 'POST', `${BASE}/export?lang=fr`, {});
    expect(exported.statusCode).toBe(200);
    const rows = readXlsxRows(new Uint8Array(exported.rawPayload));
    expect(rows[0]).toEqual(['Nom', 'Client', 'Type de prestation', 'Jours-homme', 'Actif']);
    expect(rows).toContainEqual(['Travel day', 'Tous les clients', 'Toutes les prestations', 0.25, 'Oui']);
    expect(rows).toContainEqual([
      'Loading photos',
      'Tous les clients',
      'Chargement de conteneur',
      0.25,
      'Oui',
    ]);
  });
});

describe('other man-days: refusals', () => {
  it('needs a name within 100 characters and the man-days (rule file)', async () => {
    expect(await refusedFields({ name: ' ', manDays: null })).toEqual({
      name: 'Name is required.',
      manDays: 'Man-days is required.',
    });
    expect(Object.keys(await refusedFields(body({ name: 'x'.repeat(101) })))).toEqual(['name']);
  });

  it.each([0.1, 10.25, 50])(
    'refuses %f man-days (more than 0, at most 10, quarter days)',
    async (manDays) => {
      expect(await refusedFields(body({ manDays }), 'fr')).toEqual({
        manDays: 'Les jours-homme doivent être supérieurs à 0 et au plus 10, par pas de 0,25.',
      });
    },
  );

  it('refuses a service type that is not an inspection', async () => {
    expect(await refusedFields(body({ serviceType: ServiceType.LabTest }))).toEqual({
      serviceType: 'Choose an inspection service type.',
    });
  });

  it('refuses a name the entity already uses, whatever its case (DuplicateName)', async () => {
    const first = await create({ name: 'Sample shipping' });
    expect((await save('planning', 'POST', BASE, body({ name: 'SAMPLE shipping ' }))).body).toEqual({
      result: ResourceResult.DuplicateName,
    });
    const other = await create({ name: 'Lab coordination' });
    expect((await save('planning', 'PUT', BASE, { ...other, name: 'sample SHIPPING' })).body).toEqual({
      result: ResourceResult.DuplicateName,
    });
    // Keeping its own name is fine; another entity may use it.
    expect((await save('planning', 'PUT', BASE, { ...first, manDays: 1 })).body.result).toBe(
      ResourceResult.Success,
    );
    const elsewhere = await call('admin', 'POST', BASE, body({ name: 'Sample shipping' }), 2);
    expect(json<{ result: number }>(elsewhere).result).toBe(ResourceResult.Success);
  });

  it('refuses a customer that is not one of the entity’s, saying so', async () => {
    const refused = await call(
      'planning',
      'POST',
      `${BASE}?lang=fr`,
      body({ name: 'Outsider', customerId: outsider }),
    );
    expect(json(refused)).toEqual({
      result: ResourceResult.ParentNotFound,
      message: 'Ce client ne fait pas partie des clients de l’entité.',
    });
  });
});

describe('other man-days: entity and permissions', () => {
  it('keeps each entity to its own rows', async () => {
    const row = await create({ name: 'Entity one only' });
    expect(json(await call('admin', 'GET', `${BASE}/${row.id}`, undefined, 2))).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(json(await call('admin', 'PUT', BASE, { ...row, manDays: 2 }, 2))).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(json(await call('admin', 'DELETE', `${BASE}/${row.id}`, undefined, 2))).toEqual({
      result: ResourceResult.NotFound,
    });
    const listed = json<Page>(await call('admin', 'POST', `${BASE}/search`, { take: 200 }, 2));
    expect(listed.data.map((item) => item.id)).not.toContain(row.id);
  });

  it('lets CS read but not write, and keeps inspectors and customers out', async () => {
    expect((await call('cs', 'POST', `${BASE}/search`, { take: 10 })).statusCode).toBe(200);
    expect((await call('cs', 'POST', BASE, body({ name: 'By CS' }))).statusCode).toBe(403);
    expect((await call('inspector', 'POST', `${BASE}/search`, { take: 10 })).statusCode).toBe(403);
    expect((await call('customer', 'GET', `${BASE}/1`)).statusCode).toBe(403);
  });
});
