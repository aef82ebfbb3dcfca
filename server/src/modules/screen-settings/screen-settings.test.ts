/** @databases postgres */
import { ResultCode, type SavedFilter } from '@portal/domain';
import { authHeaders, createTestApp, json, signInAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
async function call(
  login: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  entity = 1,
) {
  if (!tokens.has(login)) tokens.set(login, (await signInAs(t.app, login)).token);
  return t.app.inject({ method, url, headers: authHeaders(tokens.get(login)!, entity), payload });
}
const filtersOf = async (login: string, screen = 'country-summary', entity = 1) =>
  json<{ result: number; data: SavedFilter[] }>(
    await call(login, 'GET', `/api/screen-settings/${screen}/filters`, undefined, entity),
  ).data;

describe('saved filters', () => {
  it('saves, replaces by name, keeps one default, and lists by name', async () => {
    const url = '/api/screen-settings/country-summary/filters';
    const first = json<{ result: number; data: SavedFilter }>(
      await call('admin', 'POST', url, { name: 'Asia', payload: { regionIds: [142] }, isDefault: true }),
    );
    expect(first).toEqual({
      result: ResultCode.Success,
      data: {
        id: expect.any(Number),
        name: 'Asia',
        payload: { regionIds: [142] },
        isDefault: true,
        createdOn: expect.any(String),
      },
    });
    await call('admin', 'POST', url, { name: 'europe', payload: { regionIds: [150] }, isDefault: true });
    const replaced = json<{ data: SavedFilter }>(
      await call('admin', 'POST', url, { name: 'ASIA', payload: { regionIds: [142], searchText: 'ch' } }),
    );
    expect(replaced.data.id).toBe(first.data.id);
    expect(await filtersOf('admin')).toEqual([
      expect.objectContaining({
        name: 'ASIA',
        payload: { regionIds: [142], searchText: 'ch' },
        isDefault: false,
      }),
      expect.objectContaining({ name: 'europe', isDefault: true }),
    ]);
  });

  it("never shows or deletes another user's filters, nor another entity's", async () => {
    const url = '/api/screen-settings/city-summary/filters';
    const mine = json<{ data: SavedFilter }>(
      await call('admin', 'POST', url, { name: 'Mine', payload: {} }),
    ).data;
    await call('hr', 'POST', url, { name: 'Theirs', payload: { countryIds: [250] } });
    expect((await filtersOf('admin', 'city-summary')).map((f) => f.name)).toEqual(['Mine']);
    expect((await filtersOf('hr', 'city-summary')).map((f) => f.name)).toEqual(['Theirs']);
    expect((await filtersOf('admin', 'city-summary', 2)).map((f) => f.name)).toEqual([]);
    expect(json(await call('hr', 'DELETE', `${url}/${mine.id}`))).toEqual({ result: ResultCode.NotFound });
    expect(await filtersOf('admin', 'city-summary')).toHaveLength(1);
    expect(json(await call('admin', 'DELETE', `${url}/${mine.id}`))).toEqual({ result: ResultCode.Success });
    expect(await filtersOf('admin', 'city-summary')).toEqual([]);
  });

  it('needs the screen’s SaveFilter right, a known screen and a valid body', async () => {
    expect((await call('cs', 'GET', '/api/screen-settings/country-summary/filters')).statusCode).toBe(403);
    // cs holds InspectionSummary.SaveFilter.
    expect((await call('cs', 'GET', '/api/screen-settings/inspection-summary/filters')).statusCode).toBe(200);
    expect((await call('admin', 'GET', '/api/screen-settings/no-such-screen/filters')).statusCode).toBe(400);
    const url = '/api/screen-settings/country-summary/filters';
    for (const body of [
      {},
      { name: ' ', payload: {} },
      { name: 'x', payload: [] },
      { name: 'x'.repeat(101), payload: {} },
    ])
      expect((await call('admin', 'POST', url, body)).statusCode).toBe(400);
    const huge = { name: 'Huge', payload: { text: 'x'.repeat(20_000) } };
    expect((await call('admin', 'POST', url, huge)).statusCode).toBe(400);
  });
});

describe('column choices', () => {
  it('are null until chosen, then kept per user', async () => {
    const url = '/api/screen-settings/town-summary/columns';
    expect(json(await call('admin', 'GET', url))).toEqual({ result: ResultCode.Success, data: null });
    expect(json(await call('admin', 'PUT', url, { columns: ['name', 'countryName'] }))).toEqual({
      result: ResultCode.Success,
      data: { columns: ['name', 'countryName'] },
    });
    await call('admin', 'PUT', url, { columns: ['countryName', 'name', 'code'] });
    expect(json(await call('admin', 'GET', url))).toEqual({
      result: ResultCode.Success,
      data: { columns: ['countryName', 'name', 'code'] },
    });
    expect(json(await call('hr', 'GET', url))).toEqual({ result: ResultCode.Success, data: null });
  });

  it('need the DisplayColumns right and a list of distinct column ids', async () => {
    const url = '/api/screen-settings/town-summary/columns';
    expect((await call('cs', 'GET', url)).statusCode).toBe(403);
    expect((await call('cs', 'PUT', url, { columns: ['name'] })).statusCode).toBe(403);
    for (const body of [{}, { columns: [1, {}] }, { columns: ['a', 'a'] }, { columns: ['<script>'] }])
      expect((await call('admin', 'PUT', url, body)).statusCode).toBe(400);
  });
});
