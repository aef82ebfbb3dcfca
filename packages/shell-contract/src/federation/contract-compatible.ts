function majorMinor(version: string): [number, number] | null {
  const match = /^v?(\d+)\.(\d+)\.\d+/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * Whether a remote compiled against shell-contract `remoteContract` may run in a shell that provides
 * `shellContract`: the same major version (semver); before 1.0 every minor version may break, so 0.x
 * also needs the same minor. Anything unreadable is incompatible.
 */
export function contractCompatible(remoteContract: string, shellContract: string): boolean {
  const remote = majorMinor(remoteContract);
  const shell = majorMinor(shellContract);
  if (!remote || !shell) return false;
  if (remote[0] !== shell[0]) return false;
  return remote[0] !== 0 || remote[1] === shell[1];
}
