/** @databases postgres */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Permissions, Role } from '@portal/domain';
import { userRoles, users } from '../db/schema';
import { claimsOf, signHs256 } from '../test/jwt';
import { authHeaders, createTestApp, signInAs, type TestApp } from '../test/test-app';
import { ALL_USER_TYPES, entityRoute, INTERNAL, publicRoute, userRoute } from './route-access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((app) => {
    // Test-only routes: an entity route, a declared permission, a user type, and a crash.
    app.get(
      '/api/test/entity-echo',
      { config: entityRoute(null, ALL_USER_TYPES, 'none') },
      async (request) => ({ entityId: request.entityId, userId: request.user.id }),
    );
    app.get(
      '/api/test/rights',
      { config: entityRoute(Permissions.Rights.Manage.toLowerCase(), ALL_USER_TYPES, 'none') },
      async () => ({ ok: true }),
    );
    app.get(
      '/api/test/bookings',
      { config: { ...userRoute('none'), permission: Permissions.InspectionSummary.View } },
      async () => ({ ok: true }),
    );
    app.get(
      '/api/test/staff-only',
      { config: entityRoute(Permissions.InspectionSummary.View, INTERNAL, 'entity') },
      async () => ({ ok: true }),
    );
    app.get('/api/test/crash', { config: publicRoute() }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('401', () => {
  it('refuses a missing token, in the language of the request', async () => {
    const en = await get('/api/User/righttypelst');
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ message: 'Please sign in.' });
    const fr = await get('/api/User/righttypelst?lang=fr');
    expect(fr.json()).toEqual({ message: 'Veuillez vous connecter.' });
  });

  it('refuses a malformed token, a foreign signature, an expired token and an unknown session', async () => {
    const { token } = await signInAs(t.app, 'cs');
    const claims = claimsOf<{ sub: string; jti: string }>(token);
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      'not-a-jwt',
      signHs256({ ...claims, iat: now, exp: now + 60 }, 'another-secret'),
      signHs256({ ...claims, iat: now - 7200, exp: now - 60 }, t.config.jwtSecret),
      signHs256({ sub: claims.sub, jti: crypto.randomUUID(), iat: now, exp: now + 60 }, t.config.jwtSecret),
      signHs256({ sub: claims.sub, jti: 'not-a-uuid', iat: now, exp: now + 60 }, t.config.jwtSecret),
    ];
    for (const bad of tokens)
      expect((await get('/api/User/righttypelst', authHeaders(bad))).statusCode).toBe(401);
    expect(
      (
        await get(
          '/api/User/righttypelst',
          authHeaders(signHs256({ ...claims, iat: now, exp: now + 60 }, t.config.jwtSecret)),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses the token of a user disabled after signing in', async () => {
    const { token } = await signInAs(t.app, 'labuser');
    expect((await get('/api/User/righttypelst', authHeaders(token))).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.loginName, 'labuser'));
    expect((await get('/api/User/righttypelst', authHeaders(token))).statusCode).toBe(401);
  });
});

describe("'entity' routes", () => {
  it('answers 400 without a usable entityId header', async () => {
    const { token } = await signInAs(t.app, 'cs');
    for (const headers of [authHeaders(token), { ...authHeaders(token), entityId: 'abc' }]) {
      const response = await get('/api/test/entity-echo', headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ field: 'headers.entityId' }] });
    }
  });

  it('answers 403 for an entity the user may not use, and passes the entity on otherwise', async () => {
    const { token, user } = await signInAs(t.app, 'cs');
    const refused = await get('/api/test/entity-echo?lang=fr', authHeaders(token, 2));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Vous n'avez pas accès à cette entité." });
    const allowed = await get('/api/test/entity-echo', authHeaders(token, 1));
    expect(allowed.json()).toEqual({ entityId: 1, userId: user.id });
  });

  it('checks the token before the entity header', async () => {
    expect((await get('/api/test/entity-echo')).statusCode).toBe(401);
  });
});

describe('route permissions', () => {
  it('compares the declared permission case-insensitively and answers 403 without it', async () => {
    const admin = await signInAs(t.app, 'admin');
    expect((await get('/api/test/rights', authHeaders(admin.token, 3))).statusCode).toBe(200);
    const cs = await signInAs(t.app, 'cs');
    const refused = await get('/api/test/rights', authHeaders(cs.token, 1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have access to this.' });
  });

  it('refuses a user type the route does not serve, whatever its roles hold (403)', async () => {
    // Both hold InspectionSummary.View; only the internal user is served.
    const inspector = await signInAs(t.app, 'inspector');
    expect((await get('/api/test/staff-only', authHeaders(inspector.token, 1))).statusCode).toBe(200);
    const customer = await signInAs(t.app, 'customer');
    const refused = await get('/api/test/staff-only', authHeaders(customer.token, 1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have access to this.' });
  });

  it('applies a role change on the next request', async () => {
    const { token, user } = await signInAs(t.app, 'inspector');
    expect((await get('/api/test/bookings', authHeaders(token))).statusCode).toBe(200);
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    expect((await get('/api/test/bookings', authHeaders(token))).statusCode).toBe(403);
    await t.database.db.insert(userRoles).values({ userId: user.id, roleId: Role.Inspector });
    expect((await get('/api/test/bookings', authHeaders(token))).statusCode).toBe(200);
  });
});

describe('routing and errors', () => {
  it('matches routes case-insensitively', async () => {
    const { token } = await signInAs(t.app, 'cs');
    expect((await get('/api/user/RIGHTTYPELST', authHeaders(token))).statusCode).toBe(200);
  });

  it('answers unknown /api paths with 404 JSON, signed in or not', async () => {
    const response = await get('/api/nothing/here', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('hides the details of unexpected errors', async () => {
    const response = await get('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on the server.' });
    expect(response.body).not.toContain('secret');
  });

  it('reports a healthy database', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
