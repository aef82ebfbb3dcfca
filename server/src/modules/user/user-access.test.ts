/** @databases postgres */
import { RightType, Role, type EntityAccessItem, type RightTypeItem } from '@portal/domain';
import { authHeaders, createTestApp, json, signInAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? authHeaders(token) : {} });

async function rightTypes(loginName: string) {
  const { token } = await signInAs(t.app, loginName);
  const body = json<{ result: number; rightTypeList: RightTypeItem[] }>(
    await get('/api/User/righttypelst', token),
  );
  expect(body.result).toBe(1);
  return {
    offered: body.rightTypeList.map((item) => item.id),
    accessible: body.rightTypeList.filter((item) => item.userHasAccess).map((item) => item.id),
    list: body.rightTypeList,
  };
}

describe('GET /api/User/EntityAccess/{userId}', () => {
  it("lists the caller's own entities", async () => {
    const { token, user } = await signInAs(t.app, 'hr');
    const entities = json<EntityAccessItem[]>(await get(`/api/User/EntityAccess/${user.id}`, token));
    expect(entities).toEqual([
      { id: 1, name: 'Quality Portal Asia', shortName: 'QPA' },
      { id: 2, name: 'Quality Portal Europe', shortName: 'QPE' },
    ]);
  });

  it("refuses another user's entities without UserAccountSummary.View, allows them with it", async () => {
    const admin = await signInAs(t.app, 'admin');
    const cs = await signInAs(t.app, 'cs');
    expect((await get(`/api/User/EntityAccess/${admin.user.id}`, cs.token)).statusCode).toBe(403);
    const hr = await signInAs(t.app, 'hr'); // HRManagement holds UserAccountSummary.View
    const entities = json<EntityAccessItem[]>(await get(`/api/User/EntityAccess/${admin.user.id}`, hr.token));
    expect(entities.map((entity) => entity.id)).toEqual([1, 2, 3]);
  });

  it('answers 400 for a user id that is not a number, 401 without a token', async () => {
    const { token } = await signInAs(t.app, 'cs');
    const response = await get('/api/User/EntityAccess/abc', token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'userId' }] });
    expect((await get('/api/User/EntityAccess/1')).statusCode).toBe(401);
  });
});

describe('GET /api/User/IsEntityAccessible/{id}', () => {
  it('tells accessible, inaccessible and unknown entities apart', async () => {
    const { token } = await signInAs(t.app, 'cs');
    expect(json(await get('/api/User/IsEntityAccessible/1', token))).toEqual({
      result: 1,
      isAccessible: true,
    });
    expect(json(await get('/api/User/IsEntityAccessible/2', token))).toEqual({
      result: 1,
      isAccessible: false,
    });
    expect(json(await get('/api/User/IsEntityAccessible/99', token))).toEqual({
      result: 2,
      isAccessible: false,
    });
  });
});

describe('GET /api/User/righttypelst', () => {
  const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  // Every employee has the HumanResource right type: leave, expense claims and holidays are self-service.
  it.each([
    ['admin', ALL, ALL],
    ['customer', [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]],
    // CS keeps customers and supplier cards: the Customer and Vendor right types too.
    ['cs', ALL, [RightType.Inspection, RightType.Customer, RightType.Vendor, RightType.HumanResource]],
    ['manager', ALL, [RightType.Inspection, RightType.Customer, RightType.Vendor, RightType.HumanResource]],
    ['auditor', ALL, [RightType.Audit, RightType.HumanResource]],
    ['tcfuser', ALL, [RightType.TCF, RightType.HumanResource]],
    ['labuser', ALL, [RightType.LabTesting, RightType.HumanResource]],
    ['hr', ALL, [RightType.Inspection, RightType.HumanResource, RightType.Admin]],
    ['accountant', ALL, [RightType.Inspection, RightType.HumanResource]],
    ['supplier', [1, 2, 3, 4], [RightType.Inspection, RightType.Audit]],
    ['factory', [1, 2, 3, 4], [RightType.Inspection, RightType.Audit]],
    ['outsource', [1, 2, 3, 4], [RightType.Inspection]],
  ])(
    'offers %s the right types of its user type, accessible per service and rights',
    async (login, offered, accessible) => {
      const result = await rightTypes(login);
      expect(result.offered).toEqual(offered);
      expect(result.accessible).toEqual(accessible);
    },
  );

  it('describes each right type with its icon and service', async () => {
    const { list } = await rightTypes('customer');
    expect(list[0]).toEqual({
      id: 1,
      name: 'Inspection',
      rightTypeFileName: 'inspection.svg',
      userHasAccess: true,
      service: 1,
    });
    expect(list.find((item) => item.id === RightType.Customer)).toMatchObject({
      name: 'Customer',
      service: null,
    });
  });
});

describe('GET /api/User/GetLoginUserEntityRoleAccess', () => {
  it('lists each accessible entity with the caller’s (global) roles', async () => {
    const { token } = await signInAs(t.app, 'hr');
    const roles = [
      { id: Role.HumanResource, roleName: 'HumanResource' },
      { id: Role.HRManagement, roleName: 'HRManagement' },
    ];
    expect(json(await get('/api/User/GetLoginUserEntityRoleAccess', token))).toEqual([
      { entityId: 1, roles },
      { entityId: 2, roles },
    ]);
  });
});

describe('GET /api/User/SignOut/{userId}', () => {
  it('revokes only the current session', async () => {
    const first = await signInAs(t.app, 'supplier');
    const second = await signInAs(t.app, 'supplier');
    const cs = await signInAs(t.app, 'cs');
    expect((await get(`/api/User/SignOut/${first.user.id}`, cs.token)).statusCode).toBe(403);
    expect(json(await get(`/api/User/SignOut/${first.user.id}`, first.token))).toEqual({ result: 1 });
    expect((await get('/api/User/righttypelst', first.token)).statusCode).toBe(401);
    expect((await get('/api/User/righttypelst', second.token)).statusCode).toBe(200);
  });
});

describe('responses', () => {
  it('never carry a password hash', async () => {
    const { token, user } = await signInAs(t.app, 'admin');
    const urls = [
      `/api/User/EntityAccess/${user.id}`,
      '/api/User/IsEntityAccessible/1',
      '/api/User/righttypelst',
      '/api/User/GetLoginUserEntityRoleAccess',
      '/api/User/TranslateFile/en',
      '/api/health',
    ];
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/User/SignIn',
      payload: { UserName: 'admin', Password: 'Portal#2026', isEncrypt: false },
    });
    const bodies = [
      signIn.body,
      ...(await Promise.all(urls.map((url) => get(url, token)))).map((r) => r.body),
    ];
    for (const body of bodies) expect(body).not.toMatch(/scrypt\$|passwordHash|password_hash/i);
  });
});
