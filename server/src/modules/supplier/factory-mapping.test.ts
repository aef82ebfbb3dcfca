/** @databases postgres */
import { eq } from 'drizzle-orm';
import { FactoryMappingResult, ResourceResult, type FactoryMappingState } from '@portal/domain';
import { emailOutbox, factoryMappingLinks } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { CHINA, supplierCaller } from './supplier.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = supplierCaller(() => t);

type Link = { result: number; url: string; token: string; expiresAt: string };
const makeLink = async (supplierId: number, login: string | null = 'cs', body: object = {}) =>
  call(login, 'POST', `/api/Supplier/supplier/${supplierId}/factory-mapping-link`, body);
const state = async (token: string) =>
  json<FactoryMappingState>(await call(null, 'GET', `/api/FactoryMapping/${encodeURIComponent(token)}`));
const submit = (token: string, body: object, lang = 'en') =>
  call(null, 'POST', `/api/FactoryMapping/${encodeURIComponent(token)}?lang=${lang}`, body);
const factory = (name: string) => ({
  name,
  address: '9 Mapping Road',
  countryId: CHINA,
  contactName: 'Mapper',
  contactEmail: 'mapper@example.com',
  contactPhone: null,
});

describe('factory-mapping links', () => {
  it('makes a link that opens without sign-in, lists the supplier factories and takes new ones once', async () => {
    const response = await makeLink(2, 'cs', { email: 'exports@saigoncrafts.vn' });
    expect(response.statusCode).toBe(200);
    const link = json<Link>(response);
    expect(link.url).toBe(`http://localhost:3000/factory-mapping?token=${link.token}`);
    // Only the hash is stored, and the mail went to the outbox.
    const [stored] = await t.database.db.select().from(factoryMappingLinks);
    expect(stored!.tokenHash).not.toContain(link.token);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'exports@saigoncrafts.vn'));
    expect(mails[0]!.textBody).toContain(link.url);

    const opened = await state(link.token);
    expect(opened).toMatchObject({
      result: FactoryMappingResult.Success,
      supplierName: 'Saigon Crafts Export JSC',
      factories: [{ id: 3, name: 'Binh Duong Wood Products Factory', mapped: true }],
    });
    expect(opened.countries).toContainEqual({ id: CHINA, name: 'China' });
    const done = await submit(link.token, {
      factoryIds: [3],
      newFactories: [factory('Da Nang Lacquer Workshop'), factory('Hoi An Lantern Factory')],
    });
    expect(json<{ result: number }>(done).result).toBe(FactoryMappingResult.Success);
    const card = json<{ data: { linked: { name: string }[] } }>(
      await call('cs', 'GET', '/api/Supplier/supplier/2'),
    );
    expect(card.data.linked.map((item) => item.name)).toEqual([
      'Binh Duong Wood Products Factory',
      'Da Nang Lacquer Workshop',
      'Hoi An Lantern Factory',
    ]);
    // Single use.
    expect((await state(link.token)).result).toBe(FactoryMappingResult.AlreadySubmitted);
    expect(
      json<{ result: number }>(await submit(link.token, { factoryIds: [3], newFactories: [] })).result,
    ).toBe(FactoryMappingResult.AlreadySubmitted);
  });

  it('refuses forged, expired and foreign links and lists, changing nothing', async () => {
    expect((await state('forged-token')).result).toBe(FactoryMappingResult.TokenNotValid);
    expect(
      json<{ result: number }>(await submit('forged-token', { factoryIds: [], newFactories: [factory('X')] }))
        .result,
    ).toBe(FactoryMappingResult.TokenNotValid);
    const link = json<Link>(await makeLink(3));
    // Factory 1 belongs to supplier 1: not one of Dhaka Knitwear's.
    expect(
      json<{ result: number }>(await submit(link.token, { factoryIds: [1], newFactories: [] })).result,
    ).toBe(FactoryMappingResult.FactoryNotFound);
    expect(
      json<{ result: number }>(
        await submit(link.token, { factoryIds: [], newFactories: [factory('Gazipur Knit Factory')] }),
      ).result,
    ).toBe(FactoryMappingResult.DuplicateName);
    const invalid = await submit(
      link.token,
      { factoryIds: [], newFactories: [{ ...factory(''), contactName: '', countryId: null }] },
      'fr',
    );
    expect(invalid.statusCode).toBe(400);
    const errors = json<{ errors: { field: string; message: string }[] }>(invalid).errors;
    expect(errors.map((error) => error.field)).toEqual([
      'newFactories.0.name',
      'newFactories.0.countryId',
      'newFactories.0.contactName',
    ]);
    expect(errors[0]!.message).toContain('Nouvelle usine 1');
    expect((await submit(link.token, { factoryIds: [], newFactories: [] })).statusCode).toBe(400);
    // Still open after the refusals.
    expect((await state(link.token)).result).toBe(FactoryMappingResult.Success);
    await t.database.db
      .update(factoryMappingLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(factoryMappingLinks.supplierId, 3));
    expect((await state(link.token)).result).toBe(FactoryMappingResult.Expired);
    expect(
      json<{ result: number }>(await submit(link.token, { factoryIds: [4], newFactories: [] })).result,
    ).toBe(FactoryMappingResult.Expired);
  });

  it('lets the supplier user link its own supplier only; factory and customer users none', async () => {
    expect(json<Link>(await makeLink(1, 'supplier')).result).toBe(ResourceResult.Success);
    expect(json<Link>(await makeLink(2, 'supplier')).result).toBe(ResourceResult.NotFound);
    expect((await makeLink(1, 'factory')).statusCode).toBe(403);
    expect((await makeLink(1, 'customer')).statusCode).toBe(403);
    expect((await makeLink(1, 'manager')).statusCode).toBe(403);
    expect(json<Link>(await makeLink(4, 'cs')).result).toBe(ResourceResult.NotFound);
    expect((await makeLink(1, 'cs', { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await makeLink(1, null)).statusCode).toBe(401);
  });
});
