/** @databases postgres */
import { eq, sql } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  encodeSignInPassword,
  LOGIN_MAX_FAILURES,
  LoginResult,
  ResultCode,
  Role,
  UserType,
  type SignInUser,
} from '@portal/domain';
import { sessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { MENU } from '../../db/seed/menu';
import { createTestApp, json, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type SignInBody = { result: number; token?: string; user?: SignInUser };

async function signIn(payload: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/User/SignIn',
    payload: payload as object,
  });
  return { status: response.statusCode, body: json<SignInBody>(response), raw: response.body };
}

const SIGN_IN_USER_FIELDS = [
  'id',
  'fullName',
  'loginName',
  'entityName',
  'entityId',
  'countryId',
  'userType',
  'customerId',
  'supplierId',
  'factoryId',
  'staffId',
  'userProfileList',
  'serviceAccess',
  'fbUserId',
  'roles',
  'rights',
  'tcfNewDashboardAccess',
  'changePassword',
  'isPasswordChangedInThreeMonths',
  'permissions',
].sort();

describe('POST /api/User/SignIn result codes', () => {
  it.each([
    ['a blank login', { UserName: '  ', Password: DEMO_PASSWORD, isEncrypt: false }, LoginResult.LoginEmpty],
    ['no login at all', { Password: DEMO_PASSWORD }, LoginResult.LoginEmpty],
    ['a blank password', { UserName: 'cs', Password: '', isEncrypt: false }, LoginResult.PasswordEmpty],
    [
      'an unknown user',
      { UserName: 'nobody', Password: DEMO_PASSWORD, isEncrypt: false },
      LoginResult.LoginNameOrPasswordNotCorrect,
    ],
    [
      'a wrong password',
      { UserName: 'cs', Password: 'Wrong#2026', isEncrypt: false },
      LoginResult.LoginNameOrPasswordNotCorrect,
    ],
    [
      'a disabled user with the right password',
      { UserName: 'disabled', Password: DEMO_PASSWORD, isEncrypt: false },
      LoginResult.UserIsDisabled,
    ],
    [
      'a disabled user with a wrong password',
      { UserName: 'disabled', Password: 'nope', isEncrypt: false },
      LoginResult.LoginNameOrPasswordNotCorrect,
    ],
    [
      'an undecodable encrypted password',
      { UserName: 'cs', Password: DEMO_PASSWORD, isEncrypt: true },
      LoginResult.LoginNameOrPasswordNotCorrect,
    ],
  ])('answers HTTP 200 with the code for %s', async (_label, payload, expected) => {
    const { status, body } = await signIn(payload);
    expect(status).toBe(200);
    expect(body).toEqual({ result: expected });
  });

  it('accepts a base64 password with isEncrypt true and a plain one with isEncrypt false', async () => {
    const encoded = await signIn({
      UserName: 'cs',
      Password: encodeSignInPassword(DEMO_PASSWORD),
      isEncrypt: true,
    });
    expect(encoded.body.result).toBe(LoginResult.Success);
    const plain = await signIn({ UserName: 'cs', Password: DEMO_PASSWORD, isEncrypt: false });
    expect(plain.body.result).toBe(LoginResult.Success);
  });

  it('compares login names case-insensitively', async () => {
    expect((await signIn({ UserName: 'CS', Password: DEMO_PASSWORD })).body.result).toBe(LoginResult.Success);
  });

  it(`blocks after ${LOGIN_MAX_FAILURES} failures, even for the right password, until the block ends`, async () => {
    const wrong = { UserName: 'accountant', Password: 'Wrong#2026', isEncrypt: false };
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) expect((await signIn(wrong)).body.result).toBe(5);
    expect((await signIn(wrong)).body.result).toBe(LoginResult.LoginBlocked);
    const right = { UserName: 'accountant', Password: DEMO_PASSWORD, isEncrypt: false };
    expect((await signIn(right)).body.result).toBe(LoginResult.LoginBlocked);

    await t.database.db
      .update(users)
      .set({ blockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(users.loginName, 'accountant'));
    expect((await signIn(right)).body.result).toBe(LoginResult.Success);
  });

  it('resets the failure count on a successful sign-in', async () => {
    const wrong = { UserName: 'supplier', Password: 'Wrong#2026' };
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) await signIn(wrong);
    expect((await signIn({ UserName: 'supplier', Password: DEMO_PASSWORD })).body.result).toBe(1);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) expect((await signIn(wrong)).body.result).toBe(5);
    expect((await signIn({ UserName: 'supplier', Password: DEMO_PASSWORD })).body.result).toBe(1);
  });

  it('answers 400 with field messages for a body of the wrong shape, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/SignIn',
      payload: { UserName: { a: 1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Some fields are not valid.',
      errors: [expect.objectContaining({ field: 'UserName' })],
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/User/SignIn',
      headers: { 'content-type': 'application/json' },
      payload: '{"UserName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('message');
  });
});

