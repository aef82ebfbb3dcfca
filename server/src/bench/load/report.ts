/** The load bench's summary: Markdown tables for the console and docs/reliability.md, and the goals. */
import type { PhaseResult } from './answer-counts';
import type { ProbeResult } from './realtime-probe';

export const GOALS = { errors: 0, p95Ms: 200, ratio: 0.4 } as const;

export interface MixedRun {
  label: string;
  phase: PhaseResult;
  realtime: ProbeResult;
}

export interface LoadReport {
  mixed: MixedRun[];
  bare: PhaseResult;
  /** Bare Fastify answering after one `select 1`: the most any endpoint reading the database can reach. */
  oneQuery: PhaseResult;
  /** Bare Fastify running the signed-in list's own page and total queries, without the portal's stack. */
  listQueries: PhaseResult;
  list: PhaseResult;
  /** Not a goal: shows how much of the gap is the stack and how much the list's queries. */
  smallList: PhaseResult;
  /** The mixed cycle without pauses: the most calls a second the mix gets answered on one instance. */
  capacity: PhaseResult;
  ratio: number;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const rate = (value: number) => value.toFixed(0);
const errorsOf = (phase: PhaseResult) => phase.httpErrors + phase.socketErrors;

export function summaryTable(report: LoadReport): string[] {
  const rows = report.mixed.map(({ label, phase, realtime }) =>
    [
      label,
      phase.connections,
      `${Math.round(phase.seconds)} s`,
      rate(phase.requestsPerSecond),
      ms(phase.latency.p50),
      ms(phase.latency.p95),
      ms(phase.latency.p99),
      `${phase.httpErrors} / ${phase.socketErrors}`,
      phase.conflicts,
      `${realtime.delivered}/${realtime.sent} (${realtime.crossInstance} cross; p95 ${ms(realtime.delivery.p95)} end to end, raise alone p95 ${ms(realtime.raise.p95)})`,
    ].join(' | '),
  );
  const { bare, oneQuery, listQueries, list, smallList, capacity } = report;
  const row = (label: string, phase: PhaseResult) =>
    `| ${label} | ${phase.connections} | ${rate(phase.requestsPerSecond)} | ${ms(phase.latency.p50)} | ${ms(phase.latency.p95)} | ${errorsOf(phase)} | ${(phase.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} |`;
  return [
    '| run | users | time | req/s | p50 | p95 | p99 | errors HTTP / socket | 409 conflicts | events delivered |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
    '| ceiling comparison (one instance) | connections | req/s | p50 | p95 | errors | / bare |',
    '|---|---|---|---|---|---|---|',
    row('bare Fastify {ok:true}', bare),
    row('bare Fastify, one `select 1` on PostgreSQL (not a goal)', oneQuery),
    row("bare Fastify running the list's own two queries, nothing else (not a goal)", listQueries),
    row('signed-in list: customer search, first page of 20,000', list),
    row('signed-in small list: customer statuses (not a goal)', smallList),
    row('mixed cycle back to back (capacity, not a goal)', capacity),
    '',
    `Ratio signed-in list / bare Fastify: **${report.ratio.toFixed(3)}**; signed-in list / the same queries on bare Fastify: ${(list.requestsPerSecond / listQueries.requestsPerSecond).toFixed(2)}`,
  ];
}

export function routeTable(phase: PhaseResult): string[] {
  return [
    '| call | answers | p50 | p95 | p99 | statuses |',
    '|---|---|---|---|---|---|',
    ...Object.entries(phase.routes).map(
      ([route, r]) =>
        `| ${route} | ${r.count} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Object.entries(r.statuses)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ')} |`,
    ),
  ];
}

/** Each goal with whether it was met, as lines for the console. */
export function goalLines(report: LoadReport): { line: string; met: boolean }[] {
  const lines = report.mixed.flatMap(({ label, phase, realtime }) => [
    { line: `${label}: errors ${errorsOf(phase)} (goal ${GOALS.errors})`, met: errorsOf(phase) === 0 },
    {
      line: `${label}: p95 ${ms(phase.latency.p95)} (goal <= ${GOALS.p95Ms} ms)`,
      met: phase.latency.p95 <= GOALS.p95Ms,
    },
    {
      line: `${label}: real-time events delivered ${realtime.delivered}/${realtime.sent}`,
      met: realtime.sent > 0 && realtime.delivered === realtime.sent,
    },
  ]);
  lines.push({
    line: `ratio signed-in list / bare Fastify ${report.ratio.toFixed(3)} (goal >= ${GOALS.ratio})`,
    met: report.ratio >= GOALS.ratio,
  });
  return lines;
}
