import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerKams, staff, users } from '../../db/schema';

/** What the header needs to know about a user whose picture or gender it shows. */
export interface LookupUser {
  id: number;
  gender: string | null;
  photoFile: string | null;
  entityIds: number[];
}

const lookupColumns = {
  id: users.id,
  gender: users.gender,
  // A user linked to a staff record shows the staff photo (HR keeps it); its own photo otherwise.
  photoFile: sql<string | null>`coalesce((select s.photo_file from staff s where s.id = ${users.staffId}),
    ${users.photoFile})`,
  entityIds: sql<number[]>`coalesce((select json_agg(ue.entity_id order by ue.entity_id)
    from user_entities ue where ue.user_id = ${users.id}), '[]'::json)`,
};

export async function findLookupUser(db: Db, userId: number): Promise<LookupUser | null> {
  const [row] = await db.select(lookupColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Staff ids are not unique by constraint; an active account wins, then the oldest. */
export async function findLookupUserByStaffId(db: Db, staffId: number): Promise<LookupUser | null> {
  const [row] = await db
    .select(lookupColumns)
    .from(users)
    .where(eq(users.staffId, staffId))
    .orderBy(desc(users.isActive), asc(users.id))
    .limit(1);
  return row ?? null;
}

/** A staff record of the entity without a user account: its photo, if any. */
export async function findStaffPhoto(
  db: Db,
  staffId: number,
  entityId: number,
): Promise<{ id: number; photoFile: string | null } | null> {
  const [row] = await db
    .select({ id: staff.id, photoFile: staff.photoFile })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.entityId, entityId)));
  return row ?? null;
}

export interface KamDetail {
  name: string;
  email: string | null;
  phoneNumber: string | null;
}

/** The customer's primary key account manager, else the first active one by name. */
export async function findCustomerKam(db: Db, customerId: number): Promise<KamDetail | null> {
  const [row] = await db
    .select({ name: users.fullName, email: users.email, phoneNumber: users.phoneNumber })
    .from(customerKams)
    .innerJoin(users, eq(users.id, customerKams.userId))
    .where(and(eq(customerKams.customerId, customerId), eq(users.isActive, true)))
    .orderBy(desc(customerKams.isPrimary), asc(users.fullName), asc(users.id))
    .limit(1);
  return row ?? null;
}
