import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CustomerRegistrationStatus,
  Role,
  UserType,
  type CustomerRegistrationDetail,
  type CustomerRegistrationFilter,
  type CustomerRegistrationRow,
  type RegistrationLookups,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  countries,
  customerAddresses,
  customerEntities,
  customerRegistrations as reg,
  customers,
  services,
  userEntities,
  userRoles,
  users,
  userServices,
} from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';

const decider = alias(users, 'decider');

/** The country and service choices of the public form. */
export async function registrationLookups(db: Db): Promise<RegistrationLookups> {
  const [countryRows, serviceRows] = await Promise.all([
    db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name)),
    db.select({ id: services.id, name: services.name }).from(services).orderBy(asc(services.id)),
  ]);
  return { countries: countryRows, services: serviceRows };
}

export async function countryExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return rows.length === 1;
}

export async function knownServiceIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: services.id }).from(services).where(inArray(services.id, ids));
  return rows.map((row) => row.id);
}

export type DuplicateField = 'companyName' | 'email' | 'loginName';

/** A registration still holding its names: verified, or pending with a live link. */
const holdsNames = (now: Date, exceptId?: number) =>
  and(
    or(
      eq(reg.status, CustomerRegistrationStatus.Verified),
      and(eq(reg.status, CustomerRegistrationStatus.PendingVerification), gt(reg.tokenExpiresAt, now)),
    ),
    exceptId ? sql`${reg.id} <> ${exceptId}` : undefined,
  );

const exists = async (query: Promise<unknown[]>): Promise<boolean> => (await query).length > 0;

/**
 * The first of company name, email and login already used by a customer or an account, or by another
 * registration that still holds them (case-insensitive). Null when all are free.
 */
export async function firstDuplicate(
  db: Db,
  values: { companyName: string; email: string; loginName: string },
  now: Date,
  exceptId?: number,
): Promise<DuplicateField | null> {
  const company = values.companyName.trim().toLowerCase();
  const email = values.email.trim().toLowerCase();
  const login = values.loginName.trim().toLowerCase();
  const pending = holdsNames(now, exceptId);
  const companyTaken =
    (await exists(
      db
        .select({ id: customers.id })
        .from(customers)
        .where(sql`lower(trim(${customers.name})) = ${company}`)
        .limit(1),
    )) ||
    (await exists(
      db
        .select({ id: reg.id })
        .from(reg)
        .where(and(pending, sql`lower(trim(${reg.companyName})) = ${company}`))
        .limit(1),
    ));
  if (companyTaken) return 'companyName';
  const emailTaken =
    (await exists(
      db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1),
    )) ||
    (await exists(
      db
        .select({ id: reg.id })
        .from(reg)
        .where(and(pending, sql`lower(${reg.email}) = ${email}`))
        .limit(1),
    ));
  if (emailTaken) return 'email';
  const loginTaken =
    (await exists(
      db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.loginName}) = ${login}`)
        .limit(1),
    )) ||
    (await exists(
      db
        .select({ id: reg.id })
        .from(reg)
        .where(and(pending, sql`lower(${reg.loginName}) = ${login}`))
        .limit(1),
    ));
  return loginTaken ? 'loginName' : null;
}

/** Registrations are few and public: one at a time, so two forms cannot take the same names at once. */
export async function lockRegistrations(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7301, 1)`);
}

export interface NewRegistration {
  entityId: number;
  companyName: string;
  countryId: number;
  address: string;
  contactName: string;
  email: string;
  phone: string;
  serviceIds: number[];
  loginName: string;
  passwordHash: string;
  language: string;
  tokenHash: string;
  tokenExpiresAt: Date;
  now: Date;
}

export async function insertRegistration(tx: Db, values: NewRegistration): Promise<number> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(reg)
    .values({ ...rest, termsAccepted: true, createdAt: now, updatedAt: now })
    .returning({ id: reg.id });
  return row!.id;
}

export interface TokenRegistration {
  id: number;
  status: number;
  tokenExpiresAt: Date;
  companyName: string;
}

