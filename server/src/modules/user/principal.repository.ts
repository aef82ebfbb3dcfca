import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserType } from '@portal/domain';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** The signed-in caller as every protected route sees it (request.user). */
export interface Principal {
  id: number;
  loginName: string;
  userType: UserType;
  customerId: number | null;
  supplierId: number | null;
  factoryId: number | null;
  roleIds: number[];
  permissions: string[];
  entityIds: number[];
  sessionId: string;
}

/**
 * One query per request: the session must be live and its user active; roles, permissions and entities
 * come fresh from the database, so a role change applies on the next request.
 */
export async function loadPrincipal(db: Db, sessionId: string, userId: number): Promise<Principal | null> {
  const [row] = await db
    .select({
      id: users.id,
      loginName: users.loginName,
      userType: users.userType,
      customerId: users.customerId,
      supplierId: users.supplierId,
      factoryId: users.factoryId,
      roleIds: sql<number[]>`coalesce((select json_agg(ur.role_id order by ur.role_id)
        from user_roles ur where ur.user_id = ${users.id}), '[]'::json)`,
      permissions: sql<string[]>`coalesce((select json_agg(distinct rp.permission)
        from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
        where ur.user_id = ${users.id}), '[]'::json)`,
      entityIds: sql<number[]>`coalesce((select json_agg(ue.entity_id order by ue.entity_id)
        from user_entities ue where ue.user_id = ${users.id}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    );
  return row ? { ...row, userType: row.userType as UserType, sessionId } : null;
}
