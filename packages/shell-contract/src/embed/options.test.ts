import {
  EmbedOptionsError,
  embedLang,
  eventOfMount,
  optionsFromAttributes,
  parseAreaOptions,
  portalEvent,
  remoteEntryUrl,
} from './options';

const SCRIPT = 'https://portal.example.com/remotes/hr/embed.js';

describe('parseAreaOptions', () => {
  it('fills the defaults from the script and the page', () => {
    expect(
      parseAreaOptions({ remote: 'hr', path: '/1/leavesearch/leave-summary' }, SCRIPT, {
        pageLang: 'fr-CA',
        pathname: '/intranet/leave/',
      }),
    ).toEqual({
      remote: 'hr',
      path: '/1/leavesearch/leave-summary',
      lang: 'fr',
      apiBase: 'https://portal.example.com',
      token: null,
      entityId: 1,
      history: 'memory',
      basePath: '/intranet/leave',
    });
  });

  it('takes what the integrator gives', () => {
    const options = parseAreaOptions(
      {
        remote: ' MasterData ',
        path: '2/cussummary/customer-summary',
        lang: 'en',
        apiBase: 'https://api.example.com/',
        token: ' abc ',
        entity: '3',
        history: 'browser',
        basePath: '/area',
      },
      SCRIPT,
      { pageLang: 'fr' },
    );
    expect(options).toMatchObject({
      remote: 'masterdata',
      path: '/2/cussummary/customer-summary',
      lang: 'en',
      apiBase: 'https://api.example.com',
      token: 'abc',
      entityId: 3,
      history: 'browser',
      basePath: '/area',
    });
  });

  it.each([
    [{ remote: '', path: '/1/x' }, /remote/],
    [{ remote: '../hr', path: '/1/x' }, /remote/],
    [{ remote: 'hr', path: ' ' }, /path is required/],
    [{ remote: 'hr', path: '/1/x', history: 'hash' }, /history/],
    [{ remote: 'hr', path: '/1/x', entity: 'one' }, /entity/],
    [{ remote: 'hr', path: '/1/x', apiBase: 'portal' }, /api-base/],
  ])('refuses %o', (input, message) => {
    expect(() => parseAreaOptions(input, SCRIPT)).toThrow(EmbedOptionsError);
    expect(() => parseAreaOptions(input, SCRIPT)).toThrow(message);
  });

  it('reads no entity from a path that does not start with one', () => {
    expect(parseAreaOptions({ remote: 'hr', path: '/login' }, SCRIPT).entityId).toBeNull();
  });
});

describe('optionsFromAttributes', () => {
  it('maps the element attributes, absent ones to null', () => {
    const attributes: Record<string, string> = { remote: 'hr', path: '/1/x', 'api-base': 'https://a.b' };
    expect(optionsFromAttributes((name) => attributes[name] ?? null)).toEqual({
      remote: 'hr',
      path: '/1/x',
      lang: null,
      apiBase: 'https://a.b',
      token: null,
      entity: null,
      history: null,
      basePath: null,
    });
  });
});

describe('embedLang', () => {
  it('reads French variants as French and anything else as English', () => {
    expect(embedLang('FR')).toBe('fr');
    expect(embedLang(null, 'fr-BE')).toBe('fr');
    expect(embedLang('de')).toBe('en');
    expect(embedLang(undefined)).toBe('en');
  });
});

describe('remoteEntryUrl', () => {
  it('finds the script’s own remote beside it and the others in the sibling folders', () => {
    expect(remoteEntryUrl(SCRIPT, 'hr')).toBe('https://portal.example.com/remotes/hr/remoteEntry.js');
    expect(remoteEntryUrl(`${SCRIPT}?v=2`, 'masterdata')).toBe(
      'https://portal.example.com/remotes/masterdata/remoteEntry.js',
    );
  });
});

describe('events', () => {
  it('bubble out of the shadow root with their detail', () => {
    const navigated = eventOfMount({ type: 'navigated', path: '/1/leavesearch/leave-summary?page=2' });
    expect(navigated.type).toBe('portal:navigated');
    expect(navigated.detail).toEqual({ path: '/1/leavesearch/leave-summary?page=2' });
    expect(navigated.bubbles && navigated.composed).toBe(true);
    expect(eventOfMount({ type: 'signed-in' }).type).toBe('portal:signed-in');
    expect(eventOfMount({ type: 'signed-out' }).type).toBe('portal:signed-out');
  });

  it('reach a listener on the document from inside a shadow root', () => {
    const host = document.createElement('portal-test-host');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const heard: string[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<{ message: string }>).detail.message);
    document.addEventListener('portal:error', listener);
    inner.dispatchEvent(portalEvent('portal:error', { message: 'down' }));
    document.removeEventListener('portal:error', listener);
    host.remove();
    expect(heard).toEqual(['down']);
  });
});
