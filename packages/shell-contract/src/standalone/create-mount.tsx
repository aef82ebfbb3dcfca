import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { COMMON_MESSAGES, toCurrentUser } from '@portal/domain';
import { PortalGroup, StatusPage } from '@portal/ui';
import { configureApi, userApi } from '../api';
import { useAuthStore } from '../auth/auth-store';
import type { Mount, MountEvent, MountOptions, RemoteModule } from '../federation/remote-module';
import { SHELL_CONTRACT_MESSAGES } from '../i18n/messages';
import { UI_MESSAGES } from '@portal/ui';
import { useI18nStore } from '../i18n/i18n-store';
import { RemoteRoutes } from '../routing/remote-routes';
import { setRuleFileBase } from '../validation/rule-file-cache';
import { SignInForm } from './sign-in-form';

type Report = (event: MountEvent) => void;

/** Tells the embedding page where the area went (a memory router never shows it in the address bar). */
function NavigationReporter({ report }: { report: Report }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    report({ type: 'navigated', path: `${pathname}${search}` });
  }, [pathname, search, report]);
  return null;
}

function AreaRouter({ options, children }: { options: MountOptions; children: ReactNode }) {
  if (options.router === 'memory')
    return <MemoryRouter initialEntries={[options.initialPath ?? '/']}>{children}</MemoryRouter>;
  return <BrowserRouter basename={options.basePath}>{children}</BrowserRouter>;
}

function MountedRemote({ module, options }: { module: RemoteModule; options: MountOptions }) {
  const lang = useI18nStore((state) => state.lang);
  const messages = useMemo(
    () => ({
      ...COMMON_MESSAGES[lang],
      ...SHELL_CONTRACT_MESSAGES[lang],
      ...UI_MESSAGES[lang],
      ...module.messages[lang],
    }),
    [lang, module],
  );
  const portalTarget = useRef<HTMLElement | null>(options.portalTarget ?? null);
  const report = useMemo<Report>(() => options.onEvent ?? (() => undefined), [options.onEvent]);
  const firstPath = module.routes[0]?.path ?? '';
  const routes = (
    <AreaRouter options={options}>
      <NavigationReporter report={report} />
      <Routes>
        <Route path="/:entity/*" element={<RemoteRoutes module={module} notFoundPath="/error/404" />} />
        <Route path="/login" element={<SignInForm firstPath={firstPath} />} />
        <Route
          path="/forbidden"
          element={<StatusPage code="403" title={messages['contract.forbidden']!} />}
        />
        <Route path="*" element={<StatusPage code="404" title={messages['contract.notFound']!} />} />
      </Routes>
    </AreaRouter>
  );
  return (
    <IntlProvider locale={lang} defaultLocale="en" messages={messages}>
      {options.portalTarget ? <PortalGroup target={portalTarget}>{routes}</PortalGroup> : routes}
    </IntlProvider>
  );
}

/**
 * A token the embedding page got from the API: whose it is comes from the API itself (GET api/User/Me), so
 * the area needs no earlier sign-in in this browser. A token that is refused (expired, revoked) signs out
 * through the 401 hook and the area shows the sign-in form; one that cannot be checked (network) does too.
 */
async function adoptToken(token: string): Promise<void> {
  const store = useAuthStore.getState();
  if (store.token === token && store.user) return;
  useAuthStore.setState({ token });
  try {
    const answer = await userApi().me();
    useAuthStore.getState().signIn(token, toCurrentUser(answer.user));
  } catch {
    useAuthStore.getState().signOut();
  }
}

function applyOptions(options: MountOptions) {
  // A 401 (expired or revoked token) signs out, and the guard then shows the sign-in form in place.
  configureApi({ baseUrl: options.apiBase, onUnauthorized: () => useAuthStore.getState().signOut() });
  if (options.entityId != null) useAuthStore.getState().selectEntity(options.entityId);
  useI18nStore.getState().setLang(options.lang);
  if (options.assetsBase) setRuleFileBase(options.assetsBase);
}

/**
 * Builds a remote's framework-free `mount(element, options) => unmount` for integrators: the area's routes,
 * the portal's sign-in when nobody is signed in (or the token expired), and events for the embedding page.
 */
export function createMount(module: RemoteModule): Mount {
  return (element, options) => {
    applyOptions(options);
    const report = options.onEvent;
    const unsubscribe = report
      ? useAuthStore.subscribe((state, previous) => {
          if (state.user && !previous.user) report({ type: 'signed-in' });
          if (!state.user && previous.user) report({ type: 'signed-out' });
        })
      : () => undefined;
    const root = createRoot(element);
    let mounted = true;
    const render = () => mounted && root.render(<MountedRemote module={module} options={options} />);
    // The area's guard reads the signed-in user at once: a given token is checked before the area shows.
    if (options.token) void adoptToken(options.token).then(render);
    else render();
    return () => {
      mounted = false;
      unsubscribe();
      root.unmount();
    };
  };
}

/** Starts a remote on its own page for development, against the API at `apiBase`. */
export function startStandalone(module: RemoteModule, apiBase: string): void {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from the page');
  const { token, entityId } = useAuthStore.getState();
  createMount(module)(element, {
    apiBase,
    token,
    entityId,
    lang: useI18nStore.getState().lang,
    basePath: '/',
  });
}
