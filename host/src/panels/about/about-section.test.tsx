import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AppBuild } from '@portal/shell-contract';
import { renderPanel } from '../test-support';
import { AboutSection } from './about-section';
import { readAppBuilds } from './app-builds';

jest.mock('../../federation/remotes-config', () => ({ configuredRemotes: jest.fn() }));
jest.mock('../../federation/remote-loader', () => ({ loadedRemoteBuilds: jest.fn() }));
const { configuredRemotes } = jest.requireMock('../../federation/remotes-config') as {
  configuredRemotes: jest.Mock;
};
const { loadedRemoteBuilds } = jest.requireMock('../../federation/remote-loader') as {
  loadedRemoteBuilds: jest.Mock;
};

const build = (app: string, buildId: string, contract = '1.0.0'): AppBuild => ({
  app,
  version: '0.1.0',
  buildId,
  contract,
});
const REMOTES = [
  { name: 'hr', entry: '/remotes/hr/mf-manifest.json', areas: ['staff*'] },
  { name: 'masterdata', entry: 'http://md.example/releases/masterdata/x/mf-manifest.json', areas: ['cus*'] },
  { name: 'lab', entry: '/remotes/lab/mf-manifest.json', areas: ['lab*'] },
  { name: 'tcf', entry: '/remotes/tcf/mf-manifest.json', areas: ['tcf*'] },
];

function manifest(buildInfo: object) {
  return { ok: true, json: () => Promise.resolve({ name: 'x', metaData: { buildInfo } }) };
}

beforeEach(() => {
  configuredRemotes.mockReturnValue(REMOTES);
  loadedRemoteBuilds.mockReturnValue(
    new Map([
      ['hr', { build: build('hr', 'aaa1111-202611260800'), refused: false }],
      ['lab', { build: build('lab', 'next', '2.0.0'), refused: true }],
    ]),
  );
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.includes('masterdata')
        ? manifest({ buildVersion: '0.2.0', buildId: 'bbb2222-202611261000', contract: '1.0.0' })
        : { ok: false, json: () => Promise.reject(new Error('404')) },
    ),
  ) as unknown as typeof fetch;
});

describe('readAppBuilds', () => {
  it('lists the host, then each remote from its loaded module or else from its manifest', async () => {
    const rows = await readAppBuilds(build('host', 'hhh'), REMOTES, loadedRemoteBuilds());
    expect(rows).toEqual([
      { name: 'host', build: build('host', 'hhh'), status: 'running' },
      { name: 'hr', build: build('hr', 'aaa1111-202611260800'), status: 'running' },
      {
        name: 'masterdata',
        build: { app: 'masterdata', version: '0.2.0', buildId: 'bbb2222-202611261000', contract: '1.0.0' },
        status: 'notLoaded',
      },
      { name: 'lab', build: build('lab', 'next', '2.0.0'), status: 'needsUpdate' },
      { name: 'tcf', build: null, status: 'unavailable' },
    ]);
    // Only the remote that was not loaded is asked, at the address remotes.json gives.
    expect(globalThis.fetch).toHaveBeenCalledWith(
      'http://md.example/releases/masterdata/x/mf-manifest.json',
      {
        cache: 'no-cache',
      },
    );
    expect(globalThis.fetch).not.toHaveBeenCalledWith(
      expect.stringContaining('/remotes/hr/'),
      expect.anything(),
    );
  });
});

describe('AboutSection', () => {
  it('opens on demand and shows each build with its version and build id', async () => {
    renderPanel(<AboutSection />);
    const toggle = screen.getByRole('button', { name: 'About this portal' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('about-builds')).toBeNull();
    await act(async () => fireEvent.click(toggle));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByTestId('about-builds');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.dataset.testid),
    ).toEqual([
      'about-build-test',
      'about-build-hr',
      'about-build-masterdata',
      'about-build-lab',
      'about-build-tcf',
    ]);
    expect(screen.getByTestId('about-build-test')).toHaveTextContent(`${__PORTAL_BUILD__.buildId}`);
    expect(screen.getByTestId('about-build-hr')).toHaveTextContent('hr0.1.0aaa1111-202611260800');
    expect(screen.getByTestId('about-build-masterdata')).toHaveTextContent(
      'masterdata0.2.0bbb2222-202611261000not opened yet',
    );
    expect(screen.getByTestId('about-build-lab')).toHaveTextContent('needs an update');
    expect(screen.getByTestId('about-build-tcf')).toHaveTextContent('unavailable');
  });
});
