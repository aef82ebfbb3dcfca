import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { COMMON_MESSAGES } from '@portal/domain';
import { StatusPage } from '@portal/ui';
import { configureApi } from '../api';
import { useAuthStore } from '../auth/auth-store';
import type { Mount, MountOptions, RemoteModule } from '../federation/remote-module';
import { SHELL_CONTRACT_MESSAGES } from '../i18n/messages';
import { UI_MESSAGES } from '@portal/ui';
import { useI18nStore } from '../i18n/i18n-store';
import { RemoteRoutes } from '../routing/remote-routes';
import { DevSignIn } from './dev-sign-in';

function MountedRemote({
  module,
  basePath,
  devSignIn,
}: {
  module: RemoteModule;
  basePath: string;
  devSignIn: boolean;
}) {
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
  const firstPath = module.routes[0]?.path ?? '';
  return (
    <IntlProvider locale={lang} defaultLocale="en" messages={messages}>
      <BrowserRouter basename={basePath}>
        <Routes>
          <Route path="/:entity/*" element={<RemoteRoutes module={module} notFoundPath="/error/404" />} />
          <Route
            path="/login"
            element={
              devSignIn ? (
                <DevSignIn firstPath={firstPath} />
              ) : (
                <StatusPage title={messages['contract.signInRequired']!} />
              )
            }
          />
          <Route
            path="/forbidden"
            element={<StatusPage code="403" title={messages['contract.forbidden']!} />}
          />
          <Route path="*" element={<StatusPage code="404" title={messages['contract.notFound']!} />} />
        </Routes>
      </BrowserRouter>
    </IntlProvider>
  );
}

function applyOptions(options: MountOptions) {
  configureApi({ baseUrl: options.apiBase, onUnauthorized: () => useAuthStore.getState().signOut() });
  if (options.token && options.token !== useAuthStore.getState().token)
    useAuthStore.setState({ token: options.token });
  if (options.entityId != null) useAuthStore.getState().selectEntity(options.entityId);
  useI18nStore.getState().setLang(options.lang);
}

/** Builds a remote's framework-free `mount(element, options) => unmount` for integrators. */
export function createMount(module: RemoteModule, { devSignIn = false } = {}): Mount {
  return (element, options) => {
    applyOptions(options);
    const root = createRoot(element);
    root.render(<MountedRemote module={module} basePath={options.basePath} devSignIn={devSignIn} />);
    return () => root.unmount();
  };
}

/** Starts a remote on its own page for development, against the API at `apiBase`. */
export function startStandalone(module: RemoteModule, apiBase: string): void {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from the page');
  const { token, entityId } = useAuthStore.getState();
  createMount(module, { devSignIn: true })(element, {
    apiBase,
    token,
    entityId,
    lang: useI18nStore.getState().lang,
    basePath: '/',
  });
}
