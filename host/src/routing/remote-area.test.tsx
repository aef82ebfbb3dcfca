import { act, fireEvent, screen } from '@testing-library/react';
import { useAuthStore, type RemoteModule } from '@portal/shell-contract';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { renderAt } from '../test/render';
import { RemoteNeedsUpdateError } from '../federation/remote-loader';
import { RemoteArea } from './remote-area';

jest.mock('../federation/remote-loader', () => ({
  ...jest.requireActual('../federation/remote-loader'),
  loadRemoteModule: jest.fn(),
  forgetRemoteModule: jest.fn(),
}));
const loader = jest.requireMock('../federation/remote-loader') as {
  loadRemoteModule: jest.Mock;
  forgetRemoteModule: jest.Mock;
};

function Throws(): never {
  throw new Error('broken remote');
}

const labModule = (component: RemoteModule['routes'][number]['component']): RemoteModule => ({
  id: 'lab',
  routes: [{ path: 'labdashboard', titleId: 'lab.title', component }],
  messages: { en: { 'lab.title': 'Lab dashboard' }, fr: { 'lab.title': 'Tableau de bord du laboratoire' } },
  build: { app: 'lab', version: '1.2.0', buildId: 'abc1234-202611260900', contract: '1.0.0' },
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useAuthStore.setState({
    user: aCurrentUser({ fullName: 'Lab User', userName: 'labuser', serviceAccess: [4] }),
  });
});

describe('RemoteArea', () => {
  it('shows the area-unavailable fallback when the remote cannot load, and Retry loads it again', async () => {
    loader.loadRemoteModule.mockRejectedValueOnce(new Error('down'));
    loader.loadRemoteModule.mockResolvedValueOnce(labModule(() => <h1>Lab dashboard</h1>));
    renderAt('/1/labdashboard', '/:entity/*', <RemoteArea name="lab" />);
    expect(await screen.findByText('This area is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/The lab area could not be loaded/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(loader.forgetRemoteModule).toHaveBeenCalledWith('lab');
    expect(await screen.findByRole('heading', { name: 'Lab dashboard' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering to its own area', async () => {
    loader.loadRemoteModule.mockResolvedValueOnce(labModule(Throws));
    renderAt('/1/labdashboard', '/:entity/*', <RemoteArea name="lab" />);
    expect(await screen.findByTestId('area-unavailable')).toBeInTheDocument();
  });

  it('shows "needs an update" for a remote built against another contract, without running it', async () => {
    const build = { app: 'lab', version: '2.0.0', buildId: 'next', contract: '2.0.0' };
    loader.loadRemoteModule.mockRejectedValueOnce(new RemoteNeedsUpdateError('lab', build));
    renderAt('/1/labdashboard', '/:entity/*', <RemoteArea name="lab" />);
    expect(await screen.findByTestId('area-needs-update')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This area needs an update' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /built for another version of the portal \(contract 2\.0\.0; this portal provides 1\.0\.0\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('area-unavailable')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
