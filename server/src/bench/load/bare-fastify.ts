/**
 * The ceilings the load bench compares against, on the same machine, Node and Fastify version as the portal:
 * - `/` answers {ok:true} with nothing behind it (the bare route of the ratio);
 * - `/one-query` answers after one `select 1` on PostgreSQL through a pool of the portal's size: the most
 *   any endpoint that reads the database at all can reach;
 * - `/list-queries` runs the signed-in list's own queries (the customer summary's first page and its total,
 *   through the portal's repository, as a cs user in entity 1) with none of the portal around them: no
 *   sign-in check, access declaration, validation, security headers or compression. The list endpoint
 *   divided by it is what the portal's own stack costs.
 * Started by processes.ts; PORT, HOST and DATABASE_URL come from the environment.
 */
import { UserType } from '@portal/domain';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { createDatabase } from '../../db/client';
import { pageAndTotal, toSearchQuery } from '../../lib/search/search-runner';
import { customerCount, customerPage } from '../../modules/customer/customer.repository';
import type { ResourceScope } from '../../modules/kit/resource-definition';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const database = createDatabase({ databaseUrl: process.env.DATABASE_URL });
const CS_IN_ENTITY_1: ResourceScope = {
  entityId: 1,
  user: {
    id: 0,
    loginName: 'bench',
    userType: UserType.InternalUser,
    customerId: null,
    supplierId: null,
    factoryId: null,
    roleIds: [],
    permissions: [],
    entityIds: [1],
    sessionId: '',
  },
};

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
app.get('/one-query', async () => {
  await pool.query('select 1');
  return { ok: true };
});
/** The summary as it opens: first page, default order, no filter. */
const FIRST_PAGE = toSearchQuery({ skip: 0, take: 25 } as never, { field: 'name', direction: 'asc' });
app.get('/list-queries', async () => {
  const [data, total] = await pageAndTotal(
    FIRST_PAGE,
    () => customerPage(database.db, FIRST_PAGE as never, CS_IN_ENTITY_1),
    () => customerCount(database.db, FIRST_PAGE as never, CS_IN_ENTITY_1),
  );
  return { data, total };
});

process.once(
  'SIGTERM',
  () => void Promise.all([app.close(), pool.end(), database.close()]).then(() => process.exit(0)),
);
app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' }).catch((error) => {
  console.error(error);
  process.exit(1);
});
