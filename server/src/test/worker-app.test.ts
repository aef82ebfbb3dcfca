/** @databases both */
// The jest worker's app (worker-app-host.ts): one app for the files of a worker, each file on its own
// database, nothing of one file's left for the next.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { SignInUser, WorkItemEvent } from '@portal/domain';
import { users } from '../db/schema';
import { authHeaders, createTestApp, json, signInAs, type TestApp } from './test-app';

const me = async (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/User/Me', headers: authHeaders(token) });

describe('the worker app', () => {
  it('serves each file from that file’s own database, and from none after the file closes', async () => {
    const first = await createTestApp();
    const { token, user } = await signInAs(first.app, 'hr');
    await first.database.db.update(users).set({ fullName: 'Renamed Here' }).where(eq(users.id, user.id));
    const renamed = json<{ user: SignInUser }>(await me(first, token)).user;
    expect(renamed.fullName).toBe('Renamed Here');
    await first.close();
    // The loan is over: the app has no database to answer from.
    expect((await me(first, token)).statusCode).toBe(500);

    const second = await createTestApp();
    try {
      // The same app, built once for the worker, now on a fresh copy of the demo database.
      expect(second.app.server).toBe(first.app.server);
      expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
      // Sessions live in the database, so the first file's token means nothing here: sign in again.
      const fresh = json<{ user: SignInUser }>(
        await me(second, (await signInAs(second.app, 'hr')).token),
      ).user;
      expect(fresh.fullName).toBe(user.fullName);
      expect(fresh.fullName).not.toBe('Renamed Here');
    } finally {
      await second.close();
    }
  });

  it('keeps one files folder for the worker, emptied when a file ends its loan', async () => {
    const first = await createTestApp();
    const folder = first.config.filesDir;
    fs.mkdirSync(path.join(folder, 'bookings', '7'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'bookings', '7', 'left-behind.pdf'), 'a file of the first file');
    await first.close();
    expect(fs.readdirSync(folder)).toEqual([]);

    const second = await createTestApp();
    try {
      expect(second.config.filesDir).toBe(folder);
      expect(fs.readdirSync(folder)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second file’s database while one is lent, and a close of the shared app', async () => {
    const t = await createTestApp();
    try {
      await expect(createTestApp()).rejects.toThrow(/still lent/);
      await expect(t.app.close()).rejects.toThrow(/outlives this file/);
    } finally {
      await t.close();
    }
  });

  it('fails the file that leaves an event listener, stops it and still drops its database', async () => {
    const t = await createTestApp();
    const heard: unknown[] = [];
    t.app.realtime.subscribe((event) => heard.push(event));
    await expect(t.close()).rejects.toThrow(/left 1 event listener/);
    // The next file gets the app, and its events reach no listener of the file before.
    const next = await createTestApp();
    try {
      await next.app.realtime.publish({ userId: 1 } as WorkItemEvent);
      expect(heard).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('answers JSON built in the test file’s own realm', async () => {
    const t = await createTestApp();
    try {
      const body = json<object>(await t.app.inject({ method: 'GET', url: '/api/health' }));
      expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    } finally {
      await t.close();
    }
  });
});
