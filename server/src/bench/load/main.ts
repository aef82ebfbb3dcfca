/**
 * `npm run bench:load`: signed-in users against the API server on PostgreSQL, with one instance and then
 * two behind a round-robin balancer, plus the signed-in list endpoint against a bare Fastify route.
 * docs/reliability.md ("Load") says what it does and records the figures; the JSON of each run goes to
 * bench-results/. BENCH_DATABASE_URL names the PostgreSQL server (a scratch database is created on it
 * and dropped afterwards).
 *
 *   --quick              30 s per mixed run, 10 s per ceiling run (default 600 s and 30 s)
 *   --seconds N          length of each mixed run
 *   --ceiling-seconds N  length of the bare Fastify and list endpoint runs
 *   --users N            concurrent virtual users, 200
 *   --user-rate N        mean calls a second of each user in the mixed runs, 1 (0: back to back)
 *   --accounts N         bench accounts signed in during set-up and shared by the users, 60
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../config';
import { createDatabase } from '../../db/client';
import { databaseUrl, dropDatabase, quoteIdentifier, withAdminClient } from '../../test/admin-client';
import { addLoadData, type LoadData, type LoadScale } from './load-data';
import { startBalancer, startBareFastify, startPortal, stopProcess, type Started } from './processes';
import { openStreams, startProbes } from './realtime-probe';
import { goalLines, routeTable, summaryTable, type LoadReport, type MixedRun } from './report';
import { runPacedPhase } from './paced-phase';
import type { PhaseResult } from './answer-counts';
import { runPhase } from './run-phase';
import { signInAccounts, type SignedIn } from './sign-in-accounts';
import { listOnly, smallListOnly, userCycle, type AnswerListener } from './user-cycle';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    'ceiling-seconds': { type: 'string' },
    users: { type: 'string', default: '200' },
    'user-rate': { type: 'string', default: '1' },
    accounts: { type: 'string', default: '60' },
  },
});
const SECONDS = Number(args.seconds ?? (args.quick ? 30 : 600));
const CEILING_SECONDS = Number(args['ceiling-seconds'] ?? (args.quick ? 10 : 30));
const USERS = Number(args.users);
const USER_RATE = Number(args['user-rate']);
/** Unmeasured seconds before each run, so the JIT and the connection pools start warm. */
const WARM_UP_SECONDS = 5;
const PROBE_EVERY_MS = 2000;
const SCALE: LoadScale = {
  accounts: Number(args.accounts),
  customers: 20_000,
  suppliers: 20_000,
  tasksPerAccount: 200,
  notificationsPerAccount: 300,
  hotContacts: 500,
};
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const say = (message: string) => process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);

async function warmThenRun(options: Parameters<typeof runPhase>[0]): Promise<PhaseResult> {
  await runPhase({ ...options, seconds: WARM_UP_SECONDS });
  return runPhase(options);
}

const cycleDataOf = (data: LoadData, accounts: SignedIn[]) => ({
  accounts,
  hotContactIds: data.hotContactIds,
  ownContactIds: data.ownContactIds,
});

/** The mixed cycle with every account's event stream open and the real-time probe running. */
async function mixedRun(
  label: string,
  entry: Started,
  instances: Record<string, string>,
  data: LoadData,
  accounts: SignedIn[],
): Promise<MixedRun> {
  const streams = await openStreams(entry.base, accounts, Object.keys(instances)[0]!);
  const run = (name: string, seconds: number) => {
    const requests = (onAnswer: AnswerListener) => userCycle(cycleDataOf(data, accounts), onAnswer);
    return USER_RATE > 0
      ? runPacedPhase({ name, url: entry.base, users: USERS, seconds, rate: USER_RATE, requests })
      : runPhase({ name, url: entry.base, connections: USERS, seconds, requests });
  };
  try {
    await run(`${label} warm-up`, WARM_UP_SECONDS);
    const probe = startProbes(streams, instances, PROBE_EVERY_MS);
    const phase = await run(label, SECONDS);
    return { label, phase, realtime: await probe.stop() };
  } finally {
    for (const stream of streams) stream.reader.close();
  }
}

