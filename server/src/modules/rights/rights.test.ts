/** @databases postgres */
import {
  CONFLICT_MESSAGE_KEY,
  Permissions,
  ResourceResult,
  RightsResult,
  RightType,
  Role,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { adminAudit } from '../../db/schema';
import { seedDatabase } from '../../db/seed/seed';
import { createTestApp, json, signInAs, type TestApp } from '../../test/test-app';
import { geographyCaller } from '../geography/geography.test-support';
import { DEMO_ROLE_NAME } from './demo-rights';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = geographyCaller(() => t);

type Answer<T> = { result: number; data?: T; current?: T; message?: string; messageKey?: string };
type Role_ = {
  id: number;
  name: string;
  version: number;
  rightIds: number[];
  users: { loginName: string }[];
};
type Right = { id: number; version: number; menuName: string; parentId: number | null; path: string };
type AuditRow = {
  action: string;
  userName: string;
  roleId: number | null;
  rightId: number | null;
  permission: string | null;
  before: unknown;
  after: unknown;
};

const auditOf = async (filter: Record<string, unknown> = {}) =>
  json<{ data: AuditRow[]; total: number }>(
    await call('admin', 'POST', '/api/Rights/audit/search', { skip: 0, take: 50, ...filter }),
  );

const newRight = (overrides: Record<string, unknown> = {}) => ({
  parentId: 920,
  menuName: 'Audit Trail',
  titleName: 'Audit Trail',
  path: 'rightsaudit/audit-trail',
  ranking: 9,
  rightTypeId: RightType.Admin,
  glyphicons: null,
  isHeading: false,
  showMenu: true,
  ...overrides,
});

describe('only admins', () => {
  it.each([
    ['POST', '/api/Rights/right/search', { skip: 0, take: 10 }],
    ['GET', '/api/Rights/right/922', undefined],
    ['POST', '/api/Rights/right', newRight()],
    ['GET', '/api/Rights/lookups', undefined],
    ['GET', '/api/Rights/roles', undefined],
    ['GET', `/api/Rights/roles/${Role.Cs}`, undefined],
    ['POST', '/api/Rights/roles', { name: 'Sneaky' }],
    ['PUT', '/api/Rights/roles', { id: Role.Cs, name: 'Sneaky', version: 1 }],
    ['PUT', '/api/Rights/roles/rights', { roleId: Role.Cs, rightIds: [], version: 1 }],
    ['GET', '/api/Rights/permission-map', undefined],
    [
      'POST',
      '/api/Rights/permission-map',
      { roleId: Role.Cs, permission: 'RightsAdmin.Edit', granted: true },
    ],
    ['POST', '/api/Rights/audit/search', { skip: 0, take: 10 }],
  ] as const)(
    '%s %s: 403 for a non-admin (manager, cs, customer), 401 without sign-in',
    async (method, url, body) => {
      for (const login of ['manager', 'cs', 'customer'])
        expect((await call(login, method, url, body)).statusCode).toBe(403);
      expect((await call(null, method, url, body)).statusCode).toBe(401);
    },
  );

  it('changes nothing when refused', async () => {
    // Only the demo role's history (seeded through the same functions) is in the trail.
    const trail = await auditOf();
    expect(new Set(trail.data.map((row) => row.roleId))).toEqual(new Set([trail.data[0]!.roleId]));
    expect(trail.data.every((row) => row.userName === 'admin')).toBe(true);
    const roles = json<{ name: string }[]>(await call('admin', 'GET', '/api/Rights/roles'));
    expect(roles.map((role) => role.name)).not.toContain('Sneaky');
  });
});

describe('menu rights', () => {
  it('lists the rights in tree order per right type, with depth, permission and role count', async () => {
    const page = json<{
      total: number;
      data: (Right & { depth: number; permission: string | null; roleCount: number })[];
    }>(
      await call('admin', 'POST', '/api/Rights/right/search', {
        skip: 0,
        take: 200,
        rightTypeIds: [RightType.Admin],
      }),
    );
    const names = page.data.map((row) => `${row.depth}:${row.menuName}`);
    expect(names.slice(0, 2)).toEqual(['0:Area Management', '1:Country']);
    expect(names).toEqual(expect.arrayContaining(['0:User Management', '1:Rights', '1:Permission Map']));
    const rights = page.data.find((row) => row.id === 922)!;
    expect(rights).toMatchObject({ path: 'rightsummary/right-summary', permission: 'RightsAdmin.View' });
    expect(rights.roleCount).toBeGreaterThanOrEqual(1);
    // Paging
    const second = json<{ data: Right[]; total: number }>(
      await call('admin', 'POST', '/api/Rights/right/search', {
        skip: 2,
        take: 2,
        rightTypeIds: [RightType.Admin],
      }),
    );
    expect(second.total).toBe(page.total);
    expect(second.data.map((row) => row.id)).toEqual(page.data.slice(2, 4).map((row) => row.id));
    const text = json<{ data: Right[] }>(
      await call('admin', 'POST', '/api/Rights/right/search', {
        skip: 0,
        take: 10,
        searchText: 'permissionmap',
      }),
    );
    expect(text.data.map((row) => row.id)).toEqual([925]);
  });

  it('creates, edits (409 on a stale version) and deletes a right, each with its audit row', async () => {
    const created = json<Answer<Right>>(await call('admin', 'POST', '/api/Rights/right', newRight()));
    expect(created.result).toBe(ResourceResult.Success);
    const id = created.data!.id;
    expect(created.data).toMatchObject({ version: 1, parentId: 920, path: 'rightsaudit/audit-trail' });

    const edited = json<Answer<Right>>(
      await call('admin', 'PUT', '/api/Rights/right', { ...newRight({ menuName: 'Trail' }), id, version: 1 }),
    );
    expect(edited.data).toMatchObject({ menuName: 'Trail', version: 2 });
    const stale = await call('admin', 'PUT', '/api/Rights/right', {
      ...newRight({ menuName: 'Lost' }),
      id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json<Answer<Right>>(stale)).toMatchObject({
      result: ResourceResult.Conflict,
      messageKey: CONFLICT_MESSAGE_KEY,
      current: { menuName: 'Trail', version: 2 },
    });

    const trail = await auditOf({ rightIds: [id] });
    expect(trail.data.map((row) => row.action)).toEqual(['right.update', 'right.create']);
    expect(trail.data[0]).toMatchObject({
      userName: 'admin',
      before: { menuName: 'Audit Trail', version: 1 },
      after: { menuName: 'Trail', version: 2 },
    });

    expect(json(await call('admin', 'DELETE', `/api/Rights/right/${id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(json(await call('admin', 'GET', `/api/Rights/right/${id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
    const after = await auditOf({ rightIds: [id] });
    expect(after.data[0]).toMatchObject({
      action: 'right.delete',
      before: { menuName: 'Trail' },
      after: null,
    });
  });

  it('answers the refusals with their codes and never a 500', async () => {
    expect(
      json(await call('admin', 'PUT', '/api/Rights/right', { ...newRight(), id: 99999, version: 1 })),
    ).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(
      json(await call('admin', 'POST', '/api/Rights/right', newRight({ parentId: 99999, path: 'x/y' }))),
    ).toEqual({
      result: ResourceResult.ParentNotFound,
    });
    expect(
      json(
        await call('admin', 'POST', '/api/Rights/right', newRight({ path: 'RIGHTSUMMARY/right-summary' })),
      ),
    ).toEqual({ result: ResourceResult.DuplicateData });
    // A heading below its own child.
    const heading = json<Answer<Right>>(await call('admin', 'GET', '/api/Rights/right/920')).data!;
    expect(
      json(
        await call('admin', 'PUT', '/api/Rights/right', {
          ...heading,
          titleName: 'User Management',
          parentId: 922,
        }),
      ),
    ).toEqual({ result: RightsResult.ParentCycle });
    expect(json(await call('admin', 'DELETE', '/api/Rights/right/920'))).toEqual({
      result: ResourceResult.InUse,
    });
    expect(json(await call('admin', 'DELETE', '/api/Rights/right/99999'))).toEqual({
      result: ResourceResult.NotFound,
    });
    const blank = await call('admin', 'POST', '/api/Rights/right?lang=fr', newRight({ menuName: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(json(blank))).toContain('Nom dans le menu');
  });

  it('gives the lookups: right types and every right', async () => {
    const lookups = json<{ rightTypes: { id: number }[]; rights: { id: number }[] }>(
      await call('admin', 'GET', '/api/Rights/lookups'),
    );
    expect(lookups.rightTypes.map((type) => type.id)).toContain(RightType.Admin);
    expect(lookups.rights.map((right) => right.id)).toContain(922);
  });
});

describe('roles', () => {
  it('lists, creates (DuplicateName) and renames roles (409 stale, NotFound)', async () => {
    const roles = json<{ id: number; name: string; userCount: number }[]>(
      await call('admin', 'GET', '/api/Rights/roles'),
    );
    expect(roles.find((role) => role.id === Role.IT_Team)!.userCount).toBeGreaterThanOrEqual(1);

    const created = json<Answer<Role_>>(
      await call('admin', 'POST', '/api/Rights/roles', { name: ' Quality Lead ' }),
    );
    expect(created).toMatchObject({
      result: ResourceResult.Success,
      data: { name: 'Quality Lead', version: 1, rightIds: [], users: [] },
    });
    const id = created.data!.id;
    expect(json(await call('admin', 'POST', '/api/Rights/roles', { name: 'quality lead' }))).toEqual({
      result: ResourceResult.DuplicateName,
    });
    const renamed = json<Answer<Role_>>(
      await call('admin', 'PUT', '/api/Rights/roles', { id, name: 'Quality Leads', version: 1 }),
    );
    expect(renamed.data).toMatchObject({ name: 'Quality Leads', version: 2 });
    const stale = await call('admin', 'PUT', '/api/Rights/roles', { id, name: 'Lost', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json<Answer<Role_>>(stale).current).toMatchObject({ name: 'Quality Leads', version: 2 });
    expect(
      json(await call('admin', 'PUT', '/api/Rights/roles', { id: 99999, name: 'X', version: 1 })),
    ).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(json(await call('admin', 'GET', '/api/Rights/roles/99999'))).toEqual({
      result: ResourceResult.NotFound,
    });
    const blank = await call('admin', 'POST', '/api/Rights/roles', { name: '' });
    expect(blank.statusCode).toBe(400);

    const trail = await auditOf({ roleIds: [id] });
    expect(trail.data.map((row) => row.action)).toEqual(['role.rename', 'role.create']);
    const demo = roles.find((role) => role.name === DEMO_ROLE_NAME)!;
    expect(demo).toMatchObject({ permissionCount: 5 });
    expect(trail.data[0]).toMatchObject({
      before: { name: 'Quality Lead' },
      after: { name: 'Quality Leads' },
    });
  });

  it('shows a role with its rights and users, and replaces its rights with the headings above', async () => {
    const before = json<{ rightTypeList: { id: number; userHasAccess: boolean }[] }>(
      await call('cs', 'GET', '/api/User/righttypelst'),
    );
    expect(before.rightTypeList.find((type) => type.id === RightType.Admin)!.userHasAccess).toBe(false);
    const cs = json<Answer<Role_>>(await call('admin', 'GET', `/api/Rights/roles/${Role.Cs}`)).data!;
    expect(cs.users.map((user) => user.loginName)).toContain('cs');
    const saved = json<Answer<Role_>>(
      await call('admin', 'PUT', '/api/Rights/roles/rights', {
        roleId: Role.Cs,
        rightIds: [...cs.rightIds, 911],
        version: cs.version,
      }),
    );
    // The Country screen brings its heading, Area Management.
    expect(saved.data!.rightIds).toEqual(expect.arrayContaining([910, 911]));
    expect(saved.data!.version).toBe(cs.version + 1);
    const stale = await call('admin', 'PUT', '/api/Rights/roles/rights', {
      roleId: Role.Cs,
      rightIds: cs.rightIds,
      version: cs.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(
      json(
        await call('admin', 'PUT', '/api/Rights/roles/rights', {
          roleId: Role.Cs,
          rightIds: [99999],
          version: cs.version + 1,
        }),
      ),
    ).toEqual({ result: ResourceResult.ParentNotFound });
    expect(
      json(
        await call('admin', 'PUT', '/api/Rights/roles/rights', { roleId: 99999, rightIds: [], version: 1 }),
      ),
    ).toEqual({ result: ResourceResult.NotFound });
    const [row] = (await auditOf({ roleIds: [Role.Cs] })).data;
    expect(row).toMatchObject({
      action: 'role.rights',
      before: { rightIds: cs.rightIds },
      after: { added: [910, 911], removed: [] },
    });

    // cs's next request sees the Admin right type open; its next sign-in brings the menu entry.
    const types = json<{ rightTypeList: { id: number; userHasAccess: boolean }[] }>(
      await call('cs', 'GET', '/api/User/righttypelst'),
    );
    expect(types.rightTypeList.find((type) => type.id === RightType.Admin)!.userHasAccess).toBe(true);
    expect(JSON.stringify((await signInAs(t.app, 'cs')).user)).toContain('country/country-summary');
    const back = json<Answer<Role_>>(
      await call('admin', 'PUT', '/api/Rights/roles/rights', {
        roleId: Role.Cs,
        rightIds: cs.rightIds,
        version: cs.version + 1,
      }),
    );
    expect(back.data!.rightIds).toEqual(cs.rightIds);
  });
});

describe('permission map', () => {
  it('shows roles x permissions grouped by screen', async () => {
    const map = json<{
      roles: { id: number }[];
      groups: { screen: string; permissions: string[] }[];
      grants: Record<string, string[]>;
    }>(await call('admin', 'GET', '/api/Rights/permission-map'));
    expect(map.groups.find((group) => group.screen === 'RightsAdmin')!.permissions).toEqual(
      Object.values(Permissions.RightsAdmin),
    );
    expect(map.grants[String(Role.IT_Team)]).toEqual(expect.arrayContaining(['RightsAdmin.Edit']));
    expect(map.grants[String(Role.Cs)]).toContain('HolidaySummary.View');
    expect(map.grants[String(Role.Cs)]).not.toContain('RightsAdmin.View');
  });

  it('a removed permission refuses the next request of a user of that role; granting it back lets them in', async () => {
    const holidays = () => call('cs', 'GET', '/api/HumanResource/holiday-master');
    expect((await holidays()).statusCode).toBe(200);

    const removed = await call('admin', 'POST', '/api/Rights/permission-map', {
      roleId: Role.Cs,
      permission: 'holidaysummary.view',
      granted: false,
    });
    expect(json(removed)).toEqual({ result: ResourceResult.Success, changed: true });
    expect((await holidays()).statusCode).toBe(403);
    // A restart re-runs the seed: what the administrator removed stays removed.
    await seedDatabase(t.database.db, { demo: true });
    expect((await holidays()).statusCode).toBe(403);
    // Same session, no new sign-in: the next request already sees it.
    const again = json(
      await call('admin', 'POST', '/api/Rights/permission-map', {
        roleId: Role.Cs,
        permission: 'HolidaySummary.View',
        granted: false,
      }),
    );
    expect(again).toEqual({ result: ResourceResult.Success, changed: false });

    expect(
      json(
        await call('admin', 'POST', '/api/Rights/permission-map', {
          roleId: Role.Cs,
          permission: 'HolidaySummary.View',
          granted: true,
        }),
      ),
    ).toEqual({ result: ResourceResult.Success, changed: true });
    expect((await holidays()).statusCode).toBe(200);

    const trail = (await auditOf({ roleIds: [Role.Cs] })).data.filter(
      (row) => row.permission === 'HolidaySummary.View',
    );
    expect(trail.map((row) => row.action)).toEqual(['permission.grant', 'permission.remove']);
    expect(trail[1]).toMatchObject({
      userName: 'admin',
      before: { granted: true },
      after: { granted: false },
    });
  });

  it('refuses an unknown permission (400, translated), an unknown role (NotFound) and the caller locking itself out', async () => {
    const unknown = await call('admin', 'POST', '/api/Rights/permission-map?lang=fr', {
      roleId: Role.Cs,
      permission: 'Nothing.Here',
      granted: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(json(unknown))).toContain("Cette permission n'existe pas.");
    expect(
      json(
        await call('admin', 'POST', '/api/Rights/permission-map', {
          roleId: 99999,
          permission: 'RightsAdmin.View',
          granted: true,
        }),
      ),
    ).toEqual({ result: ResourceResult.NotFound });

    // admin holds RightsAdmin.Edit through IT_Team only.
    const before = (await auditOf()).total;
    const lockout = json<{ result: number; message: string }>(
      await call('admin', 'POST', '/api/Rights/permission-map', {
        roleId: Role.IT_Team,
        permission: 'RightsAdmin.Edit',
        granted: false,
      }),
    );
    expect(lockout).toMatchObject({ result: RightsResult.SelfLockout, changed: false });
    expect(lockout.message).toMatch(/your own last access/);
    expect((await call('admin', 'GET', '/api/Rights/permission-map')).statusCode).toBe(200);
    expect((await auditOf()).total).toBe(before);

    // Another role of the caller keeping it makes the removal safe.
    const rows = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'permission.remove'));
    expect(rows.every((row) => row.permission !== 'RightsAdmin.Edit')).toBe(true);
  });
});
