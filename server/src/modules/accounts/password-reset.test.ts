/** @databases postgres */
import { eq, sql } from 'drizzle-orm';
import { LoginResult, PasswordResult, RESET_LINK_HOURS } from '@portal/domain';
import { passwordResetTokens, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { authHeaders, signInAs } from '../../test/test-app';
import { hrCaller, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import {
  accountBody,
  createAccountsTestApp,
  lastMailTo,
  mailCount,
  tokenIn,
  userIdOf,
} from './accounts.test-support';
import { hashToken } from './reset-token.repository';

let t: HrTestApp;
const { call } = hrCaller(() => t);
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/UserAccount/forgotpassword/${encodeURIComponent(email)}?lang=${lang}`,
  });
const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
  t.app.inject({
    method: 'POST',
    url: '/api/User/ResetPassword',
    payload: { token, newPassword, confirmPassword },
  });
const linkState = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/User/IsResetPasswordEmailLinkExpired/${token}` });
const signInResult = async (loginName: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/User/SignIn',
      payload: { UserName: loginName, Password: password },
    })
  ).json<{
    result: number;
  }>().result;

/** Asks for a link and answers its token. */
async function linkFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  return tokenIn((await lastMailTo(t, email))!.textBody);
}

describe('GET /api/UserAccount/forgotpassword/{email}', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await forgot('Auditor@qpa.example.com');
    const unknown = await forgot('nobody@nowhere.example.com');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(await mailCount(t, 'nobody@nowhere.example.com')).toBe(0);
    const mail = await lastMailTo(t, 'auditor@qpa.example.com');
    expect(mail).toMatchObject({
      subject: 'Reset your Quality Portal password',
      transport: 'outbox',
      entityId: 1,
    });
    expect(mail!.textBody).toContain(`within ${RESET_LINK_HOURS} hours`);
    expect(mail!.textBody).toContain('ignore this email');
  });

  it('sends nothing to a disabled account, and the answer does not tell', async () => {
    const answer = await forgot('disabled@qpa.example.com');
    expect(answer.json()).toEqual({ result: 1 });
    expect(await mailCount(t, 'disabled@qpa.example.com')).toBe(0);
  });

  it('sends one link per account per few minutes, however often it is asked', async () => {
    await forgot('tcfuser@qpa.example.com');
    await forgot('tcfuser@qpa.example.com');
    await forgot('TCFUSER@qpa.example.com');
    expect(await mailCount(t, 'tcfuser@qpa.example.com')).toBe(1);
  });

  it('stores only the hash of the token', async () => {
    const token = await linkFor('labuser@qpa.example.com');
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.execute(
      sql`select count(*)::int as n from password_reset_tokens where token_hash = ${token}`,
    );
    expect((raw as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('answers 400 with a translated message for something that is not an address', async () => {
    const response = await forgot('not-an-address', 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'email', text: "E-mail n'est pas une adresse e-mail valide." }],
    });
  });
});

