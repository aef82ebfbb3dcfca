/**
 * One measured phase: autocannon keeps `connections` virtual users busy for `seconds` (each sends its next
 * request as soon as the previous one is answered), and every answer is counted and timed under the name
 * of its call (answer-counts.ts).
 */
import autocannon, { type Request, type Result } from 'autocannon';
import { countsAnswers, type PhaseResult } from './answer-counts';

export interface PhaseOptions {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  /** Builds the requests; gets the listener each answer must be reported to. */
  requests: (onAnswer: (route: string, status: number) => void) => Request[];
}

export async function runPhase(options: PhaseOptions): Promise<PhaseResult> {
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
    instance.on('response', (_client, _status, _bytes, responseTime) => answers.timeLast(responseTime));
  });
  return answers.result({
    name: options.name,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    connections: options.connections,
    socketErrors: result.errors,
    timeouts: result.timeouts,
  });
}
