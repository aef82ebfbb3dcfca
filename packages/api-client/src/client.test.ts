import { createApiClient, resolveBaseUrl } from './client';

function fakeFetch(status: number, body: unknown = {}) {
  const calls: Request[] = [];
  const bodies: string[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    calls.push(input);
    bodies.push(input.body ? await input.clone().text() : '');
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, bodies, fetchMock };
}

function client(status: number, overrides: { token?: string | null; entityId?: number | null } = {}) {
  const { calls, bodies, fetchMock } = fakeFetch(status, { ok: true });
  const onUnauthorized = jest.fn();
  const onForbidden = jest.fn();
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    getToken: () => (overrides.token === undefined ? 'tkn' : overrides.token),
    getEntityId: () => (overrides.entityId === undefined ? 2 : overrides.entityId),
    getLang: () => 'fr',
    onUnauthorized,
    onForbidden,
  }).extend({ fetch: fetchMock as unknown as typeof fetch });
  return { api, calls, bodies, onUnauthorized, onForbidden };
}

describe('createApiClient', () => {
  it('sends the bearer token, the entityId header and the lang query', async () => {
    const { api, calls } = client(200);
    await api.get('api/User/righttypelst').json();
    const request = calls[0]!;
    expect(request.url).toBe('http://api.test/api/User/righttypelst?lang=fr');
    expect(request.headers.get('Authorization')).toBe('Bearer tkn');
    expect(request.headers.get('entityId')).toBe('2');
  });

  it('keeps the JSON body of a POST', async () => {
    const { api, calls, bodies } = client(200);
    await api.post('api/User/SignIn', { json: { UserName: 'cs' } }).json();
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(bodies[0]!)).toEqual({ UserName: 'cs' });
  });

  it('sends neither header when signed out and no entity is chosen', async () => {
    const { api, calls } = client(200, { token: null, entityId: null });
    await api.get('api/health').json();
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    expect(calls[0]!.headers.get('entityId')).toBeNull();
  });

  it('reports 401 and 403 to the shell', async () => {
    const unauthorized = client(401);
    await expect(unauthorized.api.get('api/x').json()).rejects.toThrow();
    expect(unauthorized.onUnauthorized).toHaveBeenCalledTimes(1);
    const forbidden = client(403);
    await expect(forbidden.api.get('api/x').json()).rejects.toThrow();
    expect(forbidden.onForbidden).toHaveBeenCalledTimes(1);
    expect(forbidden.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('resolveBaseUrl', () => {
  it('trims trailing slashes and anchors an empty base at an origin', () => {
    expect(resolveBaseUrl('https://api.example.com///')).toBe('https://api.example.com/');
    expect(resolveBaseUrl('')).toBe('http://localhost/');
  });
});