describe('POST /api/User/ResetPassword and IsResetPasswordEmailLinkExpired', () => {
  it('tells a live link from an unknown one', async () => {
    const token = await linkFor('inspector@qpa.example.com');
    expect((await linkState(token)).json()).toEqual({
      result: 1,
      isExpired: false,
      loginName: 'inspector',
      isNewAccount: false,
    });
    expect((await linkState('x'.repeat(43))).json()).toEqual({ result: 1, isExpired: true });
  });

  it('refuses a mismatch (400), a weak password and the current one, keeping the link usable', async () => {
    const token = await linkFor('accountant@qpa.example.com');
    const mismatch = await reset(token, 'Harbour#2031', 'Harbour#2032');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      errors: [{ field: 'confirmPassword', message: 'The two new passwords do not match.' }],
    });
    expect((await reset(token, 'short')).json()).toEqual({
      result: PasswordResult.InvalidPassword,
      issues: ['tooShort', 'needsUpper', 'needsDigit', 'needsSymbol'],
    });
    expect((await reset(token, 'My#Accountant2031')).json()).toEqual({
      result: PasswordResult.InvalidPassword,
      issues: ['containsLogin'],
    });
    expect((await reset(token, DEMO_PASSWORD)).json()).toEqual({
      result: PasswordResult.MatchedWithPreviousPassword,
    });
    expect((await linkState(token)).json()).toMatchObject({ isExpired: false });
  });

  it('sets the password once: the link, every other link and every session stop working', async () => {
    const session = await signInAs(t.app, 'manager');
    const older = await linkFor('manager@qpa.example.com');
    // A second link (past the throttle) from the admin's button.
    const managerId = await userIdOf(t, 'manager');
    expect((await call('admin', 'POST', `/api/UserAccount/send-reset-link/${managerId}`)).json()).toEqual({
      result: 1,
    });
    const newer = tokenIn((await lastMailTo(t, 'manager@qpa.example.com'))!.textBody);
    expect(newer).not.toBe(older);

    expect((await reset(newer, 'Lighthouse#2031')).json()).toEqual({ result: PasswordResult.Success });
    expect(await signInResult('manager', 'Lighthouse#2031')).toBe(LoginResult.Success);
    expect(await signInResult('manager', DEMO_PASSWORD)).toBe(LoginResult.LoginNameOrPasswordNotCorrect);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/User/righttypelst',
      headers: authHeaders(session.token),
    });
    expect(stale.statusCode).toBe(401);
    // Used once: the same link, and the older one, are dead.
    expect((await reset(newer, 'Lighthouse#2032')).json()).toEqual({
      result: PasswordResult.PasswordNotSaved,
      isExpired: true,
    });
    expect((await reset(older, 'Lighthouse#2032')).json()).toEqual({
      result: PasswordResult.PasswordNotSaved,
      isExpired: true,
    });
    expect((await linkState(older)).json()).toEqual({ result: 1, isExpired: true });
  });

  it(`expires after ${RESET_LINK_HOURS} hours`, async () => {
    const token = await linkFor('hr@qpa.example.com');
    // Moving the stored expiry to just past stands in for the clock moving a day on.
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect((await linkState(token)).json()).toEqual({ result: 1, isExpired: true });
    expect((await reset(token, 'Lighthouse#2033')).json()).toEqual({
      result: PasswordResult.PasswordNotSaved,
      isExpired: true,
    });
    expect(await signInResult('hr', DEMO_PASSWORD)).toBe(LoginResult.Success);
  });

  it('lets a new account set its first password and sign in straight on', async () => {
    const created = await call(
      'admin',
      'POST',
      '/api/UserAccount/save',
      accountBody({ loginName: 'fresh1', email: 'fresh1@qpa.example.com' }),
    );
    expect(created.json()).toMatchObject({ result: 1 });
    const token = tokenIn((await lastMailTo(t, 'fresh1@qpa.example.com'))!.textBody);
    expect((await linkState(token)).json()).toMatchObject({
      isExpired: false,
      loginName: 'fresh1',
      isNewAccount: true,
    });
    expect((await reset(token, 'Meadow#2031')).json()).toEqual({ result: PasswordResult.Success });
    const signIn = await signInAs(t.app, 'fresh1', 'Meadow#2031');
    // Chosen by its user, so not the "default password" that must be changed first.
    expect(signIn.user).toMatchObject({ changePassword: true, isPasswordChangedInThreeMonths: true });
  });

  it('lifts a login block: the owner of the mailbox proved who they are', async () => {
    const token = await linkFor('ahmed.karim@partner-qc.example.com');
    await t.database.db
      .update(users)
      .set({ blockedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(users.loginName, 'outsource'));
    expect(await signInResult('outsource', DEMO_PASSWORD)).toBe(LoginResult.LoginBlocked);
    expect((await reset(token, 'Harvest#2031')).json()).toEqual({ result: PasswordResult.Success });
    expect(await signInResult('outsource', 'Harvest#2031')).toBe(LoginResult.Success);
  });

  it('answers 400 for a body without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: { newPassword: 'x', confirmPassword: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});
