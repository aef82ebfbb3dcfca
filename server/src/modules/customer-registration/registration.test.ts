/** @databases postgres */
import { eq, sql } from 'drizzle-orm';
import {
  CustomerRegistrationResult,
  CustomerRegistrationStatus,
  CustomerVerificationResult,
  LoginResult,
  RegistrationDecisionResult,
  Role,
  UserType,
} from '@portal/domain';
import { customerEntities, customerRegistrations, customers, userRoles, users } from '../../db/schema';
import { authHeaders } from '../../test/test-app';
import { hrCaller, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { createAccountsTestApp, PUBLIC_URL } from '../accounts/accounts.test-support';
import {
  outboxTo,
  REGISTER_URL,
  registrationBody,
  registrationCount,
  registrationOf,
  STRONG_PASSWORD,
  VERIFY_URL,
  verificationToken,
} from './registration.test-support';

let t: HrTestApp;
jest.setTimeout(60_000);
const { call } = hrCaller(() => t);
// The demo seed takes a while on a busy machine.
beforeAll(async () => {
  t = await createAccountsTestApp();
}, 120_000);
afterAll(() => t?.close());

const register = (body: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `${REGISTER_URL}?lang=${lang}`, payload: body });
const verify = (payload: object) => t.app.inject({ method: 'POST', url: VERIFY_URL, payload });
const signIn = async (loginName: string, password = STRONG_PASSWORD) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/User/SignIn',
      payload: { UserName: loginName, Password: password },
    })
  ).json<{ result: number; token?: string; user?: { customerId: number | null; userType: number } }>();
const detail = async (id: number, entityId = 3) =>
  (await call('admin', 'GET', `${REGISTER_URL}/${id}`, undefined, entityId)).json<{
    result: number;
    data?: { version: number; status: number; customerId: number | null };
  }>();
const decide = (kind: 'approve' | 'reject', id: number, body: object, login = 'admin', entityId = 3) =>
  call(login, 'POST', `${REGISTER_URL}/${id}/${kind}`, body, entityId);

/** Registers and answers the registration row and the token of its link. */
async function registered(overrides = {}) {
  const body = registrationBody(overrides);
  const answer = await register(body);
  expect(answer.json()).toEqual({ result: CustomerRegistrationResult.Success });
  const [mail] = await outboxTo(t, body.email);
  return { body, row: (await registrationOf(t, body.email))!, token: verificationToken(mail!.textBody) };
}

/** Registered and verified: waiting for a decision. */
async function verified(overrides = {}) {
  const done = await registered(overrides);
  expect((await verify({ token: done.token })).json().result).toBe(CustomerVerificationResult.Success);
  return done;
}

