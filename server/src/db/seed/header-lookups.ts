import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { customerKams, users } from '../schema';
import { demoPortraitPng } from './demo-photo';

/** Genders pick the default avatar in the header (no photo files, except one below). */
const GENDERS: Record<string, 'M' | 'F'> = {
  admin: 'M',
  cs: 'F',
  inspector: 'M',
  manager: 'F',
  auditor: 'M',
  tcfuser: 'F',
  labuser: 'M',
  hr: 'F',
  accountant: 'M',
  customer: 'F',
  supplier: 'M',
  factory: 'M',
  outsource: 'M',
  newuser: 'M',
  disabled: 'F',
};

/** Key account managers' phone numbers, shown to their customers in the help panel. */
const PHONES: Record<string, string> = {
  cs: '+86 20 3888 1024',
  manager: '+86 20 3888 1000',
  hr: '+33 1 84 88 20 26',
};

/** customer id -> KAM login names, the primary first. Customer 3 has none (the panel says so). */
const KAMS: Record<number, string[]> = { 1: ['cs', 'manager'], 2: ['hr'] };

/** The one demo user with a stored photo. */
const PHOTO_USER = 'manager';

/**
 * Demo data of the header lookups. Like the rest of the seed it only fills what is empty, so a second
 * start (or a value changed since) is left alone. The photo needs the files folder; without one (tests)
 * it is skipped.
 */
export async function seedDemoHeaderLookups(db: Db, filesDir?: string | null): Promise<void> {
  const rows = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, Object.keys(GENDERS)));
  const idOf = new Map(rows.map((row) => [row.loginName, row.id]));

  await db.transaction(async (tx) => {
    for (const [loginName, gender] of Object.entries(GENDERS))
      await tx
        .update(users)
        .set({ gender })
        .where(and(eq(users.loginName, loginName), isNull(users.gender)));
    for (const [loginName, phoneNumber] of Object.entries(PHONES))
      await tx
        .update(users)
        .set({ phoneNumber })
        .where(and(eq(users.loginName, loginName), isNull(users.phoneNumber)));
    const kamRows = Object.entries(KAMS).flatMap(([customerId, logins]) =>
      logins
        .filter((login) => idOf.has(login))
        .map((login, index) => ({
          customerId: Number(customerId),
          userId: idOf.get(login)!,
          isPrimary: index === 0,
        })),
    );
    if (kamRows.length) await tx.insert(customerKams).values(kamRows).onConflictDoNothing();
  });

  const photoUserId = idOf.get(PHOTO_USER);
  if (!filesDir || photoUserId == null) return;
  const relative = path.posix.join('photos', `user-${photoUserId}.png`);
  const file = path.join(filesDir, relative);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, demoPortraitPng());
  }
  await db
    .update(users)
    .set({ photoFile: relative })
    .where(and(eq(users.id, photoUserId), isNull(users.photoFile)));
}
