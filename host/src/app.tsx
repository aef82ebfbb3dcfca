import { Suspense, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  createBrowserRouter,
  createRoutesFromElements,
} from 'react-router-dom';
import {
  CUSTOMER_REGISTRATION_ROUTES,
  EMAIL_FILE_DOWNLOAD_PATH,
  FACTORY_MAPPING_PUBLIC_PATH,
  PUBLIC_ACCOUNT_ROUTES,
} from '@portal/domain';
import { RouteGuard, lazyWithReload, type RemoteConfig } from '@portal/shell-contract';
import { Spinner, Toaster } from '@portal/ui';
import { EntityGuard } from './entity-guard/entity-guard';
import { AppFrame } from './layout/app-frame';
import { ServerMessages } from './layout/server-messages';
import { BlankPage } from './pages/blank-page';
import { ErrorPage } from './pages/error-page';
import { ForbiddenPage } from './pages/forbidden-page';
import { LoginPage } from './pages/login-page';
import { AreaOutlet } from './routing/area-outlet';
import { ApiBridge } from './session/api-bridge';
import { RealtimeConnector } from './panels/realtime/realtime-connector';
import { SignedInOnly } from './routing/signed-in-only';

const ChangePasswordPage = lazyWithReload(() =>
  import('./pages/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
);
const LandingPage = lazyWithReload(() =>
  import('./pages/landing-page').then((m) => ({ default: m.LandingPage })),
);
const UserProfilePage = lazyWithReload(() =>
  import('./pages/user-profile-page').then((m) => ({ default: m.UserProfilePage })),
);
const ForgotPasswordPage = lazyWithReload(() =>
  import('./pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyWithReload(() =>
  import('./pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const RegistrationPage = lazyWithReload(() =>
  import('./pages/customer-registration/registration-page').then((m) => ({ default: m.RegistrationPage })),
);
const RegistrationThankYouPage = lazyWithReload(() =>
  import('./pages/customer-registration/thank-you-page').then((m) => ({ default: m.ThankYouPage })),
);
const VerificationPage = lazyWithReload(() =>
  import('./pages/customer-registration/verification-page').then((m) => ({ default: m.VerificationPage })),
);
const FactoryMappingPage = lazyWithReload(() =>
  import('./pages/factory-mapping/factory-mapping-page').then((m) => ({ default: m.FactoryMappingPage })),
);
const EmailFileDownloadPage = lazyWithReload(() =>
  import('./pages/email-file/email-file-page').then((m) => ({ default: m.EmailFileDownloadPage })),
);
const UserGuidePage = lazyWithReload(() =>
  import('./pages/user-guide-page').then((m) => ({ default: m.UserGuidePage })),
);

function Loading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
}

/** A signed-in screen of the shell: guard (sign-in, password age), frame, lazy page. */
function ShellPage({ children, guard = true }: { children: ReactNode; guard?: boolean }) {
  const page = (
    <AppFrame>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </AppFrame>
  );
  return guard ? <RouteGuard>{page}</RouteGuard> : <SignedInOnly>{page}</SignedInOnly>;
}

/** What every page shares: the API bridge, the live channel, toasts and the server's texts. */
function ShellRoot() {
  return (
    <>
      <ApiBridge />
      <RealtimeConnector />
      <Toaster />
      <ServerMessages />
      <Outlet />
    </>
  );
}

/**
 * A data router (rather than BrowserRouter) so screens can block navigation, the browser's Back button
 * included, while a form has unsaved changes.
 */
export function createPortalRouter(remotes: readonly RemoteConfig[]) {
  return createBrowserRouter(
    createRoutesFromElements(
      <Route element={<ShellRoot />}>
        <Route path="/" element={<Navigate to="/landing" replace />} />
        <Route path="/login" element={<LoginPage />} />
        {/* Signed-out pages of the password-reset flow, beside the sign-in page. */}
        <Route
          path={PUBLIC_ACCOUNT_ROUTES.forgotPassword}
          element={
            <Suspense fallback={<Loading />}>
              <ForgotPasswordPage />
            </Suspense>
          }
        />
        <Route
          path={PUBLIC_ACCOUNT_ROUTES.resetPassword}
          element={
            <Suspense fallback={<Loading />}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        {/* Customer self-registration (entity 3) and its email link: signed-out pages too. */}
        <Route
          path={CUSTOMER_REGISTRATION_ROUTES.form}
          element={
            <Suspense fallback={<Loading />}>
              <RegistrationPage />
            </Suspense>
          }
        />
        <Route
          path={CUSTOMER_REGISTRATION_ROUTES.thankYou}
          element={
            <Suspense fallback={<Loading />}>
              <RegistrationThankYouPage />
            </Suspense>
          }
        />
        <Route
          path={CUSTOMER_REGISTRATION_ROUTES.verify}
          element={
            <Suspense fallback={<Loading />}>
              <VerificationPage />
            </Suspense>
          }
        />
        {/* A supplier lists its factories from the link it was sent: no sign-in, the token is the key. */}
        <Route
          path={FACTORY_MAPPING_PUBLIC_PATH}
          element={
            <Suspense fallback={<Loading />}>
              <FactoryMappingPage />
            </Suspense>
          }
        />
        {/* A contact without an account downloads a mailed report or certificate: the token is the key. */}
        <Route
          path={EMAIL_FILE_DOWNLOAD_PATH}
          element={
            <Suspense fallback={<Loading />}>
              <EmailFileDownloadPage />
            </Suspense>
          }
        />
        <Route path="/forbidden" element={<ForbiddenPage />} />
        <Route path="/error/:id" element={<ErrorPage />} />
        {/* The password form itself must stay reachable while the password is due for a change. */}
        <Route
          path="/changepassword"
          element={
            <ShellPage guard={false}>
              <ChangePasswordPage />
            </ShellPage>
          }
        />
        <Route
          path="/landing"
          element={
            <ShellPage>
              <LandingPage />
            </ShellPage>
          }
        />
        <Route
          path="/userprofile/user-profile/:id?"
          element={
            <ShellPage>
              <UserProfilePage />
            </ShellPage>
          }
        />
        <Route
          path="/:entity/userguide/user-guide"
          element={
            <ShellPage>
              <EntityGuard>
                <UserGuidePage />
              </EntityGuard>
            </ShellPage>
          }
        />
        <Route path="/:entity/shared/blank-page" element={<BlankPage />} />
        <Route
          path="/:entity/*"
          element={
            <AppFrame>
              <EntityGuard>
                <AreaOutlet remotes={remotes} />
              </EntityGuard>
            </AppFrame>
          }
        />
      </Route>,
    ),
  );
}

export function App({ remotes }: { remotes: readonly RemoteConfig[] }) {
  const router = useMemo(() => createPortalRouter(remotes), [remotes]);
  return <RouterProvider router={router} />;
}
