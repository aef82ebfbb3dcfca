/**
 * Counts and times the answers of a phase by call name and status, and sums them up as its result. A 409
 * of a save is an expected answer (the contact was saved by someone else since it was read), counted as a
 * conflict, not as an error.
 */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface RouteResult extends LatencySummary {
  statuses: Record<string, number>;
}

export interface PhaseResult {
  name: string;
  seconds: number;
  connections: number;
  requestsPerSecond: number;
  latency: LatencySummary;
  routes: Record<string, RouteResult>;
  /** Answers other than 2xx and the expected 409s. */
  httpErrors: number;
  /** Connection errors and timeouts (autocannon counts timeouts among its errors). */
  socketErrors: number;
  timeouts: number;
  conflicts: number;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarise(times: number[]): LatencySummary {
  const sorted = Float64Array.from(times).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : 0,
  };
}

const SAVE_ROUTES = new Set(['contact save']);

/** What the runner knows of a phase that the answers do not tell. */
interface PhaseMeta {
  name: string;
  seconds: number;
  connections: number;
  socketErrors: number;
  timeouts: number;
}

export function countsAnswers() {
  const statuses = new Map<string, Record<string, number>>();
  const times = new Map<string, number[]>();
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
    /** A latency in ms, for the call answered last (runners report it right after the answer). */
    timeLast(ms: number) {
      const list = times.get(answered) ?? [];
      list.push(ms);
      times.set(answered, list);
    },
    result(meta: PhaseMeta): PhaseResult {
      const routes: Record<string, RouteResult> = {};
      for (const [route, list] of times)
        routes[route] = { ...summarise(list), statuses: statuses.get(route) ?? {} };
      const all = [...times.values()].flat();
      return {
        ...meta,
        requestsPerSecond: all.length / meta.seconds,
        latency: summarise(all),
        routes,
        httpErrors,
        conflicts,
      };
    },
  };
}
