/** @databases postgres */
import { ResourceResult, TripType } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import {
  CHINA,
  FOOD,
  ITALY,
  journey,
  MATRIX,
  PORT,
  TARIFF,
  travelRateCalls,
  type Saved,
} from './travel-rates.test-support';

/**
 * Who may read and keep the travel rates (server/src/db/seed/role-access.ts): planning keeps them, CS and
 * accounting read them, an inspector does not; every row belongs to its entity.
 */
let t: TestApp;
/** One record of each resource in entity 1: [base path, id, a valid update body]. */
const records: { base: string; id: number; body: Record<string, unknown> }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const china = await cityIds(CHINA);
  const office = await officeId(1, 'Shanghai Office');
  const save = async (base: string, body: object) => {
    const saved = json<Saved>(await call('planning', 'POST', base, body));
    expect(saved.result).toBe(ResourceResult.Success);
    records.push({ base, id: saved.data!.id, body: saved.data! });
    return saved.data!;
  };
  const port = await save(PORT, {
    name: 'Dongguan Station',
    officeId: office,
    countryId: CHINA,
    cityId: china.Dongguan,
  });
  await save(MATRIX, journey(port.id, china.Guangzhou!));
  await save(TARIFF, { countryId: ITALY, tripType: TripType.SingleTrip, amount: '80', currency: 'CNY' });
  await save(FOOD, { countryId: ITALY, amountPerManDay: '60', currency: 'CNY' });
});
afterAll(() => t.close());
const { call, cityIds, officeId } = travelRateCalls(() => t);

const ids = async (login: string, base: string, entity = 1) => {
  const answer = await call(login, 'POST', `${base}/search`, {}, entity);
  return answer.statusCode === 200
    ? json<{ data: { id: number }[] }>(answer).data.map((row) => row.id)
    : answer.statusCode;
};

describe('travel-rate access', () => {
  it.each(['cs', 'accountant', 'planning'])(
    '%s reads every travel rate of the entity and exports them',
    async (login) => {
      for (const { base, id } of records) {
        expect([base, await ids(login, base)]).toEqual([base, expect.arrayContaining([id])]);
        expect(json<Saved>(await call(login, 'GET', `${base}/${id}`)).result).toBe(ResourceResult.Success);
        const exported = await call(login, 'POST', `${base}/export`, {});
        expect([base, exported.statusCode]).toEqual([base, 200]);
      }
    },
  );

  it('lets accounting and CS read but not create, change or delete', async () => {
    for (const login of ['accountant', 'cs']) {
      for (const { base, id, body } of records) {
        const refused = [
          (await call(login, 'POST', base, { ...body, id: undefined, version: undefined })).statusCode,
          (await call(login, 'PUT', base, body)).statusCode,
          (await call(login, 'DELETE', `${base}/${id}`)).statusCode,
        ];
        expect([login, base, refused]).toEqual([login, base, [403, 403, 403]]);
      }
    }
  });

  it('keeps an inspector and a customer out', async () => {
    for (const login of ['inspector', 'customer']) {
      for (const { base, id } of records) {
        expect([login, base, await ids(login, base)]).toEqual([login, base, 403]);
        expect((await call(login, 'GET', `${base}/${id}`)).statusCode).toBe(403);
      }
    }
  });

  it('shows entity 2 none of entity 1’s rows, by search, by id, on update or delete', async () => {
    for (const login of ['admin', 'accountant']) {
      for (const { base, id } of records) {
        const listed = await ids(login, base, 2);
        expect([login, base, Array.isArray(listed) && listed.includes(id)]).toEqual([login, base, false]);
        expect(json(await call(login, 'GET', `${base}/${id}`, undefined, 2))).toEqual({
          result: ResourceResult.NotFound,
        });
      }
    }
    for (const { base, id, body } of records) {
      expect(json(await call('admin', 'PUT', base, body, 2))).toEqual({ result: ResourceResult.NotFound });
      expect(json(await call('admin', 'DELETE', `${base}/${id}`, undefined, 2))).toEqual({
        result: ResourceResult.NotFound,
      });
      expect(json<Saved>(await call('planning', 'GET', `${base}/${id}`)).result).toBe(ResourceResult.Success);
    }
  });
});
