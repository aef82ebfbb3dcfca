/** @databases postgres */
import { eq, sql } from 'drizzle-orm';
import {
  BuyerDepartmentResult,
  CustomerContactType,
  RequestResult,
  ResourceResult,
  ResultCode,
} from '@portal/domain';
import { readXlsxRows } from '@portal/domain/src/xlsx';
import { customerBrands, customerContacts, customerDepartments, customers } from '../../db/schema';
import { authHeaders, createTestApp, json, signInAs, type TestApp } from '../../test/test-app';

let t: TestApp;
/** Customers 1 and 3 are entity 1's, customer 2 entity 2's (demo data); `customer` is customer 1's user. */
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
async function call(
  login: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  options: { entity?: number; lang?: string } = {},
) {
  // The server reads the language from ?lang=.
  const target = options.lang ? `${url}?lang=${options.lang}` : url;
  if (!tokens.has(login)) tokens.set(login, (await signInAs(t.app, login)).token);
  return t.app.inject({
    method,
    url: target,
    headers: authHeaders(tokens.get(login)!, options.entity ?? 1),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

type Saved<D = Record<string, unknown>> = {
  result: number;
  data?: D & { id: number; version: number; customerId: number };
  current?: { version: number };
};
type Page<R = Record<string, unknown>> = { result: number; data: R[]; total: number };
type DataSource = { result: number; dataSourceList: { id: number; name: string }[] };

const search = (body: Record<string, unknown> = {}) => ({ skip: 0, take: 25, ...body });
const contactBody = (customerId: number, extra: Record<string, unknown> = {}) => ({
  customerId,
  name: 'Test Contact',
  jobTitle: 'QA lead',
  email: null,
  phone: null,
  mobile: null,
  contactTypeIds: [CustomerContactType.Inspection],
  contactGroupId: null,
  departmentIds: [],
  brandIds: [],
  isPrimary: false,
  isActive: true,
  ...extra,
});

describe('departments and buyers (BuyerDepartmentResult)', () => {
  it.each([
    ['department', '/api/CustomerDepartment'],
    ['buyer', '/api/CustomerBuyer'],
  ])('%s: create, read, update; Exists on a taken code or name within the customer', async (_, base) => {
    const created = json<Saved>(
      await call('cs', 'POST', base, { customerId: 3, code: 'QX1', name: 'Outdoor' }),
    );
    expect(created).toEqual({
      result: BuyerDepartmentResult.Success,
      data: { id: expect.any(Number), customerId: 3, code: 'QX1', name: 'Outdoor', version: 1 },
    });
    const id = created.data!.id;
    expect(json(await call('cs', 'GET', `${base}/${id}`))).toEqual(created);

    // Same code whatever its case, or same name: Exists (4).
    expect(
      json<Saved>(await call('cs', 'POST', base, { customerId: 3, code: 'qx1', name: 'Other' })).result,
    ).toBe(BuyerDepartmentResult.Exists);
    expect(
      json<Saved>(await call('cs', 'POST', base, { customerId: 3, code: 'QX2', name: 'OUTDOOR' })).result,
    ).toBe(BuyerDepartmentResult.Exists);
    // Another customer may use them.
    expect(
      json<Saved>(await call('cs', 'POST', base, { customerId: 1, code: 'QX1', name: 'Outdoor' })).result,
    ).toBe(BuyerDepartmentResult.Success);

    const updated = json<Saved>(
      await call('cs', 'PUT', base, { id, customerId: 3, code: 'QX1', name: 'Outdoor gear', version: 1 }),
    );
    expect(updated.result).toBe(BuyerDepartmentResult.Success);
    expect(updated.data).toMatchObject({ name: 'Outdoor gear', version: 2 });
    // Stale version: 409 with the current record.
    const stale = await call('cs', 'PUT', base, { id, customerId: 3, code: 'QX1', name: 'Late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json<Saved>(stale).current).toMatchObject({ version: 2 });
    // Unknown record: NotFound (3).
    expect(
      json<Saved>(
        await call('cs', 'PUT', base, { id: 999999, customerId: 3, code: 'Z', name: 'Z', version: 1 }),
      ).result,
    ).toBe(BuyerDepartmentResult.NotFound);
    // Taking another record's code on update: Exists.
    const other = json<Saved>(await call('cs', 'POST', base, { customerId: 3, code: 'QX9', name: 'Ninth' }));
    expect(
      json<Saved>(
        await call('cs', 'PUT', base, {
          id: other.data!.id,
          customerId: 3,
          code: 'QX1',
          name: 'Ninth',
          version: 1,
        }),
      ).result,
    ).toBe(BuyerDepartmentResult.Exists);
    // CS keeps them but may not delete; admin may.
    expect((await call('cs', 'DELETE', `${base}/${other.data!.id}`)).statusCode).toBe(403);
    expect(json(await call('admin', 'DELETE', `${base}/${other.data!.id}`))).toEqual({ result: 1 });
  });

  it('refuses a customer outside the caller entity as NotFound, and missing fields with translated messages', async () => {
    // Customer 2 belongs to entity 2; cs works in entity 1.
    expect(
      json<Saved>(
        await call('cs', 'POST', '/api/CustomerDepartment', { customerId: 2, code: 'A', name: 'A' }),
      ).result,
    ).toBe(BuyerDepartmentResult.NotFound);
    expect(
      json<Saved>(
        await call('cs', 'POST', '/api/CustomerBuyer', { customerId: 999999, code: 'A', name: 'A' }),
      ).result,
    ).toBe(BuyerDepartmentResult.NotFound);

    const en = await call('cs', 'POST', '/api/CustomerDepartment', { customerId: 1, code: '', name: 'X' });
    expect(en.statusCode).toBe(400);
    expect(JSON.stringify(en.json())).toContain('Code');
    const fr = await call(
      'cs',
      'POST',
      '/api/CustomerDepartment',
      { customerId: 1, code: 'A B', name: '' },
      { lang: 'fr' },
    );
    expect(fr.statusCode).toBe(400);
    expect(JSON.stringify(fr.json())).toContain('Nom est obligatoire');
  });

  it('keeps a department a contact covers (InUse 7) and deletes it once free', async () => {
    const dep = json<Saved>(
      await call('cs', 'POST', '/api/CustomerDepartment', { customerId: 1, code: 'USE', name: 'In use' }),
    );
    const contact = json<Saved>(
      await call(
        'cs',
        'POST',
        '/api/CustomerContact',
        contactBody(1, { name: 'Dep user', departmentIds: [dep.data!.id] }),
      ),
    );
    expect(contact.result).toBe(ResourceResult.Success);
    // CS may not delete; CS management and admin may.
    expect((await call('cs', 'DELETE', `/api/CustomerDepartment/${dep.data!.id}`)).statusCode).toBe(403);
    expect(json(await call('admin', 'DELETE', `/api/CustomerDepartment/${dep.data!.id}`))).toEqual({
      result: ResourceResult.InUse,
    });
    expect(json(await call('admin', 'DELETE', `/api/CustomerContact/${contact.data!.id}`))).toEqual({
      result: 1,
    });
    expect(json(await call('admin', 'DELETE', `/api/CustomerDepartment/${dep.data!.id}`))).toEqual({
      result: 1,
    });
    expect(json(await call('admin', 'DELETE', `/api/CustomerDepartment/${dep.data!.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
  });

  it('searches with the customer filter, text and paging', async () => {
    const all = json<Page<{ id: number; customerId: number }>>(
      await call('cs', 'POST', '/api/CustomerDepartment/search', search({ customerId: 1 })),
    );
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.data.every((row) => row.customerId === 1)).toBe(true);
    const page2 = json<Page<{ id: number }>>(
      await call('cs', 'POST', '/api/CustomerDepartment/search', search({ customerId: 1, skip: 2, take: 2 })),
    );
    expect(page2.data).toHaveLength(2);
    expect(page2.data.map((row) => row.id)).not.toContain(all.data[0]!.id);
    // Entity 1 sees customers 1 and 3, never entity 2's customer 2.
    const totalOf = async (customerId: number) =>
      json<Page>(await call('cs', 'POST', '/api/CustomerDepartment/search', search({ customerId }))).total;
    expect((await totalOf(1)) > 0 && (await totalOf(3)) > 0).toBe(true);
    expect(await totalOf(2)).toBe(0);
    const none = json<Page>(
      await call(
        'cs',
        'POST',
        '/api/CustomerDepartment/search',
        search({ searchText: 'no-such-department' }),
      ),
    );
    expect(none).toEqual({ result: RequestResult.DataNotFound, data: [], total: 0 });
  });
});

describe('contact groups', () => {
  it('answers DuplicateName for a taken name and InUse while contacts are in the group', async () => {
    const group = json<Saved>(
      await call('cs', 'POST', '/api/CustomerContactGroup', { customerId: 3, name: 'Night shift' }),
    );
    expect(group.result).toBe(ResourceResult.Success);
    expect(
      json<Saved>(
        await call('cs', 'POST', '/api/CustomerContactGroup', { customerId: 3, name: 'night SHIFT' }),
      ).result,
    ).toBe(ResourceResult.DuplicateName);
    const contact = json<Saved>(
      await call('cs', 'POST', '/api/CustomerContact', contactBody(3, { contactGroupId: group.data!.id })),
    );
    expect(contact.result).toBe(ResourceResult.Success);
    expect(json(await call('admin', 'DELETE', `/api/CustomerContactGroup/${group.data!.id}`))).toEqual({
      result: ResourceResult.InUse,
    });
  });
});

describe('contacts', () => {
  it('saves types, group, departments and brands of the same customer only', async () => {
    const [dep1] = await t.database.db
      .select({ id: customerDepartments.id })
      .from(customerDepartments)
      .where(eq(customerDepartments.customerId, 1))
      .limit(1);
    const [dep3] = await t.database.db
      .select({ id: customerDepartments.id })
      .from(customerDepartments)
      .where(eq(customerDepartments.customerId, 3))
      .limit(1);
    const [brand] = await t.database.db
      .insert(customerBrands)
      .values({ customerId: 1, name: 'Test brand K1' })
      .returning({ id: customerBrands.id });
    const body = contactBody(1, {
      name: 'Anna Field',
      email: 'anna.field@northwind.example.com',
      contactTypeIds: [CustomerContactType.Report, CustomerContactType.Inspection],
      departmentIds: [dep1!.id],
      brandIds: [brand!.id],
    });
    const created = json<Saved<{ contactTypeIds: number[]; departmentIds: number[]; brandIds: number[] }>>(
      await call('cs', 'POST', '/api/CustomerContact', body),
    );
    expect(created.result).toBe(ResourceResult.Success);
    expect(created.data).toMatchObject({
      contactTypeIds: [1, 4],
      departmentIds: [dep1!.id],
      brandIds: [brand!.id],
    });
    // Another customer's department: ParentNotFound (10).
    expect(
      json<Saved>(
        await call('cs', 'POST', '/api/CustomerContact', { ...body, email: null, departmentIds: [dep3!.id] }),
      ).result,
    ).toBe(ResourceResult.ParentNotFound);
    // The email is taken within the customer (any case): DuplicateData (4).
    expect(
      json<Saved>(
        await call('cs', 'POST', '/api/CustomerContact', {
          ...body,
          email: 'ANNA.FIELD@northwind.example.com',
        }),
      ).result,
    ).toBe(ResourceResult.DuplicateData);
    // An unknown contact type is refused by the schema.
    expect(
      (await call('cs', 'POST', '/api/CustomerContact', { ...body, contactTypeIds: [99] })).statusCode,
    ).toBe(400);
    // Types are required by the rule file.
    expect(
      (await call('cs', 'POST', '/api/CustomerContact', { ...body, contactTypeIds: [] })).statusCode,
    ).toBe(400);
  });

  it('keeps one primary contact per customer', async () => {
    const first = json<Saved>(
      await call(
        'cs',
        'POST',
        '/api/CustomerContact',
        contactBody(3, { name: 'Primary one', isPrimary: true }),
      ),
    );
    const second = json<Saved>(
      await call(
        'cs',
        'POST',
        '/api/CustomerContact',
        contactBody(3, { name: 'Primary two', isPrimary: true }),
      ),
    );
    const primaries = await t.database.db
      .select({ id: customerContacts.id })
      .from(customerContacts)
      .where(sql`${customerContacts.customerId} = 3 and ${customerContacts.isPrimary}`);
    expect(primaries).toEqual([{ id: second.data!.id }]);
    expect(first.data!.id).not.toBe(second.data!.id);
  });

  it('filters by contact type and exports the rows', async () => {
    const rows = json<Page<{ contactTypeIds: number[] }>>(
      await call(
        'cs',
        'POST',
        '/api/CustomerContact/search',
        search({ contactTypeIds: [CustomerContactType.Accounting], take: 100 }),
      ),
    );
    expect(rows.total).toBeGreaterThan(0);
    expect(rows.data.every((row) => row.contactTypeIds.includes(CustomerContactType.Accounting))).toBe(true);
    const file = await call('cs', 'POST', '/api/CustomerContact/export', { customerId: 1 });
    expect(file.statusCode).toBe(200);
    const sheet = await readXlsxRows(file.rawPayload);
    expect(sheet[0]).toEqual(expect.arrayContaining(['Customer', 'Name', 'Email']));
    expect(sheet.length).toBeGreaterThan(1);
  });
});

describe('collections', () => {
  it('belong to a brand of the same customer; names are unique within the customer', async () => {
    const [own] = await t.database.db
      .insert(customerBrands)
      .values({ customerId: 3, name: 'Test brand T3' })
      .returning({ id: customerBrands.id });
    const [foreign] = await t.database.db
      .insert(customerBrands)
      .values({ customerId: 1, name: 'Test brand H1' })
      .returning({ id: customerBrands.id });
    const body = { customerId: 3, name: 'Trail SS27', brandId: own!.id, description: null, isActive: true };
    const created = json<Saved>(await call('cs', 'POST', '/api/CustomerCollection', body));
    expect(created).toMatchObject({ result: 1, data: { brandId: own!.id, name: 'Trail SS27' } });
    expect(json<Saved>(await call('cs', 'POST', '/api/CustomerCollection', body)).result).toBe(
      ResourceResult.DuplicateName,
    );
    expect(
      json<Saved>(
        await call('cs', 'POST', '/api/CustomerCollection', { ...body, name: 'X', brandId: foreign!.id }),
      ).result,
    ).toBe(ResourceResult.ParentNotFound);
    const rows = json<Page<{ brandName: string | null }>>(
      await call('cs', 'POST', '/api/CustomerCollection/search', search({ searchText: 'Trail SS27' })),
    );
    expect(rows.data).toEqual([expect.objectContaining({ brandName: 'Test brand T3' })]);
  });
});

describe('lists by customer id (spec 7)', () => {
  it.each([
    ['/api/customer/getcustomerdepartments'],
    ['/api/customer/getcustomerbuyers'],
    ['/api/customer/getcustomercontactList'],
  ])('%s answers the customer items, NotFound for a foreign or unknown customer', async (path) => {
    const own = json<{ result: number; data: { id: number }[] }>(await call('cs', 'GET', `${path}/1`));
    expect(own.result).toBe(ResultCode.Success);
    expect(own.data.length).toBeGreaterThan(0);
    expect(json(await call('cs', 'GET', `${path}/2`))).toEqual({ result: ResultCode.NotFound, data: [] });
    expect(json(await call('cs', 'GET', `${path}/999999`))).toEqual({
      result: ResultCode.NotFound,
      data: [],
    });
    // The customer user: its own customer only.
    expect(json<{ result: number }>(await call('customer', 'GET', `${path}/1`)).result).toBe(
      ResultCode.Success,
    );
    expect(json(await call('customer', 'GET', `${path}/3`))).toEqual({
      result: ResultCode.NotFound,
      data: [],
    });
    // Without the view permission: 403.
    expect((await call('supplier', 'GET', `${path}/1`)).statusCode).toBe(403);
  });

  it('lists the primary contact first', async () => {
    const list = json<{ data: { isPrimary: boolean }[] }>(
      await call('cs', 'GET', '/api/customer/getcustomercontactList/1'),
    );
    expect(list.data[0]!.isPrimary).toBe(true);
  });
});

describe('datasources', () => {
  it.each([
    ['/api/CustomerBuyer/GetBuyerDataSourceList'],
    ['/api/CustomerContact/GetCustomerContactDataSourceList'],
    ['/api/CustomerDepartment/GetDepartmentDataSourceList'],
    ['/api/CustomerContactGroup/GetContactGroupDataSourceList'],
  ])('%s pages by name, narrows by customer and always includes idList', async (path) => {
    const first = json<DataSource>(await call('cs', 'POST', path, { customerId: 1, skip: 0, take: 2 }));
    expect(first.result).toBe(RequestResult.Success);
    expect(first.dataSourceList).toHaveLength(2);
    const next = json<DataSource>(await call('cs', 'POST', path, { customerId: 1, skip: 2, take: 2 }));
    expect(next.dataSourceList.map((i) => i.id)).not.toContain(first.dataSourceList[0]!.id);
    // Another customer's id in idList comes along when the customer is in scope.
    const of3 = json<DataSource>(await call('cs', 'POST', path, { customerId: 3, take: 1 }));
    const withId = json<DataSource>(
      await call('cs', 'POST', path, {
        take: 1,
        searchText: 'zzz-none',
        idList: [of3.dataSourceList[0]!.id],
      }),
    );
    expect(withId.dataSourceList.map((i) => i.id)).toEqual([of3.dataSourceList[0]!.id]);
    // The customer user never gets another customer's items, not even through idList.
    const mine = json<DataSource>(
      await call('customer', 'POST', path, { take: 100, idList: [of3.dataSourceList[0]!.id] }),
    );
    expect(mine.dataSourceList.map((i) => i.id)).not.toContain(of3.dataSourceList[0]!.id);
    expect(mine.dataSourceList.length).toBeGreaterThan(0);
    // Supplier users are not served customer records at all (the route's declared user types).
    expect((await call('supplier', 'POST', path, { take: 10 })).statusCode).toBe(403);
    expect((await call('cs', 'POST', path, { take: 500 })).statusCode).toBe(400);
  });
});

describe('row scoping and permissions', () => {
  it('a customer user sees only its own customer records and cannot change them', async () => {
    const [foreign] = await t.database.db
      .select({ id: customerContacts.id })
      .from(customerContacts)
      .innerJoin(customers, eq(customers.id, customerContacts.customerId))
      .where(eq(customerContacts.customerId, 3))
      .limit(1);
    for (const base of [
      '/api/CustomerContact',
      '/api/CustomerDepartment',
      '/api/CustomerBuyer',
      '/api/CustomerCollection',
      '/api/CustomerContactGroup',
    ]) {
      const rows = json<Page<{ customerId: number }>>(
        await call('customer', 'POST', `${base}/search`, search({ take: 100 })),
      );
      expect(rows.total).toBeGreaterThan(0);
      expect(new Set(rows.data.map((row) => row.customerId))).toEqual(new Set([1]));
      // Asking for another customer's records through the filter gives nothing.
      expect(
        json<Page>(await call('customer', 'POST', `${base}/search`, search({ customerId: 3 }))).total,
      ).toBe(0);
    }
    expect(json(await call('customer', 'GET', `/api/CustomerContact/${foreign!.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
    // Read only: no Edit permission.
    expect((await call('customer', 'POST', '/api/CustomerContact', contactBody(1))).statusCode).toBe(403);
    expect(
      (await call('customer', 'POST', '/api/CustomerDepartment', { customerId: 1, code: 'C', name: 'C' }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses callers without the permissions and updates outside the scope', async () => {
    expect((await call('supplier', 'POST', '/api/CustomerContact/search', search())).statusCode).toBe(403);
    expect((await call('inspector', 'POST', '/api/CustomerBuyer/search', search())).statusCode).toBe(403);
    // Management reads and exports but does not edit.
    expect((await call('manager', 'POST', '/api/CustomerBuyer/search', search())).statusCode).toBe(200);
    expect(
      (await call('manager', 'POST', '/api/CustomerBuyer', { customerId: 1, code: 'M', name: 'M' }))
        .statusCode,
    ).toBe(403);
    // Entity 2's customer records are out of reach from entity 1, also by id.
    const dep2 = json<Saved>(
      await call(
        'admin',
        'POST',
        '/api/CustomerDepartment',
        { customerId: 2, code: 'E2', name: 'Entity two' },
        { entity: 2 },
      ),
    );
    expect(dep2.result).toBe(BuyerDepartmentResult.Success);
    expect(json(await call('admin', 'GET', `/api/CustomerDepartment/${dep2.data!.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
    expect(
      json<Saved>(
        await call('admin', 'PUT', '/api/CustomerDepartment', {
          id: dep2.data!.id,
          customerId: 2,
          code: 'E2',
          name: 'Changed',
          version: 1,
        }),
      ).result,
    ).toBe(BuyerDepartmentResult.NotFound);
    expect(json(await call('admin', 'DELETE', `/api/CustomerDepartment/${dep2.data!.id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
    // The customer of a record never changes through an update.
    const moved = json<Saved>(
      await call(
        'admin',
        'PUT',
        '/api/CustomerDepartment',
        { id: dep2.data!.id, customerId: 1, code: 'E2', name: 'Moved', version: 1 },
        { entity: 2 },
      ),
    );
    expect(moved.data).toMatchObject({ customerId: 2, name: 'Moved' });
  });
});
