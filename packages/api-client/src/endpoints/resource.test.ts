import { RECORD_REFUSAL_HEADER, ResourceResult } from '@portal/domain';
import { createApiClient } from '../client';
import { geographyEndpoints } from './geography';

function api(status: number, body: unknown, headers: Record<string, string> = {}) {
  const requests: { method: string; url: string; body: string }[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    requests.push({
      method: input.method,
      url: input.url,
      body: input.body ? await input.clone().text() : '',
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  const onForbidden = jest.fn();
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 't',
    getEntityId: () => 1,
    getLang: () => 'en',
    onUnauthorized: jest.fn(),
    onForbidden,
  }).extend({ fetch: fetchMock as unknown as typeof fetch });
  return { geography: geographyEndpoints(client), requests, onForbidden };
}

const detail = { id: 7, name: 'Paris', code: null, provinceId: 3, countryId: 250, version: 2 };

describe('resourceClient', () => {
  it('calls the resource paths with the right methods', async () => {
    const { geography, requests } = api(200, { result: 1 });
    await geography.city.search({ skip: 0, take: 25, countryIds: [250] });
    await geography.city.get(7);
    await geography.city.create({ name: 'Paris', code: null, provinceId: 3 });
    await geography.city.update(detail);
    await geography.city.remove(7);
    await geography.countryDataSource({ searchText: 'fr', isVirtual: true });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST http://api.test/api/Location/city/search?lang=en',
      'GET http://api.test/api/Location/city/7?lang=en',
      'POST http://api.test/api/Location/city?lang=en',
      'PUT http://api.test/api/Location/city?lang=en',
      'DELETE http://api.test/api/Location/city/7?lang=en',
      'POST http://api.test/api/Location/getcountrydatasource?lang=en',
    ]);
    expect(JSON.parse(requests[3]!.body)).toEqual(detail);
  });

  it('returns a 409 as a Conflict with the current record instead of throwing', async () => {
    const current = { ...detail, name: 'Lutèce', version: 3 };
    const { geography } = api(409, { result: ResourceResult.Conflict, messageKey: 'kit.conflict', current });
    expect(await geography.city.update(detail)).toEqual({
      result: ResourceResult.Conflict,
      messageKey: 'kit.conflict',
      current,
    });
  });

  it('returns a 400 as Invalid with the field messages', async () => {
    const errors = [{ field: 'name', message: 'validation.required' }];
    const { geography } = api(400, { message: 'Some fields are not valid.', errors });
    expect(await geography.city.create({ name: '', code: null, provinceId: 3 })).toEqual({
      result: ResourceResult.Invalid,
      message: 'Some fields are not valid.',
      errors,
    });
  });

  it('still reports a 403 to the client hooks, then throws', async () => {
    const { geography, onForbidden } = api(403, { message: 'no' });
    await expect(geography.city.update(detail)).rejects.toThrow('HTTP 403');
    expect(onForbidden).toHaveBeenCalled();
  });

  it("returns a record's own refusal (403 with the refusal header) as Forbidden with its message", async () => {
    const { geography, onForbidden } = api(
      403,
      { result: ResourceResult.Forbidden, message: 'Not in this status.' },
      { [RECORD_REFUSAL_HEADER]: '1' },
    );
    await expect(geography.city.update(detail)).resolves.toEqual({
      result: ResourceResult.Forbidden,
      message: 'Not in this status.',
    });
    expect(onForbidden).not.toHaveBeenCalled();
  });
});
