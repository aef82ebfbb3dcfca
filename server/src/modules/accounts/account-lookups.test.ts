/** @databases postgres */
import { eq } from 'drizzle-orm';
import { Role, SyncResult, UserType } from '@portal/domain';
import { users } from '../../db/schema';
import { hrCaller, staffIdOf, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { createAccountsTestApp, lastMailTo, userIdOf } from './accounts.test-support';

let t: HrTestApp;
const { call } = hrCaller(() => t);
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const names = (body: unknown) =>
  (body as { dataSourceList: { name: string }[] }).dataSourceList.map((item) => item.name);

describe('GET getTokentoFB', () => {
  it('answers FBError (3) without an FB account, a short-lived signed token with one', async () => {
    expect((await call('cs', 'GET', '/api/UserAccount/getTokentoFB')).json()).toEqual({
      result: SyncResult.FBError,
    });
    await t.database.db.update(users).set({ fbUserId: 4242 }).where(eq(users.loginName, 'inspector'));
    const body = (await call('inspector', 'GET', '/api/UserAccount/getTokentoFB')).json() as {
      result: number;
      token: string;
      expiresIn: number;
    };
    expect(body).toMatchObject({ result: SyncResult.Success, fbUserId: 4242, expiresIn: 300 });
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(payload).toMatchObject({ sub: '4242', aud: 'fb', uid: await userIdOf(t, 'inspector') });
    // Not a portal session: the API refuses it as a bearer token.
    const asSession = await t.app.inject({
      method: 'GET',
      url: '/api/User/righttypelst',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(asSession.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/UserAccount/getTokentoFB' })).statusCode).toBe(
      401,
    );
  });
});

describe('role and name lookups', () => {
  it('loggedUserRoleExists tells whether the caller holds a role', async () => {
    expect(
      (await call('hr', 'GET', `/api/UserAccount/loggedUserRoleExists/${Role.HRManagement}`)).json(),
    ).toEqual({ result: 1, exists: true });
    expect((await call('hr', 'GET', `/api/UserAccount/loggedUserRoleExists/${Role.IT_Team}`)).json()).toEqual(
      { result: 1, exists: false },
    );
  });

  it('getUserName answers staff-side callers for users of the entity', async () => {
    const cs = await userIdOf(t, 'cs');
    expect((await call('inspector', 'GET', `/api/UserAccount/getUserName/${cs}`)).json()).toEqual({
      result: 1,
      userName: 'Mei Lin Chen',
    });
    expect((await call('hr', 'GET', `/api/UserAccount/getUserName/${cs}`, undefined, 2)).json()).toEqual({
      result: 5,
    });
    expect((await call('customer', 'GET', `/api/UserAccount/getUserName/${cs}`)).statusCode).toBe(403);
  });

  it('user-detail/{userId}/{entityId} gives a contact card within an entity the caller works in', async () => {
    const hr = await userIdOf(t, 'hr');
    const card = await call('accountant', 'GET', `/api/UserAccount/user-detail/${hr}/2`);
    expect(card.json()).toMatchObject({
      result: 1,
      data: { fullName: 'Priya Nair', roleNames: ['HRManagement', 'HumanResource'] },
    });
    expect((await call('cs', 'GET', `/api/UserAccount/user-detail/${hr}/2`)).statusCode).toBe(403);
    const cs = await userIdOf(t, 'cs');
    expect((await call('accountant', 'GET', `/api/UserAccount/user-detail/${cs}/2`)).json()).toEqual({
      result: 5,
    });
  });
});

describe('pickers', () => {
  it('getuserdatasource lists the customers, suppliers or factories of the entity for their account types', async () => {
    const customers = await call('admin', 'POST', '/api/UserAccount/getuserdatasource', {
      userType: UserType.Customer,
    });
    const customerNames = names(customers.json());
    // A page of entity 1's customers by name: entity 2's Maison Lumière is not among them.
    expect(customerNames).toContain('Blue Harbor Outfitters Inc.');
    expect(customerNames).not.toContain('Maison Lumière SA');
    expect(customerNames).toEqual([...customerNames].sort((a, b) => a.localeCompare(b)));
    const northwind = await call('admin', 'POST', '/api/UserAccount/getuserdatasource', {
      userType: UserType.Customer,
      searchText: 'northwind retail',
    });
    expect(names(northwind.json())).toEqual(['Northwind Retail Ltd']);
    const factories = await call('admin', 'POST', '/api/UserAccount/getuserdatasource', {
      userType: UserType.Factory,
      supplierId: 1,
    });
    expect(names(factories.json())).toEqual([
      'Everbright Dongguan Plant',
      'Everbright Garment Factory No. 2',
    ]);
    const searched = await call('admin', 'POST', '/api/UserAccount/getuserdatasource', {
      userType: UserType.Supplier,
      searchText: 'dhaka',
    });
    expect(names(searched.json())).toEqual(['Dhaka Knitwear Ltd.']);
    // The selected value comes back whatever the search, but only from this entity.
    const withId = await call('admin', 'POST', '/api/UserAccount/getuserdatasource', {
      userType: UserType.Customer,
      searchText: 'zzz',
      idList: [1, 2],
    });
    expect(names(withId.json())).toEqual(['Northwind Retail Ltd']);
    expect(
      (await call('inspector', 'POST', '/api/UserAccount/getuserdatasource', { userType: UserType.Customer }))
        .statusCode,
    ).toBe(403);
  });

  it('getuserdatasource without a party type lists active colleagues of the entity', async () => {
    const colleagues = await call('inspector', 'POST', '/api/UserAccount/getuserdatasource', {
      searchText: 'chen',
    });
    expect(names(colleagues.json())).toEqual(['Mei Lin Chen (cs)']);
    expect((await call('customer', 'POST', '/api/UserAccount/getuserdatasource', {})).statusCode).toBe(403);
  });

  it('GetHrStaffDataSource offers the entity’s staff, optionally only those without an account', async () => {
    const all = await call('hr', 'POST', '/api/UserAccount/GetHrStaffDataSource', {
      searchText: 'E00',
      take: 50,
    });
    expect(names(all.json())).toContain('Mei Lin Chen (E0003)');
    const free = await call('hr', 'POST', '/api/UserAccount/GetHrStaffDataSource', {
      withoutAccount: true,
      take: 50,
    });
    expect(names(free.json())).not.toContain('Mei Lin Chen (E0003)');
    expect(names(free.json())).toContain('Wang Jun (E0012)');
    const cs = await userIdOf(t, 'cs');
    const own = await call('hr', 'POST', '/api/UserAccount/GetHrStaffDataSource', {
      withoutAccount: true,
      exceptUserId: cs,
      searchText: 'Mei',
    });
    expect(names(own.json())).toEqual(['Mei Lin Chen (E0003)']);
    expect((await call('cs', 'POST', '/api/UserAccount/GetHrStaffDataSource', {})).statusCode).toBe(403);
  });
});

describe('POST save-user', () => {
  it('creates a staff member’s account from the staff record and emails the link', async () => {
    const staffId = await staffIdOf(t, 'E0012');
    const response = await call('hr', 'POST', '/api/UserAccount/save-user', {
      staffId,
      loginName: 'wangjun',
      email: 'wang.jun@qpa.example.com',
      roleIds: [Role.HumanResource],
    });
    expect(response.json()).toMatchObject({
      result: 1,
      data: {
        loginName: 'wangjun',
        fullName: 'Wang Jun',
        staffId,
        userType: UserType.InternalUser,
        entityIds: [1],
      },
    });
    expect(await lastMailTo(t, 'wang.jun@qpa.example.com')).not.toBeNull();
    const again = await call('hr', 'POST', '/api/UserAccount/save-user', {
      staffId,
      loginName: 'wangjun2',
      email: 'wj2@qpa.example.com',
      roleIds: [Role.HumanResource],
    });
    expect(again.json()).toMatchObject({ result: 3, errors: [{ field: 'staffId' }] });
    expect(
      (
        await call('hr', 'POST', '/api/UserAccount/save-user', {
          staffId: 999999,
          loginName: 'x',
          roleIds: [],
        })
      ).json(),
    ).toEqual({ result: 5 });
  });
});
