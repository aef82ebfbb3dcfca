/** @databases postgres */
import { ResourceResult, TripType } from '@portal/domain';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import {
  FOOD,
  ITALY,
  PORTUGAL,
  SPAIN,
  refusedFields,
  TARIFF,
  travelRateCalls,
  type Refused,
  type Saved,
} from './travel-rates.test-support';

/** Travel tariffs and food allowances: the rates of a destination country. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call } = travelRateCalls(() => t);

const tariff = (over: Record<string, unknown> = {}) => ({
  countryId: ITALY,
  tripType: TripType.DoubleTrip,
  amount: '350',
  currency: 'CNY',
  ...over,
});
const food = (over: Record<string, unknown> = {}) => ({
  countryId: ITALY,
  amountPerManDay: '85.5',
  currency: 'CNY',
  ...over,
});

describe('travel tariffs', () => {
  it('creates, reads, updates, lists and deletes a tariff', async () => {
    const created = json<Saved>(await call('planning', 'POST', TARIFF, tariff()));
    expect(created).toEqual({
      result: ResourceResult.Success,
      data: {
        id: expect.any(Number),
        version: 1,
        countryId: ITALY,
        tripType: TripType.DoubleTrip,
        amount: '350.00',
        currency: 'CNY',
      },
    });
    const id = created.data!.id;
    expect(json(await call('accountant', 'GET', `${TARIFF}/${id}`))).toEqual(created);
    const updated = json<Saved>(await call('planning', 'PUT', TARIFF, { ...created.data, amount: '420.25' }));
    expect(updated.data).toMatchObject({ amount: '420.25', version: 2 });
    const stale = await call('planning', 'PUT', TARIFF, { ...created.data, amount: '1' });
    expect(stale.statusCode).toBe(409);
    expect(json<{ current: unknown }>(stale).current).toEqual(updated.data);

    const listed = json<{ data: Record<string, unknown>[] }>(
      await call('planning', 'POST', `${TARIFF}/search`, {
        countryIds: [ITALY],
        tripTypes: [TripType.DoubleTrip],
      }),
    ).data;
    expect(listed).toEqual([{ ...updated.data, countryName: 'Italy' }]);
    expect(json(await call('planning', 'DELETE', `${TARIFF}/${id}`))).toEqual({
      result: ResourceResult.Success,
    });
  });

  it('keeps one tariff per country and trip type (DuplicateData)', async () => {
    const single = tariff({ countryId: PORTUGAL, tripType: TripType.SingleTrip, currency: 'EUR' });
    expect(json<Saved>(await call('planning', 'POST', TARIFF, single)).result).toBe(ResourceResult.Success);
    expect(json(await call('planning', 'POST', TARIFF, { ...single, amount: '12' }))).toEqual({
      result: ResourceResult.DuplicateData,
      message: 'Portugal already has a tariff for “Single trip (same day)”.',
    });
    const double = { ...single, tripType: TripType.DoubleTrip };
    const other = json<Saved>(await call('planning', 'POST', TARIFF, double)).data!;
    const french = await call('planning', 'PUT', `${TARIFF}?lang=fr`, {
      ...other,
      tripType: TripType.SingleTrip,
    });
    expect(json(french)).toEqual({
      result: ResourceResult.DuplicateData,
      message: 'Portugal a déjà un tarif pour « Aller-retour dans la journée ».',
    });
    // Another entity keeps its own.
    expect(json<Saved>(await call('admin', 'POST', TARIFF, single, 2)).result).toBe(ResourceResult.Success);
  });

  it('refuses a bad amount, currency or trip type and an unknown country', async () => {
    const bad = await call(
      'planning',
      'POST',
      `${TARIFF}?lang=fr`,
      tariff({ amount: '-3', currency: 'ABC' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(json<Refused>(bad).errors).toEqual([
      {
        field: 'amount',
        message: 'Montant doit être un montant positif ou nul avec au plus deux décimales.',
      },
      { field: 'currency', message: expect.stringContaining('Devise doit être l’une des devises BDT, CNY') },
    ]);
    expect(refusedFields(await call('planning', 'POST', TARIFF, { currency: 'CNY' }))).toEqual([
      'countryId',
      'tripType',
      'amount',
    ]);
    expect((await call('planning', 'POST', TARIFF, tariff({ tripType: 9 }))).statusCode).toBe(400);
    expect(json(await call('planning', 'POST', TARIFF, tariff({ countryId: 999 })))).toEqual({
      result: ResourceResult.ParentNotFound,
    });
  });
});

describe('food allowances', () => {
  it('creates, reads, updates, lists and deletes an allowance', async () => {
    const created = json<Saved>(await call('planning', 'POST', FOOD, food()));
    expect(created.data).toEqual({
      id: expect.any(Number),
      version: 1,
      countryId: ITALY,
      amountPerManDay: '85.50',
      currency: 'CNY',
    });
    const id = created.data!.id;
    expect(json(await call('cs', 'GET', `${FOOD}/${id}`))).toEqual(created);
    const updated = json<Saved>(await call('planning', 'PUT', FOOD, { ...created.data, currency: 'USD' }));
    expect(updated.data).toMatchObject({ currency: 'USD', version: 2 });
    expect((await call('planning', 'PUT', FOOD, created.data)).statusCode).toBe(409);
    const listed = json<{ data: Record<string, unknown>[]; total: number }>(
      await call('planning', 'POST', `${FOOD}/search`, { searchText: 'ital' }),
    );
    expect(listed).toMatchObject({ total: 1, data: [{ id, countryName: 'Italy' }] });
    expect(json(await call('planning', 'DELETE', `${FOOD}/${id}`))).toEqual({
      result: ResourceResult.Success,
    });
    expect(json(await call('planning', 'DELETE', `${FOOD}/${id}`))).toEqual({
      result: ResourceResult.NotFound,
    });
  });

  it('keeps one allowance per country (DuplicateData)', async () => {
    expect(json<Saved>(await call('planning', 'POST', FOOD, food({ countryId: SPAIN }))).result).toBe(
      ResourceResult.Success,
    );
    expect(
      json(await call('planning', 'POST', FOOD, food({ countryId: SPAIN, amountPerManDay: '1' }))),
    ).toEqual({
      result: ResourceResult.DuplicateData,
      message: 'Spain already has a food allowance.',
    });
  });

  it('refuses a bad amount and currency', async () => {
    const answer = await call('planning', 'POST', FOOD, food({ amountPerManDay: '1.999', currency: 'usd' }));
    expect(answer.statusCode).toBe(400);
    expect(refusedFields(answer)).toEqual(['amountPerManDay', 'currency']);
    expect(refusedFields(await call('planning', 'POST', FOOD, {}))).toEqual([
      'countryId',
      'amountPerManDay',
      'currency',
    ]);
  });
});
