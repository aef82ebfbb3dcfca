import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { findEntity } from '@portal/domain';
import { RouteGuard, findRemoteForArea, useAuthStore, type RemoteConfig } from '@portal/shell-contract';
import { RemoteArea } from './remote-area';

/** `/:entity/*`: hands the rest of the path to the remote that owns its first segment. */
export function AreaOutlet({ remotes }: { remotes: readonly RemoteConfig[] }) {
  const params = useParams();
  const area = (params['*'] ?? '').split('/')[0] ?? '';
  const urlEntity = findEntity(params.entity);
  const storedEntity = useAuthStore((state) => state.entityId);
  const remote = findRemoteForArea(area, remotes);

  useEffect(() => {
    // A deep link names the entity; adopt it when none is chosen yet. A mismatch with a chosen one is
    // the entity guard's business (blocking modal), not a silent switch.
    if (urlEntity && storedEntity == null && useAuthStore.getState().user)
      useAuthStore.getState().selectEntity(urlEntity.id);
  }, [urlEntity, storedEntity]);

  if (!urlEntity || !remote) return <Navigate to="/error/404" replace />;
  // Offline, the remote's own guard decides per screen (some work offline); sign-in is still checked here.
  return (
    <RouteGuard availableOffline>
      <RemoteArea key={remote.name} name={remote.name} />
    </RouteGuard>
  );
}
