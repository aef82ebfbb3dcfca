/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import {
  authHeaders,
  createTestApp,
  json,
  signInAs,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerEntities, users } from '../../db/schema';
import { demoPortraitPng } from '../../db/seed/demo-photo';
import { seedDemoHeaderLookups } from '../../db/seed/header-lookups';

let t: TestApp;
let database: TestDatabase;
let app: FastifyInstance;
let filesDir: string;
const png = demoPortraitPng(16);
const ids = new Map<string, number>();
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  ({ app, database } = t);
  filesDir = t.config.filesDir;
  for (const login of ['cs', 'inspector', 'hr', 'customer', 'supplier', 'outsource', 'manager']) {
    const { token, user } = await signInAs(app, login);
    ids.set(login, user.id);
    tokens.set(login, token);
  }
  // The inspector has a photo and a staff id; hr has a staff id but no photo.
  fs.mkdirSync(path.join(filesDir, 'photos'));
  fs.writeFileSync(path.join(filesDir, 'photos', 'inspector.png'), png);
  await setUser('inspector', { photoFile: 'photos/inspector.png', staffId: 501 });
  await setUser('hr', { staffId: 502 });
});
afterAll(async () => {
  await t.close();
});

function setUser(login: string, values: Partial<typeof users.$inferInsert>) {
  return database.db.update(users).set(values).where(eq(users.loginName, login));
}

const get = (url: string, login: string | null, entityId = 1) =>
  app.inject({ method: 'GET', url, headers: login ? authHeaders(tokens.get(login)!, entityId) : {} });
const photoUrl = (login: string) => `/api/UserProfile/photo/${ids.get(login)}`;