describe('POST /api/User/SignIn success', () => {
  it('returns a 12-hour token naming the user and a new session', async () => {
    const { body } = await signIn({ UserName: 'manager', Password: DEMO_PASSWORD, isEncrypt: false });
    expect(body.result).toBe(1);
    const payload = JSON.parse(Buffer.from(body.token!.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      number | string
    >;
    expect(payload.sub).toBe(String(body.user!.id));
    expect(Number(payload.exp) - Number(payload.iat)).toBe(12 * 3600);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(payload.jti)));
    expect(session).toMatchObject({ userId: body.user!.id, revokedAt: null });
  });

  it('returns every SignInUser field for a customer, with the right values', async () => {
    const { body, raw } = await signIn({ UserName: 'customer', Password: DEMO_PASSWORD, isEncrypt: false });
    const user = body.user!;
    expect(Object.keys(user).sort()).toEqual(SIGN_IN_USER_FIELDS);
    expect(user).toMatchObject({
      fullName: 'Emma Richardson',
      loginName: 'customer',
      entityId: 1,
      entityName: 'Quality Portal Asia',
      userType: UserType.Customer,
      customerId: 1,
      supplierId: null,
      factoryId: null,
      serviceAccess: [1, 2, 3, 4],
      roles: [{ id: Role.Customer, roleName: 'Customer' }],
      userProfileList: [],
      changePassword: true,
      isPasswordChangedInThreeMonths: true,
      tcfNewDashboardAccess: false,
    });
    expect(user.permissions).toContain('CustomerDashboard.View');
    expect(user.rights.map((right) => right.path)).toEqual(expect.arrayContaining(['#', 'cusdashboard']));
    expect(user.rights.find((right) => right.path === 'cusdashboard')).toMatchObject({
      isHeading: false,
      showMenu: true,
      active: true,
    });
    for (const heading of user.rights.filter((right) => right.parentId == null)) {
      expect(heading).toMatchObject({ isHeading: true, path: '#' });
    }
    for (const right of user.rights) {
      expect(Object.keys(right).sort()).toEqual([
        'active',
        'glyphicons',
        'id',
        'isHeading',
        'menuName',
        'parentId',
        'path',
        'ranking',
        'rightType',
        'showMenu',
        'titleName',
      ]);
    }
    expect(raw).not.toMatch(/scrypt|passwordHash|password_hash/i);
  });

  it('links factory users to their factory and its supplier, with profiles and roles by id', async () => {
    const factory = (await signIn({ UserName: 'factory', Password: DEMO_PASSWORD })).body.user!;
    expect(factory).toMatchObject({
      userType: UserType.Factory,
      supplierId: 1,
      factoryId: 1,
      serviceAccess: [1, 2],
    });
    const inspector = (await signIn({ UserName: 'inspector', Password: DEMO_PASSWORD })).body.user!;
    expect(inspector.userProfileList).toEqual([{ id: 4, profileName: 'Inspector' }]);
  });

  it('gives admin every permission and every right', async () => {
    const admin = (await signIn({ UserName: 'admin', Password: DEMO_PASSWORD })).body.user!;
    expect(admin.permissions).toEqual(expect.arrayContaining([...ALL_PERMISSIONS]));
    expect(admin.rights.map((right) => right.id).sort()).toEqual(MENU.map((item) => item.id).sort());
    expect(admin.entityId).toBe(1);
  });

  it('flags a user whose default password was never changed', async () => {
    const newuser = (await signIn({ UserName: 'newuser', Password: DEMO_PASSWORD })).body.user!;
    expect(newuser.changePassword).toBe(false);
    expect(newuser.isPasswordChangedInThreeMonths).toBe(false);
  });
});

describe('GET /api/User/Me', () => {
  it("answers the bearer token's user exactly as sign-in does, and 401 without a valid token", async () => {
    const signedIn = (await signIn({ UserName: 'hr', Password: DEMO_PASSWORD })).body;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/User/Me',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(json<SignInBody>(me)).toEqual({ result: ResultCode.Success, user: signedIn.user });
    expect((await t.app.inject({ method: 'GET', url: '/api/User/Me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/User/Me',
      headers: { authorization: `Bearer ${signedIn.token}x` },
    });
    expect(forged.statusCode).toBe(401);
  });
});