describe('GET /api/CustomerRegistration/lookups', () => {
  it('gives the countries and services to anyone, without sign-in', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/CustomerRegistration/lookups' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ countries: { id: number; name: string }[]; services: { id: number }[] }>();
    expect(body.countries.length).toBeGreaterThan(100);
    expect(body.countries).toContainEqual(expect.objectContaining({ id: 840 }));
    expect(body.services.map((service) => service.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('POST /api/CustomerRegistration', () => {
  it('keeps the registration under entity 3 with a hashed password and token, and mails the link', async () => {
    const { body, row, token } = await registered();
    expect(row).toMatchObject({
      entityId: 3,
      status: CustomerRegistrationStatus.PendingVerification,
      companyName: body.companyName,
      serviceIds: [1, 2],
      termsAccepted: true,
    });
    expect(row.passwordHash.startsWith('scrypt$')).toBe(true);
    expect(row.passwordHash).not.toContain(STRONG_PASSWORD);
    expect(row.tokenHash).not.toBe(token);
    const hours = (row.tokenExpiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(48);
    const [mail] = await outboxTo(t, body.email);
    expect(mail).toMatchObject({ entityId: 3, subject: 'Confirm your email address for the Quality Portal' });
    expect(mail!.textBody).toContain(`${PUBLIC_URL}/emailuserverification?token=${token}`);
  });

  it('writes the email in the language of the form', async () => {
    const { body } = await registered({ language: 'fr' });
    const [mail] = await outboxTo(t, body.email);
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail pour le Portail Qualité');
  });

  it('refuses missing fields with translated messages, and writes nothing', async () => {
    const before = await registrationCount(t);
    const blank = registrationBody({ companyName: ' ', email: 'not-an-email', serviceIds: [] });
    const en = await register(blank);
    expect(en.statusCode).toBe(400);
    const fields = en.json<{ errors: { field: string; text?: string; message: string }[] }>().errors;
    expect(fields.map((error) => error.field)).toEqual(
      expect.arrayContaining(['companyName', 'email', 'serviceIds']),
    );
    expect(JSON.stringify(fields)).toContain('Company name');
    const fr = await register(blank, 'fr');
    expect(JSON.stringify(fr.json())).toContain('Nom de la société');
    expect(await registrationCount(t)).toBe(before);
  });

  it('refuses unaccepted terms, a password pair that differs, a bad login, unknown choices', async () => {
    const answer = await register(
      registrationBody({
        termsAccepted: false,
        confirmPassword: 'Other#2026x',
        loginName: 'has space',
        countryId: 999_999,
        serviceIds: [1, 77],
      }),
    );
    expect(answer.statusCode).toBe(400);
    const errors = answer.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(Object.fromEntries(errors.map((error) => [error.field, error.message]))).toEqual({
      termsAccepted: 'Please accept the terms and conditions.',
      confirmPassword: 'The two passwords are not the same.',
      loginName: 'The login may only contain letters, digits and . _ - @',
      countryId: 'This choice does not exist.',
      serviceIds: 'This choice does not exist.',
    });
  });

  it('answers InvalidPassword with the policy issues for a weak password', async () => {
    const body = registrationBody({ password: 'weak', confirmPassword: 'weak' });
    const answer = (await register(body)).json<{ result: number; issues: string[] }>();
    expect(answer.result).toBe(CustomerRegistrationResult.InvalidPassword);
    expect(answer.issues).toEqual(expect.arrayContaining(['tooShort', 'needsUpper', 'needsDigit']));
    expect(await registrationOf(t, body.email)).toBeNull();
  });

  it.each([
    [
      'company name of a customer',
      { companyName: 'northwind retail ltd' },
      'DuplicateCompanyName',
      'companyName',
    ],
    ['email of an account', { email: 'ADMIN@qpa.example.com' }, 'DuplicateEmail', 'email'],
    ['login of an account', { loginName: 'Admin' }, 'DuplicateLoginName', 'loginName'],
  ] as const)(
    'refuses the %s, in the caller language, writing and mailing nothing',
    async (_, taken, code, field) => {
      const body = registrationBody(taken);
      const before = await registrationCount(t);
      const answer = (await register(body, 'fr')).json<{
        result: number;
        errors: { field: string; message: string }[];
      }>();
      expect(answer.result).toBe(CustomerRegistrationResult[code]);
      expect(answer.errors[0]!.field).toBe(field);
      expect(answer.errors[0]!.message).toMatch(/déjà/);
      expect(await registrationCount(t)).toBe(before);
      expect(await outboxTo(t, body.email)).toHaveLength(0);
    },
  );

  it('refuses the names of another live registration, and frees them when its link expired', async () => {
    const first = await registered();
    const again = (await register(registrationBody({ loginName: first.body.loginName }))).json();
    expect(again.result).toBe(CustomerRegistrationResult.DuplicateLoginName);
    const sameCompany = (await register(registrationBody({ companyName: first.body.companyName }))).json();
    expect(sameCompany.result).toBe(CustomerRegistrationResult.DuplicateCompanyName);
    await t.database.db
      .update(customerRegistrations)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerRegistrations.id, first.row.id));
    const later = (await register(registrationBody({ loginName: first.body.loginName }))).json();
    expect(later.result).toBe(CustomerRegistrationResult.Success);
  });
});

describe('POST /api/CustomerRegistration/emailuserverification', () => {
  it('answers TokenRequired without a token', async () => {
    expect((await verify({})).json()).toEqual({ result: CustomerVerificationResult.TokenRequired });
    expect((await verify({ token: '  ' })).json()).toEqual({
      result: CustomerVerificationResult.TokenRequired,
    });
  });

  it('answers TokenNotValid for a malformed token', async () => {
    expect((await verify({ token: 'abc' })).json()).toEqual({
      result: CustomerVerificationResult.TokenNotValid,
    });
  });

  it('answers CustomerNotFound for a well-formed token no registration holds', async () => {
    const token = 'A'.repeat(43);
    expect((await verify({ token })).json()).toEqual({ result: CustomerVerificationResult.CustomerNotFound });
  });

  it('verifies once (Success), then answers AlreadyVerified', async () => {
    const { token, row, body } = await registered();
    expect((await verify({ token })).json()).toEqual({
      result: CustomerVerificationResult.Success,
      companyName: body.companyName,
    });
    expect((await registrationOf(t, body.email))!.status).toBe(CustomerRegistrationStatus.Verified);
    expect((await verify({ token })).json().result).toBe(CustomerVerificationResult.AlreadyVerified);
    expect(row.status).toBe(CustomerRegistrationStatus.PendingVerification);
  });

  it('answers TokenNotValid for an expired link, and for a registration rejected before verification', async () => {
    const expired = await registered();
    await t.database.db
      .update(customerRegistrations)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerRegistrations.id, expired.row.id));
    expect((await verify({ token: expired.token })).json().result).toBe(
      CustomerVerificationResult.TokenNotValid,
    );

    const rejected = await registered();
    const version = (await detail(rejected.row.id)).data!.version;
    expect((await decide('reject', rejected.row.id, { version, reason: 'Spam' })).json().result).toBe(1);
    expect((await verify({ token: rejected.token })).json().result).toBe(
      CustomerVerificationResult.TokenNotValid,
    );
  });
});

describe('approval', () => {
  it('keeps the login out until approval, then the customer signs in to entity 3 and is linked to itself', async () => {
    const { body, row } = await verified();
    expect((await signIn(body.loginName)).result).toBe(LoginResult.LoginNameOrPasswordNotCorrect);

    const version = (await detail(row.id)).data!.version;
    const answer = (await decide('approve', row.id, { version })).json<{
      result: number;
      data: { status: number; customerId: number; userId: number; decidedByName: string };
    }>();
    expect(answer.result).toBe(RegistrationDecisionResult.Success);
    expect(answer.data).toMatchObject({
      status: CustomerRegistrationStatus.Approved,
      decidedByName: expect.any(String),
    });

    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, answer.data.customerId));
    expect(customer).toMatchObject({ name: body.companyName, entityId: 3, countryId: 840 });
    const entityRows = await t.database.db
      .select()
      .from(customerEntities)
      .where(eq(customerEntities.customerId, answer.data.customerId));
    expect(entityRows.map((entity) => entity.entityId)).toEqual([3]);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, answer.data.userId));
    expect(user).toMatchObject({ userType: UserType.Customer, customerId: customer!.id, isActive: true });
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(roles.map((role) => role.roleId)).toEqual([Role.Customer]);

    const session = await signIn(body.loginName);
    expect(session.result).toBe(LoginResult.Success);
    expect(session.user).toMatchObject({ customerId: customer!.id, userType: UserType.Customer });
    // The customer summary shows the new customer only its own record.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/customer/search',
      headers: authHeaders(session.token!, 3),
      payload: { skip: 0, take: 10 },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ total: 1, data: [{ id: customer!.id, name: body.companyName }] });
    const [approvedMail] = await outboxTo(t, body.email);
    expect(approvedMail!.subject).toBe('Your Quality Portal account is ready');
  });

  it('refuses a registration not yet verified, a stale version, and a second decision', async () => {
    const pending = await registered();
    const pendingVersion = (await detail(pending.row.id)).data!.version;
    const notVerified = (await decide('approve', pending.row.id, { version: pendingVersion })).json();
    expect(notVerified.result).toBe(RegistrationDecisionResult.WrongStatus);
    expect(notVerified.message).toBe('The applicant has not verified the email address yet.');

    const { row } = await verified();
    const version = (await detail(row.id)).data!.version;
    const stale = (await decide('approve', row.id, { version: version - 1 })).json();
    expect(stale.result).toBe(RegistrationDecisionResult.Conflict);
    expect((await decide('approve', row.id, { version })).json().result).toBe(
      RegistrationDecisionResult.Success,
    );
    const after = (await detail(row.id)).data!.version;
    expect((await decide('approve', row.id, { version: after })).json().result).toBe(
      RegistrationDecisionResult.WrongStatus,
    );
    expect((await decide('reject', row.id, { version: after, reason: 'Late' })).json().result).toBe(
      RegistrationDecisionResult.WrongStatus,
    );
  });

  it('refuses the approval when the login was taken meanwhile, and writes nothing', async () => {
    const { body, row } = await verified();
    await t.database.db.insert(users).values({
      loginName: body.loginName.toUpperCase(),
      fullName: 'Someone Else',
      userType: UserType.InternalUser,
      passwordHash: 'unset$x',
    });
    const customersBefore = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    const version = (await detail(row.id)).data!.version;
    const answer = (await decide('approve', row.id, { version })).json();
    expect(answer.result).toBe(RegistrationDecisionResult.DuplicateLoginName);
    expect(answer.data.status).toBe(CustomerRegistrationStatus.Verified);
    const customersAfter = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    expect(customersAfter[0]!.n).toBe(customersBefore[0]!.n);
  });

  it('rejects with a reason, mailed to the applicant; a reason is required', async () => {
    const { body, row } = await verified();
    const version = (await detail(row.id)).data!.version;
    const noReason = await decide('reject', row.id, { version, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatchObject({ field: 'reason' });
    const answer = (await decide('reject', row.id, { version, reason: 'We only serve retailers.' })).json();
    expect(answer.result).toBe(RegistrationDecisionResult.Success);
    expect(answer.data).toMatchObject({
      status: CustomerRegistrationStatus.Rejected,
      rejectionReason: 'We only serve retailers.',
    });
    const [mail] = await outboxTo(t, body.email);
    expect(mail!.subject).toBe('Your Quality Portal registration');
    expect(mail!.textBody).toContain('Reason: We only serve retailers.');
    expect((await signIn(body.loginName)).result).toBe(LoginResult.LoginNameOrPasswordNotCorrect);
    // A rejected registration no longer holds its names.
    const retry = (await register(registrationBody({ loginName: body.loginName, email: body.email }))).json();
    expect(retry.result).toBe(CustomerRegistrationResult.Success);
  });
});

