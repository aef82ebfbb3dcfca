jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
const { registerRemotes, preloadRemote } = jest.requireMock('@module-federation/enhanced/runtime') as {
  registerRemotes: jest.Mock;
  preloadRemote: jest.Mock;
};

const REMOTES = [
  {
    name: 'inspection',
    entry: '/remotes/inspection/mf-manifest.json',
    areas: ['inspsummary', 'cusdashboard'],
  },
  { name: 'masterdata', entry: 'http://md.example/mf-manifest.json', areas: ['cus*'] },
];

/** A fresh module per test: remotes.json is read once per page. */
function loadModule(answer: unknown = [...REMOTES, { name: 'broken' }]) {
  globalThis.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, json: () => Promise.resolve(answer) }),
  ) as unknown as typeof fetch;
  let loaded!: typeof import('./register-remotes');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./register-remotes');
  });
  return loaded;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

describe('registerRemotesFromJson', () => {
  it('registers every well-formed entry of remotes.json once, with an absolute manifest URL', async () => {
    const { registerRemotesFromJson } = loadModule();
    await expect(registerRemotesFromJson()).resolves.toEqual(REMOTES);
    await registerRemotesFromJson();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'inspection', entry: 'http://localhost/remotes/inspection/mf-manifest.json' },
      { name: 'masterdata', entry: 'http://md.example/mf-manifest.json' },
    ]);
  });

  it('registers nothing from a remotes.json that is not a list', async () => {
    const { registerRemotesFromJson } = loadModule({ inspection: 'x' });
    await expect(registerRemotesFromJson()).resolves.toEqual([]);
  });
});

describe('preloadRemoteOfPage', () => {
  it("downloads the module of the remote that owns the page's area", async () => {
    const { preloadRemoteOfPage } = loadModule();
    preloadRemoteOfPage('/2/CusSearch/customer-summary');
    await settled();
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'masterdata', exposes: ['./module'] }]);
  });

  it('downloads nothing outside an entity screen or for an area nobody owns', async () => {
    const { preloadRemoteOfPage } = loadModule();
    for (const path of ['/login', '/userprofile/user-profile/1', '/1/nowhere', '/'])
      preloadRemoteOfPage(path);
    await settled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the area, which loads and retries on its own', async () => {
    const { preloadRemoteOfPage } = loadModule();
    preloadRemote.mockRejectedValueOnce(new Error('offline'));
    preloadRemoteOfPage('/1/inspsummary/booking-summary');
    await settled();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
  });
});
