import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { passwordPolicyIssues } from '@portal/domain';
import { hashPassword, type ScryptCost } from '../../lib/password-hash';
import type { Db } from '../client';
import {
  customers,
  entities,
  factories,
  profiles,
  rightTypes,
  rights,
  rolePermissions,
  roleRights,
  roles,
  services,
  suppliers,
  userEntities,
  userProfiles,
  userRoles,
  users,
  userServices,
} from '../schema';
import {
  ADMIN_USER,
  DEMO_CUSTOMERS,
  DEMO_FACTORIES,
  DEMO_PASSWORD,
  DEMO_SUPPLIERS,
  DEMO_USERS,
  type SeedUser,
} from './demo-data';
import { seedDemoGeography, seedGeographyReference } from './geography';
import { seedDemoHeaderLookups } from './header-lookups';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoExpenses } from './demo-expenses';
import { seedDemoHolidays } from './demo-holidays';
import { seedDemoProducts } from './demo-products';
import { seedDemoPurchaseOrders } from './demo-purchase-orders';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoCustomerRecords } from './demo-customer-records';
import { seedDemoHr } from './demo-hr';
import { seedDemoCustomerRegistrations } from './demo-customer-registrations';
import { seedDemoCustomerConfig } from './demo-customer-config';
import { seedDemoLeave } from './demo-leave';
import { seedDemoScheduling } from './demo-scheduling';
import { seedDemoCertificates } from './demo-certificates';
import { writeDemoReportPhotoFiles } from './demo-report-photos';
import { seedDemoReports } from './demo-reports';
import { seedDemoSuppliers } from './demo-suppliers';
import { MENU } from './menu';
import { ENTITY_ROWS, PROFILE_ROWS, RIGHT_TYPE_ROWS, ROLE_ROWS, SERVICE_ROWS } from './reference-data';
import { rolePermissionRows, roleRightRows } from './role-access';
import { seedDemoWorkItems } from './work-items';
import { seedDemoRights } from '../../modules/rights/demo-rights';
import { withoutRemovedPermissions, withoutRemovedRights } from '../../modules/rights/seed-respect';

export interface SeedOptions {
  /** Demo customers, suppliers, factories and users (all with the demo password). */
  demo: boolean;
  /** Production only: the first admin's password; generated when absent. */
  adminPassword?: string | null;
  /** Files folder for the demo photo; without it the demo users keep the default avatars. */
  filesDir?: string | null;
  /**
   * The scrypt cost of the demo users' password hashes: the tests' demo database takes a cheap one, since
   * every sign-in verifies at the stored cost (about 80 ms each at the real one, hundreds per test run).
   */
  demoPasswordCost?: ScryptCost;
  /**
   * The day (and time) the demo is seeded for: every dated demo row (leave, holidays, bookings, their
   * inspectors and reports...) is placed relative to it. The clock when absent; tests seed other days.
   */
  now?: Date;
}

export interface SeedResult {
  createdUsers: string[];
  /** Set once, when the production admin was created with a generated password (print it). */
  generatedAdminPassword: string | null;
}

/**
 * Idempotent: every insert skips rows that exist, users are matched by login name, and nothing already
 * there is updated, so a second start changes nothing (and hashes nothing).
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  // The one reading of the clock: every module below takes its day from here.
  const now = options.now ?? new Date();
  await seedReferenceData(db);
  await seedGeographyReference(db);
  if (options.demo) {
    await seedDemoGeography(db);
    await seedDemoParties(db);
    const createdUsers = await seedUsers(db, DEMO_USERS, () => DEMO_PASSWORD, now, options.demoPasswordCost);
    await seedDemoHr(db);
    await seedDemoHolidays(db, now);
    await seedDemoLeave(db, now);
    await seedDemoExpenses(db, now);
    await seedDemoWorkItems(db, now);
    await seedDemoHeaderLookups(db, options.filesDir);
    await seedDemoCustomers(db);
    await seedDemoSuppliers(db);
    // The rest hang off the customers above: contacts and buyers, services and complaints, products.
    await seedDemoCustomerRecords(db);
    await seedDemoCustomerConfig(db, now);
    await seedDemoProducts(db);
    await seedDemoPurchaseOrders(db, now);
    await seedDemoBookings(db, now);
    await seedDemoScheduling(db, now);
    // The reports of the inspected bookings; their photos' files are drawn again when missing.
    await seedDemoReports(db, now);
    if (options.filesDir) await writeDemoReportPhotoFiles(db, options.filesDir);
    // Certificates of the validated, passed reports of the customer that needs them.
    await seedDemoCertificates(db, 1, now);
    await seedDemoCustomerRegistrations(db, now);
    await seedDemoRights(db);
    return { createdUsers, generatedAdminPassword: null };
  }
  const password = options.adminPassword || generatePassword();
  const createdUsers = await seedUsers(db, [{ ...ADMIN_USER, changePassword: false }], () => password, now);
  return {
    createdUsers,
    generatedAdminPassword: createdUsers.length && !options.adminPassword ? password : null,
  };
}

/** A random password that passes the policy (the admin must still change it at first sign-in). */
export function generatePassword(): string {
  for (;;) {
    const candidate = `${crypto.randomBytes(12).toString('base64url')}#7aA`;
    if (passwordPolicyIssues(candidate, 'admin').length === 0) return candidate;
  }
}

