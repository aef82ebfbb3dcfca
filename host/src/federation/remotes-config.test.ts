import type { CurrentUser } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { loadRemotesConfig, preloadRemoteForPath } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn(() => Promise.resolve({})) }));
const { registerRemotes } = jest.requireMock('@module-federation/enhanced/runtime') as {
  registerRemotes: jest.Mock;
};
const { loadRemoteModule } = jest.requireMock('./remote-loader') as { loadRemoteModule: jest.Mock };

const REMOTES = [
  {
    name: 'inspection',
    entry: '/remotes/inspection/mf-manifest.json',
    areas: ['inspsummary', 'cusdashboard'],
  },
  { name: 'masterdata', entry: 'http://md.example/mf-manifest.json', areas: ['cus*'] },
];

beforeEach(() => jest.clearAllMocks());

describe('loadRemotesConfig', () => {
  it('registers every well-formed entry of remotes.json with an absolute manifest URL', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve([...REMOTES, { name: 'broken' }]) }),
    ) as unknown as typeof fetch;
    await expect(loadRemotesConfig()).resolves.toEqual(REMOTES);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'inspection', entry: 'http://localhost/remotes/inspection/mf-manifest.json' },
        { name: 'masterdata', entry: 'http://md.example/mf-manifest.json' },
      ],
      { force: true },
    );
  });
});

describe('preloadRemoteForPath', () => {
  const signIn = () => useAuthStore.setState({ user: { id: 1 } as CurrentUser });

  it('starts loading the remote that owns the area of the opened route', () => {
    signIn();
    preloadRemoteForPath(REMOTES, '/1/cusdashboard');
    preloadRemoteForPath(REMOTES, '/2/CusSearch/customer-summary');
    expect(loadRemoteModule.mock.calls).toEqual([['inspection'], ['masterdata']]);
  });

  it('loads nothing when signed out, outside an entity route, or for an area nobody owns', () => {
    useAuthStore.setState({ user: null });
    preloadRemoteForPath(REMOTES, '/1/inspsummary/booking-summary');
    signIn();
    preloadRemoteForPath(REMOTES, '/login');
    preloadRemoteForPath(REMOTES, '/userprofile/user-profile/1');
    preloadRemoteForPath(REMOTES, '/1/nowhere');
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });
});
