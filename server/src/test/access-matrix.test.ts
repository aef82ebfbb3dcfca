/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, testConfig, type TestApp } from './test-app';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { operationsOf, type Operation } from './api-catalog';
import {
  ANONYMOUS,
  call,
  declaredRefusal,
  DEMO_CALLERS,
  failureLine,
  inBatches,
  recordSuiteCounts,
  signInCaller,
  type Caller,
} from './api-callers';

/**
 * The access matrix: every endpoint of the OpenAPI document, called as no one, as one demo user of each
 * type and as a user in an entity it does not work in, gets the answer its declaration promises. Refusals
 * are exact (401 or 403 before any handler); a call the declaration lets through must reach the route:
 * never 401, never the access layer's 403, never 5xx.
 */
let testApp: TestApp;
let app: FastifyInstance;
let operations: Operation[];
let callers: Caller[];

beforeAll(async () => {
  testApp = await createTestApp(markCallsPastTheAccessLayer);
  app = testApp.app;
  operations = operationsOf(app);
  const signedIn = await Promise.all(DEMO_CALLERS.map((login) => signInCaller(app, login)));
  // cs works in entity 1 only: in entity 2 it is "another entity's user".
  callers = [ANONYMOUS, ...signedIn, await signInCaller(app, 'cs', 2)];
});

afterAll(() => testApp?.close());

/**
 * The access layer answers in onRequest; a call it lets through goes on to preParsing. This test-only
 * mark tells a handler's own 403 (someone else's record) from the access layer's.
 */
const PAST_ACCESS = 'x-test-past-access';
function markCallsPastTheAccessLayer(instance: FastifyInstance) {
  const passed = new WeakSet<object>();
  instance.addHook('preParsing', async (request) => {
    passed.add(request);
  });
  instance.addHook('onSend', async (request, reply) => {
    if (passed.has(request)) reply.header(PAST_ACCESS, '1');
  });
}

/** Reads before writes, and the call that ends a session last, so no answer depends on an earlier write. */
function rank(operation: Operation): number {
  if (/signout/i.test(operation.path)) return 3;
  if (operation.method === 'GET' || /search|datasource|export|list/i.test(operation.path)) return 0;
  if (operation.method === 'DELETE') return 2;
  return 1;
}

it('covers every endpoint of the OpenAPI document, each with its declaration', () => {
  expect(operations.length).toBeGreaterThan(300);
  const publicOnes = operations.filter((operation) => operation.access.access === 'public');
  // The public surface is short and known: anything new there is a decision, not an accident.
  expect(publicOnes.map((operation) => `${operation.method} ${operation.path}`).sort()).toMatchSnapshot();
});

it('answers every endpoint as declared for no one, each user type and another entity’s user', async () => {
  const failures: string[] = [];
  let requests = 0;
  const ordered = [...operations].sort((a, b) => rank(a) - rank(b));
  for (const group of [0, 1, 2, 3]) {
    const pairs = ordered
      .filter((operation) => rank(operation) === group)
      .flatMap((operation) => callers.map((caller) => ({ operation, caller })));
    await inBatches(pairs, 8, async ({ operation, caller }) => {
      const response = await call(app, operation, caller);
      requests += 1;
      const refusal = declaredRefusal(operation.access, caller);
      const status = response.statusCode;
      // The event stream writes its head itself (no onSend): its 200 is the route's own answer.
      const passed =
        response.headers[PAST_ACCESS] === '1' ||
        String(response.headers['content-type']).startsWith('text/event-stream');
      if (refusal !== null) {
        if (status !== refusal || passed)
          failures.push(
            failureLine(operation, caller, `expected the access layer's ${refusal}, got ${status}`),
          );
        return;
      }
      if (!passed || status === 401 || status >= 500)
        failures.push(failureLine(operation, caller, `let through by its declaration, got ${status}`));
    });
  }
  recordSuiteCounts('access-matrix', {
    endpoints: operations.length,
    requests,
    failures: failures.length,
  });
  expect(failures).toEqual([]);
}, 600_000);

it('refuses to start with an API route that declares no access', async () => {
  const undeclared = await buildApp({ db: {} as never, config: testConfig(), logger: false });
  expect(() => undeclared.get('/api/forgotten', async () => ({ ok: true }))).toThrow(
    /GET \/api\/forgotten has no complete access declaration \(access, permission, userTypes, rows\)/,
  );
  // A partial one is refused too: a permission alone does not say whose rows the route reads.
  expect(() =>
    undeclared.get('/api/half', { config: { access: 'entity', permission: 'X.View' } }, async () => ({})),
  ).toThrow(/GET \/api\/half has no complete access declaration \(userTypes, rows\)/);
  await undeclared.close();
});
