/**
 * API latency at scale, measured through the whole Fastify stack (auth, entity check, validation, query,
 * serialisation) with inject(), so the figures leave the network out: the header panels for one user with
 * many tasks and notifications among other users' rows, and the resource kit on a city table of 50,000 rows.
 * Prints Markdown sections for docs/performance.md. Run by scripts/bench.mjs; alone:
 * `tsx server/src/bench/api-latency.ts`.
 * Embedded PGlite by default; BENCH_DATABASE_URL=postgres://... measures PostgreSQL (a scratch schema).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { createDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { seedDatabase } from '../db/seed/seed';
import { addBenchCustomers, addBenchSuppliers } from './scale-data';

const OWN_ITEMS = Number(process.env.BENCH_OWN_ITEMS ?? 50_000);
const OTHER_ITEMS = Number(process.env.BENCH_OTHER_ITEMS ?? 200_000);
const CITIES = Number(process.env.BENCH_CITIES ?? 50_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 20_000);
const RUNS = Number(process.env.BENCH_API_RUNS ?? 50);

type Call = { method: 'POST' | 'GET'; url: string; payload?: object };
type Inject = (call: Call) => Promise<{ statusCode: number }>;

/** Median and p95 of RUNS calls after 3 warm-up calls, as a table row. */
async function timeCall(name: string, call: Call, inject: Inject): Promise<string> {
  for (let i = 0; i < 3; i += 1) await inject(call);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = process.hrtime.bigint();
    const response = await inject(call);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${name}: HTTP ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return `| ${name} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms |`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL || null;
  const schema = url ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const dataDir = url ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-bench-'));
  if (url) {
    const admin = createDatabase({ databaseUrl: url });
    await admin.db.execute(sql.raw(`create schema ${schema}`));
    await admin.close();
  }
  const database = createDatabase({ databaseUrl: url, dataDir, searchPath: schema });
  if (schema) database.migrationsSchema = schema;
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: true, adminPassword: null });
    const app = await buildApp({
      db: database.db,
      config: {
        jwtSecret: crypto.randomBytes(32).toString('hex'),
        logLevel: 'silent',
        static: { hostDist: '/nonexistent', remotesRoot: '/nonexistent', remotesJson: null },
      },
      logger: false,
    });
    const db = database.db;
    // The measured user (cs, entity 1) and noise: the same volume spread over every other demo user.
    await db.execute(sql`
      insert into tasks (user_id, entity_id, type, link_id, is_done, created_at)
      select (select id from users where login_name = 'cs'), 1, 1 + (g % 14), g, g % 3 = 0,
             now() - (g || ' minutes')::interval
      from generate_series(1, ${OWN_ITEMS}) g`);
    await db.execute(sql`
      insert into notifications (user_id, entity_id, type, link_id, is_read, created_at)
      select (select id from users where login_name = 'cs'), 1, 1 + (g % 25), g, g % 2 = 0,
             now() - (g || ' minutes')::interval
      from generate_series(1, ${OWN_ITEMS}) g`);
    await db.execute(sql`
      insert into notifications (user_id, entity_id, type, link_id, created_at)
      select u.id, 1, 1 + (g % 25), g, now() - (g || ' minutes')::interval
      from generate_series(1, ${OTHER_ITEMS}) g
      join users u on u.id = (select id from users where login_name <> 'cs' order by id
                               offset (g % 10) limit 1)`);
    await db.execute(sql`analyze`);

    await db.execute(sql`
      insert into cities (name, province_id)
      select 'Bench city ' || g, p.id
      from generate_series(1, ${CITIES}) g
      join provinces p on p.id = (select id from provinces order by id offset (g % 10) limit 1)`);
    await db.execute(sql`analyze`);

    await addBenchCustomers(db, CUSTOMERS);
    await addBenchSuppliers(db, SUPPLIERS);
    await db.execute(sql`analyze`);

    const headersOf = async (login: string) => {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/User/SignIn',
        payload: { UserName: login, Password: DEMO_PASSWORD, isEncrypt: false },
      });
      return { authorization: `Bearer ${(signIn.json() as { token: string }).token}`, entityid: '1' };
    };
    const injectAs = async (login: string): Promise<Inject> => {
      const headers = await headersOf(login);
      return (call) => app.inject({ ...call, headers });
    };
    const timeZone = 'Europe/Paris';
    const panelCalls: [string, Call][] = [
      [
        'task list, first page',
        { method: 'POST', url: '/api/user/tasklist', payload: { skip: 0, timeZone } },
      ],
      [
        'task list, page at skip 400',
        { method: 'POST', url: '/api/user/tasklist', payload: { skip: 400, timeZone } },
      ],
      ['task counts', { method: 'POST', url: '/api/user/taskcount', payload: { timeZone } }],
      [
        'notifications, unread, first page',
        { method: 'POST', url: '/api/user/notifications', payload: { skip: 0, isRead: false, timeZone } },
      ],
      [
        'notifications, one category',
        {
          method: 'POST',
          url: '/api/user/notifications',
          payload: { skip: 0, notificationType: 4, timeZone },
        },
      ],
      [
        'notification counts with unseen',
        { method: 'POST', url: '/api/user/readnotifcount', payload: { timeZone } },
      ],
    ];
    const citySearch = (body: object): Call => ({
      method: 'POST',
      url: '/api/Location/city/search',
      payload: { skip: 0, take: 25, ...body },
    });
    const kitCalls: [string, Call][] = [
      ['city search, first page by name', citySearch({ sort: { field: 'name', direction: 'asc' } })],
      [
        'city search, page at skip 10,000',
        citySearch({ skip: 10_000, sort: { field: 'name', direction: 'asc' } }),
      ],
      ['city search, text "city 4" (any part of the name)', citySearch({ searchText: 'city 4' })],
      ['city search, one country (China)', citySearch({ countryIds: [156] })],
      [
        'city lookup (datasource), "Bench c"',
        { method: 'POST', url: '/api/Location/getcitydatasource', payload: { searchText: 'Bench c' } },
      ],
    ];
    const post = (url: string, payload: object): Call => ({ method: 'POST', url, payload });
    const masterDataCalls: [string, Call][] = [
      ['customer search, first page by name', post('/api/customer/search', { skip: 0, take: 25 })],
      ['customer search, page at skip 10,000', post('/api/customer/search', { skip: 10_000, take: 25 })],
      [
        'customer search, text "customer 4"',
        post('/api/customer/search', { skip: 0, take: 25, searchText: 'customer 4' }),
      ],
      [
        'customer lookup (datasource), "Bench c"',
        post('/api/Customer/GetCustomerDataSourceList', { searchText: 'Bench c', take: 10 }),
      ],
      ['supplier search, first page', post('/api/Supplier/search', { skip: 0, take: 25 })],
      [
        'supplier search, text "supplier 4"',
        post('/api/Supplier/search', { skip: 0, take: 25, searchText: 'supplier 4' }),
      ],
    ];
    const asCs = await injectAs('cs');
    const panelRows: string[] = [];
    for (const [name, call] of panelCalls) panelRows.push(await timeCall(name, call, asCs));
    const masterDataRows: string[] = [];
    for (const [name, call] of masterDataCalls) masterDataRows.push(await timeCall(name, call, asCs));
    const asCustomer = await injectAs('customer');
    masterDataRows.push(
      await timeCall(
        'customer search as a customer user (its own record)',
        post('/api/customer/search', { skip: 0, take: 25 }),
        asCustomer,
      ),
    );
    const asAdmin = await injectAs('admin');
    const kitRows: string[] = [];
    for (const [name, call] of kitCalls) kitRows.push(await timeCall(name, call, asAdmin));
    const exportStarted = process.hrtime.bigint();
    const exported = await app.inject({
      method: 'POST',
      url: '/api/Location/city/export',
      payload: { skip: 0, take: 25 },
      headers: await headersOf('admin'),
    });
    const exportMs = Number(process.hrtime.bigint() - exportStarted) / 1e6;
    if (exported.statusCode !== 200) throw new Error(`city export: HTTP ${exported.statusCode}`);
    await app.close();
    const engine = url ? 'PostgreSQL' : 'embedded PGlite';
    const n = (value: number) => value.toLocaleString('en');
    const table = ['| call | median | p95 |', '|---|---|---|'];
    console.log(
      [
        `## API latency at scale (${engine})`,
        '',
        `${RUNS} calls each through the whole server stack (fastify inject: token, entity, validation, query, JSON), after 3 warm-up calls.`,
        '',
        `Header panels: user cs with ${n(OWN_ITEMS)} tasks and ${n(OWN_ITEMS)} notifications, among ${n(OTHER_ITEMS)} notifications of other users.`,
        '',
        ...table,
        ...panelRows,
        '',
        `Resource kit: ${n(CITIES)} extra cities (admin).`,
        '',
        ...table,
        ...kitRows,
        '',
        `Master data: ${n(CUSTOMERS)} extra customers with a brand each and ${n(SUPPLIERS)} extra suppliers with an address (cs; the last row as the customer user).`,
        '',
        ...table,
        ...masterDataRows,
        '',
        `Streamed xlsx export of every city (${n(CITIES)}+ rows): ${(exportMs / 1000).toFixed(1)} s, ${(exported.rawPayload.length / 2 ** 20).toFixed(1)} MiB.`,
        '',
      ].join('\n'),
    );
  } finally {
    if (schema) await database.db.execute(sql.raw(`drop schema ${schema} cascade`));
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