export async function findByTokenHash(db: Db, tokenHash: string): Promise<TokenRegistration | null> {
  const [row] = await db
    .select({
      id: reg.id,
      status: reg.status,
      tokenExpiresAt: reg.tokenExpiresAt,
      companyName: reg.companyName,
    })
    .from(reg)
    .where(eq(reg.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Pending -> verified, only while the link is live; false when it changed or expired meanwhile. */
export async function markVerified(tx: Db, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(reg)
    .set({
      status: CustomerRegistrationStatus.Verified,
      verifiedAt: now,
      updatedAt: now,
      version: sql`${reg.version} + 1`,
    })
    .where(
      and(
        eq(reg.id, id),
        eq(reg.status, CustomerRegistrationStatus.PendingVerification),
        gt(reg.tokenExpiresAt, now),
      ),
    )
    .returning({ id: reg.id });
  return rows.length === 1;
}

const rowFields = {
  id: reg.id,
  companyName: reg.companyName,
  contactName: reg.contactName,
  email: reg.email,
  countryName: countries.name,
  status: reg.status,
  createdAt: reg.createdAt,
};

const SORT_COLUMNS: Record<string, SQL | typeof reg.id> = {
  companyName: sql`${reg.companyName}`,
  contactName: sql`${reg.contactName}`,
  email: sql`${reg.email}`,
  countryName: sql`${countries.name}`,
  status: sql`${reg.status}`,
  createdAt: sql`${reg.createdAt}`,
};
const TEXT_SORT_FIELDS = ['companyName', 'contactName', 'email', 'countryName'];

function condition(query: SearchQuery<CustomerRegistrationFilter>, entityId: number): SQL | undefined {
  return allOf(
    eq(reg.entityId, entityId),
    textMatches(query.searchText, [reg.companyName, reg.contactName, reg.email, reg.loginName]),
    idIn(reg.id, query.idList),
    idIn(reg.status, query.filter.statusIds),
  );
}

type RawRow = Omit<CustomerRegistrationRow, 'createdAt' | 'status'> & { createdAt: Date; status: number };
const toRow = (row: RawRow): CustomerRegistrationRow => ({
  ...row,
  status: row.status as CustomerRegistrationStatus,
  createdAt: row.createdAt.toISOString(),
});

export async function pageRegistrations(
  db: Db,
  query: SearchQuery<CustomerRegistrationFilter>,
  entityId: number,
): Promise<CustomerRegistrationRow[]> {
  const select = db
    .select(rowFields)
    .from(reg)
    .leftJoin(countries, eq(countries.id, reg.countryId))
    .where(condition(query, entityId))
    .orderBy(...orderBy(query.sort, SORT_COLUMNS, reg.id, TEXT_SORT_FIELDS))
    .offset(query.skip);
  const rows = query.take == null ? await select : await select.limit(query.take);
  return rows.map(toRow);
}

export async function countRegistrations(
  db: Db,
  query: SearchQuery<CustomerRegistrationFilter>,
  entityId: number,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(reg)
    .leftJoin(countries, eq(countries.id, reg.countryId))
    .where(condition(query, entityId));
  return row?.total ?? 0;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** One registration of the entity; null for another entity's (it is not told apart from a missing one). */
export async function getRegistration(
  db: Db,
  id: number,
  entityId: number,
): Promise<CustomerRegistrationDetail | null> {
  const [row] = await db
    .select({
      ...rowFields,
      version: reg.version,
      countryId: reg.countryId,
      address: reg.address,
      phone: reg.phone,
      loginName: reg.loginName,
      serviceIds: reg.serviceIds,
      language: reg.language,
      verifiedAt: reg.verifiedAt,
      decidedAt: reg.decidedAt,
      decidedByName: decider.fullName,
      rejectionReason: reg.rejectionReason,
      customerId: reg.customerId,
      userId: reg.userId,
    })
    .from(reg)
    .leftJoin(countries, eq(countries.id, reg.countryId))
    .leftJoin(decider, eq(decider.id, reg.decidedBy))
    .where(and(eq(reg.id, id), eq(reg.entityId, entityId)))
    .limit(1);
  if (!row) return null;
  return {
    ...toRow(row),
    version: row.version,
    countryId: row.countryId,
    address: row.address,
    phone: row.phone,
    loginName: row.loginName,
    serviceIds: row.serviceIds,
    language: row.language,
    verifiedAt: iso(row.verifiedAt),
    decidedAt: iso(row.decidedAt),
    decidedByName: row.decidedByName,
    rejectionReason: row.rejectionReason,
    customerId: row.customerId,
    userId: row.userId,
  };
}

export interface LockedRegistration {
  id: number;
  status: number;
  version: number;
  companyName: string;
  countryId: number;
  address: string;
  contactName: string;
  email: string;
  phone: string;
  serviceIds: number[];
  loginName: string;
  passwordHash: string;
  language: string;
}

export async function lockRegistration(
  tx: Db,
  id: number,
  entityId: number,
): Promise<LockedRegistration | null> {
  const [row] = await tx
    .select({
      id: reg.id,
      status: reg.status,
      version: reg.version,
      companyName: reg.companyName,
      countryId: reg.countryId,
      address: reg.address,
      contactName: reg.contactName,
      email: reg.email,
      phone: reg.phone,
      serviceIds: reg.serviceIds,
      loginName: reg.loginName,
      passwordHash: reg.passwordHash,
      language: reg.language,
    })
    .from(reg)
    .where(and(eq(reg.id, id), eq(reg.entityId, entityId)))
    .for('update');
  return row ?? null;
}

/**
 * The approved registration becomes a customer of the entity (with its entity list row and its address)
 * and an active customer user with the password chosen at registration.
 */
export async function createCustomerAndUser(
  tx: Db,
  registration: LockedRegistration,
  entityId: number,
  now: Date,
): Promise<{ customerId: number; userId: number }> {
  const [customer] = await tx
    .insert(customers)
    .values({
      name: registration.companyName.trim(),
      countryId: registration.countryId,
      entityId,
      email: registration.email,
      phone: registration.phone,
    })
    .returning({ id: customers.id });
  const customerId = customer!.id;
  await tx.insert(customerEntities).values({ customerId, entityId });
  await tx.insert(customerAddresses).values({
    customerId,
    address: registration.address,
    countryId: registration.countryId,
    isDefault: true,
  });
  const [user] = await tx
    .insert(users)
    .values({
      loginName: registration.loginName,
      fullName: registration.contactName,
      email: registration.email,
      userType: UserType.Customer,
      passwordHash: registration.passwordHash,
      isActive: true,
      customerId,
      countryId: registration.countryId,
      phoneNumber: registration.phone,
      language: registration.language,
      // The applicant chose this password: no forced change at the first sign-in.
      changePassword: true,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  await tx.insert(userEntities).values({ userId, entityId });
  await tx.insert(userRoles).values({ userId, roleId: Role.Customer });
  if (registration.serviceIds.length)
    await tx.insert(userServices).values(registration.serviceIds.map((serviceId) => ({ userId, serviceId })));
  return { customerId, userId };
}

export async function markDecided(
  tx: Db,
  values: {
    id: number;
    version: number;
    status: CustomerRegistrationStatus.Approved | CustomerRegistrationStatus.Rejected;
    deciderId: number;
    reason?: string | null;
    customerId?: number;
    userId?: number;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(reg)
    .set({
      status: values.status,
      decidedAt: values.now,
      decidedBy: values.deciderId,
      rejectionReason: values.reason ?? null,
      customerId: values.customerId ?? null,
      userId: values.userId ?? null,
      updatedAt: values.now,
      version: sql`${reg.version} + 1`,
    })
    .where(and(eq(reg.id, values.id), eq(reg.version, values.version)))
    .returning({ id: reg.id });
  return rows.length === 1;
}
