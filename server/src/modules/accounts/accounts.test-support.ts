// First: test-app sets up the module shims the app needs.
import { createTestDatabase, testConfig, buildTestApp } from '../../test/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Transport } from 'nodemailer';
import { Role, Service, UserType } from '@portal/domain';
import { emailOutbox, users } from '../../db/schema';
import type { HrTestApp } from '../hr-staff/hr-staff.test-support';

export const PUBLIC_URL = 'https://portal.example.com';

/** The demo-seeded app with its own files folder; mail goes to the outbox unless a transport is given. */
export async function createAccountsTestApp(options: { transport?: Transport } = {}): Promise<HrTestApp> {
  const database = await createTestDatabase();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-accounts-files-'));
  const mail = options.transport
    ? { smtpUrl: null, from: 'Quality Portal <no-reply@portal.example.com>', transport: options.transport }
    : undefined;
  const app = await buildTestApp({
    db: database.db,
    config: { ...testConfig(), filesDir, publicUrl: PUBLIC_URL, mail },
    // ACCOUNTS_TEST_LOG=1 prints the server's error log while a test is being investigated.
    logger: process.env.ACCOUNTS_TEST_LOG ? { level: 'error' } : false,
  });
  await app.ready();
  return {
    app,
    database,
    filesDir,
    close: async () => {
      await app.close();
      await database.dispose();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** A valid create body for an internal user of entity 1; override what the test is about. */
export function accountBody(overrides: Record<string, unknown> = {}) {
  return {
    loginName: 'jdoe',
    fullName: 'Jane Doe',
    email: 'jane.doe@qpa.example.com',
    phoneNumber: null,
    userType: UserType.InternalUser,
    isActive: true,
    language: 'en',
    staffId: null,
    customerId: null,
    supplierId: null,
    factoryId: null,
    roleIds: [Role.Cs],
    entityIds: [1],
    serviceIds: [Service.Inspection],
    profileIds: [],
    ...overrides,
  };
}

export async function userIdOf(t: HrTestApp, loginName: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.loginName}) = ${loginName.toLowerCase()}`);
  if (!row) throw new Error(`no user ${loginName}`);
  return row.id;
}

/** The newest outbox message to an address (null when none). */
export async function lastMailTo(t: HrTestApp, address: string) {
  const [row] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row ?? null;
}

export async function mailCount(t: HrTestApp, address: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address)));
  return rows.length;
}

/** The token of the reset link in a message. */
export function tokenIn(text: string): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}
