/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import { createTestDatabase, testConfig, type TestDatabase, buildTestApp } from '../test/test-app';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { RATE_LIMIT_FAMILIES, type RateLimit, type RateLimitFamily } from './rate-limit-settings';

const LIMIT: RateLimit = { perIp: 4, perAccount: 2, windowSeconds: 60 };
const PROXY = '172.18.0.2';

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const rateLimits = Object.fromEntries(RATE_LIMIT_FAMILIES.map((family) => [family, LIMIT])) as Record<
    RateLimitFamily,
    RateLimit
  >;
  // Behind one proxy (docker compose's nginx): X-Forwarded-For names the client.
  app = await buildTestApp({
    db: database.db,
    config: { ...testConfig(), rateLimits, trustProxy: 1 },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

interface ThrottledRoute {
  family: RateLimitFamily;
  /** The request about `account`; without an account for routes that count per IP only. */
  request(account: string): InjectOptions;
  perAccount: boolean;
}

/** Every signed-out route that is limited, with a request that counts (refused ones count too). */
const ROUTES: Record<string, ThrottledRoute> = {
  'sign-in': {
    family: 'signIn',
    perAccount: true,
    request: (account) => ({
      method: 'POST',
      url: '/api/User/SignIn',
      payload: { UserName: account, Password: 'not-the-password', isEncrypt: false },
    }),
  },
  'forgot password': {
    family: 'passwordReset',
    perAccount: true,
    request: (account) => ({ method: 'GET', url: `/api/UserAccount/forgotpassword/${account}@example.com` }),
  },
  'reset link check': {
    family: 'passwordReset',
    perAccount: true,
    request: (account) => ({ method: 'GET', url: `/api/User/IsResetPasswordEmailLinkExpired/${account}` }),
  },
  'reset password': {
    family: 'passwordReset',
    perAccount: true,
    request: (account) => ({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: { token: account, newPassword: 'Portal#2027', confirmPassword: 'Portal#2027' },
    }),
  },
  'registration lookups': {
    family: 'registration',
    perAccount: false,
    request: () => ({ method: 'GET', url: '/api/CustomerRegistration/lookups' }),
  },
  registration: {
    family: 'registration',
    perAccount: true,
    request: (account) => ({
      method: 'POST',
      url: '/api/CustomerRegistration',
      payload: { email: `${account}@example.com` },
    }),
  },
  verification: {
    family: 'verification',
    perAccount: true,
    request: (account) => ({
      method: 'POST',
      url: '/api/CustomerRegistration/emailuserverification',
      payload: { token: account },
    }),
  },
  'factory mapping page': {
    family: 'factoryMapping',
    perAccount: true,
    request: (account) => ({ method: 'GET', url: `/api/FactoryMapping/${account}` }),
  },
  'factory mapping submit': {
    family: 'factoryMapping',
    perAccount: true,
    request: (account) => ({
      method: 'POST',
      url: `/api/FactoryMapping/${account}`,
      payload: { factoryIds: [], newFactories: [] },
    }),
  },
};

let clients = 0;
/** A client address of its own, so each test counts from zero. */
const newClient = () => `10.${Math.floor(++clients / 250)}.${clients % 250}.1`;

function send(route: ThrottledRoute, account: string, client: string, lang = 'en') {
  const request = route.request(account);
  const url = `${String(request.url)}${String(request.url).includes('?') ? '&' : '?'}lang=${lang}`;
  return app.inject({
    ...request,
    url,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': client },
  });
}

function expectThrottled(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(LIMIT.windowSeconds);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

const FRENCH = 'Trop de requêtes. Veuillez patienter un instant.';
const ENGLISH = 'Too many requests. Please wait a moment.';

describe.each(Object.entries(ROUTES))('%s', (title, route) => {
  const name = title.replace(/\s/g, '-');
  it(`answers 429 with Retry-After once one address passes ${LIMIT.perIp} requests`, async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= LIMIT.perIp; attempt += 1) {
      const response = await send(route, `ip-${name}-${attempt}`, client);
      expect(response.statusCode).not.toBe(429);
    }
    expectThrottled(await send(route, `ip-${name}-last`, client, 'fr'), FRENCH);
    // Another client behind the same proxy is not held back.
    expect((await send(route, `ip-${name}-other`, newClient())).statusCode).not.toBe(429);
  });

  if (!route.perAccount) return;

  it(`answers 429 once one account passes ${LIMIT.perAccount} requests, whatever the address`, async () => {
    const account = `account-${name}`;
    for (let attempt = 1; attempt <= LIMIT.perAccount; attempt += 1)
      expect((await send(route, account, newClient())).statusCode).not.toBe(429);
    expectThrottled(await send(route, account, newClient(), 'fr'), FRENCH);
    // The same account in other letter case is the same account.
    expectThrottled(await send(route, account.toUpperCase(), newClient()), ENGLISH);
    // Another account from the same address goes on.
    expect((await send(route, `${account}-other`, newClient())).statusCode).not.toBe(429);
  });
});

describe('limits', () => {
  it('count each family on its own', async () => {
    const client = newClient();
    for (let attempt = 0; attempt <= LIMIT.perIp; attempt += 1)
      await send(ROUTES['sign-in']!, `family-${attempt}`, client);
    expect((await send(ROUTES['sign-in']!, 'family-next', client)).statusCode).toBe(429);
    expect((await send(ROUTES.verification!, 'family-next', client)).statusCode).not.toBe(429);
  });

  it('leave the health check and the translations alone', async () => {
    const client = newClient();
    const unlimited = (url: string): ThrottledRoute => ({
      family: 'signIn',
      perAccount: false,
      request: () => ({ url }),
    });
    for (let attempt = 0; attempt < LIMIT.perIp * 3; attempt += 1) {
      expect((await send(unlimited('/api/health'), '', client)).statusCode).toBe(200);
      expect((await send(unlimited('/api/User/TranslateFile/fr'), '', client)).statusCode).toBe(200);
    }
  });
});
