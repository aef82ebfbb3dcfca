/**
 * Every evaluation of this package registers itself here. With shell-contract shared as a singleton the host
 * and all remotes evaluate it once, so the list has exactly one entry; a second entry means a remote bundled
 * its own copy (and with it its own auth store).
 */
type ProbeGlobal = { __PORTAL_SHELL_CONTRACT_INSTANCES__?: string[] };

const registry = ((globalThis as ProbeGlobal).__PORTAL_SHELL_CONTRACT_INSTANCES__ ??= []);

export const SHELL_CONTRACT_INSTANCE_ID = `shell-contract-${registry.length + 1}-${Math.random().toString(36).slice(2, 8)}`;
registry.push(SHELL_CONTRACT_INSTANCE_ID);

export function shellContractInstanceCount(): number {
  return registry.length;
}
