import { clearRuleFileCache, loadRuleFile, ruleFileUrl } from './rule-file-cache';

describe('ruleFileUrl', () => {
  it('resolves against the document base, so a standalone remote finds its own copy', () => {
    expect(ruleFileUrl('country.json', 'http://localhost:4300/')).toBe(
      'http://localhost:4300/assets/validator/country.json',
    );
    expect(ruleFileUrl('city', 'http://localhost:4305/remotes/masterdata/')).toBe(
      'http://localhost:4305/remotes/masterdata/assets/validator/city.json',
    );
  });

  it('refuses names that would leave the folder', () => {
    expect(() => ruleFileUrl('../secrets.json')).toThrow();
    expect(() => ruleFileUrl('a/b.json')).toThrow();
  });
});

/** What fetch resolves with (jsdom has no Response). */
const response = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  json: () => Promise.resolve(body),
});

describe('loadRuleFile', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    clearRuleFileCache();
  });

  it('fetches a file once and checks it is a rule file', async () => {
    const fetchMock = jest.fn(() => Promise.resolve(response(200, { a: [{ type: 'email' }] })));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(loadRuleFile('a.json')).resolves.toEqual({ a: [{ type: 'email' }] });
    await loadRuleFile('a.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects a missing file', async () => {
    global.fetch = jest.fn(() => Promise.resolve(response(404, null))) as unknown as typeof fetch;
    await expect(loadRuleFile('c.json')).rejects.toThrow('Rule file c.json: HTTP 404');
  });

  it('rejects a malformed rule file and retries after a failure', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(response(200, { a: [{ type: 'emial' }] }))
      .mockResolvedValueOnce(response(200, { a: [] }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(loadRuleFile('b.json')).rejects.toThrow(/unknown type emial/);
    await expect(loadRuleFile('b.json')).resolves.toEqual({ a: [] });
  });
});