/** Explicit ids leave identity sequences behind; move them past the highest id after inserting. */
async function syncIdentity(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
  );
}

async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(entities).values(ENTITY_ROWS).onConflictDoNothing();
    await tx.insert(services).values(SERVICE_ROWS).onConflictDoNothing();
    await tx.insert(rightTypes).values(RIGHT_TYPE_ROWS).onConflictDoNothing();
    await tx.insert(profiles).values(PROFILE_ROWS).onConflictDoNothing();
    const newRoles = await tx
      .insert(roles)
      .values(ROLE_ROWS)
      .onConflictDoNothing()
      .returning({ id: roles.id });
    if (newRoles.length) await syncIdentity(tx, 'roles');
    const menuRows = MENU.map((item) => ({
      id: item.id,
      parentId: item.parentId,
      menuName: item.menuName,
      titleName: item.titleName,
      path: item.path,
      ranking: item.ranking,
      rightTypeId: item.rightType,
      glyphicons: item.glyphicons,
      isHeading: item.isHeading,
    }));
    const newRights = await tx
      .insert(rights)
      .values(menuRows)
      .onConflictDoNothing()
      .returning({ id: rights.id });
    if (newRights.length) await syncIdentity(tx, 'rights');
    // What an administrator removed through the rights screens stays removed (the trail says so).
    const permissionRows = await withoutRemovedPermissions(tx, rolePermissionRows());
    if (permissionRows.length) await tx.insert(rolePermissions).values(permissionRows).onConflictDoNothing();
    const rightRows = await withoutRemovedRights(tx, roleRightRows());
    if (rightRows.length) await tx.insert(roleRights).values(rightRows).onConflictDoNothing();
  });
}

async function seedDemoParties(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = [
      ['customers', customers, DEMO_CUSTOMERS],
      ['suppliers', suppliers, DEMO_SUPPLIERS],
      ['factories', factories, DEMO_FACTORIES],
    ] as const;
    for (const [name, table, rows] of tables) {
      const inserted = await tx.insert(table).values(rows).onConflictDoNothing().returning({ id: table.id });
      if (inserted.length) await syncIdentity(tx, name);
    }
  });
}

async function seedUsers(
  db: Db,
  seedUsers: readonly SeedUser[],
  passwordFor: (user: SeedUser) => string,
  now: Date,
  cost?: ScryptCost,
) {
  const existing = await db
    .select({ loginName: sql<string>`lower(${users.loginName})` })
    .from(users)
    .where(sql`lower(${users.loginName}) in ${seedUsers.map((user) => user.loginName.toLowerCase())}`);
  const taken = new Set(existing.map((row) => row.loginName));
  const missing = seedUsers.filter((user) => !taken.has(user.loginName.toLowerCase()));
  if (!missing.length) return [];
  // Hash outside the transaction and in parallel: scrypt is deliberately slow.
  const hashes = await Promise.all(missing.map((user) => hashPassword(passwordFor(user), cost)));
  const created: string[] = [];
  await db.transaction(async (tx) => {
    for (const [index, user] of missing.entries()) {
      const changed = user.changePassword ?? true;
      const [row] = await tx
        .insert(users)
        .values({
          loginName: user.loginName,
          fullName: user.fullName,
          email: user.email,
          userType: user.userType,
          passwordHash: hashes[index]!,
          isActive: user.isActive ?? true,
          customerId: user.customerId ?? null,
          supplierId: user.supplierId ?? null,
          factoryId: user.factoryId ?? null,
          countryId: user.countryId,
          tcfNewDashboardAccess: user.tcfNewDashboardAccess ?? false,
          changePassword: changed,
          passwordChangedAt: changed ? now : null,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) continue; // another instance created it meanwhile
      const userId = row.id;
      await tx.insert(userEntities).values(user.entities.map((entityId) => ({ userId, entityId })));
      await tx.insert(userServices).values(user.services.map((serviceId) => ({ userId, serviceId })));
      if (user.roles.length)
        await tx.insert(userRoles).values(user.roles.map((roleId) => ({ userId, roleId })));
      if (user.profiles.length)
        await tx.insert(userProfiles).values(user.profiles.map((profileId) => ({ userId, profileId })));
      created.push(user.loginName);
    }
  });
  return created;
}
