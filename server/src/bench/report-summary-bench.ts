/**
 * The report summary at 1,000,000 bookings on PostgreSQL, through the whole server stack (buildApp +
 * inject). A scratch schema of BENCH_DATABASE_URL: migrated, the demo seed, the bench bookings of
 * booking-scale.ts, then one report per booking past Scheduled (Inspected, Validated, ReportSent) with its
 * result, review state, dates and deadline, BENCH_QCS inspectors of entity 1 allocated to those bookings,
 * and the demo customer's decisions on some of its failed reports, all in set-based SQL. Each case:
 * warm-up calls, then BENCH_REPORT_RUNS timed calls (p50/p95/p99). Prints a Markdown section for
 * docs/performance.md (`npm run bench -- --only report-summary`). BENCH_REPORT_KEEP=1 keeps the schema and
 * says its name; BENCH_REPORT_SCHEMA=<name> times again on a kept schema (its migrations brought up to date).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import {
  BookingStatus as S,
  MissionStatus,
  REPORT_API,
  ReportFillStatus,
  ReportResult,
  ReportStatus,
  ReviewStatus,
} from '@portal/domain';
import { buildApp } from '../app';
import { createDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { rawRows } from '../db/raw-rows';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { seedDatabase } from '../db/seed/seed';
import { generateBookings } from './booking-scale';

/**
 * Every statement the app sends while `capturing` is on (node-postgres's Client.query, patched in this
 * process only), so each case's exact SQL is run again under EXPLAIN ANALYZE: the time in the database,
 * apart from the server's own work and the machine's load.
 */
const captured: { text: string; values: unknown[] }[] = [];
let capturing = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function patchedQuery(this: pg.Client, ...args: unknown[]) {
  if (capturing) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    const values = typeof first === 'string' ? second : (first?.values ?? second);
    if (text) captured.push({ text, values: Array.isArray(values) ? values : [] });
  }
  return (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const QCS = Number(process.env.BENCH_QCS ?? 150);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 200);
const WARM_UP = 20;
const GOAL_MS = 50;

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
const n = (value: number) => value.toLocaleString('en');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A uniform number in [0, 1) from the booking id and a salt, the same on every run. */
const r = (salt: number) => `((abs(hashint4extended(b.id, ${salt})) % 1000000)::float8 / 1000000)`;

