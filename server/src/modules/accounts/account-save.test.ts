/** @databases postgres */
import { AccountSaveResult, LoginResult, Role, UserType } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hrCaller, staffIdOf } from '../hr-staff/hr-staff.test-support';
import type { HrTestApp } from '../hr-staff/hr-staff.test-support';
import { signInAs } from '../../test/test-app';
import {
  accountBody,
  createAccountsTestApp,
  lastMailTo,
  PUBLIC_URL,
  userIdOf,
} from './accounts.test-support';

let t: HrTestApp;
const { call } = hrCaller(() => t);
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

type SaveBody = {
  result: number;
  data?: { id: number; version: number; loginName: string; passwordSet: boolean; roleIds: number[] };
  errors?: { field: string; message?: string; text?: string }[];
  message?: string;
};
const save = async (login: string, payload: unknown, method: 'POST' | 'PUT' = 'POST', entityId = 1) => {
  const response = await call(login, method, '/api/UserAccount/save', payload, entityId);
  return { status: response.statusCode, body: response.json() as SaveBody };
};
const signInResult = async (loginName: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/User/SignIn',
      payload: { UserName: loginName, Password: password },
    })
  ).json<{ result: number }>().result;

describe('POST /api/UserAccount/save (create)', () => {
  it('answers 401 without a token and 403 without UserAccountSummary.Edit', async () => {
    expect((await save('cs', accountBody())).status).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/save',
      payload: accountBody(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('creates an account without a usable password and emails a set-password link', async () => {
    const { status, body } = await save(
      'admin',
      accountBody({ loginName: 'created1', email: 'created1@qpa.example.com' }),
    );
    expect(status).toBe(200);
    expect(body.result).toBe(AccountSaveResult.Success);
    expect(body.data).toMatchObject({ loginName: 'created1', passwordSet: false, roleIds: [Role.Cs] });
    // No password matches, not even an empty-looking one.
    expect(await signInResult('created1', 'Portal#2026')).toBe(LoginResult.LoginNameOrPasswordNotCorrect);
    const mail = await lastMailTo(t, 'created1@qpa.example.com');
    expect(mail).toMatchObject({
      entityId: 1,
      transport: 'outbox',
      subject: 'Set your Quality Portal password',
    });
    expect(mail!.textBody).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(mail!.textBody).toContain('Your login is created1.');
    expect(mail!.htmlBody).toContain('Set my password');
  });

  it('writes the email in the language of the new account', async () => {
    await save(
      'admin',
      accountBody({ loginName: 'created2', email: 'created2@qpa.example.com', language: 'fr' }),
    );
    const mail = await lastMailTo(t, 'created2@qpa.example.com');
    expect(mail!.subject).toBe('Définissez votre mot de passe du Portail Qualité');
    expect(mail!.textBody).toContain('Bonjour Jane Doe,');
  });

  it('sends no link to an account created disabled', async () => {
    const { body } = await save(
      'admin',
      accountBody({ loginName: 'created3', email: 'c3@qpa.example.com', isActive: false }),
    );
    expect(body.result).toBe(AccountSaveResult.Success);
    expect(await lastMailTo(t, 'c3@qpa.example.com')).toBeNull();
  });

  it('answers EmailAlreadyExists (6) for a login or an address in use, ignoring case', async () => {
    const byLogin = await save('admin', accountBody({ loginName: 'CS', email: 'other@qpa.example.com' }));
    expect(byLogin.body).toMatchObject({
      result: AccountSaveResult.EmailAlreadyExists,
      errors: [{ field: 'loginName' }],
    });
    const byEmail = await save('admin', accountBody({ loginName: 'fresh', email: 'CS@qpa.example.com' }));
    expect(byEmail.body).toMatchObject({
      result: AccountSaveResult.EmailAlreadyExists,
      errors: [{ field: 'email', message: 'Another account already uses this email address.' }],
    });
  });

  it('answers RequestNotCorrectFormat (3) with translated field messages for a bad payload', async () => {
    const missing = await save('admin', accountBody({ loginName: '', email: 'not-an-address' }));
    expect(missing.status).toBe(400);
    expect(missing.body.result).toBe(AccountSaveResult.RequestNotCorrectFormat);
    expect(missing.body.errors!.map((error) => [error.field, error.text])).toEqual([
      ['loginName', 'Login is required.'],
      ['email', 'Email is not a valid email address.'],
    ]);
    const french = await call('admin', 'POST', '/api/UserAccount/save?lang=fr', accountBody({ roleIds: [] }));
    expect(french.json()).toMatchObject({
      result: 3,
      errors: [{ field: 'roleIds', text: 'Rôles est obligatoire.' }],
    });
    const shape = await save('admin', accountBody({ userType: 9 }));
    expect(shape.body).toMatchObject({ result: 3, errors: [{ field: 'userType' }] });
    const wrongType = await save('admin', accountBody({ roleIds: ['x'] }));
    expect(wrongType.body.result).toBe(3);
    const login = await save('admin', accountBody({ loginName: 'jane doe' }));
    expect(login.body.errors).toEqual([
      { field: 'loginName', message: 'The login may only contain letters, digits and . _ - @' },
    ]);
    const withId = await save('admin', accountBody({ id: 5 }));
    expect(withId.body).toMatchObject({ result: 3, errors: [{ field: 'id' }] });
  });

  it('refuses roles with rights the caller lacks, entities the caller is not in, unknown choices', async () => {
    // hr (HR management) cannot hand out IT_Team, which holds every right.
    const escalation = await save('hr', accountBody({ roleIds: [Role.IT_Team] }));
    expect(escalation.body).toMatchObject({
      result: 3,
      errors: [{ field: 'roleIds', message: expect.stringMatching(/rights you do not hold/) }],
    });
    const entity = await save('hr', accountBody({ roleIds: [Role.HumanResource], entityIds: [1, 3] }));
    expect(entity.body.errors).toEqual([expect.objectContaining({ field: 'entityIds' })]);
    const keepCurrent = await save('admin', accountBody({ entityIds: [2] }));
    expect(keepCurrent.body.errors).toEqual([
      { field: 'entityIds', message: 'The account must keep access to the entity you are working in.' },
    ]);
    const unknown = await save('admin', accountBody({ roleIds: [9999], serviceIds: [77] }));
    expect(unknown.body.errors!.map((error) => error.field)).toEqual(['roleIds', 'serviceIds']);
  });

  it('checks the link against the user type and the entity', async () => {
    const customerWithoutLink = await save(
      'admin',
      accountBody({ userType: UserType.Customer, roleIds: [Role.Customer] }),
    );
    expect(customerWithoutLink.body.errors).toEqual([expect.objectContaining({ field: 'customerId' })]);
    // Customer 2 belongs to entity 2.
    const otherEntity = await save(
      'admin',
      accountBody({ userType: UserType.Customer, roleIds: [Role.Customer], customerId: 2 }),
    );
    expect(otherEntity.body.errors).toEqual([
      { field: 'customerId', message: 'This record does not exist in this entity.' },
    ]);
    const mismatch = await save('admin', accountBody({ supplierId: 1 }));
    expect(mismatch.body.errors).toEqual([
      { field: 'supplierId', message: 'This link does not match the user type.' },
    ]);
    const factory = await save(
      'admin',
      accountBody({ userType: UserType.Factory, roleIds: [Role.Factory], factoryId: 3, supplierId: 1 }),
    );
    expect(factory.body.errors).toEqual([expect.objectContaining({ field: 'supplierId' })]);
    const staffTaken = await save('admin', accountBody({ staffId: await staffIdOf(t, 'E0003') }));
    expect(staffTaken.body.errors).toEqual([
      { field: 'staffId', message: 'This staff member already has an account.' },
    ]);
  });

  it('links a factory account to the factory and its supplier', async () => {
    const { body } = await save(
      'admin',
      accountBody({
        loginName: 'factory2',
        email: 'f2@binh.example.com',
        userType: UserType.Factory,
        roleIds: [Role.Factory],
        factoryId: 3,
      }),
    );
    expect(body.result).toBe(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.loginName, 'factory2'));
    expect(row).toMatchObject({ factoryId: 3, supplierId: 2, customerId: null, staffId: null });
  });

  it('writes nothing when the email cannot be queued (one transaction)', async () => {
    // A trigger refusing the outbox row stands in for a failing write after the account's insert.
    await t.database.db.execute(
      sql.raw(`create function refuse_outbox() returns trigger language plpgsql as $$
        begin raise exception 'outbox unavailable'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_outbox before insert on email_outbox for each row
        when (new.to_address = 'atomic@qpa.example.com') execute function refuse_outbox()`),
    );
    const response = await call(
      'admin',
      'POST',
      '/api/UserAccount/save',
      accountBody({ loginName: 'atomic', email: 'atomic@qpa.example.com' }),
    );
    expect(response.statusCode).toBe(500);
    expect(await t.database.db.select().from(users).where(eq(users.loginName, 'atomic'))).toEqual([]);
  });
});

describe('PUT /api/UserAccount/save (update)', () => {
  it('updates at the version, answers 409 for a stale one and NotFound (5) outside the entity', async () => {
    const created = (await save('admin', accountBody({ loginName: 'upd1', email: 'upd1@qpa.example.com' })))
      .body.data!;
    const first = await save(
      'admin',
      {
        ...accountBody({ loginName: 'upd1', email: 'upd1@qpa.example.com', fullName: 'Renamed' }),
        id: created.id,
        version: created.version,
      },
      'PUT',
    );
    expect(first.body).toMatchObject({ result: 1, data: { version: created.version + 1 } });
    const stale = await save(
      'admin',
      {
        ...accountBody({ loginName: 'upd1', email: 'upd1@qpa.example.com' }),
        id: created.id,
        version: created.version,
      },
      'PUT',
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ result: 8 });
    // The account works in entity 1 only: from entity 3 it does not exist.
    const elsewhere = await save(
      'admin',
      { ...accountBody({ entityIds: [3] }), id: created.id, version: created.version + 1 },
      'PUT',
      3,
    );
    expect(elsewhere.body).toEqual({ result: AccountSaveResult.NotFound });
    const noId = await save('admin', accountBody(), 'PUT');
    expect(noId.body).toMatchObject({ result: 3, errors: [{ field: 'id' }] });
  });

  it('judges the body before any query: out-of-range ids and schema breaks answer 400, never 500 or 200', async () => {
    const countBefore = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    for (const payload of [
      { id: 3000000000, version: 1 },
      { ...accountBody(), id: 3000000000, version: 1 },
      { ...accountBody(), id: 1e308, version: 1 },
      { ...accountBody(), id: 'NaN', version: 1 },
      { ...accountBody(), id: 2, version: -1 },
      { ...accountBody(), id: 2, version: 1, userType: 99 },
    ]) {
      const { status, body } = await save('admin', payload, 'PUT');
      expect({ payload, status, result: body.result }).toEqual({
        payload,
        status: 400,
        result: AccountSaveResult.RequestNotCorrectFormat,
      });
      expect(body.errors?.length).toBeGreaterThan(0);
    }
    const countAfter = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    expect(countAfter).toBe(countBefore);
  });

  it('disabling an account ends its sessions at once', async () => {
    const created = (await save('admin', accountBody({ loginName: 'upd2', email: 'upd2@qpa.example.com' })))
      .body.data!;
    const session = await signInAs(t.app, 'cs');
    const csId = await userIdOf(t, 'cs');
    const [cs] = await t.database.db.select({ version: users.version }).from(users).where(eq(users.id, csId));
    const body = {
      ...accountBody({
        loginName: 'cs',
        fullName: 'Mei Lin Chen',
        email: 'cs@qpa.example.com',
        isActive: false,
      }),
      id: csId,
      version: cs!.version,
      profileIds: [2],
    };
    expect((await save('admin', body, 'PUT')).body.result).toBe(1);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/User/righttypelst',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(after.statusCode).toBe(401);
    expect(await signInResult('cs', 'Portal#2026')).toBe(LoginResult.UserIsDisabled);
    expect(created.id).toBeGreaterThan(0);
  });

  it('keeps one’s own roles, entities, type and active state out of one’s own reach', async () => {
    const adminId = await userIdOf(t, 'admin');
    const [admin] = await t.database.db
      .select({ version: users.version })
      .from(users)
      .where(eq(users.id, adminId));
    const { body } = await save(
      'admin',
      {
        ...accountBody({
          loginName: 'admin',
          email: 'admin@qpa.example.com',
          roleIds: [Role.Cs],
          entityIds: [1, 2, 3],
          isActive: false,
        }),
        id: adminId,
        version: admin!.version,
      },
      'PUT',
    );
    expect(body.errors!.map((error) => error.field)).toEqual(['isActive', 'roleIds']);
    expect(body.errors![0]!.message).toBe('You cannot change this on your own account.');
  });

  it('refuses (403) to change an account holding rights the caller lacks', async () => {
    const adminId = await userIdOf(t, 'admin');
    const { status } = await save(
      'hr',
      {
        ...accountBody({
          loginName: 'admin',
          email: 'hr-owned@qpa.example.com',
          roleIds: [Role.HumanResource],
        }),
        id: adminId,
        version: 1,
      },
      'PUT',
    );
    expect(status).toBe(403);
  });
});

describe('DELETE /api/UserAccount/{id}', () => {
  it('disables the account and ends its sessions; never one’s own; NotFound (5) when unknown', async () => {
    const session = await signInAs(t.app, 'labuser');
    const id = await userIdOf(t, 'labuser');
    expect((await call('inspector', 'DELETE', `/api/UserAccount/${id}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/api/UserAccount/${id}`)).json()).toEqual({ result: 1 });
    const [row] = await t.database.db
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, id));
    expect(row!.isActive).toBe(false);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/User/righttypelst',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(after.statusCode).toBe(401);
    const own = await call('admin', 'DELETE', `/api/UserAccount/${await userIdOf(t, 'admin')}`);
    expect(own.json()).toEqual({
      result: AccountSaveResult.Failure,
      message: 'You cannot delete your own account.',
    });
    expect((await call('admin', 'DELETE', '/api/UserAccount/999999')).json()).toEqual({ result: 5 });
  });
});
