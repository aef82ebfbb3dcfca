import type { CurrentUser } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { configuredRemotes, loadRemotesConfig, preloadRemoteForPath } from './remotes-config';

jest.mock('./register-remotes', () => ({
  ...jest.requireActual<object>('./register-remotes'),
  registerRemotesFromJson: jest.fn(),
}));
jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn(() => Promise.resolve({})) }));
const { registerRemotesFromJson } = jest.requireMock('./register-remotes') as {
  registerRemotesFromJson: jest.Mock;
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
  it('gives the remotes the entry module registered, and keeps them for the about panel', async () => {
    registerRemotesFromJson.mockResolvedValueOnce(REMOTES);
    await expect(loadRemotesConfig()).resolves.toEqual(REMOTES);
    expect(configuredRemotes()).toEqual(REMOTES);
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
