let pending: Promise<unknown> | undefined;

/**
 * Fetches remotes.json once. The entry module calls it before the shared libraries are negotiated, so the
 * request runs beside the download of the host's own chunks instead of after them.
 */
export function fetchRemotesJson(url = '/remotes.json'): Promise<unknown> {
  pending ??= fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  return pending;
}
