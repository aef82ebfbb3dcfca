/** @databases both */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, passwordPolicyIssues, RightType, Role } from '@portal/domain';
import { verifyPassword } from '../../lib/password-hash';
import { createTestDatabaseFromScratch, type TestDatabase } from '../../test/test-app';
import { MIGRATIONS_FOLDER } from '../finalize-migrations';
import { customers, staff, users } from '../schema';
import { DEMO_USERS } from './demo-data';
import { MENU } from './menu';
import { ROLE_PERMISSIONS } from './role-access';
import { enumEntries } from './reference-data';
import { seedDatabase } from './seed';

describe('reference data design', () => {
  it('gives every permission to some role and every role an entry', () => {
    const held = new Set(Object.values(ROLE_PERMISSIONS).flat());
    expect(ALL_PERMISSIONS.filter((permission) => !held.has(permission))).toEqual([]);
    expect(
      Object.keys(ROLE_PERMISSIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(
      enumEntries(Role)
        .map(([, id]) => id)
        .sort((a, b) => a - b),
    );
  });

  it.each([
    [
      RightType.Inspection,
      [
        'inspsummary/booking-summary',
        'cusdashboard',
        'supdashboard/dashboard',
        'qcdashboard',
        'managementdashboard/dashboard',
        'quotations/quotation-summary',
        'finance',
      ],
    ],
    [RightType.Audit, ['auditdashboard/dashboard']],
    [RightType.TCF, ['tcfdashboardnew/tcf-dashboard-new']],
    [RightType.LabTesting, ['labdashboard']],
    [RightType.Customer, ['cussearch/customer-summary']],
    [RightType.Vendor, ['suppliersearch/supplier-summary']],
    [RightType.HumanResource, ['staffsearch/staff-summary']],
    [RightType.Document, ['datamanagement/dmsummary']],
    [RightType.Admin, ['usersearch/user-account-summary']],
  ])('has the landing screens of right type %s as its rights', (rightType, paths) => {
    const ofType = MENU.filter((item) => item.rightType === rightType).map((item) => item.path);
    expect(ofType).toEqual(expect.arrayContaining(paths));
  });

  it('carries the heading titles the side menu filters on', () => {
    const headings = (rightType: RightType) =>
      MENU.filter((item) => item.rightType === rightType && item.parentId == null).map(
        (item) => item.titleName,
      );
    expect(headings(RightType.Customer)).toEqual(['Customer']);
    expect(headings(RightType.Vendor)).toEqual(['Supplier/Factory']);
    expect(headings(RightType.HumanResource)).toEqual([
      'Human Resource',
      'Leave',
      'Holiday',
      'Expense Claim',
    ]);
    expect(headings(RightType.Document)).toEqual(['Data Management']);
    expect(headings(RightType.Admin)).toEqual(['Area Management', 'User Management']);
    for (const item of MENU) {
      expect(item.path === '#').toBe(item.isHeading);
      if (item.parentId == null) expect(item.isHeading).toBe(true);
      expect(item.path).not.toMatch(/^\/|^\d/);
    }
  });

  it('ships migrations without a schema name, so they run in any schema', () => {
    for (const file of fs.readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'))) {
      expect(fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')).not.toContain('"public".');
    }
  });
});

async function tableCounts(db: TestDatabase['db']): Promise<Record<string, number>> {
  const tables = [
    'entities',
    'services',
    'right_types',
    'profiles',
    'roles',
    'role_permissions',
    'rights',
    'role_rights',
    'customers',
    'suppliers',
    'factories',
    'users',
    'user_entities',
    'user_services',
    'user_profiles',
    'user_roles',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sql`${sql.identifier(table)}`);
    counts[table] = row!.count;
  }
  return counts;
}

describe('demo seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabaseFromScratch({ demo: true });
  });
  afterAll(() => database.dispose());

  it('creates the demo users, each password with its own salt', async () => {
    const rows = await database.db
      .select({ loginName: users.loginName, hash: users.passwordHash })
      .from(users);
    expect(rows.map((row) => row.loginName).sort()).toEqual(DEMO_USERS.map((user) => user.loginName).sort());
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    expect(rows.every((row) => row.hash.startsWith('scrypt$32768$8$1$'))).toBe(true);
  });

  it('is idempotent: a second run creates and changes nothing', async () => {
    const before = await tableCounts(database.db);
    const snapshot = await database.db.select().from(users).orderBy(users.id);
    expect(await seedDatabase(database.db, { demo: true })).toEqual({
      createdUsers: [],
      generatedAdminPassword: null,
    });
    expect(await tableCounts(database.db)).toEqual(before);
    expect(await database.db.select().from(users).orderBy(users.id)).toEqual(snapshot);
  });

  it('links the internal demo users to staff records with their reporting line', async () => {
    const rows = await database.db
      .select({ loginName: users.loginName, staffId: users.staffId, managerStaffId: staff.managerStaffId })
      .from(users)
      .leftJoin(staff, eq(staff.id, users.staffId));
    const byLogin = new Map(rows.map((row) => [row.loginName, row]));
    const managerStaff = byLogin.get('manager')!.staffId;
    expect(managerStaff).not.toBeNull();
    expect(byLogin.get('manager')!.managerStaffId).toBeNull();
    expect(byLogin.get('cs')!.managerStaffId).toBe(managerStaff);
    expect(byLogin.get('newuser')!.managerStaffId).toBe(byLogin.get('cs')!.staffId);
    expect(byLogin.get('customer')!.staffId).toBeNull();
  });

  it('leaves identity sequences past the seeded ids', async () => {
    const [row] = await database.db
      .insert(customers)
      .values({ name: 'Next Customer', entityId: 1 })
      .returning();
    expect(row!.id).toBeGreaterThan(3);
  });
});

describe('production seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabaseFromScratch(false);
  });
  afterAll(() => database.dispose());

  it('creates reference data and one admin with a generated password to change, once', async () => {
    const first = await seedDatabase(database.db, { demo: false });
    expect(first.createdUsers).toEqual(['admin']);
    const password = first.generatedAdminPassword!;
    expect(passwordPolicyIssues(password, 'admin')).toEqual([]);
    const [admin] = await database.db.select().from(users).where(eq(users.loginName, 'admin'));
    expect(admin).toMatchObject({ changePassword: false, passwordChangedAt: null, isActive: true });
    expect(await verifyPassword(password, admin!.passwordHash)).toBe(true);
    const counts = await tableCounts(database.db);
    expect(counts).toMatchObject({
      users: 1,
      customers: 0,
      entities: 3,
      services: 4,
      right_types: 9,
      rights: MENU.length,
    });

    expect(await seedDatabase(database.db, { demo: false, adminPassword: 'Other#Pass2026' })).toEqual({
      createdUsers: [],
      generatedAdminPassword: null,
    });
    expect(await tableCounts(database.db)).toEqual(counts);
  });
});
