import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toLang, type UserAccountDetail, type UserAccountFilter, type UserAccountRow } from '@portal/domain';
import type { Db } from '../../db/client';
import { userEntities, userProfiles, userRoles, userServices, users } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, orderBy, textMatches } from '../../lib/search/sql-filters';
import { manageable } from './account-access';
import { outer } from './account-columns';
import { isPasswordSet } from './password-reset.service';

const roleNames = sql<string>`coalesce((select string_agg(r.name, ', ' order by r.name)
  from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${outer.id}), '')`;
const entityNames = sql<string>`coalesce((select string_agg(e.short_name, ', ' order by e.id)
  from user_entities ue join entities e on e.id = ue.entity_id where ue.user_id = ${outer.id}), '')`;
/** The record the account is linked to, by the most specific link first. */
export const linkedName = sql<string | null>`coalesce(
  (select f.name from factories f where f.id = ${outer.factoryId}),
  (select c.name from customers c where c.id = ${outer.customerId}),
  (select s.name from suppliers s where s.id = ${outer.supplierId}),
  (select st.full_name from staff st where st.id = ${outer.staffId}))`;
const lastSignInAt = sql<
  string | null
>`(select max(s.created_at) from sessions s where s.user_id = ${outer.id})`;
const passwordSet = sql<boolean>`${users.passwordHash} like 'scrypt$%'`;

/** Accounts that may work in the entity: the only ones an admin of that entity sees. */
export const inEntity = (entityId: number) =>
  sql`exists (select 1 from user_entities ue where ue.user_id = ${outer.id} and ue.entity_id = ${entityId})`;

const SORT_COLUMNS: Record<string, SQL | typeof users.id> = {
  loginName: sql`${users.loginName}`,
  fullName: sql`${users.fullName}`,
  email: sql`${users.email}`,
  userType: sql`${users.userType}`,
  isActive: sql`${users.isActive}`,
  lastSignInAt,
};
const TEXT_SORTS = ['loginName', 'fullName', 'email'];

function condition(
  db: Db,
  entityId: number,
  query: SearchQuery<Partial<UserAccountFilter>>,
): SQL | undefined {
  const { filter } = query;
  return allOf(
    inEntity(entityId),
    textMatches(query.searchText, [users.loginName, users.fullName, users.email]),
    query.idList ? inArray(users.id, query.idList) : undefined,
    filter.userTypes?.length ? inArray(users.userType, filter.userTypes) : undefined,
    filter.roleIds?.length
      ? inArray(
          users.id,
          db
            .select({ id: userRoles.userId })
            .from(userRoles)
            .where(inArray(userRoles.roleId, filter.roleIds)),
        )
      : undefined,
    filter.isActive == null ? undefined : eq(users.isActive, filter.isActive),
  );
}

export async function accountPage(
  db: Db,
  entityId: number,
  query: SearchQuery<Partial<UserAccountFilter>>,
): Promise<UserAccountRow[]> {
  let paged = db
    .select({
      id: users.id,
      loginName: users.loginName,
      fullName: users.fullName,
      email: users.email,
      userType: users.userType,
      isActive: users.isActive,
      roleNames,
      entityNames,
      linkedName,
      passwordSet,
      lastSignInAt,
    })
    .from(users)
    .where(condition(db, entityId, query))
    .orderBy(...orderBy(query.sort, SORT_COLUMNS, users.id, TEXT_SORTS))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) paged = paged.limit(query.take);
  const rows = await paged;
  return rows.map((row) => ({ ...row, lastSignInAt: isoOrNull(row.lastSignInAt) }));
}

export async function accountCount(
  db: Db,
  entityId: number,
  query: SearchQuery<Partial<UserAccountFilter>>,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(condition(db, entityId, query));
  return Number(row?.total ?? 0);
}

/** Raw SQL aggregates come back as strings on some drivers and Dates on others. */
function isoOrNull(value: unknown): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export interface DetailViewer {
  id: number;
  entityIds: number[];
  grantable: Set<number>;
}

/** One account of the entity as the edit screen shows it, or null (not found or not in the entity). */
export async function getAccount(
  db: Db,
  entityId: number,
  id: number,
  viewer: DetailViewer,
): Promise<UserAccountDetail | null> {
  const [row] = await db
    .select({ user: users, linkedName, lastSignInAt })
    .from(users)
    .where(and(eq(users.id, id), inEntity(entityId)));
  if (!row) return null;
  const { user } = row;
  const [roleRows, entityRows, serviceRows, profileRows] = await Promise.all([
    db
      .select({ id: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, id))
      .orderBy(asc(userRoles.roleId)),
    db
      .select({ id: userEntities.entityId })
      .from(userEntities)
      .where(eq(userEntities.userId, id))
      .orderBy(asc(userEntities.entityId)),
    db
      .select({ id: userServices.serviceId })
      .from(userServices)
      .where(eq(userServices.userId, id))
      .orderBy(asc(userServices.serviceId)),
    db
      .select({ id: userProfiles.profileId })
      .from(userProfiles)
      .where(eq(userProfiles.userId, id))
      .orderBy(asc(userProfiles.profileId)),
  ]);
  const roleIds = roleRows.map((r) => r.id);
  const entityIds = entityRows.map((r) => r.id);
  return {
    id: user.id,
    version: user.version,
    loginName: user.loginName,
    fullName: user.fullName,
    email: user.email ?? '',
    phoneNumber: user.phoneNumber,
    userType: user.userType,
    isActive: user.isActive,
    language: toLang(user.language),
    staffId: user.staffId,
    customerId: user.customerId,
    supplierId: user.supplierId,
    factoryId: user.factoryId,
    roleIds,
    entityIds,
    serviceIds: serviceRows.map((r) => r.id),
    profileIds: profileRows.map((r) => r.id),
    linkedName: row.linkedName,
    passwordSet: isPasswordSet(user.passwordHash),
    lastSignInAt: isoOrNull(row.lastSignInAt),
    isOwnAccount: user.id === viewer.id,
    canManage: manageable(roleIds, viewer.grantable),
    lockedEntityIds: entityIds.filter((entity) => !viewer.entityIds.includes(entity)),
  };
}
