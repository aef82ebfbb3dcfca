import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@portal/ui';
import type { RemoteModule } from '../federation/remote-module';
import { DocumentTitle } from './document-title';
import { RouteGuard } from './route-guard';

function Loading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'contract.loading' })} />;
}

/** Renders a remote's routes below `/:entity/`, each behind the guard with its declared permission. */
export function RemoteRoutes({
  module,
  notFoundPath = '/error/404',
}: {
  module: RemoteModule;
  notFoundPath?: string;
}) {
  return (
    <Routes>
      {module.routes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <RouteGuard permission={route.permission} availableOffline={route.availableOffline}>
              <DocumentTitle titleId={route.titleId} />
              <Suspense fallback={<Loading />}>
                <route.component />
              </Suspense>
            </RouteGuard>
          }
        />
      ))}
      <Route path="*" element={<Navigate to={notFoundPath} replace />} />
    </Routes>
  );
}
