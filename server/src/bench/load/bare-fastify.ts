/**
 * The ceiling the load bench compares against: Fastify with nothing but one route answering {ok:true},
 * on the same machine, Node and Fastify version as the portal. Started by processes.ts; PORT and HOST
 * come from the environment.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));

process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' }).catch((error) => {
  console.error(error);
  process.exit(1);
});