describe('GET /api/HumanResource/GetUserGender', () => {
  it("answers the caller's gender and, without a photo, no file", async () => {
    expect(json(await get('/api/HumanResource/GetUserGender', 'cs'))).toEqual({
      result: 1,
      gender: 'F',
      isPhotovailable: false,
      fileUrl: null,
    });
    expect(json(await get('/api/HumanResource/GetUserGender', 'customer'))).toMatchObject({ gender: 'F' });
  });

  it('points at the photo, which downloads as an image', async () => {
    expect(json(await get('/api/HumanResource/GetUserGender', 'inspector'))).toEqual({
      result: 1,
      gender: 'M',
      isPhotovailable: true,
      fileUrl: photoUrl('inspector'),
    });
    const photo = await get(photoUrl('inspector'), 'inspector');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, no-cache');
    expect(photo.rawPayload.equals(png)).toBe(true);
  });

  it('reports no photo when the file is gone or points outside the files folder', async () => {
    await setUser('outsource', { photoFile: 'photos/missing.png' });
    expect(json(await get('/api/HumanResource/GetUserGender', 'outsource'))).toMatchObject({
      isPhotovailable: false,
      fileUrl: null,
    });
    // A real image one level up: reachable by '..', yet never served.
    const outside = path.join(path.dirname(filesDir), `${path.basename(filesDir)}-outside.png`);
    fs.writeFileSync(outside, png);
    try {
      await setUser('outsource', { photoFile: `../${path.basename(outside)}` });
      expect(json(await get('/api/HumanResource/GetUserGender', 'outsource'))).toMatchObject({
        fileUrl: null,
      });
      expect((await get(photoUrl('outsource'), 'outsource')).statusCode).toBe(404);
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });

  it('needs a token and an entity', async () => {
    expect((await get('/api/HumanResource/GetUserGender', null)).statusCode).toBe(401);
    const noEntity = await app.inject({
      method: 'GET',
      url: '/api/HumanResource/GetUserGender',
      headers: authHeaders(tokens.get('cs')!),
    });
    expect(noEntity.statusCode).toBe(400);
  });
});

describe('GET /api/HumanResource/staff/photo/{id}', () => {
  it("gives internal and outsource users the picture of a staff member of the request's entity", async () => {
    expect(json(await get('/api/HumanResource/staff/photo/501', 'cs'))).toEqual({
      result: 1,
      fileUrl: photoUrl('inspector'),
    });
    expect(json(await get('/api/HumanResource/staff/photo/501', 'outsource'))).toMatchObject({ result: 1 });
    expect(json(await get('/api/HumanResource/staff/photo/502', 'cs'))).toEqual({ result: 1, fileUrl: null });
  });

  it('reports unknown staff, and staff of another entity, as not found', async () => {
    expect(json(await get('/api/HumanResource/staff/photo/999', 'cs'))).toEqual({ result: 3, fileUrl: null });
    // hr works in entity 2 as well, the inspector does not.
    expect(json(await get('/api/HumanResource/staff/photo/501', 'hr', 2))).toEqual({
      result: 3,
      fileUrl: null,
    });
  });

  it('refuses customers and suppliers, bad ids and anonymous callers', async () => {
    expect((await get('/api/HumanResource/staff/photo/501', 'customer')).statusCode).toBe(403);
    expect((await get('/api/HumanResource/staff/photo/501', 'supplier')).statusCode).toBe(403);
    expect((await get('/api/HumanResource/staff/photo/abc', 'cs')).statusCode).toBe(400);
    expect((await get('/api/HumanResource/staff/photo/501', null)).statusCode).toBe(401);
  });
});

describe('GET /api/UserProfile/summary/{id}', () => {
  it("answers one's own profile image", async () => {
    const url = `/api/UserProfile/summary/${ids.get('customer')}`;
    expect(json(await get(url, 'customer'))).toEqual({ result: 1, data: { profileImageUrl: null } });
    expect(json(await get(`/api/UserProfile/summary/${ids.get('inspector')}`, 'inspector'))).toEqual({
      result: 1,
      data: { profileImageUrl: photoUrl('inspector') },
    });
  });

  it('lets internal users see a user of the entity, never customers another user', async () => {
    const url = `/api/UserProfile/summary/${ids.get('inspector')}`;
    expect(json(await get(url, 'cs'))).toEqual({
      result: 1,
      data: { profileImageUrl: photoUrl('inspector') },
    });
    expect(json(await get(url, 'hr', 2))).toEqual({ result: 3, data: null });
    expect(json(await get('/api/UserProfile/summary/999999', 'cs'))).toEqual({ result: 3, data: null });
    expect((await get(url, 'customer')).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
  });

  it('serves photos under the same rules', async () => {
    expect((await get(photoUrl('inspector'), 'cs')).statusCode).toBe(200);
    expect((await get(photoUrl('inspector'), 'customer')).statusCode).toBe(403);
    expect((await get(photoUrl('inspector'), 'hr', 2)).statusCode).toBe(404);
    expect((await get(photoUrl('cs'), 'cs')).statusCode).toBe(404); // no photo: the avatar shows
    expect((await get(photoUrl('inspector'), null)).statusCode).toBe(401);
  });
});

describe('GET /api/customer/GetCustomerKAMDetails/{customerId}', () => {
  const kamOf = (customerId: number | string, login: string | null, entityId = 1) =>
    get(`/api/customer/GetCustomerKAMDetails/${customerId}`, login, entityId);

  it('gives a customer user its own key account manager, the primary one first', async () => {
    expect(json(await kamOf(1, 'customer'))).toEqual({
      result: 1,
      data: { name: 'Mei Lin Chen', email: 'cs@qpa.example.com', phoneNumber: '+86 20 3888 1024' },
    });
  });

  it("refuses another customer's KAM to a customer, and any KAM to suppliers", async () => {
    expect((await kamOf(3, 'customer')).statusCode).toBe(403);
    expect((await kamOf(1, 'supplier')).statusCode).toBe(403);
    expect((await kamOf(1, null)).statusCode).toBe(401);
    expect((await kamOf('x', 'customer')).statusCode).toBe(400);
  });

  it("lets internal users read the KAM of a customer of the request's entity", async () => {
    expect(json(await kamOf(1, 'cs'))).toMatchObject({ result: 1, data: { name: 'Mei Lin Chen' } });
    expect(json(await kamOf(3, 'cs'))).toEqual({ result: 2, data: null }); // a customer without a KAM
    expect(json(await kamOf(2, 'cs'))).toEqual({ result: 3, data: null }); // customer of entity 2
    expect(json(await kamOf(2, 'hr', 2))).toMatchObject({ result: 1, data: { name: 'Priya Nair' } });
    expect(json(await kamOf(424242, 'cs'))).toEqual({ result: 3, data: null });
  });

  it("follows the customer's entity list, not only the entity that created it", async () => {
    const listing = { customerId: 2, entityId: 1 };
    await database.db.insert(customerEntities).values(listing).onConflictDoNothing();
    try {
      expect(json(await kamOf(2, 'cs'))).toMatchObject({ result: 1, data: { name: 'Priya Nair' } });
    } finally {
      await database.db
        .delete(customerEntities)
        .where(and(eq(customerEntities.customerId, 2), eq(customerEntities.entityId, 1)));
    }
    expect(json(await kamOf(2, 'cs'))).toEqual({ result: 3, data: null });
  });

  it('falls back to the next active KAM when the primary one is disabled', async () => {
    await setUser('cs', { isActive: false });
    try {
      expect(json(await kamOf(1, 'customer'))).toMatchObject({
        result: 1,
        data: { name: 'Catherine Dubois' },
      });
    } finally {
      await setUser('cs', { isActive: true });
    }
  });
});

describe('seedDemoHeaderLookups with a files folder', () => {
  it('writes one demo photo once and never overwrites what is set', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-seed-files-'));
    try {
      await seedDemoHeaderLookups(database.db, dir);
      const [manager] = await database.db.select().from(users).where(eq(users.loginName, 'manager'));
      expect(manager!.photoFile).toBe(`photos/user-${manager!.id}.png`);
      const bytes = fs.readFileSync(path.join(dir, manager!.photoFile!));
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(bytes.readUInt32BE(16)).toBe(96); // width from IHDR

      await setUser('manager', { gender: 'M' });
      await seedDemoHeaderLookups(database.db, dir);
      const [again] = await database.db.select().from(users).where(eq(users.loginName, 'manager'));
      expect(again!.gender).toBe('M');
      expect(again!.photoFile).toBe(manager!.photoFile);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