function conditions() {
  const gitHead = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return {
    date: new Date().toISOString(),
    commit: gitHead.trim(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`,
    loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
    logLevel: process.env.LOG_LEVEL || 'info',
  };
}

async function main(): Promise<void> {
  const started = conditions();
  const database = `qp_load_${crypto.randomBytes(4).toString('hex')}`;
  const url = databaseUrl(ADMIN_URL, database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-load-'));
  const running: Started[] = [];
  const stopAll = () => Promise.all(running.splice(0).map(stopProcess));
  process.once('SIGINT', () => {
    say('Interrupted: stopping the servers and dropping the scratch database');
    void stopAll()
      .then(() => dropDatabase(ADMIN_URL, database))
      .finally(() => process.exit(130));
  });

  say(`Scratch database ${database}; logs in ${dataDir}`);
  await withAdminClient(ADMIN_URL, (client) => client.query(`create database ${quoteIdentifier(database)}`));
  try {
    // Both instances share the data folder, hence the JWT secret and the web push keys, as production must.
    const env = {
      DATABASE_URL: url,
      SEED_DEMO: '1',
      PORTAL_TEST_ENDPOINTS: '1',
      DATA_DIR: dataDir,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    };
    // Both start before the bench data is added: the demo seed, which runs at every start, gives each
    // customer present its demo contacts, one transaction per customer (minutes for 20,000 customers).
    say('Starting instance a (migrations, demo seed), then instance b');
    const a = await startPortal('a', env, dataDir);
    running.push(a);
    const b = await startPortal('b', env, dataDir);
    running.push(b);

    say(
      `Adding the bench data (${SCALE.accounts} accounts, ${SCALE.customers} customers, ${SCALE.suppliers} suppliers)`,
    );
    const db = createDatabase({ databaseUrl: url });
    const data = await addLoadData(db.db, SCALE).finally(() => db.close());

    say(`Signing in ${data.accounts.length} accounts`);
    const accounts = await signInAccounts(a.base, data.accounts);
    const csAccounts = accounts.filter((account) => account.kind === 'cs');

    say(`Ceiling: bare Fastify, ${USERS} connections, ${CEILING_SECONDS} s`);
    const bareServer = await startBareFastify(dataDir, url);
    running.push(bareServer);
    const bareCall = (route: string, callPath: string) => ({
      name: route,
      url: bareServer.base,
      connections: USERS,
      seconds: CEILING_SECONDS,
      requests: (onAnswer: AnswerListener) => [
        { path: callPath, onResponse: (status: number) => onAnswer(route, status) },
      ],
    });
    const bare = await warmThenRun(bareCall('bare Fastify', '/'));
    say(`Ceiling: bare Fastify with one PostgreSQL query, ${CEILING_SECONDS} s`);
    const oneQuery = await warmThenRun(bareCall('bare Fastify, one query', '/one-query'));
    say(`Ceiling: bare Fastify running the list's own queries, ${CEILING_SECONDS} s`);
    const listQueries = await warmThenRun(bareCall("bare Fastify, the list's queries", '/list-queries'));
    await stopProcess(running.pop());

    say(`Ceiling: signed-in customer search on instance a, ${USERS} connections, ${CEILING_SECONDS} s`);
    const list = await warmThenRun({
      name: 'signed-in list',
      url: a.base,
      connections: USERS,
      seconds: CEILING_SECONDS,
      requests: (onAnswer) => listOnly(csAccounts, onAnswer),
    });
    say(`Ceiling: signed-in small list (customer statuses) on instance a, ${CEILING_SECONDS} s`);
    const smallList = await warmThenRun({
      name: 'signed-in small list',
      url: a.base,
      connections: USERS,
      seconds: CEILING_SECONDS,
      requests: (onAnswer) => smallListOnly(csAccounts, onAnswer),
    });

    say(`Capacity: the mixed cycle back to back on instance a, ${USERS} users, ${CEILING_SECONDS} s`);
    const capacity = await warmThenRun({
      name: 'mixed cycle, back to back',
      url: a.base,
      connections: USERS,
      seconds: CEILING_SECONDS,
      requests: (onAnswer) => userCycle(cycleDataOf(data, accounts), onAnswer),
    });

    const pace = USER_RATE > 0 ? `${USER_RATE} call/s each` : 'back to back';
    say(`One instance: ${USERS} users (${pace}), ${SECONDS} s`);
    const one = await mixedRun('one instance', a, { a: a.base }, data, accounts);

    say('Starting the round-robin balancer in front of a and b');
    const balancer = await startBalancer([a, b], dataDir);
    running.push(balancer);
    say(`Two instances behind the balancer: ${USERS} users (${pace}), ${SECONDS} s`);
    const two = await mixedRun('two instances', balancer, { a: a.base, b: b.base }, data, accounts);

    const report: LoadReport = {
      mixed: [one, two],
      bare,
      oneQuery,
      listQueries,
      list,
      smallList,
      capacity,
      ratio: list.requestsPerSecond / bare.requestsPerSecond,
    };
    const finished = { ...started, loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))) };
    const lines = [
      '',
      `${finished.date}, ${finished.machine}, commit ${finished.commit}, load average ${finished.loadAverageAtStart.join(' ')} at start, ${finished.loadAverageAtEnd.join(' ')} at end`,
      '',
      ...summaryTable(report),
      '',
      ...report.mixed.flatMap(({ label, phase }) => [`Calls, ${label}:`, '', ...routeTable(phase), '']),
    ];
    console.log(lines.join('\n'));
    const goals = goalLines(report);
    for (const goal of goals) console.log(`${goal.met ? '✓' : '✗'} ${goal.line}`);

    const folder = path.join(REPO_ROOT, 'bench-results');
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `load-${finished.date.replace(/[:.]/g, '-')}.json`);
    const settings = {
      seconds: SECONDS,
      ceilingSeconds: CEILING_SECONDS,
      users: USERS,
      userRate: USER_RATE,
      warmUpSeconds: WARM_UP_SECONDS,
      scale: SCALE,
    };
    fs.writeFileSync(file, JSON.stringify({ conditions: finished, settings, report, goals }, null, 2));
    say(`Written ${path.relative(REPO_ROOT, file)}`);
    // Errors and lost events are failures; the latency and ratio goals are figures to read.
    if (
      report.mixed.some(
        ({ phase, realtime }) =>
          phase.httpErrors + phase.socketErrors > 0 || realtime.delivered < realtime.sent,
      )
    )
      process.exitCode = 1;
    // The servers' and balancer's logs are kept when something failed: they say why.
    if (process.exitCode === 1) say(`Errors or lost events: the logs stay in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  } finally {
    // After a failure the data folder stays, for the servers' logs.
    await stopAll();
    await dropDatabase(ADMIN_URL, database);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
