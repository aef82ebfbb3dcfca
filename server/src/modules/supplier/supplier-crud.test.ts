/** @databases both */
import { ResourceResult, SupplierType, type SupplierDetail } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { CHINA, newCard, supplierCaller, VIETNAM } from './supplier.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = supplierCaller(() => t);

type Save = { result: number; data?: SupplierDetail; current?: SupplierDetail; errors?: { field: string }[] };
const get = async (kind: string, id: number, login = 'cs', entityId = 1) => {
  const response = await call(login, 'GET', `/api/Supplier/${kind}/${id}`, undefined, entityId);
  expect(response.statusCode).toBe(200);
  return json<Save>(response);
};
const save = async (method: 'POST' | 'PUT', kind: string, body: object, login = 'cs') =>
  call(login, method, `/api/Supplier/${kind}`, body);

describe('supplier and factory records', () => {
  it('reads a supplier card with its addresses, contacts, customers, services and factories', async () => {
    const { result, data } = await get('supplier', 1);
    expect(result).toBe(ResourceResult.Success);
    expect(data).toMatchObject({
      id: 1,
      typeId: SupplierType.Supplier,
      code: 'SUP-GZ-001',
      countryId: CHINA,
      serviceIds: [1, 2],
      linked: [
        { id: 2, name: 'Everbright Dongguan Plant' },
        { id: 1, name: 'Everbright Garment Factory No. 2' },
      ],
    });
    expect(data!.addresses[0]).toMatchObject({ countryId: CHINA, cityId: expect.any(Number) });
    expect(data!.contacts[0]!.name).toBe('Li Wei');
    const factory = (await get('factory', 1)).data!;
    expect(factory.typeId).toBe(SupplierType.Factory);
    expect(factory.linkedIds).toEqual([1]);
    expect((await get('supplier', 99999)).result).toBe(ResourceResult.NotFound);
  });

  it('creates a supplier with two factories linked from either side, then updates it with its version', async () => {
    const created = json<Save>(
      await save('POST', 'supplier', newCard('Hue Ceramics Co.', { countryId: VIETNAM })),
    );
    expect(created.result).toBe(ResourceResult.Success);
    const supplier = created.data!;
    expect(supplier.version).toBe(1);
    const factoryA = json<Save>(
      await save('POST', 'factory', newCard('Hue Kiln Plant', { typeId: 2, linkedIds: [supplier.id] })),
    ).data!;
    const factoryB = json<Save>(
      await save('POST', 'factory', newCard('Hue Glaze Workshop', { typeId: 2 })),
    ).data!;
    const updated = json<Save>(
      await save('PUT', 'supplier', {
        ...supplier,
        linkedIds: [factoryA.id, factoryB.id],
        contacts: [...supplier.contacts, { name: 'Second', email: null, phone: '+84 1', job: 'QA' }],
      }),
    );
    expect(updated.result).toBe(ResourceResult.Success);
    expect(updated.data!.version).toBe(2);
    expect(updated.data!.linked.map((item) => item.name)).toEqual(['Hue Glaze Workshop', 'Hue Kiln Plant']);
    expect((await get('factory', factoryB.id)).data!.linkedIds).toEqual([supplier.id]);
    // A stale version is a conflict carrying the current record; nothing changes.
    const stale = await save('PUT', 'supplier', { ...supplier, name: 'Lost write' });
    expect(stale.statusCode).toBe(409);
    expect(json<Save>(stale).current!.version).toBe(2);
    expect((await get('supplier', supplier.id)).data!.name).toBe('Hue Ceramics Co.');
  });

  it('answers DuplicateName, ParentNotFound and 400 with field messages, in French too', async () => {
    const duplicate = await save('POST', 'supplier', newCard('dhaka knitwear ltd.'));
    expect(json<Save>(duplicate).result).toBe(ResourceResult.DuplicateName);
    // The same name in another entity or of the other kind is fine.
    expect(
      json<Save>(await save('POST', 'factory', newCard('Dhaka Knitwear Ltd.', { typeId: 2 }))).result,
    ).toBe(ResourceResult.Success);
    // Entity 2's supplier 4 cannot be linked from entity 1; an unknown customer neither.
    expect(
      json<Save>(await save('POST', 'factory', newCard('Link Test', { typeId: 2, linkedIds: [4] }))).result,
    ).toBe(ResourceResult.ParentNotFound);
    expect(
      json<Save>(await save('POST', 'supplier', newCard('Cust Test', { customerIds: [2] }))).result,
    ).toBe(ResourceResult.ParentNotFound);
    expect(
      json<Save>(await save('POST', 'supplier', newCard('Country Test', { countryId: 999 }))).result,
    ).toBe(ResourceResult.ParentNotFound);
    const noAddress = await call(
      'cs',
      'POST',
      '/api/Supplier/supplier?lang=fr',
      newCard('', { addresses: [] }),
    );
    expect(noAddress.statusCode).toBe(400);
    const body = json<{ errors: { field: string; text: string }[] }>(noAddress);
    expect(body.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['name', 'addresses']));
    expect(body.errors.find((error) => error.field === 'name')!.text).toContain('Nom');
    const badContact = await save(
      'POST',
      'supplier',
      newCard('Contact Test', { contacts: [{ name: ' ', email: 'not-an-email', phone: null, job: null }] }),
    );
    expect(badContact.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(badContact).errors.map((error) => error.field)).toEqual([
      'contacts.0.name',
      'contacts.0.email',
    ]);
  });

  it('deletes a record without accounts or factories; InUse otherwise', async () => {
    const created = json<Save>(await save('POST', 'supplier', newCard('Short Lived Ltd.'))).data!;
    // CS keeps cards but does not delete them.
    expect((await call('cs', 'DELETE', `/api/Supplier/supplier/${created.id}`)).statusCode).toBe(403);
    const deleted = await call('admin', 'DELETE', `/api/Supplier/supplier/${created.id}`);
    expect(json<{ result: number }>(deleted).result).toBe(ResourceResult.Success);
    expect((await get('supplier', created.id)).result).toBe(ResourceResult.NotFound);
    // Supplier 1 has accounts and factories made for it.
    expect(json<{ result: number }>(await call('admin', 'DELETE', '/api/Supplier/supplier/1')).result).toBe(
      ResourceResult.InUse,
    );
    expect(json<{ result: number }>(await call('admin', 'DELETE', '/api/Supplier/factory/1')).result).toBe(
      ResourceResult.InUse,
    );
  });

  it('keeps outside users to their own records and refuses their writes', async () => {
    expect((await get('supplier', 1, 'supplier')).result).toBe(ResourceResult.Success);
    expect((await get('factory', 2, 'supplier')).result).toBe(ResourceResult.Success);
    expect((await get('supplier', 2, 'supplier')).result).toBe(ResourceResult.NotFound);
    expect((await get('factory', 3, 'supplier')).result).toBe(ResourceResult.NotFound);
    expect((await get('factory', 1, 'factory')).result).toBe(ResourceResult.Success);
    expect((await get('factory', 2, 'factory')).result).toBe(ResourceResult.NotFound);
    expect((await get('supplier', 1, 'factory')).result).toBe(ResourceResult.NotFound);
    expect((await call('customer', 'GET', '/api/Supplier/supplier/1')).statusCode).toBe(403);
    const own = (await get('supplier', 1, 'supplier')).data!;
    expect((await save('PUT', 'supplier', { ...own, name: 'Renamed' }, 'supplier')).statusCode).toBe(403);
    // Entity 2's records answer NotFound in entity 1, even to an admin of both.
    expect((await get('supplier', 4, 'admin', 1)).result).toBe(ResourceResult.NotFound);
    expect((await get('supplier', 4, 'admin', 2)).result).toBe(ResourceResult.Success);
    // Managers read, but do not write.
    expect((await get('supplier', 1, 'manager')).result).toBe(ResourceResult.Success);
    expect((await save('POST', 'supplier', newCard('Manager Co.'), 'manager')).statusCode).toBe(403);
  });
});

