import type { RemoteModule } from '@portal/shell-contract';
import { REMOTE_UNAVAILABLE } from './fallback-plugin';
import {
  RemoteNeedsUpdateError,
  RemoteUnavailableError,
  loadRemoteModule,
  loadedRemoteBuilds,
} from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const { loadRemote } = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

const SHELL_CONTRACT = __PORTAL_BUILD__.contract;

const moduleBuiltAgainst = (name: string, contract: string | null): RemoteModule =>
  ({
    id: name,
    routes: [],
    messages: { en: {}, fr: {} },
    ...(contract ? { build: { app: name, version: '0.1.0', buildId: `${name}-build`, contract } } : {}),
  }) as RemoteModule;

beforeEach(() => jest.clearAllMocks());

describe('loadRemoteModule', () => {
  it('runs a remote built against the shell contract of the same major version', async () => {
    expect(SHELL_CONTRACT).toMatch(/^1\./);
    const module = moduleBuiltAgainst('audit', '1.9.0');
    loadRemote.mockResolvedValueOnce({ default: module });
    await expect(loadRemoteModule('audit')).resolves.toBe(module);
    expect(loadedRemoteBuilds().get('audit')).toEqual({ build: module.build, refused: false });
  });

  it('refuses a remote built against another major version, and tries again on the next call', async () => {
    loadRemote.mockResolvedValueOnce({ default: moduleBuiltAgainst('lab', '2.0.0') });
    const refused = loadRemoteModule('lab');
    await expect(refused).rejects.toBeInstanceOf(RemoteNeedsUpdateError);
    await expect(refused).rejects.toMatchObject({ remote: 'lab', build: { contract: '2.0.0' } });
    expect(loadedRemoteBuilds().get('lab')).toMatchObject({ refused: true, build: { contract: '2.0.0' } });

    // remotes.json pointed back at a compatible build: the next page load (or Retry) runs it.
    const fixed = moduleBuiltAgainst('lab', SHELL_CONTRACT);
    loadRemote.mockResolvedValueOnce({ default: fixed });
    await expect(loadRemoteModule('lab')).resolves.toBe(fixed);
    expect(loadedRemoteBuilds().get('lab')).toMatchObject({ refused: false });
  });

  it('refuses a remote that does not say what it was built against', async () => {
    loadRemote.mockResolvedValueOnce({ default: moduleBuiltAgainst('tcf', null) });
    await expect(loadRemoteModule('tcf')).rejects.toMatchObject({ remote: 'tcf', build: null });
    expect(loadedRemoteBuilds().get('tcf')).toEqual({ build: null, refused: true });
  });

  it('reports a remote that is down as unavailable, not as needing an update', async () => {
    loadRemote.mockResolvedValueOnce({ default: null, [REMOTE_UNAVAILABLE]: 'finance/module' });
    await expect(loadRemoteModule('finance')).rejects.toBeInstanceOf(RemoteUnavailableError);
    loadRemote.mockRejectedValueOnce(new Error('network'));
    await expect(loadRemoteModule('finance')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loadedRemoteBuilds().has('finance')).toBe(false);
  });
});
