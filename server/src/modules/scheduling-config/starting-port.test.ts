/** @databases postgres */
import { CONFLICT_MESSAGE_KEY, ResourceResult } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import {
  CHINA,
  FRANCE,
  journey,
  MATRIX,
  PORT,
  refusedFields,
  travelRateCalls,
  type Refused,
  type Saved,
} from './travel-rates.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  shanghai = await officeId(1, 'Shanghai Office');
  istanbul = await officeId(2, 'Istanbul Office');
  china = await cityIds(CHINA);
  paris = (await cityIds(FRANCE)).Paris!;
});
afterAll(() => t.close());
const { call, cityIds, officeId } = travelRateCalls(() => t);

let shanghai: number;
let istanbul: number;
let china: Record<string, number>;
let paris: number;

const port = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  officeId: shanghai,
  countryId: CHINA,
  cityId: china.Shenzhen,
  isActive: true,
  ...over,
});
const create = async (body: object, login = 'planning') => json<Saved>(await call(login, 'POST', PORT, body));

describe('starting ports', () => {
  it('creates a port, reads it back with its names, updates it and bumps the version', async () => {
    const created = await create(port('  Shenzhen Futian Checkpoint '));
    expect(created).toEqual({
      result: ResourceResult.Success,
      data: {
        id: expect.any(Number),
        version: 1,
        name: 'Shenzhen Futian Checkpoint',
        officeId: shanghai,
        countryId: CHINA,
        cityId: china.Shenzhen,
        isActive: true,
      },
    });
    const id = created.data!.id;
    expect(json(await call('planning', 'GET', `${PORT}/${id}`))).toEqual(created);

    const updated = json<Saved>(
      await call('planning', 'PUT', PORT, { ...created.data, cityId: china.Dongguan, isActive: false }),
    );
    expect(updated.data).toMatchObject({ cityId: china.Dongguan, isActive: false, version: 2 });

    const search = json<{ data: Record<string, unknown>[]; total: number }>(
      await call('planning', 'POST', `${PORT}/search`, { searchText: 'Futian Checkpoint' }),
    );
    expect(search.total).toBe(1);
    expect(search.data[0]).toMatchObject({
      id,
      officeName: 'Shanghai Office',
      cityName: 'Dongguan',
      countryName: 'China',
      isActive: false,
    });
  });

  it('filters by office and country, and sorts by the names', async () => {
    await create(port('Guangzhou Baiyun Airport', { cityId: china.Guangzhou }));
    await create(port('Hangzhou East Station', { cityId: china.Hangzhou }));
    const search = async (body: object) =>
      json<{ data: { name: string }[] }>(await call('planning', 'POST', `${PORT}/search`, body)).data.map(
        (row) => row.name,
      );
    const names = await search({
      officeIds: [shanghai],
      countryIds: [CHINA],
      sort: { field: 'cityName', direction: 'desc' },
    });
    expect(names.indexOf('Hangzhou East Station')).toBeLessThan(names.indexOf('Guangzhou Baiyun Airport'));
    expect(await search({ countryIds: [FRANCE] })).toEqual([]);
  });

  it('refuses a taken name whatever its case (DuplicateName), on create and on rename', async () => {
    await create(port('Dongguan Port'));
    expect(await create(port('DONGGUAN PORT'))).toEqual({
      result: ResourceResult.DuplicateName,
      message: 'Another starting port of this entity is already called “Dongguan Port”.',
    });
    const other = (await create(port('Dongguan East'))).data!;
    const rename = await call('planning', 'PUT', PORT, { ...other, name: 'dongguan port' });
    expect(json(rename)).toMatchObject({ result: ResourceResult.DuplicateName });
    const french = await call('planning', 'PUT', `${PORT}?lang=fr`, { ...other, name: 'dongguan port' });
    expect(json(french)).toMatchObject({
      message: 'Un autre point de départ de cette entité s’appelle déjà « Dongguan Port ».',
    });
    // Another entity may use the name.
    const elsewhere = await call('admin', 'POST', PORT, port('Dongguan Port', { officeId: istanbul }), 2);
    expect(json<Saved>(elsewhere).result).toBe(ResourceResult.Success);
  });

  it('answers 409 with the current record on a stale version, never overwriting', async () => {
    const { data } = await create(port('Foshan Station', { cityId: china.Foshan }));
    await call('planning', 'PUT', PORT, { ...data, isActive: false });
    const stale = await call('planning', 'PUT', PORT, { ...data, name: 'Foshan West' });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({
      result: ResourceResult.Conflict,
      messageKey: CONFLICT_MESSAGE_KEY,
      message: expect.any(String),
      current: { ...data, isActive: false, version: 2 },
    });
  });

  it('refuses a missing or too long name and missing places, with translated messages', async () => {
    const blank = await call('planning', 'POST', `${PORT}?lang=fr`, {
      name: '  ',
      officeId: 0,
      countryId: null,
      cityId: null,
    });
    expect(blank.statusCode).toBe(400);
    expect(refusedFields(blank)).toEqual(['name', 'officeId', 'countryId', 'cityId']);
    expect(json<Refused>(blank).errors[0]!.text).toBe('Nom est obligatoire.');
    const long = await call('planning', 'POST', PORT, port('x'.repeat(101)));
    expect(long.statusCode).toBe(400);
    expect(json<Refused>(long).errors).toEqual([
      expect.objectContaining({ field: 'name', text: 'Name must be at most 100 characters long.' }),
    ]);
  });

  it('refuses a city outside the country and an office of another entity (ParentNotFound)', async () => {
    expect(await create(port('Paris in China', { cityId: paris }))).toEqual({
      result: ResourceResult.ParentNotFound,
    });
    expect(await create(port('Istanbul Office Port', { officeId: istanbul }))).toEqual({
      result: ResourceResult.ParentNotFound,
    });
    expect(await create(port('Nowhere', { cityId: 999999 }))).toEqual({
      result: ResourceResult.ParentNotFound,
    });
  });

  it('refuses to delete a port while journeys leave from it (InUse), then deletes it', async () => {
    const { data } = await create(port('Ningbo Station', { cityId: china.Ningbo }));
    const row = json<Saved>(await call('planning', 'POST', MATRIX, journey(data!.id, china.Wenzhou!)));
    expect(row.result).toBe(ResourceResult.Success);
    expect(json(await call('planning', 'DELETE', `${PORT}/${data!.id}`))).toEqual({
      result: ResourceResult.InUse,
    });
    expect(json(await call('planning', 'DELETE', `${MATRIX}/${row.data!.id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(json(await call('planning', 'DELETE', `${PORT}/${data!.id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(json(await call('planning', 'GET', `${PORT}/${data!.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
  });
});
