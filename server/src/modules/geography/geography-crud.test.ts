/** @databases postgres */
import { CONFLICT_MESSAGE_KEY, ResourceResult } from '@portal/domain';
import { readXlsxRows } from '@portal/domain/src/xlsx';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { geographyCaller } from './geography.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = geographyCaller(() => t);

const FRANCE = 250;
type Saved = { result: number; data?: Record<string, unknown> & { id: number; version: number } };

async function createProvince(name: string, countryId = FRANCE) {
  const response = await call('admin', 'POST', '/api/Location/province', { name, code: null, countryId });
  expect(response.statusCode).toBe(200);
  return json<Saved>(response);
}

describe('create, read, update and delete', () => {
  it('creates a province, reads it back, updates it and bumps the version', async () => {
    const created = await createProvince('  Bretagne ');
    expect(created).toEqual({
      result: ResourceResult.Success,
      data: { id: expect.any(Number), name: 'Bretagne', code: null, countryId: FRANCE, version: 1 },
    });
    const id = created.data!.id;
    expect(json(await call('admin', 'GET', `/api/Location/province/${id}`))).toEqual(created);

    const updated = json<Saved>(
      await call('admin', 'PUT', '/api/Location/province', {
        id,
        name: 'Brittany',
        code: 'BRE',
        countryId: FRANCE,
        version: 1,
      }),
    );
    expect(updated).toEqual({
      result: ResourceResult.Success,
      data: { id, name: 'Brittany', code: 'BRE', countryId: FRANCE, version: 2 },
    });
  });

  it('refuses a duplicate name under the same parent whatever its case (DuplicateName 5)', async () => {
    await createProvince('Normandie');
    expect(await createProvince('NORMANDIE')).toEqual({ result: ResourceResult.DuplicateName });
    // The same name under another country is fine.
    expect((await createProvince('Normandie', 756)).result).toBe(ResourceResult.Success);
    const other = await createProvince('Occitanie');
    const rename = await call('admin', 'PUT', '/api/Location/province', {
      ...other.data,
      name: 'normandie',
    });
    expect(json(rename)).toEqual({ result: ResourceResult.DuplicateName });
  });

  it('answers 409 with the current record on a stale version, never overwriting', async () => {
    const { data } = await createProvince('Grand Est');
    const first = await call('admin', 'PUT', '/api/Location/province', { ...data, code: 'GES' });
    expect(json<Saved>(first).data!.version).toBe(2);
    const stale = await call('admin', 'PUT', '/api/Location/province', { ...data, name: 'Alsace' });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({
      result: ResourceResult.Conflict,
      messageKey: CONFLICT_MESSAGE_KEY,
      message: expect.stringContaining('Someone else saved'),
      current: { ...data, code: 'GES', version: 2 },
    });
    expect(json<Saved>(await call('admin', 'GET', `/api/Location/province/${data!.id}`)).data).toMatchObject({
      name: 'Grand Est',
      version: 2,
    });
  });

  it('creates the lower levels with their ancestry and refuses a missing parent', async () => {
    const province = (await createProvince('Bourgogne')).data!;
    const city = json<Saved>(
      await call('admin', 'POST', '/api/Location/city', { name: 'Dijon', provinceId: province.id }),
    );
    expect(city.data).toMatchObject({
      name: 'Dijon',
      provinceId: province.id,
      countryId: FRANCE,
      version: 1,
    });
    const county = json<Saved>(
      await call('admin', 'POST', '/api/Location/county', {
        name: 'Côte-d’Or',
        cityId: city.data!.id,
        countryId: 1,
      }),
    );
    expect(county.data).toMatchObject({ cityId: city.data!.id, provinceId: province.id, countryId: FRANCE });
    const town = json<Saved>(
      await call('admin', 'POST', '/api/Location/town', {
        name: 'Beaune',
        code: 'BNE',
        countyId: county.data!.id,
      }),
    );
    expect(town.data).toMatchObject({
      name: 'Beaune',
      code: 'BNE',
      cityId: city.data!.id,
      countryId: FRANCE,
    });
    expect(
      json(await call('admin', 'POST', '/api/Location/town', { name: 'Nowhere', countyId: 999999 })),
    ).toEqual({
      result: ResourceResult.ParentNotFound,
    });
  });

  it('refuses to delete a record that still has children (InUse), then deletes bottom-up', async () => {
    const province = (await createProvince('Corse')).data!;
    const city = json<Saved>(
      await call('admin', 'POST', '/api/Location/city', { name: 'Ajaccio', provinceId: province.id }),
    ).data!;
    expect(json(await call('admin', 'DELETE', `/api/Location/province/${province.id}`))).toEqual({
      result: ResourceResult.InUse,
    });
    expect(json(await call('admin', 'DELETE', `/api/Location/city/${city.id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(json(await call('admin', 'DELETE', `/api/Location/province/${province.id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(json(await call('admin', 'GET', `/api/Location/province/${province.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(json(await call('admin', 'DELETE', `/api/Location/province/${province.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
  });

  it('manages countries by ISO numeric code and refuses duplicate codes or a country in use', async () => {
    expect(
      json(await call('admin', 'POST', '/api/Location/country', { id: 250, name: 'Gaul', alpha2: 'GA' })),
    ).toEqual({
      result: ResourceResult.DuplicateData,
    });
    expect(
      json(await call('admin', 'POST', '/api/Location/country', { id: 999, name: 'Gaul', alpha2: 'fr' })),
    ).toEqual({
      result: ResourceResult.DuplicateData,
    });
    expect(
      json(await call('admin', 'POST', '/api/Location/country', { id: 999, name: 'france', alpha2: 'QQ' })),
    ).toEqual({
      result: ResourceResult.DuplicateName,
    });
    const created = json<Saved>(
      await call('admin', 'POST', '/api/Location/country', {
        id: 999,
        name: 'Testland',
        alpha2: 'qq',
        alpha3: 'qqq',
        regionId: 150,
      }),
    );
    expect(created.data).toEqual({
      id: 999,
      name: 'Testland',
      alpha2: 'QQ',
      alpha3: 'QQQ',
      regionId: 150,
      version: 1,
    });
    expect(json(await call('admin', 'DELETE', '/api/Location/country/999'))).toEqual({
      result: ResourceResult.Success,
    });
    // France has provinces; the United Kingdom has customers (parties hold the code).
    expect(json(await call('admin', 'DELETE', '/api/Location/country/250'))).toEqual({
      result: ResourceResult.InUse,
    });
    expect(json(await call('admin', 'DELETE', '/api/Location/country/826'))).toEqual({
      result: ResourceResult.InUse,
    });
  });

  it.each([
    ['POST', '/api/Location/province', {}],
    ['POST', '/api/Location/province', { name: '   ', countryId: FRANCE }],
    ['POST', '/api/Location/province', { name: 'x'.repeat(101), countryId: FRANCE }],
    ['POST', '/api/Location/province', { name: 'Ok', countryId: 'France' }],
    ['PUT', '/api/Location/province', { id: 1, name: 'No version', countryId: FRANCE }],
    ['POST', '/api/Location/country', { id: 1000, name: 'Too big', alpha2: 'TB' }],
    ['POST', '/api/Location/country', { id: 998, name: 'Bad code', alpha2: 'T1' }],
    ['GET', '/api/Location/city/abc', undefined],
    ['DELETE', '/api/Location/city/0', undefined],
  ] as const)('answers 400 to %s %s %j', async (method, url, body) => {
    const response = await call('admin', method, url, body);
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBeTruthy();
  });

  it('checks the browser rule file first: same field, message key and a translated text', async () => {
    const response = await call('admin', 'POST', '/api/Location/city?lang=fr', { name: '', provinceId: 0 });
    expect(response.statusCode).toBe(400);
    const { errors } = json<{ errors: { field: string; message: string; text: string }[] }>(response);
    expect(errors.map((error) => error.field)).toEqual(['provinceId', 'name']);
    expect(errors[1]!.text).toContain('Nom');
    // The JSON schema alone would take Chinese characters; the shared name rule does not.
    const chinese = await call('admin', 'PUT', '/api/Location/province', {
      id: 1,
      name: '广东',
      countryId: 156,
      version: 1,
    });
    expect(chinese.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(chinese).errors.map((error) => error.field)).toEqual([
      'name',
    ]);
  });

  it('needs Edit to write and Delete to delete (403), sign-in for everything (401)', async () => {
    const { data } = await createProvince('Pays de la Loire');
    expect((await call('hr', 'GET', `/api/Location/province/${data!.id}`)).statusCode).toBe(200);
    expect(
      (await call('hr', 'POST', '/api/Location/province', { name: 'Hr', countryId: FRANCE })).statusCode,
    ).toBe(403);
    expect((await call('hr', 'PUT', '/api/Location/province', { ...data })).statusCode).toBe(403);
    expect((await call('hr', 'DELETE', `/api/Location/province/${data!.id}`)).statusCode).toBe(403);
    expect((await call('cs', 'GET', `/api/Location/province/${data!.id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/Location/province/${data!.id}`)).statusCode).toBe(401);
    expect(
      (await call(null, 'POST', '/api/Location/province', { name: 'x', countryId: FRANCE })).statusCode,
    ).toBe(401);
  });
});

describe('POST {base}/export', () => {
  it('streams an xlsx of every matching row, past the page size', async () => {
    const response = await call('hr', 'POST', '/api/Location/country/export?lang=fr', { skip: 40, take: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="country-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const rows = readXlsxRows(new Uint8Array(response.rawPayload));
    expect(rows).toHaveLength(250);
    expect(rows[0]).toEqual(['Code numérique', 'Pays', 'Alpha-2', 'Alpha-3', 'Région', 'Provinces']);
    expect(rows).toContainEqual([704, 'Vietnam', 'VN', 'VNM', 'Asia', 5]);
  });

  it('applies the filters and sort, and writes only the header when nothing matches', async () => {
    const cities = await call('admin', 'POST', '/api/Location/city/export', {
      countryIds: [50],
      sort: { field: 'name', direction: 'desc' },
    });
    expect(readXlsxRows(new Uint8Array(cities.rawPayload)).map((row) => row[1])).toEqual([
      'City',
      'Narayanganj',
      'Gazipur',
      'Dhaka',
      'Chattogram',
    ]);
    const none = await call('admin', 'POST', '/api/Location/town/export', { searchText: 'no such town' });
    expect(readXlsxRows(new Uint8Array(none.rawPayload))).toEqual([
      ['Id', 'Town', 'Code', 'County', 'City', 'Province', 'Country'],
    ]);
  });

  it('needs the Export right', async () => {
    expect((await call('cs', 'POST', '/api/Location/country/export', {})).statusCode).toBe(403);
  });
});
