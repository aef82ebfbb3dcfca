/** @databases postgres */
import { sql } from 'drizzle-orm';
import { PASSWORD_HISTORY_SIZE, PasswordResult, type SignInUser } from '@portal/domain';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { authHeaders, createTestApp, json, signInAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ChangeBody = {
  result: number;
  issues?: string[];
  user?: SignInUser;
  message?: string;
  errors?: unknown[];
};

async function change(
  token: string,
  currentPassword: string,
  newPassword: string,
  confirmPassword = newPassword,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/User/ChangePassword',
    headers: authHeaders(token),
    payload: { currentPassword, newPassword, confirmPassword },
  });
  return { status: response.statusCode, body: json<ChangeBody>(response), raw: response.body };
}

const signInResult = async (loginName: string, password: string) =>
  json<{ result: number }>(
    await t.app.inject({
      method: 'POST',
      url: '/api/User/SignIn',
      payload: { UserName: loginName, Password: password },
    }),
  ).result;

describe('POST /api/User/ChangePassword', () => {
  it('answers 400 with a field error when the confirmation differs', async () => {
    const { token } = await signInAs(t.app, 'cs');
    const { status, body } = await change(token, DEMO_PASSWORD, 'Harbour#2027', 'Harbour#2028');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'Some fields are not valid.',
      errors: [{ field: 'confirmPassword', message: 'The two new passwords do not match.' }],
    });
  });

  it('answers 400 for a missing field and 401 without a token', async () => {
    const { token } = await signInAs(t.app, 'cs');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/ChangePassword',
      headers: authHeaders(token),
      payload: { currentPassword: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ChangeBody>(response).errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'newPassword' })]),
    );
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/User/ChangePassword', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers PasswordNotMatch (3) for a wrong current password', async () => {
    const { token } = await signInAs(t.app, 'cs');
    expect((await change(token, 'Wrong#2026', 'Harbour#2027')).body).toEqual({
      result: PasswordResult.PasswordNotMatch,
    });
  });

  it('answers InvalidPassword (4) with the policy issues', async () => {
    const { token } = await signInAs(t.app, 'auditor');
    expect((await change(token, DEMO_PASSWORD, 'short')).body).toEqual({
      result: PasswordResult.InvalidPassword,
      issues: ['tooShort', 'needsUpper', 'needsDigit', 'needsSymbol'],
    });
    expect((await change(token, DEMO_PASSWORD, 'My#Auditor2027')).body).toEqual({
      result: PasswordResult.InvalidPassword,
      issues: ['containsLogin'],
    });
  });

  it('answers MatchedWithPreviousPassword (5) for the current password', async () => {
    const { token } = await signInAs(t.app, 'cs');
    expect((await change(token, DEMO_PASSWORD, DEMO_PASSWORD)).body).toEqual({
      result: PasswordResult.MatchedWithPreviousPassword,
    });
  });

  it('changes the password, refreshes the user flags and signs out the other sessions', async () => {
    const other = await signInAs(t.app, 'newuser');
    const { token } = await signInAs(t.app, 'newuser');
    expect(other.user.changePassword).toBe(false);
    const { body, raw } = await change(token, DEMO_PASSWORD, 'Lighthouse#2027');
    expect(body.result).toBe(PasswordResult.Success);
    expect(body.user).toMatchObject({
      loginName: 'newuser',
      changePassword: true,
      isPasswordChangedInThreeMonths: true,
    });
    expect(raw).not.toMatch(/scrypt\$/);

    expect(await signInResult('newuser', DEMO_PASSWORD)).toBe(5);
    expect(await signInResult('newuser', 'Lighthouse#2027')).toBe(1);
    const headers = authHeaders(token);
    expect((await t.app.inject({ method: 'GET', url: '/api/User/righttypelst', headers })).statusCode).toBe(
      200,
    );
    const otherHeaders = authHeaders(other.token);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/User/righttypelst', headers: otherHeaders }))
        .statusCode,
    ).toBe(401);
  });

  it(`refuses the current and the last ${PASSWORD_HISTORY_SIZE} passwords, accepts older ones again`, async () => {
    const { token } = await signInAs(t.app, 'manager');
    const passwords = [
      DEMO_PASSWORD,
      ...Array.from({ length: PASSWORD_HISTORY_SIZE + 1 }, (_, i) => `Harbour#${2030 + i}`),
    ];
    for (let i = 1; i < passwords.length; i++) {
      expect((await change(token, passwords[i - 1]!, passwords[i]!)).body.result).toBe(
        PasswordResult.Success,
      );
    }
    const current = passwords[passwords.length - 1]!;
    const oldestKept = passwords[1]!;
    for (const refused of [current, oldestKept]) {
      expect((await change(token, current, refused)).body.result).toBe(
        PasswordResult.MatchedWithPreviousPassword,
      );
    }
    expect((await change(token, current, DEMO_PASSWORD)).body.result).toBe(PasswordResult.Success);
  });

  it('answers PasswordNotSaved (2) when the write fails, and writes nothing', async () => {
    // A trigger stands in for a failing database write.
    await t.database.db.execute(
      sql.raw(`
      create function refuse_password_write() returns trigger language plpgsql as $$
      begin raise exception 'storage unavailable'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`
      create trigger refuse_password_write before update of password_hash on users
      for each row when (new.login_name = 'tcfuser') execute function refuse_password_write()`),
    );
    const other = await signInAs(t.app, 'tcfuser');
    const { token } = await signInAs(t.app, 'tcfuser');
    expect((await change(token, DEMO_PASSWORD, 'Lighthouse#2027')).body).toEqual({
      result: PasswordResult.PasswordNotSaved,
    });
    expect(await signInResult('tcfuser', DEMO_PASSWORD)).toBe(1);
    const otherHeaders = authHeaders(other.token);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/User/righttypelst', headers: otherHeaders }))
        .statusCode,
    ).toBe(200);
  });
});