describe('the approval screens: rights, entity and paging', () => {
  it('lists the registrations of entity 3 with paging and the status filter', async () => {
    await verified();
    await verified();
    const page = (await call('admin', 'POST', `${REGISTER_URL}/search`, { take: 1, skip: 0 }, 3)).json<{
      result: number;
      data: { status: number }[];
      total: number;
    }>();
    expect(page.result).toBe(1);
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThan(2);
    const onlyVerified = (
      await call('admin', 'POST', `${REGISTER_URL}/search`, { statusIds: [2], take: 100 }, 3)
    ).json<{ data: { status: number }[] }>();
    expect(onlyVerified.data.length).toBeGreaterThanOrEqual(2);
    expect(onlyVerified.data.every((row) => row.status === 2)).toBe(true);
  });

  it('shows nothing of entity 3 in another entity', async () => {
    const { row } = await registered();
    const elsewhere = (await call('admin', 'POST', `${REGISTER_URL}/search`, {}, 1)).json();
    expect(elsewhere).toMatchObject({ total: 0, data: [] });
    expect((await detail(row.id, 1)).result).toBe(2);
    const version = (await detail(row.id)).data!.version;
    expect((await decide('reject', row.id, { version, reason: 'x' }, 'admin', 1)).json().result).toBe(
      RegistrationDecisionResult.NotFound,
    );
    expect((await detail(row.id)).data!.status).toBe(CustomerRegistrationStatus.PendingVerification);
  });

  it('refuses users without the rights, customer and supplier users, and anonymous callers', async () => {
    const { row } = await registered();
    for (const login of ['cs', 'customer', 'supplier']) {
      expect((await call(login, 'POST', `${REGISTER_URL}/search`, {})).statusCode).toBe(403);
      expect((await call(login, 'GET', `${REGISTER_URL}/${row.id}`)).statusCode).toBe(403);
      expect(
        (await call(login, 'POST', `${REGISTER_URL}/${row.id}/approve`, { version: 1 })).statusCode,
      ).toBe(403);
    }
    expect((await call(null, 'POST', `${REGISTER_URL}/search`, {})).statusCode).toBe(401);
    expect(
      (await call(null, 'POST', `${REGISTER_URL}/${row.id}/reject`, { version: 1, reason: 'x' })).statusCode,
    ).toBe(401);
  });
});
