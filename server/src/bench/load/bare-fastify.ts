/**
 * The ceilings the load bench compares against, on the same machine, Node and Fastify version as the portal:
 * `/` answers {ok:true} with nothing behind it (the bare route of the ratio); `/one-query` answers after one
 * `select 1` on PostgreSQL through a pool of the portal's size, the floor any endpoint that reads the
 * database at all stays under. Started by processes.ts; PORT, HOST and DATABASE_URL come from the
 * environment.
 */
import Fastify from 'fastify';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
app.get('/one-query', async () => {
  await pool.query('select 1');
  return { ok: true };
});

process.once('SIGTERM', () => void Promise.all([app.close(), pool.end()]).then(() => process.exit(0)));
app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' }).catch((error) => {
  console.error(error);
  process.exit(1);
});