/** Reports, inspectors, allocations and decisions, set-based, in one session of its own. */
async function generateReports(url: string, schema: string): Promise<[string, number][]> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema},public` });
  await client.connect();
  const phases: [string, number][] = [];
  const step = async (name: string, text: string) => {
    const started = process.hrtime.bigint();
    await client.query(text);
    phases.push([name, since(started)]);
  };
  const reported = `(${S.Inspected}, ${S.Validated}, ${S.ReportSent})`;
  try {
    await client.query("set maintenance_work_mem = '256MB'");
    await client.query("set work_mem = '64MB'");
    // Finished one day after the inspection's last day, due two days after; one in ten sent late.
    await step(
      'reports',
      `
      insert into inspection_reports (booking_id, entity_id, customer_id, supplier_id, factory_id,
        inspection_date_from, inspection_date_to, sections, mission_status, fill_status, review_status,
        review_level, status, result, submitted_at, validated_at, sent_at, due_at)
      select b.id, b.entity_id, b.customer_id, b.supplier_id, b.factory_id, b.inspection_date_from,
        b.inspection_date_to, '[]'::jsonb, ${MissionStatus.Completed}, ${ReportFillStatus.Filling},
        case when b.status = ${S.Inspected} then
          case when ${r(11)} < 0.5 then ${ReviewStatus.NotStarted} else ${ReviewStatus.InProgress} end
          else ${ReviewStatus.Validated} end,
        1,
        case when b.status <> ${S.Inspected} then ${ReportStatus.Validated}
          when ${r(12)} < 0.1 then ${ReportStatus.Invalid} else ${ReportStatus.Draft} end,
        case when ${r(13)} < 0.7 then ${ReportResult.Pass} when ${r(13)} < 0.9 then ${ReportResult.Fail}
          else ${ReportResult.Pending} end,
        b.inspection_date_to + interval '20 hours',
        case when b.status <> ${S.Inspected} then b.inspection_date_to + interval '30 hours' end,
        case when b.status = ${S.ReportSent} then
          b.inspection_date_to + case when ${r(14)} < 0.1 then interval '80 hours' else interval '40 hours' end end,
        b.inspection_date_to + interval '72 hours'
      from bookings b where b.status in ${reported}
        -- The demo seed's own reports stay as they are.
        and not exists (select 1 from inspection_reports x where x.booking_id = b.id)`,
    );
    await step(
      'inspectors and allocations',
      `
      insert into staff (entity_id, employee_no, full_name, status, employment_type)
      select 1, 'BRQC' || lpad(g::text, 4, '0'), 'Bench inspector ' || g, 1, 1 from generate_series(1, ${QCS}) g;
      create unlogged table bench_report_qc as
      select (row_number() over (order by id) - 1)::int as idx, id from staff where employee_no like 'BRQC%';
      insert into booking_allocations (entity_id, booking_id, staff_id, inspection_date, man_days)
      select 1, b.id, q.id, b.inspection_date_from, 1
      from bookings b join bench_report_qc q on q.idx = b.id % ${QCS}
      where b.entity_id = 1 and b.status in ${reported};
      -- The demo outsourced inspector (qcpartner) on one booking in 500 of entity 1, as a second inspector.
      insert into booking_allocations (entity_id, booking_id, staff_id, inspection_date, man_days)
      select 1, b.id, u.staff_id, b.inspection_date_from, 1
      from bookings b cross join users u
      where u.login_name = 'qcpartner' and u.staff_id is not null and b.entity_id = 1
        and b.status in ${reported} and b.id % 500 = 7
      on conflict do nothing`,
    );
    await step(
      'decisions',
      `
      insert into report_customer_decisions (report_id, decision_id, comment, user_name, at)
      select ir.id, d.id, 'Bench decision', 'Bench customer user', ir.sent_at + interval '1 day'
      from inspection_reports ir
      join lateral (select id from customer_decisions cd where cd.customer_id = ir.customer_id
                    and cd.result_type = ir.result and cd.active order by cd.sort, cd.id limit 1) d on true
      where ir.sent_at is not null and ir.result <> ${ReportResult.Pass} and ir.id % 2 = 0
      on conflict do nothing`,
    );
    await step('vacuum analyze', 'vacuum analyze');
    return phases;
  } finally {
    await client.end();
  }
}

interface Case {
  name: string;
  login: string;
  body: object;
}
interface Timed {
  name: string;
  /** The case's statements on inspection_reports under EXPLAIN ANALYZE: page + count, in the database. */
  databaseMs: number;
  reads: string;
  p50: number;
  p95: number;
  p99: number;
  answered: string;
}
type Call = (login: string, body: object) => Promise<LightMyRequestResponse>;

/** The indexes (or scans) a plan reads inspection_reports with. */
const readsOf = (plan: string) =>
  [
    ...plan.matchAll(
      /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan|Parallel Seq Scan)(?: Backward)? (?:using (\S+) )?on (inspection_reports|booking_allocations|bookings)/g,
    ),
  ].map((match) => `${match[1]} ${match[2] ?? match[3]}`);

/** One call's statements on inspection_reports, run again under EXPLAIN ANALYZE. */
async function explain(item: Case, call: Call, client: pg.Client) {
  captured.length = 0;
  capturing = true;
  try {
    await call(item.login, item.body);
  } finally {
    capturing = false;
  }
  let databaseMs = 0;
  const reads = new Set<string>();
  for (const statement of captured.filter((query) => query.text.includes('"inspection_reports"'))) {
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze) ${statement.text}`,
      statement.values as never,
    );
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    databaseMs += Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    for (const read of readsOf(plan)) reads.add(read);
  }
  return { databaseMs, reads: [...reads].join(', ') };
}

