import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  LOGIN_NAME_PATTERN,
  accountLinkKind,
  type Lang,
  type UserAccountDetail,
  type UserAccountSave,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  customers,
  entities,
  factories,
  profiles,
  roles,
  services,
  staff,
  suppliers,
  users,
} from '../../db/schema';
import type { FieldError } from '../../lib/http-error';
import { accountMessage, type AccountMessageKey } from './account-messages';

export interface SaveContext {
  entityId: number;
  callerId: number;
  callerEntityIds: number[];
  grantable: Set<number>;
  lang: Lang;
}

/** The body as it will be stored: links cleared for other user types, kept entities added back. */
export type NormalizedSave = Omit<UserAccountSave, 'id' | 'version'>;

async function existing(
  db: Db,
  table: typeof roles | typeof entities | typeof services | typeof profiles,
  ids: number[],
) {
  if (!ids.length) return new Set<number>();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/**
 * Everything a JSON schema cannot check about an account save: the login's characters, roles the caller
 * may grant, entities the caller works in, existing services and profiles, the link that matches the
 * user type (and exists in the entity), and the parts of one's own account nobody changes alone.
 */
export async function accountSaveErrors(
  db: Db,
  context: SaveContext,
  body: UserAccountSave,
  current: UserAccountDetail | null,
): Promise<{ errors: FieldError[]; values: NormalizedSave }> {
  const errors: FieldError[] = [];
  const fail = (field: string, key: AccountMessageKey) =>
    errors.push({ field, message: accountMessage(key, context.lang) });

  if (!LOGIN_NAME_PATTERN.test(body.loginName.trim())) fail('loginName', 'loginPattern');

  const roleIds = [...new Set(body.roleIds)];
  const knownRoles = await existing(db, roles, roleIds);
  if (roleIds.some((id) => !knownRoles.has(id))) fail('roleIds', 'unknownChoice');
  else if (roleIds.some((id) => !context.grantable.has(id))) fail('roleIds', 'roleNotGrantable');

  const locked = current?.lockedEntityIds ?? [];
  const requested = [...new Set(body.entityIds)].filter((id) => !locked.includes(id));
  const knownEntities = await existing(db, entities, requested);
  if (requested.some((id) => !knownEntities.has(id))) fail('entityIds', 'unknownChoice');
  else if (requested.some((id) => !context.callerEntityIds.includes(id))) fail('entityIds', 'entityNotYours');
  else if (!requested.includes(context.entityId)) fail('entityIds', 'entityMustIncludeCurrent');
  const entityIds = [...requested, ...locked].sort((a, b) => a - b);

  const serviceIds = [...new Set(body.serviceIds)];
  const knownServices = await existing(db, services, serviceIds);
  if (serviceIds.some((id) => !knownServices.has(id))) fail('serviceIds', 'unknownChoice');
  const profileIds = [...new Set(body.profileIds)];
  const knownProfiles = await existing(db, profiles, profileIds);
  if (profileIds.some((id) => !knownProfiles.has(id))) fail('profileIds', 'unknownChoice');

  const links = await linkErrors(db, context, body, current?.id ?? null);
  for (const [field, key] of links.errors) fail(field, key);

  if (current?.isOwnAccount) {
    if (body.userType !== current.userType) fail('userType', 'ownAccountLocked');
    if (body.isActive !== current.isActive) fail('isActive', 'ownAccountLocked');
    if (!sameSet(roleIds, current.roleIds)) fail('roleIds', 'ownAccountLocked');
    if (!sameSet(entityIds, current.entityIds)) fail('entityIds', 'ownAccountLocked');
  }

  return {
    errors,
    values: {
      loginName: body.loginName.trim(),
      fullName: body.fullName.trim(),
      email: body.email.trim(),
      phoneNumber: body.phoneNumber?.trim() || null,
      userType: body.userType,
      isActive: body.isActive,
      language: body.language,
      ...links.values,
      roleIds,
      entityIds,
      serviceIds,
      profileIds,
    },
  };
}

type LinkValues = Pick<UserAccountSave, 'staffId' | 'customerId' | 'supplierId' | 'factoryId'>;

/** The one link the user type calls for; the others must be empty. Factory accounts carry their supplier. */
async function linkErrors(
  db: Db,
  context: SaveContext,
  body: UserAccountSave,
  accountId: number | null,
): Promise<{ errors: [string, AccountMessageKey][]; values: LinkValues }> {
  const kind = accountLinkKind(body.userType);
  const errors: [string, AccountMessageKey][] = [];
  const values: LinkValues = { staffId: null, customerId: null, supplierId: null, factoryId: null };
  const others: [keyof LinkValues, boolean][] = [
    ['staffId', kind !== 'staff'],
    ['customerId', kind !== 'customer'],
    ['supplierId', kind !== 'supplier' && kind !== 'factory'],
    ['factoryId', kind !== 'factory'],
  ];
  for (const [field, wrong] of others)
    if (wrong && body[field] != null) errors.push([field, 'linkWrongType']);
  const { entityId } = context;

  if (kind === 'staff') {
    if (body.staffId == null) return { errors, values };
    const [record] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.id, body.staffId), eq(staff.entityId, entityId)));
    if (!record) errors.push(['staffId', 'linkUnknown']);
    else {
      const taken = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.staffId, body.staffId), accountId ? ne(users.id, accountId) : undefined))
        .limit(1);
      if (taken.length) errors.push(['staffId', 'staffHasAccount']);
    }
    values.staffId = body.staffId;
  } else if (kind === 'customer') {
    if (body.customerId == null) errors.push(['customerId', 'linkRequired']);
    else if (!(await partyInEntity(db, customers, body.customerId, entityId)))
      errors.push(['customerId', 'linkUnknown']);
    values.customerId = body.customerId;
  } else if (kind === 'supplier') {
    if (body.supplierId == null) errors.push(['supplierId', 'linkRequired']);
    else if (!(await partyInEntity(db, suppliers, body.supplierId, entityId)))
      errors.push(['supplierId', 'linkUnknown']);
    values.supplierId = body.supplierId;
  } else {
    if (body.factoryId == null) errors.push(['factoryId', 'linkRequired']);
    else {
      const [factory] = await db
        .select({ supplierId: factories.supplierId })
        .from(factories)
        .where(and(eq(factories.id, body.factoryId), eq(factories.entityId, entityId)));
      if (!factory) errors.push(['factoryId', 'linkUnknown']);
      else if (body.supplierId != null && body.supplierId !== factory.supplierId)
        errors.push(['supplierId', 'factoryOfOtherSupplier']);
      values.supplierId = factory?.supplierId ?? null;
    }
    values.factoryId = body.factoryId;
  }
  return { errors, values };
}

async function partyInEntity(
  db: Db,
  table: typeof customers | typeof suppliers,
  id: number,
  entityId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.entityId, entityId)));
  return rows.length > 0;
}
