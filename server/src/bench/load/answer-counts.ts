/**
 * Counts the answers of a phase by call name and status. A 409 of a save is an expected answer (the
 * contact was saved by someone else since it was read), counted as a conflict, not as an error.
 */
const SAVE_ROUTES = new Set(['contact save']);

export function countsAnswers() {
  const statuses = new Map<string, Record<string, number>>();
  let answered = 'unnamed';
  let httpErrors = 0;
  let conflicts = 0;
  return {
    onAnswer(route: string, status: number) {
      answered = route;
      const counts = statuses.get(route) ?? {};
      counts[status] = (counts[status] ?? 0) + 1;
      statuses.set(route, counts);
      if (status === 409 && SAVE_ROUTES.has(route)) conflicts += 1;
      else if (status < 200 || status > 299) httpErrors += 1;
    },
    /** The call answered last: the one a latency reported right after its answer belongs to. */
    lastRoute: () => answered,
    statuses: (route: string) => statuses.get(route) ?? {},
    httpErrors: () => httpErrors,
    conflicts: () => conflicts,
  };
}
