/** @databases postgres */
import { Role, UserType } from '@portal/domain';
import { hrCaller, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { createAccountsTestApp, userIdOf } from './accounts.test-support';

let t: HrTestApp;
const { call } = hrCaller(() => t);
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

type Page = {
  result: number;
  total: number;
  data: {
    loginName: string;
    roleNames: string;
    entityNames: string;
    linkedName: string | null;
    passwordSet: boolean;
    isActive: boolean;
  }[];
};
const search = async (login: string, body: Record<string, unknown>, entityId = 1) => {
  const response = await call(login, 'POST', '/api/UserAccount', { skip: 0, take: 100, ...body }, entityId);
  return { status: response.statusCode, body: response.json() as Page };
};
const logins = (page: Page) => page.data.map((row) => row.loginName);

describe('POST /api/UserAccount (search)', () => {
  it('answers 401 without a token, 403 without UserAccountSummary.View', async () => {
    expect((await search('cs', {})).status).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/UserAccount', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('lists only the accounts working in the request’s entity', async () => {
    const entity2 = await search('hr', {}, 2);
    expect(logins(entity2.body).sort()).toEqual(['accountant', 'admin', 'cs2', 'customer', 'hr']);
    const entity1 = await search('hr', {}, 1);
    expect(logins(entity1.body)).toContain('cs');
    expect(entity1.body.total).toBe(entity1.body.data.length);
    // hr does not work in entity 3.
    expect((await search('hr', {}, 3)).status).toBe(403);
  });

  it('filters by text, user type, role and active state, and sorts', async () => {
    expect(logins((await search('admin', { searchText: 'everbright' })).body).sort()).toEqual([
      'factory',
      'supplier',
    ]);
    expect(
      logins((await search('admin', { userTypes: [UserType.Customer, UserType.OutSource] })).body).sort(),
    ).toEqual(['customer', 'outsource', 'qcpartner']);
    expect(logins((await search('admin', { roleIds: [Role.HRManagement] })).body)).toEqual(['hr']);
    expect(logins((await search('admin', { isActive: false })).body)).toEqual(['disabled']);
    const sorted = await search('admin', { sort: { field: 'fullName', direction: 'desc' }, take: 3 });
    expect(sorted.body.data.map((row) => row.loginName)).toEqual(['factory', 'planning', 'accountant']);
  });

  it('shows roles, entities, the link and whether a password is set', async () => {
    const { body } = await search('admin', { searchText: 'factory' });
    expect(body.data[0]).toMatchObject({
      loginName: 'factory',
      roleNames: 'Factory',
      entityNames: 'QPA',
      linkedName: 'Everbright Garment Factory No. 2',
      passwordSet: true,
    });
    const hr = (await search('admin', { searchText: 'Priya' })).body.data[0]!;
    expect(hr).toMatchObject({
      roleNames: 'HRManagement, HumanResource',
      entityNames: 'QPA, QPE',
      linkedName: 'Priya Nair',
    });
  });

  it('needs the export right for takeAll, and streams an xlsx from POST export', async () => {
    expect((await search('hr', { takeAll: true })).status).toBe(200);
    const file = await call('admin', 'POST', '/api/UserAccount/export', { skip: 0, take: 25 });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await call('cs', 'POST', '/api/UserAccount/export', { skip: 0, take: 25 })).statusCode).toBe(403);
  });

  it('answers 400 for an unknown sort field', async () => {
    expect((await search('admin', { sort: { field: 'passwordHash', direction: 'asc' } })).status).toBe(400);
  });
});

describe('GET /api/UserAccount (lookups) and POST /api/UserAccount/edit', () => {
  it('offers the caller’s entities and marks the roles the caller may grant', async () => {
    const response = await call('hr', 'GET', '/api/UserAccount');
    const body = response.json() as {
      roles: { id: number; grantable: boolean }[];
      entities: { id: number }[];
      services: unknown[];
    };
    expect(body.entities.map((entity) => entity.id)).toEqual([1, 2]);
    const grantable = body.roles
      .filter((role) => role.grantable)
      .map((role) => role.id)
      .sort((a, b) => a - b);
    expect(grantable).toEqual([Role.HumanResource, Role.HRManagement]);
    expect(body.services).toHaveLength(4);
    const admin = (await call('admin', 'GET', '/api/UserAccount')).json() as {
      roles: { grantable: boolean }[];
    };
    expect(admin.roles.every((role) => role.grantable)).toBe(true);
  });

  it('answers one account of the entity, NotFound (5) otherwise', async () => {
    const csId = await userIdOf(t, 'cs');
    const found = await call('hr', 'POST', '/api/UserAccount/edit', { id: csId });
    expect(found.json()).toMatchObject({
      result: 1,
      data: {
        id: csId,
        loginName: 'cs',
        roleIds: [Role.Cs],
        entityIds: [1],
        passwordSet: true,
        isOwnAccount: false,
        canManage: false,
      },
    });
    expect((await call('hr', 'POST', '/api/UserAccount/edit', { id: csId }, 2)).json()).toEqual({
      result: 5,
    });
    const admin = await call('hr', 'POST', '/api/UserAccount/edit', { id: await userIdOf(t, 'admin') });
    // admin works in 1, 2 and 3; hr is not in 3, so that entity stays as it is whatever hr sends.
    expect(admin.json()).toMatchObject({ data: { lockedEntityIds: [3] } });
    const own = await call('hr', 'POST', '/api/UserAccount/edit', { id: await userIdOf(t, 'hr') });
    expect(own.json()).toMatchObject({ data: { isOwnAccount: true, canManage: true } });
  });
});