async function time(item: Case, call: Call, client: pg.Client): Promise<Timed> {
  for (let i = 0; i < WARM_UP; i += 1) await call(item.login, item.body);
  const times: number[] = [];
  let last = { data: [] as unknown[], total: 0, totalIsLowerBound: false };
  for (let i = 0; i < RUNS; i += 1) {
    const started = process.hrtime.bigint();
    const response = await call(item.login, item.body);
    times.push(since(started));
    if (response.statusCode !== 200)
      throw new Error(`${item.name}: HTTP ${response.statusCode} ${response.body}`);
    last = response.json();
  }
  times.sort((a, b) => a - b);
  return {
    name: item.name,
    ...(await explain(item, call, client)),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    answered: `${last.data.length} / ${n(last.total)}${last.totalIsLowerBound ? '+' : ''}`,
  };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url)
    throw new Error('the report summary bench needs PostgreSQL: set BENCH_DATABASE_URL=postgres://...');
  const startLoad = os.loadavg()[0]!;
  const reused = process.env.BENCH_REPORT_SCHEMA;
  const schema = reused ?? `bench_${crypto.randomBytes(4).toString('hex')}`;
  const keep = Boolean(reused || process.env.BENCH_REPORT_KEEP);
  const admin = createDatabase({ databaseUrl: url });
  if (!reused) await admin.db.execute(sql.raw(`create schema ${schema}`));
  const database = createDatabase({ databaseUrl: url, searchPath: schema });
  database.migrationsSchema = schema;
  let generated: [string, number][] = [];
  try {
    await migrateDatabase(database);
    if (!reused) {
      await seedDatabase(database.db, { demo: true });
      const bookings = await generateBookings(url, schema, BOOKINGS);
      generated = [...bookings.phases, ...(await generateReports(url, schema))];
      process.stderr.write(`report-summary bench: ${JSON.stringify(generated)}\n`);
    }
    if (keep) process.stderr.write(`report-summary bench: schema ${schema} kept\n`);
    const [counts] = await rawRows<Record<string, string>>(
      database.db,
      sql`select (select count(*) from bookings) as bookings,
            (select count(*) from inspection_reports) as reports,
            (select count(*) from inspection_reports where entity_id = 1) as "entity1",
            (select count(*) from inspection_reports where customer_id = 1 and sent_at is not null) as "demoCustomer",
            (select count(*) from booking_allocations) as allocations,
            (select count(*) from report_customer_decisions) as decisions`,
    );
    const c = Object.fromEntries(Object.entries(counts!).map(([key, value]) => [key, Number(value)]));
    // A PO number of a reported booking and a busy inspector of entity 1.
    const [picked] = await rawRows<{ po: string; inspector: number; status: string }>(
      database.db,
      sql`select (select b.po_numbers from bookings b join inspection_reports ir on ir.booking_id = b.id
                  where b.entity_id = 1 and b.po_numbers not like '%,%' order by b.id offset 20000 limit 1) as po,
                 (select id from staff where employee_no = 'BRQC0007') as inspector`,
    );

    const app = await buildApp({
      db: database.db,
      config: {
        jwtSecret: crypto.randomBytes(32).toString('hex'),
        logLevel: 'silent',
        static: { hostDist: '/nonexistent', remotesRoot: '/nonexistent', remotesJson: null },
      },
      logger: false,
    });
    const tokens = new Map<string, string>();
    for (const login of ['cs', 'customer', 'qcpartner']) {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/User/SignIn',
        payload: { UserName: login, Password: DEMO_PASSWORD, isEncrypt: false },
      });
      tokens.set(login, (signIn.json() as { token: string }).token);
    }
    const call: Call = (login, body) =>
      app.inject({
        method: 'POST',
        url: `/${REPORT_API.search}`,
        payload: body,
        headers: { authorization: `Bearer ${tokens.get(login)}`, entityid: '1' },
      });
    const first = { skip: 0, take: 25 };
    const cases: Case[] = [
      { name: 'cs: first page, no filter (inspection date, newest first)', login: 'cs', body: first },
      { name: "customer user: its customer's sent reports, first page", login: 'customer', body: first },
      { name: 'outsourced inspector: its own bookings, first page', login: 'qcpartner', body: first },
      {
        name: 'cs: report status Draft + review Not started (waiting for a checker)',
        login: 'cs',
        body: { ...first, statuses: [ReportStatus.Draft], reviewStatuses: [ReviewStatus.NotStarted] },
      },
      { name: 'cs: result Fail', login: 'cs', body: { ...first, results: [ReportResult.Fail] } },
      {
        name: `cs: text search "${picked!.po}" (a PO number)`,
        login: 'cs',
        body: { ...first, searchText: picked!.po },
      },
      {
        name: 'cs: the last 30 days',
        login: 'cs',
        body: { ...first, dateFrom: isoDay(-30), dateTo: isoDay(0) },
      },
      { name: 'cs: one inspector', login: 'cs', body: { ...first, inspectorIds: [picked!.inspector] } },
      {
        name: 'cs: one inspector, result Fail, last 90 days',
        login: 'cs',
        body: {
          ...first,
          inspectorIds: [picked!.inspector],
          results: [ReportResult.Fail],
          dateFrom: isoDay(-90),
        },
      },
      { name: 'cs: page at skip 10,000', login: 'cs', body: { skip: 10_000, take: 25 } },
    ];
    const measureLoad = os.loadavg()[0]!;
    const timed: Timed[] = [];
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema},public` });
    await client.connect();
    try {
      for (const item of cases) {
        timed.push(await time(item, call, client));
        process.stderr.write(`report-summary bench: ${JSON.stringify(timed.at(-1))}\n`);
      }
    } finally {
      await client.end();
    }
    await app.close();
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const made = generated.length
      ? ` (${generated.map(([name, elapsed]) => `${name} ${(elapsed / 1000).toFixed(1)} s`).join(', ')})`
      : '';
    console.log(
      [
        '## Report summary at 1,000,000 bookings (PostgreSQL)',
        '',
        `Measured by server/src/bench/report-summary-bench.ts on ${new Date().toISOString()}; ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, PostgreSQL of BENCH_DATABASE_URL (a scratch schema).`,
        '',
        `Data: the demo seed and the booking search bench's ${n(c.bookings!)} bookings, then one report per booking past Scheduled: ${n(c.reports!)} reports (${n(c.entity1!)} in entity 1, ${n(c.demoCustomer!)} sent to the demo customer), ${n(c.allocations!)} allocations of ${QCS} bench inspectors (and the demo outsourced inspector on one booking in 500), ${n(c.decisions!)} customer decisions${made}.`,
        '',
        `Each case: ${WARM_UP} warm-up calls, then ${RUNS} timed calls of POST /${REPORT_API.search} through the whole server stack, one at a time. Goal (issue): p95 ≤ ${GOAL_MS} ms. The count stops at 10,000 ("10,000+").`,
        '',
        '| case | p50 | p95 | p99 | answered | goal | in the database | reads |',
        '|---|---|---|---|---|---|---|---|',
        ...timed.map(
          (row) =>
            `| ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.answered} | ${row.p95 <= GOAL_MS ? 'met' : '**missed**'} | ${ms(row.databaseMs)} | ${row.reads} |`,
        ),
        '',
        '"In the database": one call\'s statements on inspection_reports (the page and, when the page is full, the count stopped at 10,001), run again under EXPLAIN ANALYZE; "reads": the indexes those plans read.',
        '',
        `Load average (1 min) on ${os.cpus().length} cores: ${startLoad.toFixed(1)} when the bench started, ${measureLoad.toFixed(1)} when the timed calls started.`,
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
    if (!keep) await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    await admin.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
