/**
 * API latency of the header panels at scale: one user with many tasks and notifications (and many other
 * users' rows around them), measured through the whole Fastify stack (auth, entity check, validation, query,
 * serialisation) with inject(), so the figure leaves the network out. Prints a Markdown section for
 * docs/performance.md. Run by scripts/bench.mjs; alone: `tsx server/src/bench/work-items-latency.ts`.
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

const OWN_ITEMS = Number(process.env.BENCH_OWN_ITEMS ?? 50_000);
const OTHER_ITEMS = Number(process.env.BENCH_OTHER_ITEMS ?? 200_000);
const RUNS = Number(process.env.BENCH_API_RUNS ?? 50);

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

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/User/SignIn',
      payload: { UserName: 'cs', Password: DEMO_PASSWORD, isEncrypt: false },
    });
    const token = (signIn.json() as { token: string }).token;
    const headers = { authorization: `Bearer ${token}`, entityid: '1' };
    const timeZone = 'Europe/Paris';
    const calls: [string, { method: 'POST' | 'GET'; url: string; payload?: object }][] = [
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
    const rows: string[] = [];
    for (const [name, request] of calls) {
      for (let i = 0; i < 3; i += 1) await app.inject({ ...request, headers }); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = process.hrtime.bigint();
        const response = await app.inject({ ...request, headers });
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (response.statusCode !== 200) throw new Error(`${name}: HTTP ${response.statusCode}`);
      }
      times.sort((a, b) => a - b);
      rows.push(
        `| ${name} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms |`,
      );
    }
    await app.close();
    const engine = url ? 'PostgreSQL' : 'embedded PGlite';
    console.log(
      [
        `## API latency of the header panels (${engine})`,
        '',
        `User cs with ${OWN_ITEMS.toLocaleString('en')} tasks and ${OWN_ITEMS.toLocaleString('en')} notifications, among ${OTHER_ITEMS.toLocaleString('en')} notifications of other users. ${RUNS} calls each through the whole server stack (fastify inject: token, entity, validation, query, JSON), after 3 warm-up calls.`,
        '',
        '| call | median | p95 |',
        '|---|---|---|',
        ...rows,
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
