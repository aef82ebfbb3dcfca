// The monolith build (benchmark only, docs/performance.md "The cost of federation") resolves
// `@module-federation/enhanced/runtime` to this file: the host's own loader code stays as it is, and each
// remote's `./module` becomes a chunk of the same build, loaded by a plain dynamic import. One webpack
// runtime, one React, one shell-contract, no remoteEntry, no manifest, no share negotiation.

/** Each remote's `./module` (remotes/<name>/src/module.ts), a lazy chunk of its own as in the federated build. */
const modules: Record<string, () => Promise<unknown>> = {
  inspection: () => import(/* webpackChunkName: "inspection" */ '../../remotes/inspection/src/module'),
  audit: () => import(/* webpackChunkName: "audit" */ '../../remotes/audit/src/module'),
  finance: () => import(/* webpackChunkName: "finance" */ '../../remotes/finance/src/module'),
  hr: () => import(/* webpackChunkName: "hr" */ '../../remotes/hr/src/module'),
  masterdata: () => import(/* webpackChunkName: "masterdata" */ '../../remotes/masterdata/src/module'),
  tcf: () => import(/* webpackChunkName: "tcf" */ '../../remotes/tcf/src/module'),
  lab: () => import(/* webpackChunkName: "lab" */ '../../remotes/lab/src/module'),
};

/** Nothing to register: every area is part of the build. */
export function registerRemotes(): void {}

/**
 * The federated host fetches the page's area (manifest, remoteEntry, module files) beside its own chunks. The
 * monolith's one equivalent is its area chunk, loaded as early: the comparison stays like for like.
 */
export async function preloadRemote(preloads: readonly { nameOrAlias: string }[]): Promise<void> {
  await Promise.all(preloads.map(({ nameOrAlias }) => modules[nameOrAlias]?.()));
}

/** `<name>/module` -> that remote's module namespace (`default`, `contractInstanceId`), as `loadRemote` gives it. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const [name, exposed] = id.split('/');
  const load = name ? modules[name] : undefined;
  if (!load || exposed !== 'module') throw new Error(`The monolith build has no ${id}`);
  return (await load()) as T;
}
