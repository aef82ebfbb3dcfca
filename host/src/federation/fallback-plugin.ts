import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module a failed remote resolves to, so the shell shows its "area unavailable" screen. */
export const REMOTE_UNAVAILABLE = '__portalRemoteUnavailable';

/**
 * A remote that is down must not take the shell down: when loading its module fails, the runtime hands back
 * a marker module instead of throwing into React. The runtime does not cache the failure, so Retry can load
 * the remote again once it is back.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle === 'onLoad') {
        return () => ({ __esModule: true, default: null, [REMOTE_UNAVAILABLE]: args.id });
      }
      return undefined;
    },
  };
}
