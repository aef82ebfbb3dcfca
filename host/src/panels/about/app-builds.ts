import type { AppBuild, RemoteConfig } from '@portal/shell-contract';
import type { LoadedRemoteBuild } from '../../federation/remote-loader';

/**
 * running: the page runs this build; notLoaded: read from the remote's mf-manifest.json (its area was not
 * opened on this page yet); needsUpdate: refused for its contract; unavailable: nothing could be read.
 */
export type BuildStatus = 'running' | 'notLoaded' | 'needsUpdate' | 'unavailable';

export interface AppBuildRow {
  name: string;
  build: AppBuild | null;
  status: BuildStatus;
}

type Manifest = {
  name?: string;
  metaData?: { buildInfo?: { buildVersion?: unknown; buildId?: unknown; contract?: unknown } };
};

/** The build a remote's mf-manifest.json describes (metaData.buildInfo, tools/webpack/build-info.cjs). */
export async function fetchManifestBuild(name: string, entry: string): Promise<AppBuild | null> {
  const response = await fetch(new URL(entry, window.location.origin).href, { cache: 'no-cache' });
  if (!response.ok) return null;
  const info = ((await response.json()) as Manifest).metaData?.buildInfo;
  if (!info || typeof info.buildVersion !== 'string') return null;
  return {
    app: name,
    version: info.buildVersion,
    buildId: typeof info.buildId === 'string' ? info.buildId : '',
    contract: typeof info.contract === 'string' ? info.contract : '',
  };
}

/**
 * The host's build and each configured remote's: from the module the page loaded when there is one (what
 * really runs), otherwise from the remote's manifest, fetched now.
 */
export async function readAppBuilds(
  host: AppBuild,
  remotes: readonly RemoteConfig[],
  loaded: ReadonlyMap<string, LoadedRemoteBuild>,
  readManifest: typeof fetchManifestBuild = fetchManifestBuild,
): Promise<AppBuildRow[]> {
  const rows = await Promise.all(
    remotes.map(async ({ name, entry }): Promise<AppBuildRow> => {
      const seen = loaded.get(name);
      if (seen) return { name, build: seen.build, status: seen.refused ? 'needsUpdate' : 'running' };
      const build = await readManifest(name, entry).catch(() => null);
      return { name, build, status: build ? 'notLoaded' : 'unavailable' };
    }),
  );
  return [{ name: host.app, build: host, status: 'running' }, ...rows];
}
