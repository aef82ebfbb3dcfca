/**
 * What a build of the host or of a remote says about itself, compiled in as `__PORTAL_BUILD__`
 * (tools/webpack/build-info.cjs) and written to its mf-manifest.json as `metaData.buildInfo`.
 */
export interface AppBuild {
  /** The federation name: host, inspection, hr... */
  app: string;
  /** The app's package.json version. */
  version: string;
  /** PORTAL_BUILD_ID, or `<short commit>-<UTC yyyyMMddHHmm>`. */
  buildId: string;
  /** The @portal/shell-contract version the app was compiled against. */
  contract: string;
}

declare global {
  /** This bundle's own build (each remote's module.ts reports it; the host checks it against its own). */
  const __PORTAL_BUILD__: AppBuild;
}
