/**
 * One measured phase: autocannon keeps `connections` virtual users busy for `seconds` (each sends its next
 * request as soon as the previous one is answered), and every answer is counted and timed under the name
 * of its call (answer-counts.ts).
 */
import autocannon, { type Request, type Result } from 'autocannon';
import { countsAnswers } from './answer-counts';

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

export interface PhaseOptions {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  /** Builds the requests; gets the listener each answer must be reported to. */
  requests: (onAnswer: (route: string, status: number) => void) => Request[];
}

export async function runPhase(options: PhaseOptions): Promise<PhaseResult> {
  const times = new Map<string, number[]>();
  const answers = countsAnswers();

  const started = process.hrtime.bigint();
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        requests: options.requests(answers.onAnswer),
        timeout: 30,
      },
      (error: unknown, done: Result) => (error ? reject(error) : resolve(done)),
    );
    // autocannon calls a request's onResponse and then, at once, emits 'response' with the time taken, so
    // the answer named just before is the one being timed.
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      const route = answers.lastRoute();
      const list = times.get(route) ?? [];
      list.push(responseTime);
      times.set(route, list);
    });
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  const routes: Record<string, RouteResult> = {};
  for (const [route, list] of times)
    routes[route] = { ...summarise(list), statuses: answers.statuses(route) };
  const all = [...times.values()].flat();
  return {
    name: options.name,
    seconds,
    connections: options.connections,
    requestsPerSecond: all.length / seconds,
    latency: summarise(all),
    routes,
    httpErrors: answers.httpErrors(),
    socketErrors: result.errors,
    timeouts: result.timeouts,
    conflicts: answers.conflicts(),
  };
}
