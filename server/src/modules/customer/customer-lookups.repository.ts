import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CUSTOMER_LOOKUP_KINDS,
  Role,
  UserType,
  type CustomerLookupKind,
  type CustomerLookups,
  type DataSourceItem,
  type Lang,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  cities,
  customerLookups,
  customers,
  entities,
  provinces,
  services,
  userEntities,
  userRoles,
  users,
} from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import { customerScopeCondition } from './customer-scope';

/** One list of the customer lookup table, in the caller's language, active values only. */
export async function lookupList(db: Db, kind: CustomerLookupKind, lang: Lang): Promise<DataSourceItem[]> {
  const rows = await db
    .select({ id: customerLookups.id, name: customerLookups.name, nameFr: customerLookups.nameFr })
    .from(customerLookups)
    .where(and(eq(customerLookups.kind, kind), eq(customerLookups.isActive, true)))
    .orderBy(asc(customerLookups.sort), asc(customerLookups.name));
  return rows.map((row) => ({ id: row.id, name: (lang === 'fr' && row.nameFr) || row.name }));
}

/** Whether every id is a value of that lookup kind (a save may not point at another list's value). */
export async function lookupIdsValid(db: Db, kind: CustomerLookupKind, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (!unique.length) return true;
  const rows = await db
    .select({ id: customerLookups.id })
    .from(customerLookups)
    .where(and(eq(customerLookups.kind, kind), inArray(customerLookups.id, unique)));
  return rows.length === unique.length;
}

/** Whether the province lies in the country (a missing country matches no province). */
export async function provinceInCountry(db: Db, provinceId: number, countryId: number | null | undefined) {
  const [province] = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(and(eq(provinces.id, provinceId), eq(provinces.countryId, countryId ?? 0)));
  return province !== undefined;
}

/** Whether the city lies in the province (a missing province matches no city). */
export async function cityInProvince(db: Db, cityId: number, provinceId: number | null | undefined) {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.provinceId, provinceId ?? 0)));
  return city !== undefined;
}

/** Active internal users with access to the entity, optionally holding one of the roles. */
export async function internalUsers(db: Db, entityId: number, roleIds?: Role[]): Promise<DataSourceItem[]> {
  const roleCondition = roleIds?.length
    ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.roleId, roleIds)})`
    : undefined;
  return db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .innerJoin(userEntities, and(eq(userEntities.userId, users.id), eq(userEntities.entityId, entityId)))
    .where(and(eq(users.userType, UserType.InternalUser), eq(users.isActive, true), roleCondition))
    .orderBy(asc(users.fullName));
}

/** Accounting leaders: the entity's accounting staff. */
export const accountingLeaders = (db: Db, entityId: number) => internalUsers(db, entityId, [Role.Accounting]);
/** Sales in charge: the entity's sales team, KAMs, CS and management. */
export const salesInCharge = (db: Db, entityId: number) =>
  internalUsers(db, entityId, [
    Role.SalesTeam,
    Role.KAM,
    Role.Cs,
    Role.CSManagement,
    Role.CEO,
    Role.Management,
  ]);
/** KAM staff: any active internal user of the entity may look after a customer. */
export const kamStaff = (db: Db, entityId: number) => internalUsers(db, entityId);

/** Whether the caller is company staff, who may see staff lists and every customer group. */
export const seesStaffLists = (userType: UserType) => userType === UserType.InternalUser;

/**
 * The customer groups a customer user may read: those of the customers in its scope (its own), so no
 * other customer's group name reaches it. Staff get the whole list.
 */
export async function groupListFor(db: Db, scope: ResourceScope, lang: Lang): Promise<DataSourceItem[]> {
  const all = await lookupList(db, 'group', lang);
  if (seesStaffLists(scope.user.userType)) return all;
  const own = await db
    .selectDistinct({ groupId: customers.groupId })
    .from(customers)
    .where(customerScopeCondition(scope));
  const ids = new Set(own.map((row) => row.groupId));
  return all.filter((item) => ids.has(item.id));
}

/**
 * The form lists as a customer user may read them for its own record: the KAMs named on it (the people
 * it deals with, as on the help panel) and its own group; no other staff, no other customer's group.
 */
export function narrowForCustomer(
  lookups: CustomerLookups,
  record: { kamIds: number[]; groupId: number | null },
): CustomerLookups {
  return {
    ...lookups,
    group: lookups.group.filter((item) => item.id === record.groupId),
    kamStaff: lookups.kamStaff.filter((item) => record.kamIds.includes(item.id)),
    accountingLeaders: [],
    salesInCharge: [],
  };
}

/** Everything the customer form's selects need. */
export async function customerFormLookups(db: Db, entityId: number, lang: Lang): Promise<CustomerLookups> {
  const kinds = Object.keys(CUSTOMER_LOOKUP_KINDS) as CustomerLookupKind[];
  const lists = await Promise.all(kinds.map((kind) => lookupList(db, kind, lang)));
  const [leaders, kams, sales, entityRows, serviceRows] = await Promise.all([
    accountingLeaders(db, entityId),
    kamStaff(db, entityId),
    salesInCharge(db, entityId),
    db.select({ id: entities.id, name: entities.name }).from(entities).orderBy(asc(entities.id)),
    db.select({ id: services.id, name: services.name }).from(services).orderBy(asc(services.id)),
  ]);
  return {
    ...(Object.fromEntries(kinds.map((kind, index) => [kind, lists[index]!])) as Record<
      CustomerLookupKind,
      DataSourceItem[]
    >),
    accountingLeaders: leaders,
    kamStaff: kams,
    salesInCharge: sales,
    entities: entityRows,
    services: serviceRows,
  };
}
