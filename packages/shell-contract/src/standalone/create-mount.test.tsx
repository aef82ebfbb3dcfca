import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginResult } from '@portal/domain';
import { useAuthStore } from '../auth/auth-store';
import type { MountEvent, RemoteModule } from '../federation/remote-module';
import { createMount } from './create-mount';

jest.mock('../api', () => ({
  ...jest.requireActual('../api'),
  userApi: () => ({ signIn: mockSignIn, me: mockMe }),
}));
const mockSignIn = jest.fn();
const mockMe = jest.fn();

const remote: RemoteModule = {
  id: 'demo',
  routes: [{ path: 'demo/home', titleId: 'demo.title', component: () => <h2>Demo home</h2> }],
  messages: { en: { 'demo.title': 'Demo' }, fr: { 'demo.title': 'Démo' } },
  build: { app: 'demo', version: '1.0.0', buildId: 'test', contract: '1.0.0' },
};

const user = {
  id: 7,
  entityId: 1,
  fullName: 'Demo User',
  loginName: 'hr',
  entityName: 'Entity 1',
  countryId: null,
  userType: 1,
  customerId: null,
  supplierId: null,
  factoryId: null,
  staffId: null,
  userProfileList: [],
  serviceAccess: [],
  fbUserId: null,
  roles: [],
  rights: [],
  tcfNewDashboardAccess: false,
  changePassword: true,
  isPasswordChangedInThreeMonths: true,
  permissions: [],
};

beforeEach(() => {
  useAuthStore.getState().signOut();
  mockSignIn.mockReset();
  mockMe.mockReset();
});

function mountDemo(lang: 'en' | 'fr' = 'en', token: string | null = null) {
  const element = document.createElement('div');
  const portals = document.createElement('div');
  document.body.append(element, portals);
  const events: MountEvent[] = [];
  let unmount = () => undefined as void;
  act(() => {
    unmount = createMount(remote)(element, {
      apiBase: 'https://portal.example.com',
      token,
      entityId: null,
      lang,
      basePath: '',
      router: 'memory',
      initialPath: '/1/demo/home',
      portalTarget: portals,
      onEvent: (event) => events.push(event),
    });
  });
  return { events, unmount, element };
}

it('shows the translated sign-in when nobody is signed in, never a blank element', async () => {
  const { unmount } = mountDemo('fr');
  expect(await screen.findByRole('heading', { name: 'Connexion au Quality Portal' })).toBeTruthy();
  act(() => unmount());
});

it('signs in inside the element, opens the path asked for and reports it; a sign-out shows sign-in again', async () => {
  mockSignIn.mockResolvedValue({ result: LoginResult.Success, token: 'jwt', user });
  const { events, unmount } = mountDemo();
  fireEvent.change(await screen.findByLabelText('Login'), { target: { value: 'hr' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
  expect(await screen.findByRole('heading', { name: 'Demo home' })).toBeTruthy();
  expect(window.location.pathname).toBe('/'); // a memory router: the page's address never moves
  expect(events).toContainEqual({ type: 'signed-in' });
  expect(events).toContainEqual({ type: 'navigated', path: '/1/demo/home' });

  act(() => useAuthStore.getState().signOut()); // what a 401 does
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Sign in to the Quality Portal' })).toBeTruthy(),
  );
  expect(events).toContainEqual({ type: 'signed-out' });
  act(() => unmount());
});

it('opens the area for a token the page was given, reading whose it is from the API', async () => {
  mockMe.mockResolvedValue({ result: 1, user });
  const { events, unmount } = mountDemo('en', 'given-jwt');
  expect(await screen.findByRole('heading', { name: 'Demo home' })).toBeTruthy();
  expect(mockMe).toHaveBeenCalledTimes(1);
  expect(useAuthStore.getState().token).toBe('given-jwt');
  expect(useAuthStore.getState().user?.id).toBe(7);
  expect(events).toContainEqual({ type: 'signed-in' });
  act(() => unmount());
});

it('shows sign-in for a given token the API refuses (expired or revoked)', async () => {
  mockMe.mockRejectedValue(new Error('HTTP 401'));
  const { unmount } = mountDemo('en', 'expired-jwt');
  expect(await screen.findByRole('heading', { name: 'Sign in to the Quality Portal' })).toBeTruthy();
  expect(useAuthStore.getState().token).toBeNull();
  act(() => unmount());
});

it("words a refused sign-in as the portal's login page does", async () => {
  mockSignIn.mockResolvedValue({ result: LoginResult.LoginNameOrPasswordNotCorrect });
  const { unmount } = mountDemo();
  fireEvent.change(await screen.findByLabelText('Login'), { target: { value: 'hr' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('The login or the password is not correct.')).toBeTruthy();
  act(() => unmount());
});
