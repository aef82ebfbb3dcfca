import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import { toLang, type UserProfileDetail } from '@portal/domain';
import type { Db } from '../../db/client';
import { staff, users } from '../../db/schema';
import { resolvePhoto, userPhotoUrl } from '../header-lookups/user-photo';
import { outer } from './account-columns';
import { removeStoredFiles, storeStaffFile } from '../hr-staff/staff-files';

const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
};

/** A user's profile as the profile page shows it. */
export async function loadProfile(
  db: Db,
  userId: number,
  viewerId: number,
  filesDir: string | undefined,
): Promise<UserProfileDetail | null> {
  const [row] = await db
    .select({
      id: users.id,
      version: users.version,
      loginName: users.loginName,
      fullName: users.fullName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      language: users.language,
      userType: users.userType,
      staffId: users.staffId,
      // A staff-linked user shows the staff photo (as the header does).
      photoFile: sql<string | null>`coalesce((select s.photo_file from staff s where s.id = ${outer.staffId}),
        ${outer.photoFile})`,
      roleNames: sql<string[]>`coalesce((select json_agg(r.name order by r.name) from user_roles ur
        join roles r on r.id = ur.role_id where ur.user_id = ${outer.id}), '[]'::json)`,
      entityNames: sql<string[]>`coalesce((select json_agg(e.name order by e.id) from user_entities ue
        join entities e on e.id = ue.entity_id where ue.user_id = ${outer.id}), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const { photoFile, ...rest } = row;
  return {
    ...rest,
    language: toLang(row.language),
    photoUrl: resolvePhoto(filesDir, photoFile) ? userPhotoUrl(row.id) : null,
    isOwnProfile: row.id === viewerId,
  };
}

export async function emailTakenByOther(db: Db, userId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateOwnProfile(
  tx: Db,
  userId: number,
  version: number,
  values: { fullName: string; email: string; phoneNumber: string | null; language: string },
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.version, version)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * One's own photo. A user linked to a staff record changes the staff photo (the one the header and HR
 * show); any other user keeps it on the account, under users/{id}/photo/. The old file is removed.
 */
export async function storeOwnPhoto(
  db: Db,
  filesDir: string,
  userId: number,
  mimeType: string,
  bytes: Buffer,
): Promise<void> {
  const [user] = await db
    .select({ staffId: users.staffId, photoFile: users.photoFile })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  if (user.staffId != null) {
    const [record] = await db
      .select({ photoFile: staff.photoFile })
      .from(staff)
      .where(eq(staff.id, user.staffId));
    if (record) {
      const stored = await storeStaffFile(filesDir, user.staffId, 'photo', mimeType, bytes);
      await db.update(staff).set({ photoFile: stored }).where(eq(staff.id, user.staffId));
      if (record.photoFile) await removeStoredFiles(filesDir, [record.photoFile]);
      return;
    }
  }
  const relative = path.posix.join(
    'users',
    String(userId),
    'photo',
    `${crypto.randomUUID()}${PHOTO_EXTENSIONS[mimeType] ?? ''}`,
  );
  const absolute = path.join(filesDir, relative);
  await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
  await fs.promises.writeFile(absolute, bytes);
  // The photo is not part of the profile form: the version stays, so an open form still saves.
  await db.update(users).set({ photoFile: relative }).where(eq(users.id, userId));
  if (user.photoFile) await removeStoredFiles(filesDir, [user.photoFile]);
}