describe('POST /api/Supplier/lite', () => {
  const lite = (body: object, login = 'cs') => call(login, 'POST', '/api/Supplier/lite', body);

  it('creates a supplier or a factory of a supplier from name and country and answers the id', async () => {
    const supplier = json<{ result: number; id: number }>(
      await lite({ typeId: 1, name: 'Lite Supplier Co.', countryId: CHINA }),
    );
    expect(supplier).toEqual({ result: ResourceResult.Success, id: expect.any(Number) });
    const factory = json<{ result: number; id: number }>(
      await lite({ typeId: 2, name: 'Lite Factory', countryId: CHINA, supplierId: supplier.id }),
    );
    expect(factory.result).toBe(ResourceResult.Success);
    expect((await get('factory', factory.id)).data).toMatchObject({
      name: 'Lite Factory',
      linkedIds: [supplier.id],
      serviceIds: [1],
    });
    expect(
      json<{ result: number }>(await lite({ typeId: 1, name: 'LITE SUPPLIER CO.', countryId: CHINA })).result,
    ).toBe(ResourceResult.DuplicateName);
    expect(
      json<{ result: number }>(await lite({ typeId: 2, name: 'Orphan', countryId: CHINA, supplierId: 4 }))
        .result,
    ).toBe(ResourceResult.ParentNotFound);
    const invalid = await lite({ typeId: 1, name: '', countryId: null });
    expect(invalid.statusCode).toBe(400);
    expect((await lite({ typeId: 1, name: 'X', countryId: CHINA }, 'manager')).statusCode).toBe(403);
  });
});
