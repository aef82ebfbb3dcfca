/**
 * A measured phase of users who pause between calls, as people do: each virtual user makes its next call a
 * random 0.5 to 1.5 × (1 / rate) seconds after the previous one was answered, so `rate` is its mean number of
 * calls a second; the users start spread over the first pause. autocannon (run-phase.ts) cannot pace a
 * connection this way: its `connectionRate` releases every connection's next request at the same tick of a
 * one-second timer, a burst of all users at once every second that no crowd of people makes.
 *
 * The calls are the same autocannon request list as the unpaced run (user-cycle.ts: setupRequest and
 * onResponse with a per-user context), sent with Node's fetch, and summed up the same way.
 */
import type { Request } from 'autocannon';
import { countsAnswers, type PhaseResult } from './answer-counts';

export interface PacedPhaseOptions {
  name: string;
  url: string;
  users: number;
  seconds: number;
  /** Mean calls a second per user. */
  rate: number;
  requests: (onAnswer: (route: string, status: number) => void) => Request[];
}

const TIMEOUT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The two hooks of an autocannon request this runner calls (the type also allows them as strings). */
type SetupRequest = (request: Request, context: object) => Request | null;
type OnResponse = (status: number, body: string, context: object) => void;

export async function runPacedPhase(options: PacedPhaseOptions): Promise<PhaseResult> {
  const answers = countsAnswers();
  const requests = options.requests(answers.onAnswer);
  const meanPauseMs = 1000 / options.rate;
  let socketErrors = 0;
  let timeouts = 0;
  const started = performance.now();
  const endsAt = started + options.seconds * 1000;

  /** False when the call is not made (a save with nothing read): the cycle starts again, as in autocannon. */
  async function call(request: Request, context: object): Promise<boolean> {
    const setupRequest = request.setupRequest as SetupRequest | undefined;
    const setUp = setupRequest
      ? setupRequest({ method: 'GET', path: '/', headers: {} } as Request, context)
      : request;
    if (!setUp) return false;
    const sent = performance.now();
    try {
      const response = await fetch(`${options.url}${setUp.path}`, {
        method: setUp.method,
        headers: setUp.headers as Record<string, string>,
        body: setUp.body as string | undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await response.text();
      const elapsed = performance.now() - sent;
      (request.onResponse as OnResponse | undefined)?.(response.status, body, context);
      answers.timeLast(elapsed);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') timeouts += 1;
      socketErrors += 1;
    }
    return true;
  }

  async function user(): Promise<void> {
    const context = {};
    await sleep(Math.random() * meanPauseMs);
    let step = 0;
    while (performance.now() < endsAt) {
      const made = await call(requests[step]!, context);
      step = made ? (step + 1) % requests.length : 0;
      if (made) await sleep(meanPauseMs * (0.5 + Math.random()));
    }
  }

  await Promise.all(Array.from({ length: options.users }, user));
  return answers.result({
    name: options.name,
    seconds: (performance.now() - started) / 1000,
    connections: options.users,
    socketErrors,
    timeouts,
  });
}
