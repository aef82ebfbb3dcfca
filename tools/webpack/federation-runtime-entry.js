// The Module Federation runtime for a page that has no federated host of its own: a remote's standalone
// page loads this before main.js. Remotes are built with `experiments.externalRuntime`, so their code reads
// the runtime from this global instead of carrying a copy (docs/decisions.md, "One federation runtime").
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

// A runtime the page already has (a host's) stays the one every container uses.
globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
